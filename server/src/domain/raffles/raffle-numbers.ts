// The number grid's data (docs/decisions/0014-numbers-prizes-packages.md API contract): which numbers of a raffle are sold and which
// are held by unpaid, unexpired purchases, as two bitmaps (bit i is number i + 1).
import { bitmapToBase64, emptyBitmap, setNumber, type NumbersResponse } from '@rifa/shared';
import { notFound } from '../kernel/errors.ts';
import { inPages, type PageReader } from '../kernel/pages.ts';
import type { NumberMapRepository, RaffleRepository } from '../ports/index.ts';

export function createRaffleNumbers(deps: {
  raffles: RaffleRepository;
  numbers: NumberMapRepository;
}) {
  /** Sets in `bitmap` the numbers a page reader lists, read a page at a time. */
  async function mark(bitmap: Uint8Array, total: number, read: PageReader<number>): Promise<void> {
    for await (const page of inPages(read, (n) => n))
      for (const n of page) if (n <= total) setNumber(bitmap, n);
  }

  // A million-number raffle is read in pages (docs/protocols/limits.md#no-request-holds-the-event-loop);
  // visitors opening the grid at the same moment share one read.
  const reading = new Map<number, Promise<NumbersResponse>>();

  async function read(raffleId: number, total: number): Promise<NumbersResponse> {
    const sold = emptyBitmap(total);
    await mark(sold, total, (after, limit) => deps.numbers.soldPage(raffleId, after, limit));
    const reserved = emptyBitmap(total);
    for (const purchaseId of deps.numbers.holders(raffleId))
      await mark(reserved, total, (after, limit) =>
        deps.numbers.heldPage(purchaseId, after, limit),
      );
    return { total, sold: bitmapToBase64(sold), reserved: bitmapToBase64(reserved) };
  }

  return {
    map(raffleId: number): Promise<NumbersResponse> {
      const raffle = deps.raffles.find(raffleId);
      if (!raffle) throw notFound('Rifa não encontrada');
      let pending = reading.get(raffle.id);
      if (!pending) {
        pending = read(raffle.id, raffle.total_tickets).finally(() => reading.delete(raffle.id));
        reading.set(raffle.id, pending);
      }
      return pending;
    },
  };
}

export type RaffleNumbers = ReturnType<typeof createRaffleNumbers>;
