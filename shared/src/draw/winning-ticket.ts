// The draw itself (docs/protocols/draw.md):
//   n = integer(sha256(utf8(block_hash_hex + draw_id)))   — the 256-bit digest read as one
//                                                          big-endian unsigned integer
//   i = n mod N
//   winner = the i-th (from 0) paid ticket number in ascending order (i + 1 when numbered 1..N)
// block_hash_hex is the 64 lowercase hex characters bitcoind prints (display order, not the
// internal byte order); draw_id is the raffle id as text. The string is hashed as UTF-8 bytes
// exactly as given — no Unicode normalization, no separator, no trailing newline.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  ascendingTicketNumbers,
  assertBlockHash,
  assertDrawId,
  DrawInputError,
} from './input-checks.ts';

/** The intermediate values of a draw, named as in DrawProof so they can be shown as the formula. */
export interface DrawComputation {
  /** sha256(utf8(block_hash + draw_id)), 64 lowercase hex. */
  digest: string;
  /** The digest as an unsigned big-endian integer, base 10. */
  n: string;
  /** N, the number of paid tickets. */
  tickets_count: number;
  /** i = n mod N, 0 ≤ i < N. */
  index: number;
}

export interface DrawResult extends DrawComputation {
  winning_ticket: number;
}

/** The exact bytes that are hashed: UTF-8 of block_hash_hex followed by draw_id. */
export function drawMessage(blockHash: string, drawId: string): Uint8Array {
  assertBlockHash(blockHash);
  assertDrawId(drawId);
  return utf8ToBytes(blockHash + drawId);
}

/** n and i for N tickets, without the ticket list (O(1); works for any N up to 2^53 − 1). */
export function drawIndex(
  blockHash: string,
  drawId: string,
  ticketsCount: number,
): DrawComputation {
  if (!Number.isSafeInteger(ticketsCount) || ticketsCount < 1) {
    throw new DrawInputError(
      `N inválido: ${JSON.stringify(ticketsCount)} (esperado: inteiro ≥ 1; com N = 0 não há sorteio)`,
    );
  }
  const digest = bytesToHex(sha256(drawMessage(blockHash, drawId)));
  const n = BigInt(`0x${digest}`);
  return {
    digest,
    n: n.toString(10),
    tickets_count: ticketsCount,
    index: Number(n % BigInt(ticketsCount)),
  };
}

/**
 * The winning ticket among the paid ticket numbers (any order; sorted ascending here), with
 * the intermediate values. Throws DrawInputError on a bad hash, draw_id, or ticket list
 * (empty, a number that is not a positive integer, a repeated number).
 */
export function winningTicket(
  blockHash: string,
  drawId: string,
  paidNumbers: readonly number[],
): DrawResult {
  const ascending = ascendingTicketNumbers(paidNumbers);
  const computation = drawIndex(blockHash, drawId, ascending.length);
  return { ...computation, winning_ticket: ascending[computation.index] as number };
}
