// Runs first in `npm start`, `npm test` and the build: on a Node the project cannot use it
// stops in the first second with one line naming the version found and the one needed,
// instead of an ERR_UNKNOWN_FILE_EXTENSION deep inside the web build. The range is
// package.json's `engines` (type stripping, used by every script and test, is on by
// default from 22.18; vitest and jsdom add the rest). Plain ES2017 without imports of
// anything but Node built-ins, so that even a very old Node reaches the message.
// `npm ci` normally makes this a no-op: the `node` devDependency (Node 24 from the npm
// registry) is first on the PATH of every npm script, whatever Node launched npm.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = pkg.engines.node;

/** `^a.b.c` and `>=a.b.c` alternatives joined by `||`: all that `engines` uses. */
function satisfies(version, wanted) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  const at = (v) => v.split('.').map(Number);
  const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  return wanted.split('||').some((alternative) => {
    const part = alternative.trim();
    const floor = at(part.replace(/^(\^|>=)/, ''));
    if (cmp([major, minor, patch], floor) < 0) return false;
    return part.startsWith('>=') || major === floor[0];
  });
}

if (!satisfies(process.version, range)) {
  console.error(
    `Node ${process.version} encontrado; a Rifa Relâmpago precisa de Node ${range} (recomendado 24): ` +
      'rode `npm ci` (ele instala o Node 24 do npm para os scripts) ou instale o Node 24. ' +
      `| Found Node ${process.version}; Rifa Relâmpago needs Node ${range} (24 recommended): ` +
      'run `npm ci` (it installs Node 24 from npm for the scripts) or install Node 24.',
  );
  process.exit(1);
}
