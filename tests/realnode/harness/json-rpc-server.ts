// The HTTP side of a bitcoind JSON-RPC endpoint, as bitcoind serves it (httprpc.cpp): Basic
// auth with 401 and no body for a wrong password, JSON-RPC 1.0 replies with Core's HTTP
// statuses, batches answered in one array. What each method answers is the caller's.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RpcError } from './btcd.ts';
import { RPC_METHOD_NOT_FOUND, RPC_MISC_ERROR, RPC_PARSE_ERROR } from './core-rpc.ts';

export interface JsonRpcServer {
  url: string;
  port: number;
  user: string;
  pass: string;
  /** Method names received, in order (tests assert what the app asked). */
  calls: string[];
  close(): Promise<void>;
}

export async function serveJsonRpc(
  answer: (method: string, params: unknown[]) => Promise<unknown>,
): Promise<JsonRpcServer> {
  const user = 'rifa-facade';
  const pass = randomBytes(16).toString('hex');
  const calls: string[] = [];

  /** One request object's reply, and the HTTP status Core gives it when it comes alone. */
  async function reply(request: unknown): Promise<{ status: number; body: unknown }> {
    const { id = null, method, params } = (request ?? {}) as Record<string, unknown>;
    const name = typeof method === 'string' ? method : '';
    calls.push(name);
    try {
      const result = await answer(name, Array.isArray(params) ? params : []);
      return { status: 200, body: { result, error: null, id } };
    } catch (error) {
      const code = error instanceof RpcError ? error.code : RPC_MISC_ERROR;
      const message = error instanceof Error ? error.message : String(error);
      // A JSON-RPC 1.0 error: 404 for an unknown method, else 500 (httprpc.cpp JSONErrorReply).
      const status = code === RPC_METHOD_NOT_FOUND ? 404 : 500;
      return { status, body: { result: null, error: { code, message }, id } };
    }
  }

  const expected = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    // bitcoind answers a wrong or missing password with 401 and no body (httprpc.cpp).
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="jsonrpc"' }).end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', async () => {
      let parsed: unknown;
      let status = 200;
      let out: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        status = 500;
        out = { result: null, error: { code: RPC_PARSE_ERROR, message: 'Parse error' }, id: null };
      }
      // A batch (a JSON array) is answered in one array, always with 200.
      if (out === undefined && Array.isArray(parsed))
        out = (await Promise.all(parsed.map(reply))).map((one) => one.body);
      else if (out === undefined) ({ status, body: out } = await reply(parsed));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(`${JSON.stringify(out)}\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    user,
    pass,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
