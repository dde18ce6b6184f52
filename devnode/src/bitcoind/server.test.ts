import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import Client from 'bitcoin-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Devnode, startDevnode } from '../index.ts';

// The devnode's bitcoind through the real bitcoin-core v5 client (docs/protocols/devnode.md#faithfulness).

interface Header {
  hash: string;
  confirmations: number;
  height: number;
  time: number;
  mediantime: number;
  previousblockhash?: string;
  nextblockhash?: string;
  nTx: number;
  bits: string;
  chainwork: string;
}

let devnode: Devnode;
let client: Client;

beforeAll(async () => {
  devnode = await startDevnode({ ports: { control: false } });
  client = new Client({
    host: devnode.bitcoind.url,
    username: devnode.bitcoind.user,
    password: devnode.bitcoind.pass,
  });
});

afterAll(async () => {
  await devnode.stop();
});

async function rpcError(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('expected an RPC error');
}

describe('bitcoind JSON-RPC', () => {
  it('serves the regtest chain: 110 blocks after the real genesis', async () => {
    expect(await client.command<number>('getblockcount')).toBe(110);
    expect(await client.command<string>('getblockhash', 0)).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    );
    expect(await client.command<string>('getbestblockhash')).toBe(devnode.tip().hash);
    const info = await client.command<Record<string, unknown>>('getblockchaininfo');
    expect(info).toMatchObject({
      chain: 'regtest',
      blocks: 110,
      headers: 110,
      bestblockhash: devnode.tip().hash,
      mediantime: devnode.tip().mediantime,
    });
  });

  it('getblockheader: hash is sha256d of the raw header, links and confirmations are consistent', async () => {
    const hash = await client.command<string>('getblockhash', 100);
    const header = await client.command<Header>('getblockheader', hash);
    const raw = await client.command<string>('getblockheader', hash, false);
    expect(raw).toMatch(/^[0-9a-f]{160}$/);
    const once = createHash('sha256').update(Buffer.from(raw, 'hex')).digest();
    expect(createHash('sha256').update(once).digest().reverse().toString('hex')).toBe(hash);
    expect(header).toMatchObject({
      hash,
      height: 100,
      confirmations: 11,
      bits: '207fffff',
      nTx: 1,
    });
    expect(header.chainwork).toBe((2 * 101).toString(16).padStart(64, '0'));
    expect(header.previousblockhash).toBe(await client.command('getblockhash', 99));
    expect(header.nextblockhash).toBe(await client.command('getblockhash', 101));
    const tip = await client.command<Header>('getblockheader', devnode.tip().hash);
    expect(tip.nextblockhash).toBeUndefined();
  });

  it('mediantime is the median of the block’s and its 10 predecessors’ times', async () => {
    // Hand-made timestamps: equal ones and blocks earlier than their parent.
    const base = devnode.tip().time + 100;
    devnode.mine(6, {
      timestamps: [base, base + 600, base + 600, base + 300, base + 1200, base + 900],
    });
    for (let height = devnode.tip().height - 5; height <= devnode.tip().height; height += 1) {
      const times: number[] = [];
      for (let h = height - 10; h <= height; h += 1) {
        times.push(
          (
            await client.command<Header>(
              'getblockheader',
              await client.command<string>('getblockhash', h),
            )
          ).time,
        );
      }
      const header = await client.command<Header>(
        'getblockheader',
        await client.command<string>('getblockhash', height),
      );
      expect(header.mediantime).toBe([...times].sort((a, b) => a - b)[5]);
    }
  });

  it('reorg changes the hashes of the last k blocks and leaves the stale ones with confirmations -1', async () => {
    const height = await client.command<number>('getblockcount');
    const before = await Promise.all(
      [height - 3, height - 2, height - 1, height].map((h) =>
        client.command<string>('getblockhash', h),
      ),
    );
    devnode.reorg(3);
    const after = await Promise.all(
      [height - 3, height - 2, height - 1, height].map((h) =>
        client.command<string>('getblockhash', h),
      ),
    );
    expect(after[0]).toBe(before[0]);
    for (let i = 1; i < 4; i += 1) expect(after[i]).not.toBe(before[i]);
    expect((await client.command<Header>('getblockheader', before[3])).confirmations).toBe(-1);
  });

  it('answers errors as bitcoind does', async () => {
    expect(await rpcError(client.command('getblockhash', 10_000))).toMatchObject({
      code: -8,
      message: 'Block height out of range',
    });
    expect(await rpcError(client.command('getblockheader', '11'.repeat(32)))).toMatchObject({
      code: -5,
    });
    expect(await rpcError(client.command('getblockheader', 'zz'))).toMatchObject({ code: -8 });
    expect(await rpcError(client.command('getblockhash', 'one'))).toMatchObject({ code: -3 });
    expect(await rpcError(client.command('sendtoaddress', 'x', 1))).toMatchObject({ code: -32601 });
  });

  it('batches, with per-entry errors', async () => {
    const results = await client.command<unknown[]>([
      { method: 'getblockcount', parameters: [] },
      { method: 'getblockhash', parameters: [99_999] },
    ]);
    expect(results[0]).toBe(devnode.tip().height);
    expect(results[1]).toMatchObject({ code: -8 });
  });

  it('replies 1.0-style with Content-Type exactly application/json, and 401 with an empty body', async () => {
    const authorization = `Basic ${Buffer.from(`${devnode.bitcoind.user}:${devnode.bitcoind.pass}`).toString('base64')}`;
    const ok = await fetch(devnode.bitcoind.url, {
      method: 'POST',
      headers: { authorization },
      body: '{"id":"1","method":"getblockcount","params":[]}',
    });
    expect(ok.headers.get('content-type')).toBe('application/json');
    expect(await ok.json()).toEqual({ result: devnode.tip().height, error: null, id: '1' });
    const missing = await fetch(devnode.bitcoind.url, {
      method: 'POST',
      headers: { authorization },
      body: '{"id":2,"method":"nope"}',
    });
    expect(missing.status).toBe(404);
    const denied = await fetch(devnode.bitcoind.url, {
      method: 'POST',
      body: '{"id":"1","method":"getblockcount"}',
    });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('www-authenticate')).toBe('Basic realm="jsonrpc"');
    expect(await denied.text()).toBe('');
  });

  it('a wrong password is 401 for the client', async () => {
    const wrong = new Client({
      host: devnode.bitcoind.url,
      username: devnode.bitcoind.user,
      password: 'wrong',
    });
    expect(await rpcError(wrong.command('getblockcount'))).toMatchObject({ code: 401 });
  });
});

describe('bitcoind cookie auth', () => {
  it('writes __cookie__:<hex> to .cookie; after rotation the old cookie gets 401 and the new one works', async () => {
    const node = await startDevnode({
      bitcoindAuth: { mode: 'cookie' },
      ports: { control: false },
    });
    try {
      const cookiePath = node.bitcoind.cookiePath as string;
      const cookie = await readFile(cookiePath, 'utf8');
      expect(cookie).toMatch(/^__cookie__:[0-9a-f]{64}$/);
      const [user, pass] = cookie.split(':') as [string, string];
      const old = new Client({ host: node.bitcoind.url, username: user, password: pass });
      expect(await old.command<number>('getblockcount')).toBe(110);

      await node.rotateCookie();
      expect(await rpcError(old.command('getblockcount'))).toMatchObject({ code: 401 });
      const [newUser, newPass] = (await readFile(cookiePath, 'utf8')).split(':') as [
        string,
        string,
      ];
      expect(newPass).not.toBe(pass);
      expect(node.bitcoind.pass).toBe(newPass);
      const fresh = new Client({ host: node.bitcoind.url, username: newUser, password: newPass });
      expect(await fresh.command<number>('getblockcount')).toBe(110);
    } finally {
      await node.stop();
    }
  });
});
