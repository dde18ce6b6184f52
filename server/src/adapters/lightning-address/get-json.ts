// One GET over a socket `dial` opened, for LUD-06's two requests (docs/protocols/lnurl.md):
// JSON asked for, no redirect followed (the wallet's answer must come from the host that was
// checked), the body capped, the connection closed after the answer.
import http from 'node:http';
import type { Socket } from 'node:net';
import { ResolveFailure } from './failure.ts';

/**
 * An answer is usually a few hundred bytes, but LUD-06 lets the metadata carry a thumbnail of
 * up to 136,536 base64 characters; 256 kB admits that and little more.
 */
export const MAX_ANSWER_BYTES = 256 * 1024;

export interface JsonAnswer {
  status: number;
  /** The parsed body; undefined when it is not JSON. */
  json: unknown;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function getJson(
  url: URL,
  socket: Socket,
  signal: AbortSignal,
  maxBytes = MAX_ANSWER_BYTES,
): Promise<JsonAnswer> {
  const host = url.hostname;
  const tooBig = (): ResolveFailure =>
    new ResolveFailure(
      'bad_answer',
      `A resposta de ${host} é grande demais (mais de ${Math.round(maxBytes / 1024)} kB).`,
    );
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        createConnection: () => socket,
        method: 'GET',
        path: `${url.pathname}${url.search}`,
        headers: {
          Host: url.host,
          Accept: 'application/json',
          'User-Agent': 'RifaRelampago',
          Connection: 'close',
        },
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.destroy();
          reject(
            new ResolveFailure(
              'bad_answer',
              `${host} respondeu com um redirecionamento (HTTP ${status}); por segurança, ele não é seguido.`,
            ),
          );
          return;
        }
        if (Number(response.headers['content-length']) > maxBytes) {
          response.destroy();
          reject(tooBig());
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(tooBig());
          } else {
            chunks.push(chunk);
          }
        });
        response.on('end', () => resolve({ status, json: parseJson(Buffer.concat(chunks)) }));
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete)
            reject(
              new ResolveFailure(
                'unreachable',
                `${host} fechou a conexão antes de responder tudo.`,
              ),
            );
        });
      },
    );
    request.on('error', (error) =>
      reject(
        signal.aborted || error instanceof ResolveFailure
          ? error
          : new ResolveFailure('unreachable', `${host} não respondeu como um servidor HTTP.`),
      ),
    );
    request.end();
  });
}
