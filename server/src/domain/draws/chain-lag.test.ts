import { describe, expect, it } from 'vitest';
import type { BlockHeader, Chain } from '../ports/index.ts';
import { ChainError } from '../ports/index.ts';
import { createChainLag } from './chain-lag.ts';

// docs/protocols/draw.md#when-the-draw-happens: the MTP lag is the tip's time minus its
// mediantime, read in the background at most once per TTL; a reader never waits for the node.

function fakeChain(header: Partial<BlockHeader>) {
  let calls = 0;
  let down = false;
  const chain: Chain = {
    getBlockCount: async () => {
      calls += 1;
      if (down) throw new ChainError('unavailable', 'fora do ar');
      return 100;
    },
    getBlockHash: async () => 'ab'.repeat(32),
    getBlockHeader: async () =>
      ({
        hash: 'ab'.repeat(32),
        height: 100,
        confirmations: 1,
        time: 0,
        mediantime: 0,
        ...header,
      }) as BlockHeader,
    getRawBlockHeader: async () => '',
  };
  return { chain, calls: () => calls, setDown: (value: boolean) => (down = value) };
}

describe('chain lag', () => {
  it('starts unknown, reads in the background, then answers from memory within the TTL', async () => {
    const node = fakeChain({ time: 10_000, mediantime: 6_700 });
    let now = 0;
    const lag = createChainLag({
      chain: node.chain,
      clock: { now: () => new Date(now) },
      ttlMs: 60_000,
    });
    expect(lag.current()).toBeNull(); // no wait: the read runs behind
    await lag.refresh();
    expect(lag.current()).toBe(3_300);
    const after = node.calls();
    for (let i = 0; i < 100; i += 1) lag.current();
    expect(node.calls()).toBe(after);
    now = 61_000;
    lag.current();
    await lag.refresh();
    expect(node.calls()).toBeGreaterThan(after);
  });

  it('a node away keeps the last value', async () => {
    const node = fakeChain({ time: 10_000, mediantime: 7_000 });
    let now = 0;
    const lag = createChainLag({ chain: node.chain, clock: { now: () => new Date(now) } });
    await lag.refresh();
    node.setDown(true);
    now = 120_000;
    expect(await lag.refresh()).toBe(3_000);
    expect(lag.current()).toBe(3_000);
  });
});
