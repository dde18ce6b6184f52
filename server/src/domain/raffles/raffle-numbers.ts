// The number grid's data (docs/decisions/0014-numbers-prizes-packages.md API contract): which numbers of a raffle are sold and which
// are held by unpaid, unexpired purchases, as two bitmaps (bit i is number i + 1).
import { bitmapToBase64, type NumbersResponse } from '@rifa/shared';
import { notFound } from '../kernel/errors.ts';
import type { NumberMapRepository, RaffleRepository } from '../ports/index.ts';

export function createRaffleNumbers(deps: {
  raffles: RaffleRepository;
  numbers: NumberMapRepository;
}) {
  return {
    map(raffleId: number): NumbersResponse {
      const raffle = deps.raffles.find(raffleId);
      if (!raffle) throw notFound('Rifa não encontrada');
      const { sold, reserved } = deps.numbers.bitmaps(raffleId, raffle.total_tickets);
      return {
        total: raffle.total_tickets,
        sold: bitmapToBase64(sold),
        reserved: bitmapToBase64(reserved),
      };
    },
  };
}

export type RaffleNumbers = ReturnType<typeof createRaffleNumbers>;
