// A fake Chain port: a best chain of real 80-byte headers (shared's synthetic chain: valid
// proof of work, bitcoind's mediantimes) that a test extends, or replaces by a fork (a
// reorg); queued replies and failures per method as in fake-lightning.ts.
import { medianTimePast } from '@rifa/shared';
import {
  buildChain,
  type SyntheticBlock,
} from '../../../shared/src/draw/testing/synthetic-chain.ts';
import {
  ChainError,
  type BlockHeader,
  type Chain,
} from '../../../server/src/domain/ports/index.ts';
import { controlsOf, createScript, type ScriptControls } from './scripted-port.ts';

export interface FakeChain extends Chain, ScriptControls<Chain> {
  /** The best chain, genesis first. */
  readonly blocks: readonly SyntheticBlock[];
  tip(): number;
  /** Appends `count` blocks, `spacing` seconds apart. */
  mine(count: number, spacing?: number): void;
  /**
   * Appends blocks until one has mediantime > endDate (the draw block of docs/protocols/draw.md), then
   * `more` on top of it; returns the draw block's height.
   */
  mineAfter(endDate: string, more?: number): number;
  /** The best chain becomes a fork with the same block times: every hash changes. */
  reorg(): void;
}

export const BLOCK_SPACING = 600;

/** `count` blocks one every 10 minutes, the last at `until`. */
export function createFakeChain(options: { until: Date; count?: number }): FakeChain {
  const script = createScript<Chain>();
  const count = options.count ?? 20;
  const last = Math.floor(options.until.getTime() / 1000);
  let times = Array.from({ length: count }, (_, i) => last - (count - 1 - i) * BLOCK_SPACING);
  let forks = 0;
  let blocks = buildChain(times);
  /** Every block ever built, so a block that left the best chain can still be looked up. */
  const known = new Map<string, SyntheticBlock>();
  const rebuild = () => {
    blocks = buildChain(times, forks === 0 ? '' : ` fork ${forks}`);
    for (const block of blocks) known.set(block.hash, block);
  };
  rebuild();
  const tip = () => blocks.length - 1;
  const notFound = () => new ChainError('not_found', 'bloco não encontrado');
  const byHash = (hash: string) => {
    const block = known.get(hash);
    if (!block) throw notFound();
    return block;
  };

  return {
    ...controlsOf(script),
    get blocks() {
      return blocks;
    },
    tip,
    mine(more, spacing = BLOCK_SPACING) {
      for (let i = 0; i < more; i++) times = [...times, (times.at(-1) ?? 0) + spacing];
      rebuild();
    },
    mineAfter(endDate, more = 0) {
      const end = Math.floor(Date.parse(endDate) / 1000);
      let found: number | undefined;
      while (found === undefined) {
        times = [...times, Math.max((times.at(-1) ?? 0) + BLOCK_SPACING, end + 1)];
        if (medianTimePast(times) > end) found = times.length - 1;
      }
      for (let i = 0; i < more; i++) times = [...times, (times.at(-1) ?? 0) + BLOCK_SPACING];
      rebuild();
      return found;
    },
    reorg() {
      forks += 1;
      rebuild();
    },

    getBlockCount: () => script.call('getBlockCount', [], tip),
    getBlockHash: (height) =>
      script.call('getBlockHash', [height], () => {
        const block = blocks[height];
        if (!block) throw notFound();
        return block.hash;
      }),
    getBlockHeader: (hash) =>
      script.call('getBlockHeader', [hash], () => {
        const block = byHash(hash);
        const header: BlockHeader = {
          hash,
          height: block.height,
          time: block.time,
          mediantime: block.mediantime,
          // bitcoind's count: −1 for a block that left the best chain.
          confirmations: blocks[block.height]?.hash === hash ? tip() - block.height + 1 : -1,
        };
        if (block.previousblockhash) header.previousblockhash = block.previousblockhash;
        return header;
      }),
    getRawBlockHeader: (hash) =>
      script.call('getRawBlockHeader', [hash], () => byHash(hash).header_hex),
  };
}
