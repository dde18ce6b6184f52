import { createHash } from 'node:crypto';

// Bitcoin block headers exactly as bitcoind builds and hashes them, so a block hash the
// devnode reports is the double-SHA256 of the 80 bytes getblockheader(verbose=false)
// returns — the same check an auditor's script would make (docs/protocols/draw.md).

/** Hashes are in RPC display order: the byte-reversed digest, as bitcoind prints them. */
export interface BlockHeader {
  version: number;
  prevHash: string;
  merkleRoot: string;
  time: number;
  bits: number;
  nonce: number;
}

/** Regtest's fixed proof-of-work limit (consensus.powLimit, never retargeted on regtest). */
export const REGTEST_BITS = 0x207fffff;

/** Version bits of blocks mined by a recent bitcoind (BIP9 top bits, no deployment signalled). */
export const MINED_BLOCK_VERSION = 0x20000000;

/** The real regtest genesis block (chainparams.cpp), hash 0f9188f1…e2206. */
export const REGTEST_GENESIS: BlockHeader = {
  version: 1,
  prevHash: '0'.repeat(64),
  merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  time: 1296688602,
  bits: REGTEST_BITS,
  nonce: 2,
};

const reverseHex = (hex: string): Buffer => Buffer.from(hex, 'hex').reverse();

export function serializeHeader(header: BlockHeader): Buffer {
  const buf = Buffer.alloc(80);
  buf.writeInt32LE(header.version, 0);
  reverseHex(header.prevHash).copy(buf, 4);
  reverseHex(header.merkleRoot).copy(buf, 36);
  buf.writeUInt32LE(header.time, 68);
  buf.writeUInt32LE(header.bits, 72);
  buf.writeUInt32LE(header.nonce, 76);
  return buf;
}

const sha256 = (data: Buffer): Buffer => createHash('sha256').update(data).digest();

/** Double-SHA256 of the serialized header, byte-reversed for display like bitcoind. */
export function blockHash(header: BlockHeader): string {
  return sha256(sha256(serializeHeader(header)))
    .reverse()
    .toString('hex');
}

/** The compact `bits` expanded to the 256-bit target (arith_uint256::SetCompact). */
export function targetFromBits(bits: number): bigint {
  const exponent = bits >>> 24;
  const mantissa = BigInt(bits & 0x007fffff);
  return exponent <= 3
    ? mantissa >> BigInt(8 * (3 - exponent))
    : mantissa << BigInt(8 * (exponent - 3));
}

/**
 * Picks the first nonce whose hash meets the target. On regtest about every second nonce
 * does, so this is cheap, and the chain stays valid for anyone who checks proof of work.
 */
export function solveHeader(header: Omit<BlockHeader, 'nonce'>): BlockHeader {
  const target = targetFromBits(header.bits);
  for (let nonce = 0; ; nonce += 1) {
    const candidate = { ...header, nonce };
    if (BigInt(`0x${blockHash(candidate)}`) <= target) return candidate;
  }
}

/** GetDifficulty() from rpc/blockchain.cpp: 4.656542373906925e-10 for regtest bits. */
export function difficultyFromBits(bits: number): number {
  let shift = (bits >>> 24) & 0xff;
  let difficulty = 0x0000ffff / (bits & 0x00ffffff);
  while (shift < 29) {
    difficulty *= 256;
    shift += 1;
  }
  while (shift > 29) {
    difficulty /= 256;
    shift -= 1;
  }
  // UniValue prints doubles with 16 significant digits, so bitcoind shows
  // 4.656542373906925e-10, not JavaScript's 17-digit 4.6565423739069247e-10.
  return Number(difficulty.toPrecision(16));
}

/** GetBlockProof(): expected hashes for one block, 2^256 / (target + 1). */
export function workFromBits(bits: number): bigint {
  return (1n << 256n) / (targetFromBits(bits) + 1n);
}

/** Chainwork and targets are printed by bitcoind as 64 lowercase hex digits. */
export const hex256 = (value: bigint): string => value.toString(16).padStart(64, '0');
