// Test support: a tiny bitcoind over JSON-RPC 1.0 (Basic auth; getblockhash, getblockheader,
// getblockcount, getblockchaininfo; replies {result, error, id} with bitcoind's HTTP codes)
// serving a synthetic chain, plus plain GET routes to publish a proof like the server does.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  toChainHeader,
  type SyntheticBlock,
} from '../../../shared/src/draw/testing/synthetic-chain.ts';

export interface FakeBitcoind {
  /** http://127.0.0.1:port (no credentials). */
  url: string;
  rpcCalls: string[];
  close(): Promise<void>;
}

export interface FakeBitcoindOptions {
  chain: readonly SyntheticBlock[];
  user: string;
  password: string;
  /** GET path → JSON body. */
  routes?: Record<string, unknown>;
}

export async function startFakeBitcoind({
  chain,
  user,
  password,
  routes = {},
}: FakeBitcoindOptions): Promise<FakeBitcoind> {
  const rpcCalls: string[] = [];
  const tip = chain.length - 1;
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  const rpc = (method: string, params: unknown[]): unknown => {
    if (method === 'getblockcount') return tip;
    if (method === 'getblockchaininfo')
      return { chain: 'regtest', blocks: tip, bestblockhash: chain[tip]?.hash };
    if (method === 'getblockhash') {
      const block = chain[params[0] as number];
      if (!block) throw { code: -8, message: 'Block height out of range' };
      return block.hash;
    }
    if (method === 'getblockheader') {
      const block = chain.find((candidate) => candidate.hash === params[0]);
      if (!block) throw { code: -5, message: 'Block not found' };
      return params[1] === false ? block.header_hex : toChainHeader(block, tip);
    }
    throw { code: -32601, message: 'Method not found' };
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET') {
      const path = request.url ?? '/';
      return path in routes
        ? reply(200, routes[path])
        : reply(404, { error: 'Rifa não encontrada' });
    }
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="jsonrpc"' });
      return response.end();
    }
    let text = '';
    for await (const chunk of request) text += chunk;
    const { id, method, params } = JSON.parse(text) as {
      id: unknown;
      method: string;
      params: unknown[];
    };
    rpcCalls.push(method);
    try {
      reply(200, { result: rpc(method, params), error: null, id });
    } catch (error) {
      const rpcError = error as { code: number; message: string };
      reply(rpcError.code === -32601 ? 404 : 500, { result: null, error: rpcError, id });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rpcCalls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
