// Serves the built SPA's files with the .br/.gz variants web/scripts/precompress.ts writes at
// `npm run build` (docs/decisions/0013-built-for-tor.md: over Tor a visitor gets tens of KB/s, and the 330 KB entry chunk
// is 90 KB as brotli 11): the variant the request's Accept-Encoding prefers (content-encoding.ts),
// with its own Content-Length, the file's Content-Type, `Vary: Accept-Encoding` and an ETag per
// variant. No compression happens per request (unless the build has no variants). Files of
// other types (or outside the build) are left to the next handler (express.static in spa.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { chooseEncoding, type Coding, type Encoding } from './content-encoding.ts';

/** Hashed build output (/assets/*): a new build gets new names, so it is cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML names the hashed assets of the build it came from: revalidated on every visit. */
export const REVALIDATE = 'no-cache';
/** Unhashed files beside index.html (favicon.svg): what spa.ts's express.static gave them. */
const ONE_HOUR = 'public, max-age=3600';

/** The types we compress at build time (web/scripts/precompress.ts COMPRESSIBLE). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
};

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz', identity: '' };

async function regularFile(file: string): Promise<fs.Stats | undefined> {
  const stats = await fs.promises.stat(file).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

/**
 * Sends `file`, or the .br/.gz beside it that the request accepts, with `cacheControl`.
 * Resolves false (nothing sent) when `file` does not exist. A variant older than the file
 * (the file was rewritten after the build) is ignored rather than served stale.
 */
export async function sendPrecompressed(
  req: Request,
  res: Response,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  const [identity, br, gzip] = await Promise.all(
    ['', '.br', '.gz'].map((suffix) => regularFile(file + suffix)),
  );
  if (!identity) return false;
  const fresh = (variant: fs.Stats | undefined) =>
    variant !== undefined && variant.mtimeMs >= identity.mtimeMs;
  const available: Encoding[] = [];
  if (fresh(br)) available.push('br');
  if (fresh(gzip)) available.push('gzip');
  const coding = chooseEncoding(req.headers['accept-encoding'], available);
  const stats = coding === 'br' ? br! : coding === 'gzip' ? gzip! : identity;
  // Opened before any header is set: a file removed meanwhile is an error, not half a reply.
  const handle = await fs.promises.open(file + SUFFIX[coding], 'r');
  let streaming = false;
  try {
    res.setHeader(
      'Content-Type',
      TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    );
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl);
    // Weak, per variant: the three variants are different bytes of the same resource.
    res.setHeader(
      'ETag',
      `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    );
    res.setHeader('Last-Modified', identity.mtime.toUTCString());
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    res.setHeader('Content-Length', stats.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    if (available.length === 0) {
      // Built without variants (`vite build` alone): sent whole, so compress-responses.ts
      // compresses it for this request.
      res.send(await handle.readFile());
      return true;
    }
    // The stream owns the handle from here and closes it at its end, error or destroy.
    const stream = handle.createReadStream();
    streaming = true;
    stream.on('error', (error) => res.destroy(error));
    res.once('close', () => stream.destroy());
    stream.pipe(res);
    return true;
  } finally {
    if (!streaming) await handle.close();
  }
}

/**
 * GET/HEAD of a compressible file of `root` (the build): /assets/* immutable, HTML revalidated,
 * anything else for an hour. Dot-files, paths that leave `root` and other types go to next().
 */
export function precompressedStatic(root: string): RequestHandler {
  const base = path.resolve(root);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const extension = path.extname(pathname).toLowerCase();
    if (
      !TYPES[extension] ||
      pathname.includes('\0') ||
      pathname.split(/[\\/]/).some((segment) => segment.startsWith('.'))
    )
      return next();
    const file = path.join(base, pathname);
    if (!file.startsWith(base + path.sep)) return next();
    const cacheControl = pathname.startsWith('/assets/')
      ? IMMUTABLE
      : extension === '.html'
        ? REVALIDATE
        : ONE_HOUR;
    if (!(await sendPrecompressed(req, res, file, cacheControl))) next();
  };
}
