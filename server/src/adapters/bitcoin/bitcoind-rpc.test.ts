// bitcoind-rpc.ts makes the call and reads the answer as `bitcoin-core` 5 did: the same
// request, and for every kind of answer the same result or the same error code, checked side by
// side with the real client against one scripted HTTP server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Client from 'bitcoin-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcCall } from './bitcoind-rpc.ts';

interface Answer {
  status: number;
  contentType?: string;
  body: string;
}

let answer: Answer;
const received: { authorization?: string; body: unknown }[] = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      received.push({
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        body,
      });
      if (answer.status === 0) return; // hangs
      res.writeHead(
        answer.status,
        answer.contentType ? { 'Content-Type': answer.contentType } : {},
      );
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Outcome = { result: unknown } | { code: unknown };

const outcome = (call: Promise<unknown>): Promise<Outcome> =>
  call.then(
    (result) => ({ result }),
    (error: { code?: unknown }) => ({ code: error?.code }),
  );

const auth = { username: '__cookie__', password: 'segredo' };

async function both(reply: Answer, method = 'getblockheader', params: unknown[] = ['ab', true]) {
  answer = reply;
  received.length = 0;
  const theirs = await outcome(
    new Client({ host: url, ...auth, timeout: 1_000 }).command(method, ...params),
  );
  const ours = await outcome(rpcCall({ url, ...auth, timeoutMs: 1_000 }, method, params));
  return { theirs, ours };
}

const json = 'application/json';
const rpc = (fields: Record<string, unknown>) => JSON.stringify({ id: '1', ...fields });

describe('rpcCall, side by side with bitcoin-core 5', () => {
  it.each<[string, Answer]>([
    ['a result', { status: 200, contentType: json, body: rpc({ result: 812, error: null }) }],
    [
      'numbers longer than 15 characters, as text',
      {
        status: 200,
        contentType: json,
        body: '{"result":{"big":12345678901234567890,"long":0.00012345678901234,"short":21000000.5},"error":null,"id":"1"}',
      },
    ],
    [
      "bitcoind's error (HTTP 500)",
      {
        status: 500,
        contentType: json,
        body: rpc({ result: null, error: { code: -5, message: 'Block not found' } }),
      },
    ],
    [
      'an unknown method (HTTP 404)',
      {
        status: 404,
        contentType: json,
        body: rpc({ result: null, error: { code: -32601, message: 'Method not found' } }),
      },
    ],
    [
      'still warming up',
      {
        status: 500,
        contentType: json,
        body: rpc({ result: null, error: { code: -28, message: 'Loading block index…' } }),
      },
    ],
    ['refused credentials (401, empty)', { status: 401, body: '' }],
    ['rpcallowip (403)', { status: 403, contentType: 'text/html', body: '' }],
    ['a full work queue (503)', { status: 503, contentType: 'text/html', body: 'Work queue' }],
    [
      'an error with a charset: the status, not the code',
      {
        status: 500,
        contentType: 'application/json; charset=utf-8',
        body: rpc({ result: null, error: { code: -5, message: 'x' } }),
      },
    ],
    ['no error field', { status: 200, contentType: json, body: '{"result":1,"id":"1"}' }],
    [
      'an error without a code',
      { status: 200, contentType: json, body: rpc({ result: null, error: { message: 'x' } }) },
    ],
    [
      'an error code that is not a number',
      { status: 500, contentType: json, body: rpc({ result: null, error: { code: 'EPIPE' } }) },
    ],
    [
      'a null error code',
      { status: 500, contentType: json, body: rpc({ result: null, error: { code: null } }) },
    ],
    ['no result field', { status: 200, contentType: json, body: '{"error":null,"id":"1"}' }],
    ['not JSON', { status: 200, contentType: 'text/html', body: '<html>' }],
    ['JSON null', { status: 200, contentType: json, body: 'null' }],
    ['a bare number', { status: 200, contentType: json, body: '7' }],
  ])('%s', async (_name, reply) => {
    const { theirs, ours } = await both(reply);
    expect(ours).toEqual(theirs);
  });

  it('sends the same request: lower-case method, positional params, Basic auth', async () => {
    await both(
      { status: 200, contentType: json, body: rpc({ result: 1, error: null }) },
      'GetBlockHash',
      [7],
    );
    const [theirs, ours] = received;
    expect(ours).toEqual({
      ...theirs,
      body: { ...(theirs!.body as object), id: expect.any(String) },
    });
    expect(ours!.body).toMatchObject({ method: 'getblockhash', params: [7] });
    expect(ours!.authorization).toBe(
      `Basic ${Buffer.from('__cookie__:segredo').toString('base64')}`,
    );
  });

  it('fails with a transport code when nobody listens, or nobody answers in time', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      await outcome(rpcCall({ url: `http://127.0.0.1:${port}`, timeoutMs: 500 }, 'x', [])),
    ).toEqual({
      code: 'ECONNREFUSED',
    });

    answer = { status: 0, body: '' };
    const started = Date.now();
    expect(await outcome(rpcCall({ url, timeoutMs: 200 }, 'getblockcount', []))).toEqual({
      code: 'ETIMEDOUT',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
