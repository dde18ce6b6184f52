// Bitcoin arithmetic the anchor needs on the server side (docs/protocols/draw-v2.md): the Merkle branch of
// a txid in its block (Bitcoin Core consensus/merkle.cpp: sha256d of pairs, an odd last hash
// paired with itself), which the proof publishes and shared's merkleRootFromBranch folds back;
// a transaction's virtual size and inputs (read by shared's parseRawTransaction); and the rate a CPFP child must pay to lift its parent.
import { createHash } from 'node:crypto';
import { parseRawTransaction } from '@rifa/shared';

const sha256d = (bytes: Buffer): Buffer =>
  createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest();
/** Display-order hex (as bitcoind prints txids) ↔ internal byte order. */
const internal = (hex: string): Buffer => Buffer.from(hex, 'hex').reverse();
const display = (bytes: Buffer): string => Buffer.from(bytes).reverse().toString('hex');

/** The sibling hashes (display order, bottom up) from txids[index] to the block's merkle root. */
export function merkleBranch(txids: readonly string[], index: number): string[] {
  if (!Number.isSafeInteger(index) || index < 0 || index >= txids.length)
    throw new RangeError(`posição ${index} fora do bloco de ${txids.length} transações`);
  let level = txids.map(internal);
  const branch: string[] = [];
  for (let at = index; level.length > 1; at = Math.floor(at / 2)) {
    branch.push(display(level[at ^ 1] ?? (level[at] as Buffer)));
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Buffer;
      next.push(sha256d(Buffer.concat([left, level[i + 1] ?? left])));
    }
    level = next;
  }
  return branch;
}

/** Virtual size (BIP 141: weight / 4, rounded up) of a raw transaction, with or without witness. */
export function transactionVsize(hex: string): number {
  return parseRawTransaction(hex.toLowerCase()).vsize;
}

/** The txids (display order) of the outputs a raw transaction spends. */
export function spentTxids(hex: string): string[] {
  return parseRawTransaction(hex.toLowerCase()).inputs.map((input) => input.txid);
}

/** vsize of the child LND's sweeper builds: one wallet input (P2TR key path) to one output. */
export const CPFP_CHILD_VSIZE = 111;

/**
 * The rate to ask BumpFee for so that the child and its unconfirmed ancestors (vsize and fees
 * summed) together pay `packageRate` sat/vB, as miners rank a transaction by its ancestor fee
 * rate: LND's sweeper charges the child for its own weight only (input.NewBaseInput carries no
 * parent info), so the child must carry what its ancestors lack. Never below packageRate.
 */
export function cpfpChildRate(packageRate: number, parentVsize: number, parentFee: number): number {
  const needed = packageRate * (parentVsize + CPFP_CHILD_VSIZE) - parentFee;
  return Math.max(packageRate, Math.ceil(needed / CPFP_CHILD_VSIZE));
}
