// GET /api/rifa is the hottest call (every visitor's first request, often over Tor), and its
// body is cached bytes (public-list-cache.ts). Express, helmet and the per-request access log
// cost four times what sending those bytes does (`npm run bench -- list`,
// docs/protocols/targets.md#public-list), so this exact request is answered before Express, with the same
// security headers, request id, Cache-Control and ETag/304 as the Express route, and the same
// compressed bytes (cached per version and encoding, compressed-body.ts). Like /api/health it
// writes no access-log line. Anything else (other methods, a query string) goes through
// Express as usual.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { BodyVariant } from './compressed-body.ts';
import type { PublicListCache } from './public-list-cache.ts';

/** The headers a middleware sets on a response, recorded once by running it on a stand-in. */
export function headersSetBy(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const stand = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let finished = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as never, stand as never, () => {
    finished = true;
  });
  if (!finished) throw new Error('security headers middleware did not call next synchronously');
  return [...headers];
}

export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** The header lists of one cached body variant; the request id goes at `id` in both. */
interface Heads {
  ok: string[];
  notModified: string[];
  id: number;
}

/** Returns true when it answered the request. */
export function createPublicListFastPath(cache: PublicListCache, securityHeaders: RequestHandler) {
  const fixed = [
    ...headersSetBy(securityHeaders),
    ['cache-control', 'no-store'],
    ['vary', 'Accept-Encoding'],
  ].flat();
  // Every header but the request id is the same for all the requests a variant answers: its
  // lists are built once per variant (a new version of the list brings new variants), and a
  // request only writes its id into them. writeHead reads the list synchronously and keeps
  // nothing, so reusing it is safe; building ~40 entries per request was a measurable part
  // of the fast path's cost (docs/protocols/targets.md#public-list).
  const heads = new WeakMap<BodyVariant, Heads>();
  const headsOf = (variant: BodyVariant): Heads => {
    let made = heads.get(variant);
    if (!made) {
      const encoding = variant.coding === 'identity' ? [] : ['content-encoding', variant.coding];
      const common = [...fixed, ...encoding, 'x-request-id', '', 'etag', variant.etag];
      made = {
        ok: [
          ...common,
          'content-type',
          'application/json; charset=utf-8',
          'content-length',
          String(variant.bytes.length),
        ],
        notModified: common,
        id: fixed.length + encoding.length + 1,
      };
      heads.set(variant, made);
    }
    return made;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.url !== '/api/rifa') return false;
    // The bytes for this Accept-Encoding, compressed once per version of the list (docs/decisions/0013-built-for-tor.md).
    const variant = cache.get().variant(req.headers['accept-encoding']);
    const { ok, notModified, id } = headsOf(variant);
    // One writeHead with every header: cheaper than a setHeader call each.
    if (req.headers['if-none-match'] === variant.etag) {
      notModified[id] = requestId(req);
      res.writeHead(304, notModified).end();
      return true;
    }
    ok[id] = requestId(req);
    res.writeHead(200, ok).end(variant.bytes);
    return true;
  };
}
