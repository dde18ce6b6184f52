import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// docs/protocols/web.md / docs/decisions/0004-web-app.md: one SPA served by the Express server from web/dist. Everything
// is bundled (no CDN, no web fonts: Tor users), the landing route's initial JS stays
// under 150 KB gzipped (scripts/check-bundle-size.ts), the other routes are lazy chunks.
const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.RIFA_DEV_BACKEND ?? 'http://localhost:3000';

/**
 * Shared code of the admin and dashboard routes stays out of the public pages' chunk; a
 * feature's calls (api.ts) are small, and the raffle page asks a participant's own wins.
 */
function signedInOrPublic(moduleId: string): string {
  return /[\\/]src[\\/]features[\\/](raffle-admin|painel|settings|participant|account)[\\/](?!api\.ts$)/.test(
    moduleId,
  )
    ? 'signed-in'
    : 'public';
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  server: {
    // `npm run dev -w web` next to `npm start`: the API lives on the server.
    proxy: {
      '/api': backend,
      '/auth': backend,
      '/user': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json lets the size check find the entry and its static imports.
    manifest: true,
    // Print gzipped sizes of every chunk in the build output.
    reportCompressedSize: true,
    target: 'es2022',
    sourcemap: false,
    // Over Tor every request costs a round trip of ~0.8 s and Chromium opens 6 connections
    // per host (plain HTTP/1.1 to an onion), so the number of files matters more than a few
    // KB. Everything the first page needs goes in one chunk; the code the lazy pages share goes
    // in two (the public pages' and the signed-in pages'), instead of dozens of tiny ones.
    rolldownOptions: {
      // A feature is entered through its index.ts, which re-exports what other features use.
      // Feature modules have no side effects: a chunk takes only the re-exports it uses, not
      // everything an index names (the raffle page's proof section stays out of the dashboard).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: signedInOrPublic, minShareCount: 2, priority: 2 },
          ],
        },
      },
    },
  },
});
