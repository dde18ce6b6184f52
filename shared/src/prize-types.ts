// Several ranked prizes (docs/protocols/draw.md#several-prizes) as the API exposes them (docs/decisions/0014-numbers-prizes-packages.md).
import type { DrawPrize } from './draw/types.ts';
import type { PayoutStatus } from './payout-types.ts';

/** One prize in raffle create/update: position = index + 1; amount 0 needs a description. */
export interface PrizeInput {
  amount: number;
  description?: string | null;
}

/** A ranked prize of a raffle: the same shape the draw proof publishes. */
export type RafflePrize = DrawPrize;

/**
 * One position of a drawn raffle. ticket null: not awarded ('não sorteado': fewer paid
 * tickets than prizes). nickname: the winner's public nickname or 'Participante #<id>' —
 * never an e-mail or a name.
 */
export interface RaffleWinner {
  position: number;
  ticket: number | null;
  nickname: string | null;
  amount: number;
  description: string | null;
  /** The payout of a sats prize; null for a physical prize or a position not awarded. */
  payout_status: PayoutStatus | null;
}
