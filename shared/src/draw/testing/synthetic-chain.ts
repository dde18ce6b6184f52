// Test support (not exported): a regtest-like chain of real 80-byte headers with valid proof
// of work at regtest difficulty (nBits 207fffff: about one nonce in two), built from chosen
// block times, with mediantimes computed the way bitcoind does (docs/protocols/draw.md).

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { medianTimePast, meetsProofOfWork, parseBlockHeader } from '../block-header.ts';
import type { ChainHeader, HeaderAtHeight } from '../types.ts';

export interface SyntheticBlock {
  height: number;
  hash: string;
  time: number;
  mediantime: number;
  previousblockhash: string | null;
  header_hex: string;
}

const REGTEST_BITS = 0x207fffff;

/** A chain whose block at height h has time times[h]; `salt` makes different chains (forks). */
export function buildChain(
  times: readonly number[],
  salt = '',
  /** Display-order merkle roots by height (an anchor block's); others are made up. */
  merkleRoots: Readonly<Record<number, string>> = {},
): SyntheticBlock[] {
  const chain: SyntheticBlock[] = [];
  for (const [height, time] of times.entries()) {
    const previous = chain[height - 1];
    const header = new Uint8Array(80);
    const view = new DataView(header.buffer);
    view.setInt32(0, 0x20000000, true);
    header.set(hexToBytes(previous?.hash ?? '0'.repeat(64)).reverse(), 4);
    const root = merkleRoots[height];
    header.set(
      root ? hexToBytes(root).reverse() : sha256(utf8ToBytes(`bloco ${height}${salt}`)),
      36,
    );
    view.setUint32(68, time, true);
    view.setUint32(72, REGTEST_BITS, true);
    for (let nonce = 0; ; nonce++) {
      view.setUint32(76, nonce, true);
      if (meetsProofOfWork(parseBlockHeader(bytesToHex(header)))) break;
    }
    const hex = bytesToHex(header);
    chain.push({
      height,
      hash: parseBlockHeader(hex).hash,
      time,
      mediantime: medianTimePast(times.slice(0, height + 1)),
      previousblockhash: previous?.hash ?? null,
      header_hex: hex,
    });
  }
  return chain;
}

/** Block times that obey consensus (each > its parent's mediantime), one every `spacing` s. */
export function steadyTimes(count: number, start: number, spacing = 600): number[] {
  return Array.from({ length: count }, (_, height) => start + height * spacing);
}

/** bitcoind-like getblockheader results for the best chain up to `tip` (default: its end). */
export function headerSource(
  chain: readonly SyntheticBlock[],
  tip = chain.length - 1,
): HeaderAtHeight {
  return async (height) => {
    const block = chain[height];
    if (!block || height > tip) throw new Error(`Block height out of range: ${height}`);
    return toChainHeader(block, tip);
  };
}

export function toChainHeader(block: SyntheticBlock, tip: number): ChainHeader {
  return {
    hash: block.hash,
    height: block.height,
    mediantime: block.mediantime,
    time: block.time,
    confirmations: tip - block.height + 1,
    ...(block.previousblockhash ? { previousblockhash: block.previousblockhash } : {}),
  };
}
