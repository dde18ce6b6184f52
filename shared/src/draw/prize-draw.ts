// Several ranked prizes (docs/protocols/draw.md#several-prizes). T = the paid ticket numbers ascending (N of them):
//   position 1: exactly §8 — n₁ = int(sha256(utf8(h + draw_id))), winner₁ = T[n₁ mod N]
//   position k ≥ 2: T_k = T without the winners of 1..k−1 (still ascending);
//     n_k = int(sha256(utf8(h + draw_id + "#" + k))) (k in base 10, no padding),
//     winner_k = T_k[n_k mod (N − k + 1)]
//   positions N + 1..P are not awarded ('não sorteado').
// A single-prize raffle is drawPrizes(…, 1)[0], identical to winningTicket.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { ascendingTicketNumbers, DrawInputError } from './input-checks.ts';
import { drawMessage, winningTicket, type DrawResult } from './winning-ticket.ts';

/** Most positions a raffle may have (the admin form and the API enforce the same bound). */
export const MAX_PRIZES = 100;

/** One drawn position: the §8 values for position 1, the §8.1 ones for k ≥ 2. */
export interface PrizeDraw extends DrawResult {
  position: number;
}

/** The exact bytes hashed for position k: utf8(h + draw_id) for k = 1, utf8(h + draw_id + "#" + k) after. */
export function prizeMessage(blockHash: string, drawId: string, position: number): Uint8Array {
  const base = drawMessage(blockHash, drawId); // validates both inputs
  return position === 1 ? base : utf8ToBytes(`${blockHash}${drawId}#${position}`);
}

function assertPrizeCount(prizes: number): void {
  if (!Number.isSafeInteger(prizes) || prizes < 1 || prizes > MAX_PRIZES) {
    throw new DrawInputError(
      `Quantidade de prêmios inválida: ${JSON.stringify(prizes)} (esperado: inteiro de 1 a ${MAX_PRIZES})`,
    );
  }
}

/**
 * The winners of positions 1..min(prizes, N), in position order. Positions beyond N are
 * absent: they are not awarded. Throws DrawInputError on bad inputs, like winningTicket.
 */
export function drawPrizes(
  blockHash: string,
  drawId: string,
  paidNumbers: readonly number[],
  prizes: number,
): PrizeDraw[] {
  assertPrizeCount(prizes);
  const first = winningTicket(blockHash, drawId, paidNumbers);
  const results: PrizeDraw[] = [{ position: 1, ...first }];
  const remaining = ascendingTicketNumbers(paidNumbers).filter((n) => n !== first.winning_ticket);
  for (let k = 2; k <= prizes && remaining.length > 0; k++) {
    const digest = bytesToHex(sha256(prizeMessage(blockHash, drawId, k)));
    const n = BigInt(`0x${digest}`);
    const index = Number(n % BigInt(remaining.length));
    const ticketsCount = remaining.length;
    const [winner] = remaining.splice(index, 1);
    results.push({
      position: k,
      digest,
      n: n.toString(10),
      tickets_count: ticketsCount,
      index,
      winning_ticket: winner as number,
    });
  }
  return results;
}
