import { defineConfig, mergeConfig } from 'vite';
import spa from './vite.config.ts';

// docs/decisions/0013-built-for-tor.md: the server-side render of the public pages (src/entry-server.tsx), built next to
// the SPA into dist-ssr/ (outside dist/, which is served to browsers). Self-contained: React,
// React Router and every component are bundled in (noExternal), because the Docker image
// installs only the server's production dependencies, not the web's. Production React
// (NODE_ENV defined), not minified: stack traces in the server's log stay readable.
export default mergeConfig(
  spa,
  defineConfig({
    ssr: { noExternal: true, target: 'node' },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      minify: false,
      target: 'node22',
    },
  }),
);
