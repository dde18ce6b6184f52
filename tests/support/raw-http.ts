// A request over real HTTP whose reply keeps the bytes as sent: no decompression (fetch and
// supertest undo Content-Encoding), so tests can check what went over the wire.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed when Content-Encoding says so). */
  bytes: Buffer;
}

export function rawRequest(
  base: string,
  route: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${route}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The body decoded by its Content-Encoding (br, gzip or none). */
export function decoded(reply: RawReply): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.bytes);
  if (encoding === 'gzip') return zlib.gunzipSync(reply.bytes);
  if (encoding === undefined) return reply.bytes;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** Listens on a free loopback port; resolves with the base URL and a close(). */
export async function listen(
  listener: http.RequestListener,
): Promise<{ base: string; close(): Promise<void> }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
