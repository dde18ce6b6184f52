import { describe, expect, it } from 'vitest';

import { ControlError } from '../errors.ts';
import { fundingTx } from '../lnd/wallet-tx.ts';
import { createChain } from './chain.ts';
import { MINER_SCRIPT } from './coinbase.ts';

const NOW_SEC = 1_700_000_000;
const clock = (): number => NOW_SEC * 1000;
// With 10 initial blocks 600 s apart ending now, block h (1..10) has time S + (h-1)·600.
const S = NOW_SEC - 9 * 600;

function fixture() {
  return createChain({ clock, initialBlocks: 10 });
}

describe('chain', () => {
  it('starts at the regtest genesis with an initial chain ending now', () => {
    const chain = fixture();
    expect(chain.at(0)?.hash).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    );
    expect(chain.height()).toBe(10);
    expect(chain.tip().time).toBe(NOW_SEC);
    expect(chain.at(1)?.time).toBe(S);
    for (let h = 1; h <= 10; h += 1) expect(chain.at(h)?.prevHash).toBe(chain.at(h - 1)?.hash);
  });

  // docs/protocols/draw.md draw rule input: each expected value below was worked out by hand as the
  // median (sorted, index 5) of the block's time and its 10 predecessors' times.
  it('reports mediantime per bitcoind, with equal timestamps and blocks earlier than their parent', () => {
    const chain = fixture();
    const offsets = [6000, 6600, 7200, 7200, 7200, 7800, 7500, 8400, 8400, 9000, 8900];
    chain.mine(offsets.length, { timestamps: offsets.map((o) => S + o) });
    const expected: Record<number, number> = {
      1: 0, // [genesis, S] → the upper of two
      2: 0, // [genesis, 0, 600] → 0
      3: 600, // [genesis, 0, 600, 1200] → index 2
      11: 3000,
      12: 3600,
      13: 4200,
      14: 4800, // 7200 repeated
      15: 5400,
      16: 6000,
      17: 6600, // 7500 is earlier than its parent's 7800
      18: 7200,
      19: 7200,
      20: 7200,
      21: 7500, // 8900 is earlier than its parent's 9000
    };
    for (const [height, offset] of Object.entries(expected)) {
      expect(chain.at(Number(height))?.mediantime, `height ${height}`).toBe(S + offset);
    }
  });

  it('rejects a block not after its parent’s mediantime (time-too-old) and leaves the chain as it was', () => {
    const chain = fixture();
    const tip = chain.tip();
    expect(() => chain.mine(1, { timestamp: tip.mediantime })).toThrow(ControlError);
    expect(chain.tip()).toBe(tip);
    expect(chain.mine(1, { timestamp: tip.mediantime + 1 })[0]?.time).toBe(tip.mediantime + 1);
  });

  it('mines at the clock, never at or before the median time past', () => {
    const chain = fixture();
    const [block] = chain.mine(1);
    expect(block?.time).toBe(NOW_SEC);
  });

  it('reorg replaces exactly the last k blocks, keeps the stale ones findable, re-confirms their transactions', () => {
    const chain = fixture();
    const { tx } = fundingTx(MINER_SCRIPT, 5_000, 'reorg');
    chain.addToMempool({ tx, fee: 200 });
    chain.mine(3);
    const before = Array.from({ length: 14 }, (_, h) => chain.at(h)?.hash);
    const confirmedIn = chain.blockOf(tx.txid);
    expect(confirmedIn?.height).toBe(11);

    const replaced = chain.reorg(3);
    expect(replaced.map((b) => b.height)).toEqual([11, 12, 13]);
    const after = Array.from({ length: 14 }, (_, h) => chain.at(h)?.hash);
    expect(after.slice(0, 11)).toEqual(before.slice(0, 11));
    for (let h = 11; h <= 13; h += 1) expect(after[h]).not.toBe(before[h]);
    // Same timestamps by default, so mediantime is unchanged; only hashes move.
    expect(chain.at(13)?.mediantime).toBe(chain.byHash(before[13] as string)?.mediantime);
    const stale = chain.byHash(before[12] as string);
    expect(stale && chain.isActive(stale)).toBe(false);
    expect(chain.blockOf(tx.txid)?.hash).toBe(after[11]);
  });

  it('reorg can take new timestamps and a different number of blocks', () => {
    const chain = fixture();
    const tip = chain.tip();
    const blocks = chain.reorg(2, {
      blocks: 3,
      timestamps: [NOW_SEC + 10, NOW_SEC + 20, NOW_SEC + 30],
    });
    expect(blocks.map((b) => b.time)).toEqual([NOW_SEC + 10, NOW_SEC + 20, NOW_SEC + 30]);
    expect(chain.height()).toBe(tip.height + 1);
    expect(() => chain.reorg(2, { timestamps: [0, 0] })).toThrow(ControlError);
    expect(chain.height()).toBe(tip.height + 1);
  });
});
