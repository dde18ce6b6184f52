// The bitcoind adapter (Chain port) over the wire against the devnode's JSON-RPC (its client
// reads answers as bitcoin-core's did: server/src/adapters/bitcoin/bitcoind-rpc.test.ts):
// headers as the draw reads them, failures as typed ChainError kinds, the cookie re-read after
// bitcoind rotates it, and nothing that takes the app down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import { parseBlockHeader } from '@rifa/shared';
import { createBitcoindChain } from '../../server/src/adapters/bitcoin/bitcoind-chain.ts';
import { ChainError } from '../../server/src/domain/ports/index.ts';

let devnode: Devnode;
beforeAll(async () => {
  devnode = await startDevnode({ ports: { control: false }, bitcoindAuth: { mode: 'cookie' } });
});
afterAll(async () => {
  await devnode.stop();
});

const chainOf = (node: Devnode, timeoutMs = 1_000) =>
  createBitcoindChain(
    {
      url: node.bitcoind.url,
      ...(node.bitcoind.cookiePath ? { cookieFile: node.bitcoind.cookiePath } : {}),
    },
    timeoutMs,
  );

async function failure(promise: Promise<unknown>): Promise<ChainError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ChainError);
    return error as ChainError;
  }
  throw new Error('expected a ChainError');
}

describe('bitcoind adapter', () => {
  it('reads the tip, hashes and headers as the draw needs them (mediantime exact, raw header hashing to the hash)', async () => {
    const chain = chainOf(devnode);
    const tip = devnode.tip();
    expect(await chain.getBlockCount()).toBe(tip.height);
    expect(await chain.getBlockHash(tip.height)).toBe(tip.hash);
    expect(await chain.getBlockHeader(tip.hash)).toEqual({
      hash: tip.hash,
      height: tip.height,
      time: tip.time,
      mediantime: tip.mediantime,
      confirmations: 1,
      previousblockhash: tip.prevHash,
    });
    const raw = await chain.getRawBlockHeader(tip.hash);
    expect(parseBlockHeader(raw)).toMatchObject({
      hash: tip.hash,
      previousblockhash: tip.prevHash,
      time: tip.time,
    });
  });

  it('names what went wrong by kind: not found, a block reorganised out (−1 confirmations)', async () => {
    const chain = chainOf(devnode);
    expect((await failure(chain.getBlockHash(devnode.tip().height + 1))).kind).toBe('not_found');
    expect((await failure(chain.getBlockHeader('00'.repeat(32)))).kind).toBe('not_found');
    const stale = devnode.tip();
    devnode.reorg(1);
    expect((await chain.getBlockHeader(stale.hash)).confirmations).toBe(-1);
  });

  it('re-reads the cookie file after bitcoind rotates it (401), without a restart', async () => {
    const chain = chainOf(devnode);
    expect(await chain.getBlockCount()).toBe(devnode.tip().height);
    await devnode.rotateCookie();
    expect(await chain.getBlockCount()).toBe(devnode.tip().height);
  });

  it('refused credentials are unauthorized; a node that is down or hangs is unavailable, quickly', async () => {
    const wrong = createBitcoindChain({
      url: devnode.bitcoind.url,
      user: '__cookie__',
      pass: 'errada',
    });
    expect((await failure(wrong.getBlockCount())).kind).toBe('unauthorized');

    const chain = chainOf(devnode, 300);
    await devnode.setUnresponsive(true, 'down');
    try {
      expect((await failure(chain.getBlockCount())).kind).toBe('unavailable');
    } finally {
      await devnode.setUnresponsive(false);
    }
    await devnode.setUnresponsive(true, 'hang');
    try {
      const started = Date.now();
      expect((await failure(chain.getBlockCount())).kind).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await devnode.setUnresponsive(false);
    }
    expect(await chain.getBlockCount()).toBe(devnode.tip().height);
  });
});
