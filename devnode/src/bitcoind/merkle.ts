import { displayHex, internalBytes, sha256d } from './raw-tx.ts';

// Bitcoin's block Merkle tree (consensus/merkle.cpp ComputeMerkleRoot): leaves are the
// txids in block order, each level hashes pairs with double SHA-256, and a level with an
// odd count pairs its last hash with itself. Hashes in and out are in display order.

function levelUp(level: Buffer[]): Buffer[] {
  const above: Buffer[] = [];
  for (let i = 0; i < level.length; i += 2) {
    const left = level[i] as Buffer;
    const right = level[i + 1] ?? left;
    above.push(sha256d(Buffer.concat([left, right])));
  }
  return above;
}

export function merkleRoot(hashes: readonly string[]): string {
  if (hashes.length === 0) throw new Error('a block has at least its coinbase');
  let level = hashes.map(internalBytes);
  while (level.length > 1) level = levelUp(level);
  return displayHex(level[0] as Buffer);
}

/** Sibling hashes from the leaf at `index` up to the root (what an SPV proof carries). */
export function merkleBranch(hashes: readonly string[], index: number): string[] {
  if (!Number.isInteger(index) || index < 0 || index >= hashes.length)
    throw new Error(`no transaction at position ${index}`);
  const branch: string[] = [];
  let level = hashes.map(internalBytes);
  let at = index;
  while (level.length > 1) {
    const sibling = level[at ^ 1] ?? (level[at] as Buffer);
    branch.push(displayHex(sibling));
    level = levelUp(level);
    at = Math.floor(at / 2);
  }
  return branch;
}
