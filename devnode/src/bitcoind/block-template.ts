import type { ChainTx } from './raw-tx.ts';

// Which mempool transactions the next block confirms, the way Bitcoin Core's miner picks
// them (node/miner.cpp BlockAssembler::addPackageTxs): by ancestor fee rate, so a child
// paying enough lifts its unconfirmed parent in with it (CPFP), and nothing whose package
// pays less than the block's minimum fee rate gets in. The devnode has no block size limit:
// with no minimum (the default) every transaction is mined, in arrival order.

export interface MempoolEntry {
  tx: ChainTx;
  /** Satoshis the inputs hold beyond the outputs. */
  fee: number;
}

/** The unconfirmed ancestors of `entry` among `pool`, parents before children, then itself. */
function packageOf(entry: MempoolEntry, pool: ReadonlyMap<string, MempoolEntry>): MempoolEntry[] {
  const seen = new Set<string>();
  const ordered: MempoolEntry[] = [];
  const visit = (current: MempoolEntry): void => {
    if (seen.has(current.tx.txid)) return;
    seen.add(current.tx.txid);
    for (const input of current.tx.inputs) {
      const parent = pool.get(input.txid);
      if (parent) visit(parent);
    }
    ordered.push(current);
  };
  visit(entry);
  return ordered;
}

const rateOf = (entries: readonly MempoolEntry[]): number =>
  entries.reduce((sum, e) => sum + e.fee, 0) / entries.reduce((sum, e) => sum + e.tx.vsize, 0);

/** The entries the next block mines, in `mempool` order (parents always come first there). */
export function selectForBlock(
  mempool: readonly MempoolEntry[],
  minSatPerVbyte: number,
): MempoolEntry[] {
  if (minSatPerVbyte <= 0) return [...mempool];
  const remaining = new Map(mempool.map((entry) => [entry.tx.txid, entry]));
  const chosen = new Set<string>();
  for (;;) {
    let best: MempoolEntry[] | undefined;
    for (const entry of remaining.values()) {
      const pkg = packageOf(entry, remaining);
      if (!best || rateOf(pkg) > rateOf(best)) best = pkg;
    }
    if (!best || rateOf(best) < minSatPerVbyte) break;
    for (const entry of best) {
      chosen.add(entry.tx.txid);
      remaining.delete(entry.tx.txid);
    }
  }
  return mempool.filter((entry) => chosen.has(entry.tx.txid));
}
