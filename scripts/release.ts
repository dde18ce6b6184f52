// npm run release -- <version> [<digest>] [--root <dir>]
// Without <digest> (before tagging): the version everywhere, the image digest still the
// zero placeholder, CHANGELOG.md untouched, so the tagged commit passes its own tests.
// Writes one release into every file a store reads, in one step: package.json's version,
// docker-compose.yml's image (Umbrel) and docker-compose.standalone.yml's, umbrel-app.yml's version and releaseNotes, the
// StartOS image and version (start9/startos), and CHANGELOG.md, whose 'Unreleased' notes
// become the release notes. <digest> is the multi-arch index digest the release workflow
// prints for the tag v<version> (README 'Release'). --root: another checkout (the tests'
// temp copy).
import fs from 'node:fs';
import path from 'node:path';
import * as edit from './release/files.ts';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = path.resolve(
  rootAt >= 0 ? args.splice(rootAt, 2)[1]! : path.join(import.meta.dirname, '..'),
);
const [version, digest] = args;

const problems = edit.checkArguments(version, digest);
if (problems.length > 0) {
  console.error(`uso: npm run release -- <versão> [<digest>]\n${problems.join('\n')}`);
  process.exit(2);
}

const file = (name: string) => path.join(root, name);
const read = (name: string) => fs.readFileSync(file(name), 'utf8');
const history = edit.readChangelog(read('CHANGELOG.md'));
const publish = digest !== undefined;
const again = history.released.some((entry) => entry.version === version);
if (again && !publish) {
  console.error(`${version} já foi lançada (CHANGELOG.md): passe o digest para corrigi-lo`);
  process.exit(2);
}
if (!again && !history.unreleased) {
  console.error("CHANGELOG.md: escreva as notas da versão em '## Unreleased' antes de lançar");
  process.exit(2);
}
const release: edit.Release = {
  version: version!,
  digest: digest ?? edit.ZERO_DIGEST,
  notes: again ? '' : history.unreleased,
  // No earlier release: the Umbrel store's first submission, whose linter wants "".
  firstRelease: history.released.every((entry) => entry.version === version),
};

const writes: [string, string][] = [
  ['package.json', edit.packageJson(read('package.json'), release)],
  ['docker-compose.yml', edit.compose(read('docker-compose.yml'), release)],
  ['docker-compose.standalone.yml', edit.compose(read('docker-compose.standalone.yml'), release)],
  [
    'start9/startos/manifest/image.ts',
    edit.startosImage(read('start9/startos/manifest/image.ts'), release),
  ],
];
if (publish)
  writes.push([
    'CHANGELOG.md',
    edit.changelog(read('CHANGELOG.md'), release, new Date().toISOString().slice(0, 10)),
  ]);
// A second run for the same version only corrects the digest: the notes stay as released.
if (!again) {
  writes.push(['umbrel-app.yml', edit.umbrelApp(read('umbrel-app.yml'), release)]);
  const versionFile = `start9/startos/versions/v${release.version}.ts`;
  if (!fs.existsSync(file(versionFile)))
    writes.push([versionFile, edit.startosVersionFile(release)]);
  const index = 'start9/startos/versions/index.ts';
  writes.push([index, edit.startosVersionIndex(read(index), release)]);
}
for (const [name, text] of writes) fs.writeFileSync(file(name), text);
console.log(`release ${release.version}: ${edit.imageRef(release)}`);
for (const [name] of writes) console.log(`  ${name}`);
if (release.firstRelease)
  console.log('  (primeira submissão à loja Umbrel: releaseNotes fica vazio, como o linter exige)');
