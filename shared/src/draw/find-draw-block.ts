// The draw block (docs/protocols/draw.md): "the first block (lowest height) whose mediantime … is
// strictly greater than end_date … Found by binary search over heights."
//
// Binary search is sound because median time past never decreases along a chain: consensus
// requires each block's time to exceed its parent's median time past, so the new median of
// the last 11 timestamps cannot fall below the old one (individual block times may still go
// backwards, and several blocks may share a mediantime).

import { endDateMillis } from './close-time.ts';
import { DrawInputError } from './input-checks.ts';
import type { ChainHeader, HeaderAtHeight } from './types.ts';

export interface DrawBlock<H extends ChainHeader = ChainHeader> {
  /** The first block whose mediantime > end_date. */
  block: H;
  /** The block just below it (mediantime ≤ end_date); null when the draw block is the genesis. */
  previous: H | null;
}

export interface FindDrawBlockOptions {
  /**
   * Lowest height to search from; the caller asserts that no block below it qualifies (e.g.
   * the tip height when the raffle was created, long before end_date). Checked with one extra
   * header: if the block at low − 1 qualifies after all, the search widens to height 0.
   */
  low?: number;
  /**
   * Proof version 2 (docs/protocols/draw-v2.md): the anchor's block height A; the draw block is the lowest
   * above it (height > A) whose mediantime > end_date. A block stamped in the future before
   * close may qualify by mediantime, but it cannot come after an anchor sent after close.
   */
  afterHeight?: number;
}

/**
 * The draw block and its predecessor, or null while no block up to tipHeight has
 * mediantime > end_date. About log2(tip − low) + 3 header reads.
 * getHeader(height) must return the best-chain header at that height. If the chain can change
 * during the search (a reorg), the caller re-reads getblockhash(block.height) before relying on
 * the result, as the draw scheduler does before it draws.
 */
export async function findDrawBlock<H extends ChainHeader>(
  getHeader: HeaderAtHeight<H>,
  tipHeight: number,
  endDate: string | Date,
  options: FindDrawBlockOptions = {},
): Promise<DrawBlock<H> | null> {
  if (!Number.isSafeInteger(tipHeight) || tipHeight < 0) {
    throw new DrawInputError(`altura do topo inválida: ${JSON.stringify(tipHeight)}`);
  }
  const floor = options.afterHeight === undefined ? 0 : options.afterHeight + 1;
  if (!Number.isSafeInteger(floor) || floor < 0)
    throw new DrawInputError(`altura da âncora inválida: ${JSON.stringify(options.afterHeight)}`);
  const low = Math.max(options.low ?? 0, floor);
  if (!Number.isSafeInteger(low) || low < 0)
    throw new DrawInputError(`altura mínima inválida: ${JSON.stringify(low)}`);
  const endMillis = endDateMillis(endDate);

  const cache = new Map<number, H>();
  const headerAt = async (height: number): Promise<H> => {
    const cached = cache.get(height);
    if (cached) return cached;
    const header = await getHeader(height);
    if (header.height !== height || !Number.isSafeInteger(header.mediantime)) {
      throw new Error(`cabeçalho inconsistente para a altura ${height}: ${JSON.stringify(header)}`);
    }
    cache.set(height, header);
    return header;
  };
  const qualifies = (header: H): boolean => header.mediantime * 1000 > endMillis;

  let lo = Math.min(low, tipHeight + 1);
  // Below the anchor nothing may be the draw block, however its mediantime reads.
  if (lo > floor && qualifies(await headerAt(lo - 1))) lo = floor;
  if (lo > tipHeight || !qualifies(await headerAt(tipHeight))) return null;

  // Invariant: every height below lo does not qualify; hi qualifies.
  let hi = tipHeight;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (qualifies(await headerAt(mid))) hi = mid;
    else lo = mid + 1;
  }
  // hi − 1 was read during the search (or is low − 1), so this costs no extra call.
  const block = await headerAt(hi);
  const previous = hi > 0 ? await headerAt(hi - 1) : null;
  return { block, previous };
}
