import { ticketNumber, type Raffle, type Purchase } from '@rifa/shared';

/** One purchase in 'Meus números': its numbers zero-padded to the raffle's widest number. */
export interface MyPurchase {
  id: number;
  numbers: string[];
  /** Paid: when it was paid; awaiting payment: until when the numbers are held. */
  at: string;
  /** The purchase itself: 'Pagar' reopens its payment dialog. */
  purchase: Purchase;
}

interface MyNumbers {
  paid: MyPurchase[];
  /** Open invoices still holding their numbers (expired ones hold nothing any more). */
  awaiting: MyPurchase[];
}

/**
 * docs/decisions/0014-numbers-prizes-packages.md, 'Meus números': the buyer's numbers in one raffle from their purchases — the paid
 * ones (the tickets credited), and the numbers reserved by invoices not yet paid nor expired.
 * Expired and refunded purchases hold no number and are left out. Oldest purchase first.
 */
export function myNumbers(
  transactions: readonly Purchase[],
  raffle: Pick<Raffle, 'id' | 'total_tickets'>,
  now: Date,
): MyNumbers {
  const pad = (numbers: readonly number[]) =>
    [...numbers].sort((a, b) => a - b).map((n) => ticketNumber(n, raffle.total_tickets));
  const mine = transactions.filter((tx) => tx.raffle_id === raffle.id).sort((a, b) => a.id - b.id);
  return {
    paid: mine
      .filter((tx) => tx.status === 'paid')
      .map((tx) => ({
        id: tx.id,
        numbers: pad(tx.tickets.length > 0 ? tx.tickets : tx.numbers),
        at: tx.paid_at ?? tx.created_at,
        purchase: tx,
      })),
    awaiting: mine
      .filter(
        (tx) =>
          tx.status === 'pending' &&
          tx.numbers.length > 0 &&
          new Date(tx.expires_at).getTime() > now.getTime(),
      )
      .map((tx) => ({ id: tx.id, numbers: pad(tx.numbers), at: tx.expires_at, purchase: tx })),
  };
}
