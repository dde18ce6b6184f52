// Serves the built SPA (web/dist): hashed assets cached for a year, index.html never
// cached, client routes fall back to index.html; API paths never do.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { REVALIDATE, sendPrecompressed } from './precompressed-static.ts';

export const API_PREFIXES = ['/api', '/auth', '/user'];

export function spa(distDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, async (req, res, next) => {
    if (API_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`)))
      return next();
    if (!fs.existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Interface web não compilada: rode `npm run build`.');
      return;
    }
    // Its .br/.gz from the build when the client takes one (docs/decisions/0013-built-for-tor.md).
    if (!(await sendPrecompressed(req, res, indexFile, REVALIDATE)))
      res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return router;
}
