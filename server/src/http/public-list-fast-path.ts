// GET /api/rifa is the hottest call (every visitor's first request, often over Tor), and its
// body is cached bytes (public-list-cache.ts). Express, helmet and the per-request access log
// cost four times what sending those bytes does (`npm run bench`, docs/protocols/targets.md: ≥ 70% of a
// bare node:http server), so this exact request is answered before Express, with the same
// security headers, request id, Cache-Control and ETag/304 as the Express route, and the same
// compressed bytes (cached per version and encoding, compressed-body.ts). Like /api/health it
// writes no access-log line. Anything else (other methods, a query string) goes through
// Express as usual.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
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

/** Returns true when it answered the request. */
export function createPublicListFastPath(cache: PublicListCache, securityHeaders: RequestHandler) {
  // A flat [name, value, …] list: writeHead takes it as is, with no object to build per request.
  const fixed = [
    ...headersSetBy(securityHeaders),
    ['cache-control', 'no-store'],
    ['vary', 'Accept-Encoding'],
  ].flat();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.url !== '/api/rifa') return false;
    // The bytes for this Accept-Encoding, compressed once per version of the list (docs/decisions/0013-built-for-tor.md).
    const { coding, bytes, etag } = cache.get().variant(req.headers['accept-encoding']);
    const encoding = coding === 'identity' ? [] : ['content-encoding', coding];
    // One writeHead with every header: cheaper than a setHeader call each.
    if (req.headers['if-none-match'] === etag) {
      res
        .writeHead(304, [...fixed, ...encoding, 'x-request-id', requestId(req), 'etag', etag])
        .end();
      return true;
    }
    res
      .writeHead(200, [
        ...fixed,
        ...encoding,
        'x-request-id',
        requestId(req),
        'etag',
        etag,
        'content-type',
        'application/json; charset=utf-8',
        'content-length',
        String(bytes.length),
      ])
      .end(bytes);
    return true;
  };
}
