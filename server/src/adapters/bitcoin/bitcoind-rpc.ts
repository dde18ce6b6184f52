// One bitcoind JSON-RPC 1.0 call over node:http, as the `bitcoin-core` 5 client made it and
// read its answer (docs/protocols/devnode.md#faithfulness): POST `{id, method, params}` with
// Basic auth; an answer that is not exactly `application/json` and not 200 fails with the HTTP
// status as its code (401, 403, 503…); otherwise the JSON's `error` is the failure (its `code`,
// or -32603) and `result` the answer. Integers of more than 15 characters arrive as strings,
// as json-bigint's storeAsString gave them. Transport failures keep Node's codes
// (ECONNREFUSED…), and a silence of `timeoutMs` fails with ETIMEDOUT.
// The client itself loaded `request`, `lodash` and `bunyan` into the server: about 8 MB of idle
// memory for one POST (docs/protocols/targets.md#memory).
const http = process.getBuiltinModule('node:http');

export interface RpcOptions {
  /** http://host:port */
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  timeoutMs: number;
}

/** A failure bitcoind (or the HTTP in front of it) answered, with its code. */
export class BitcoindRpcError extends Error {
  /** The HTTP status, or the JSON error's `code`. */
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
  }
}

/** JSON.parse, but integers longer than 15 characters stay as their text. */
function parseRpcJson(text: string): unknown {
  return JSON.parse(text, function (_key, value: unknown, context?: { source?: string }) {
    const source = context?.source;
    return typeof value === 'number' && source !== undefined && source.length > 15 ? source : value;
  });
}

function resultOf(text: string): unknown {
  const body = parseRpcJson(text) as { error?: unknown; result?: unknown };
  if (body.error !== null) {
    const error = body.error as { code?: unknown; message?: unknown } | null | undefined;
    const code = error?.code === undefined ? -32603 : error.code;
    // A code that is no number is a malformed answer, with no code of its own.
    if (typeof code !== 'number') throw new TypeError('código de erro não numérico do bitcoind');
    throw new BitcoindRpcError(
      code,
      typeof error?.message === 'string'
        ? error.message
        : 'An error occurred while processing the RPC call to bitcoind',
    );
  }
  if (!('result' in body))
    throw new BitcoindRpcError(-32700, 'Missing `result` on the RPC call result');
  return body.result;
}

export function rpcCall(options: RpcOptions, method: string, params: unknown[]): Promise<unknown> {
  const payload = JSON.stringify({ id: `${Date.now()}`, method: method.toLowerCase(), params });
  const headers: Record<string, string | number> = {
    'content-length': Buffer.byteLength(payload),
  };
  if (options.username || options.password)
    headers.authorization = `Basic ${Buffer.from(`${options.username ?? ''}:${options.password ?? ''}`).toString('base64')}`;
  return new Promise((resolve, reject) => {
    // `timeout` covers the connection too (request.setTimeout alone starts once connected), as
    // the client's did: a bitcoind behind a dropped route fails in timeoutMs, not minutes.
    const request = http.request(
      options.url,
      { method: 'POST', headers, timeout: options.timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          try {
            if (response.headers['content-type'] !== 'application/json' && status !== 200)
              throw new BitcoindRpcError(status, response.statusMessage ?? '');
            resolve(resultOf(text));
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.setTimeout(options.timeoutMs);
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('bitcoind não respondeu'), { code: 'ETIMEDOUT' })),
    );
    request.on('error', reject);
    request.end(payload);
  });
}
