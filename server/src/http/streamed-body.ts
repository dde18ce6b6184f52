// A body made in pieces (a CSV export, the public list of a million tickets) is sent as it is
// made, so no request builds tens of megabytes in one go (docs/protocols/limits.md#no-request-holds-the-event-loop).
// Compression, when the client takes it, is a zlib stream: its work runs on libuv's threads,
// off the event loop. A slow client holds the producer through backpressure, not memory.
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import type { Writable } from 'node:stream';
import { dynamicBrotli, DYNAMIC_GZIP } from './compress-responses.ts';
import { chooseEncoding } from './content-encoding.ts';

/** Resolves when `sink` can take more, or the response closed (a client that went away). */
function drained(sink: Writable, res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      sink.off('drain', done);
      res.off('close', done);
      resolve();
    };
    sink.once('drain', done);
    res.once('close', done);
  });
}

/**
 * Sends `chunks` with status 200 and `type`; the caller has validated the request and set any
 * other header. A failure after the first byte can only cut the response short.
 */
export async function sendChunks(
  req: Request,
  res: Response,
  type: string,
  chunks: AsyncIterable<string>,
): Promise<void> {
  res.status(200).type(type).vary('Accept-Encoding');
  const coding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  let sink: Writable = res;
  if (coding !== 'identity' && req.method !== 'HEAD') {
    res.setHeader('Content-Encoding', coding);
    const compressor =
      coding === 'br' ? zlib.createBrotliCompress(dynamicBrotli()) : zlib.createGzip(DYNAMIC_GZIP);
    compressor.pipe(res);
    sink = compressor;
  }
  try {
    for await (const chunk of chunks) {
      if (res.destroyed) return;
      if (!sink.write(chunk)) await drained(sink, res);
    }
    sink.end();
  } catch (error) {
    if (sink !== res) sink.destroy();
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
