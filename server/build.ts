// node server/build.ts → server/dist/main.js: the server as production runs it (`npm start`,
// the Docker image, StartOS). One esbuild bundle of server/src with @rifa/shared and, in a
// chunk loaded only in demo mode, @rifa/devnode; npm packages stay external and load from
// node_modules as they are (lightning reads its protos, better-sqlite3 its binding and
// tiny-secp256k1 its WebAssembly from their own folders). Node 24 runs server/src/main.ts
// directly too, which is how tests and development use it; but type stripping loads a
// WebAssembly TypeScript parser into the process (~17 MB RSS, docs/protocols/targets.md: idle RSS
// under 110 MB). Not minified, so stack traces in the logs stay readable.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

export const SERVER_DIR = import.meta.dirname;
export const OUT_DIR = path.join(SERVER_DIR, 'dist');
/** The production entry point: `node server/dist/main.js`. */
export const SERVER_ENTRY = path.join(OUT_DIR, 'main.js');

// Bare imports are npm packages, except our own workspace packages, which are bundled.
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rifa/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer(): Promise<void> {
  await rm(OUT_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: SERVER_DIR,
    // The ticket-list worker thread is an entry of its own (composition/ticket-lists.ts).
    entryPoints: {
      main: 'src/main.ts',
      'ticket-lists-worker': 'src/composition/ticket-lists-worker.ts',
    },
    outdir: OUT_DIR,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
}

if (import.meta.main) {
  await buildServer();
  console.log(`${path.relative(path.dirname(SERVER_DIR), SERVER_ENTRY)} escrito`);
}
