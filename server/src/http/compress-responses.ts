// Compresses dynamic responses (JSON, rendered HTML) of COMPRESS_THRESHOLD_BYTES or more by
// the request's Accept-Encoding, brotli preferred (docs/decisions/0013-built-for-tor.md: over Tor every KB is ~17 ms at
// 60 KB/s). Our dynamic bodies are whole when sent (res.json, res.send), so each is compressed
// in one synchronous call at res.end: measured against the `compression` package (a zlib
// stream per response) on a 3.8 KB list, that costs ~100 µs of CPU instead of ~250 µs and
// leaves no native stream behind (RSS +80 MB under 20 connections with the package). Streamed
// responses (res.write: the build's files, already compressed by web/scripts/precompress.ts)
// pass untouched, as do bodies that carry a Content-Encoding (compressed-body.ts), HEAD,
// 204/304 and `Cache-Control: no-transform`.
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { COMPRESS_THRESHOLD_BYTES } from './compressed-body.ts';
import { chooseEncoding } from './content-encoding.ts';

/** Text types worth compressing (what the server renders or serializes). */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/i;

/**
 * brotli 4: a 4–16 KB JSON body in ~0.1 ms, 10–30% smaller than gzip 6 at about the same
 * cost; the build's files get 11, bodies cached per version 5 (compressed-body.ts).
 */
export const dynamicBrotli = (size?: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(size !== undefined ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});
export const DYNAMIC_GZIP: zlib.ZlibOptions = { level: 6 };

function compressible(res: Response): boolean {
  const type = res.getHeader('Content-Type');
  const encoding = res.getHeader('Content-Encoding');
  return (
    typeof type === 'string' &&
    COMPRESSIBLE.test(type) &&
    (encoding === undefined || encoding === 'identity') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''))
  );
}

/** The whole body as bytes, when res.end got one (a string or a Buffer). */
function bodyOf(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk !== 'string') return undefined;
  return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** Above this size a body is compressed on libuv's threads, off the event loop. */
const COMPRESS_OFF_LOOP_BYTES = 64 * 1024;

/** How this body goes out: as it is, or compressed with `coding`. */
function codingFor(req: Request, res: Response, body: Buffer | undefined): 'br' | 'gzip' | null {
  if (
    !body ||
    body.length < COMPRESS_THRESHOLD_BYTES ||
    req.method === 'HEAD' ||
    res.statusCode < 200 ||
    res.statusCode === 204 ||
    res.statusCode === 304
  )
    return null;
  const coding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  return coding === 'identity' ? null : (coding as 'br' | 'gzip');
}

/**
 * Small bodies in one synchronous call (cheaper than a round trip to libuv); a large one (a
 * purchase of 100,000 numbers is ~1 MB of JSON) on libuv's threads, which a synchronous call
 * would hold the event loop for tens of milliseconds doing
 * (docs/protocols/limits.md#no-request-holds-the-event-loop). `done` gets undefined on failure.
 */
function compress(
  body: Buffer,
  coding: 'br' | 'gzip',
  done: (compressed: Buffer | undefined) => void,
): void {
  const options = coding === 'br' ? dynamicBrotli(body.length) : DYNAMIC_GZIP;
  if (body.length < COMPRESS_OFF_LOOP_BYTES) {
    done(coding === 'br' ? zlib.brotliCompressSync(body, options) : zlib.gzipSync(body, options));
    return;
  }
  const callback = (error: Error | null, compressed: Buffer) =>
    done(error ? undefined : compressed);
  if (coding === 'br') zlib.brotliCompress(body, options, callback);
  else zlib.gzip(body, options, callback);
}

export function compressResponses(): RequestHandler {
  return (req, res, next) => {
    const write = res.write;
    const end = res.end as (this: Response, ...args: unknown[]) => Response;
    let streamed = false;
    res.write = function (this: Response, ...args: Parameters<Response['write']>) {
      streamed = true;
      return write.apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      if (!streamed && !res.headersSent && compressible(res)) {
        // The representation depends on Accept-Encoding even when this one is small.
        res.vary('Accept-Encoding');
        const body = bodyOf(args[0], args[1]);
        const coding = codingFor(req, res, body);
        if (body && coding) {
          const callback = args.find((arg) => typeof arg === 'function');
          const send = (compressed: Buffer | undefined) => {
            if (!compressed || compressed.length >= body.length)
              return end.call(this, body, callback);
            res.setHeader('Content-Encoding', coding);
            res.setHeader('Content-Length', compressed.length);
            return end.call(this, compressed, callback);
          };
          compress(body, coding, (compressed) => void send(compressed));
          return this;
        }
      }
      return end.apply(this, args);
    } as Response['end'];
    next();
  };
}
