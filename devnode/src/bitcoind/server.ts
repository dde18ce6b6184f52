import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { RpcError } from '../errors.ts';
import type { Gate } from '../gate.ts';
import type { RpcAuth } from './auth.ts';
import {
  type RpcDispatch,
  RPC_INVALID_REQUEST,
  RPC_METHOD_NOT_FOUND,
  RPC_PARSE_ERROR,
} from './rpc.ts';

// bitcoind's JSON-RPC endpoint on node:http, answering the way the bitcoin-core client
// needs (docs/protocols/devnode.md#faithfulness, obstacle 16): 1.0 replies `{result, error: null, id}`
// with Content-Type exactly `application/json` (a charset makes the client lose the error
// code), HTTP 500 for errors (404 for an unknown method), 401 with an empty body.
// JSON-RPC 2.0 requests get 2.0 replies, as Bitcoin Core 28+ does.

export interface BitcoindServerOptions {
  dispatch: RpcDispatch;
  auth: RpcAuth;
  gate: Gate;
  /** 0 picks a free port. */
  port: number;
}

export interface BitcoindServer {
  port: number;
  /** Stops accepting connections and cuts open ones (a stopped bitcoind). */
  suspend(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface RpcRequest {
  jsonrpc?: unknown;
  method?: unknown;
  params?: unknown;
  id?: unknown;
}

interface Reply {
  status: number;
  body: Record<string, unknown> | undefined;
}

const HTTP_STATUS_FOR_CODE: Record<number, number> = {
  [RPC_INVALID_REQUEST]: 400,
  [RPC_METHOD_NOT_FOUND]: 404,
};

function handleOne(dispatch: RpcDispatch, request: RpcRequest): Reply {
  const isV2 = request.jsonrpc === '2.0';
  const id = request.id ?? null;
  let result: unknown;
  let error: RpcError | undefined;
  try {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      throw new RpcError(RPC_INVALID_REQUEST, 'Invalid Request object');
    }
    if (request.method === undefined) throw new RpcError(RPC_INVALID_REQUEST, 'Missing method');
    if (typeof request.method !== 'string')
      throw new RpcError(RPC_INVALID_REQUEST, 'Method must be a string');
    result = dispatch(request.method, request.params as Parameters<RpcDispatch>[1]);
  } catch (caught) {
    error =
      caught instanceof RpcError
        ? caught
        : new RpcError(-1, caught instanceof Error ? caught.message : String(caught));
  }
  const errorJson = error ? { code: error.code, message: error.message } : null;
  if (isV2) {
    // A 2.0 notification (no id) gets no reply at all.
    if (!('id' in request)) return { status: 204, body: undefined };
    return {
      status: 200,
      body: error ? { jsonrpc: '2.0', error: errorJson, id } : { jsonrpc: '2.0', result, id },
    };
  }
  return {
    status: error ? (HTTP_STATUS_FOR_CODE[error.code] ?? 500) : 200,
    body: { result: error ? null : (result ?? null), error: errorJson, id },
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = `${JSON.stringify(body)}\n`;
  res
    .writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
    })
    .end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startBitcoindServer(options: BitcoindServerOptions): Promise<BitcoindServer> {
  const { dispatch, auth, gate } = options;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    await gate.passed();
    if (req.method !== 'POST') {
      res
        .writeHead(405, { 'Content-Type': 'text/html; charset=ISO-8859-1' })
        .end('JSONRPC server handles only POST requests');
      return;
    }
    if (!auth.accepts(req.headers.authorization)) {
      res
        .writeHead(401, { 'WWW-Authenticate': 'Basic realm="jsonrpc"', 'Content-Length': 0 })
        .end();
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      send(res, 500, {
        result: null,
        error: { code: RPC_PARSE_ERROR, message: 'Parse error' },
        id: null,
      });
      return;
    }
    if (Array.isArray(parsed)) {
      // A batch always answers 200; each entry carries its own error.
      const replies = parsed
        .map((entry) => handleOne(dispatch, entry as RpcRequest).body)
        .filter((body) => body !== undefined);
      send(res, 200, replies);
      return;
    }
    const reply = handleOne(dispatch, parsed as RpcRequest);
    send(res, reply.status, reply.body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, 500, { result: null, error: { code: -1, message: String(error) }, id: null });
    });
  });

  const listen = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });

  const stopListening = (): Promise<void> =>
    new Promise((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  const port = await listen(options.port);
  return {
    port,
    suspend: stopListening,
    resume: async () => {
      if (!server.listening) await listen(port);
    },
    close: stopListening,
  };
}
