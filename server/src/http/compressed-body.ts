// A response body kept in memory with its compressed forms, each made once on first demand:
// for bodies the server caches (the public list, a rendered page) a hit costs no compression
// (docs/decisions/0013-built-for-tor.md). The encoding follows the request's Accept-Encoding (content-encoding.ts); bodies
// under COMPRESS_THRESHOLD_BYTES are always sent as they are, as compress-responses.ts does
// for everything else.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { chooseEncoding, type Coding } from './content-encoding.ts';

/** Below this a response fits a packet or two: compressing it saves next to nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * brotli 5 for a body compressed once and sent many times: ~10% smaller than the per-request
 * level 4 at about the same cost (a 16 KB list in ~0.2 ms); 11 would take ~20 ms a version.
 */
const CACHED_BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

export interface BodyVariant {
  coding: Coding;
  bytes: Buffer;
  /** Strong ETag of these bytes: the identity ETag, suffixed with the coding. */
  etag: string;
}

export interface CompressedBody {
  /** The body as it is. */
  body: Buffer;
  /** A strong ETag of body. */
  etag: string;
  /** The bytes to send for this Accept-Encoding (compressed on the first request that wants them). */
  variant(acceptEncoding: string | string[] | undefined): BodyVariant;
}

export function compressedBody(body: Buffer, etag?: string): CompressedBody {
  const identity: BodyVariant = {
    coding: 'identity',
    bytes: body,
    etag: etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
  const made = new Map<Coding, BodyVariant>();
  const make = (coding: 'br' | 'gzip'): BodyVariant => {
    const bytes =
      coding === 'br'
        ? zlib.brotliCompressSync(body, CACHED_BROTLI)
        : zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    // Not smaller (random bytes): the body as it is serves every client.
    return bytes.length < body.length
      ? { coding, bytes, etag: `${identity.etag.slice(0, -1)}-${coding}"` }
      : identity;
  };
  return {
    body,
    etag: identity.etag,
    variant(acceptEncoding) {
      if (body.length < COMPRESS_THRESHOLD_BYTES) return identity;
      const coding = chooseEncoding(acceptEncoding, ['br', 'gzip']);
      if (coding === 'identity') return identity;
      let variant = made.get(coding);
      if (!variant) made.set(coding, (variant = make(coding)));
      return variant;
    },
  };
}

/**
 * Sends a cached body through Express with its variant for this request: Content-Type,
 * Content-Encoding, `Vary: Accept-Encoding`, the variant's ETag (a matching If-None-Match
 * gets 304) and Content-Length. compress-responses.ts leaves it alone (already encoded).
 */
export function sendCompressedBody(
  req: Request,
  res: Response,
  body: CompressedBody,
  contentType: string,
): void {
  const variant = body.variant(req.headers['accept-encoding']);
  res.setHeader('Content-Type', contentType);
  res.vary('Accept-Encoding');
  res.setHeader('ETag', variant.etag);
  if (variant.coding !== 'identity') res.setHeader('Content-Encoding', variant.coding);
  res.send(variant.bytes);
}
