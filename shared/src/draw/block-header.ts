// Raw 80-byte block headers, so an auditor can check the draw block offline (DrawProof
// block_headers): the headers link up, each meets the proof of work its nBits demands, the
// last one hashes to block_hash, and both mediantimes of the draw block rule (docs/protocols/draw.md)
// are recomputed from the timestamps the way bitcoind does.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { DrawInputError } from './input-checks.ts';

export interface ParsedBlockHeader {
  /** Display-order hash (as bitcoind prints it): sha256d of the 80 bytes, byte-reversed. */
  hash: string;
  version: number;
  previousblockhash: string;
  merkleroot: string;
  time: number;
  /** nBits as bitcoind prints it, e.g. '1703a30c'. */
  bits: string;
  nonce: number;
}

/** bitcoind's median time past span: the block and the 10 before it. */
export const MEDIAN_TIME_SPAN = 11;

const HEADER_HEX = /^[0-9a-f]{160}$/;

export function parseBlockHeader(hex: string): ParsedBlockHeader {
  if (typeof hex !== 'string' || !HEADER_HEX.test(hex.toLowerCase())) {
    throw new DrawInputError(
      `cabeçalho de bloco inválido (esperado: 80 bytes em hexadecimal, 160 caracteres)`,
    );
  }
  const bytes = hexToBytes(hex.toLowerCase());
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    hash: reversedHex(sha256(sha256(bytes))),
    version: view.getInt32(0, true),
    previousblockhash: reversedHex(bytes.subarray(4, 36)),
    merkleroot: reversedHex(bytes.subarray(36, 68)),
    time: view.getUint32(68, true),
    bits: view.getUint32(72, true).toString(16).padStart(8, '0'),
    nonce: view.getUint32(76, true),
  };
}

/** The target a compact nBits encodes; null for a negative or overflowing encoding. */
export function targetFromBits(bits: string): bigint | null {
  const compact = Number.parseInt(bits, 16);
  const exponent = compact >>> 24;
  const mantissa = compact & 0x007fffff;
  if (compact & 0x00800000 && mantissa !== 0) return null;
  const target =
    exponent <= 3
      ? BigInt(mantissa >>> (8 * (3 - exponent)))
      : BigInt(mantissa) << BigInt(8 * (exponent - 3));
  return target >> 256n === 0n ? target : null;
}

/** The header's hash, read as a 256-bit number, is at most its target (and the target is sane). */
export function meetsProofOfWork(header: ParsedBlockHeader): boolean {
  const target = targetFromBits(header.bits);
  return target !== null && target > 0n && BigInt(`0x${header.hash}`) <= target;
}

/**
 * bitcoind's GetMedianTimePast: timestamps of a block and its predecessors in chain order
 * (oldest first); of the last MEDIAN_TIME_SPAN, sorted ascending, the element at ⌊k/2⌋.
 * Near the genesis fewer than 11 exist and all are used.
 */
export function medianTimePast(timesOldestFirst: readonly number[]): number {
  const window = timesOldestFirst.slice(-MEDIAN_TIME_SPAN).sort((a, b) => a - b);
  if (window.length === 0) throw new DrawInputError('medianTimePast: nenhum horário de bloco');
  return window[Math.floor(window.length / 2)] as number;
}

export interface HeaderChainCheck {
  /** Problems found, in pt-BR; empty when the headers support the claimed block. */
  problems: string[];
  /** The last header's hash. */
  hash: string | null;
  previousHash: string | null;
  /** Recomputed mediantime of the last header and of the one before it. */
  mediantime: number | null;
  previousMediantime: number | null;
}

/**
 * Checks headers for heights max(0, blockHeight − 11)..blockHeight (oldest first): count,
 * links, proof of work, and recomputes the two mediantimes. Only a node can say whether the
 * block is in the best chain, so this cannot replace --rpc; it makes a forged proof cost real work.
 */
export function checkHeaderChain(
  headersHex: readonly string[],
  blockHeight: number,
): HeaderChainCheck {
  const expected = Math.min(blockHeight, MEDIAN_TIME_SPAN) + 1;
  const problems: string[] = [];
  const result: HeaderChainCheck = {
    problems,
    hash: null,
    previousHash: null,
    mediantime: null,
    previousMediantime: null,
  };
  if (headersHex.length !== expected) {
    problems.push(
      `esperados ${expected} cabeçalhos (alturas ${blockHeight - expected + 1}..${blockHeight}), recebidos ${headersHex.length}`,
    );
    return result;
  }
  let headers: ParsedBlockHeader[];
  try {
    headers = headersHex.map(parseBlockHeader);
  } catch (error) {
    problems.push((error as Error).message);
    return result;
  }
  const firstHeight = blockHeight - expected + 1;
  headers.forEach((header, k) => {
    const height = firstHeight + k;
    if (!meetsProofOfWork(header))
      problems.push(
        `cabeçalho da altura ${height} (${header.hash}) não cumpre a prova de trabalho de nBits ${header.bits}`,
      );
    const parent = headers[k - 1];
    if (parent && header.previousblockhash !== parent.hash) {
      problems.push(`cabeçalho da altura ${height} não aponta para o da altura ${height - 1}`);
    }
  });
  if (firstHeight === 0 && headers[0]?.previousblockhash !== '0'.repeat(64)) {
    problems.push('o cabeçalho da altura 0 deveria ser um gênese (bloco anterior zerado)');
  }
  const times = headers.map((header) => header.time);
  const last = headers[headers.length - 1] as ParsedBlockHeader;
  result.hash = last.hash;
  result.previousHash =
    headers.length > 1 ? (headers[headers.length - 2] as ParsedBlockHeader).hash : null;
  result.mediantime = medianTimePast(times);
  result.previousMediantime = headers.length > 1 ? medianTimePast(times.slice(0, -1)) : null;
  return result;
}

function reversedHex(bytes: Uint8Array): string {
  return bytesToHex(Uint8Array.from(bytes).reverse());
}
