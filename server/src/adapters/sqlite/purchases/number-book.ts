// SQL of the number claims (migration 3, docs/protocols/payment.md step 5): which numbers of a raffle are
// held by a live reservation or sold. Callers run inside their own BEGIN IMMEDIATE transaction;
// the claims' primary key refuses a second claim on a number whatever the caller decided.
import type { NumberBook } from '../../../domain/purchases/index.ts';
import type { Db } from '../database.ts';

export function numberBook(db: Db) {
  const isTaken = db
    .prepare('SELECT 1 FROM number_claims WHERE raffle_id = ? AND number = ?')
    .pluck();
  const taken = db.prepare('SELECT number FROM number_claims WHERE raffle_id = ?').pluck();
  const claim = db.prepare(
    'INSERT INTO number_claims (raffle_id, number, transaction_id) VALUES (?, ?, ?)',
  );
  const heldBy = db
    .prepare('SELECT transaction_id FROM number_claims WHERE raffle_id = ? AND number = ?')
    .pluck();
  const soldPage = db
    .prepare(
      'SELECT number FROM tickets WHERE raffle_id = ? AND number > ? ORDER BY number LIMIT ?',
    )
    .pluck();
  // Claims of paid purchases are their tickets; the rest are live reservations, read purchase by
  // purchase through its own index (a filter over every claim would scan a sold-out million).
  const holders = db
    .prepare(
      `SELECT id FROM transactions WHERE raffle_id = ? AND status IN ('reserving', 'pending') ORDER BY id`,
    )
    .pluck();
  const heldPage = db
    .prepare(
      `SELECT c.number FROM number_claims c JOIN transactions x ON x.id = c.transaction_id
       WHERE c.transaction_id = ? AND c.raffle_id = x.raffle_id AND c.number > ?
       ORDER BY c.number LIMIT ?`,
    )
    .pluck();

  return {
    of(raffleId: number, total: number): NumberBook {
      return {
        total,
        isTaken: (n) => isTaken.get(raffleId, n) !== undefined,
        // Only a random pick whose probes gave up reads them all.
        taken: () => taken.all(raffleId) as number[],
      };
    },
    claim(raffleId: number, purchaseId: number, numbers: number[]): void {
      for (const n of numbers) claim.run(raffleId, n, purchaseId);
    },
    /** Whether none of `numbers` is claimed by a purchase other than `purchaseId`. */
    freeFor(raffleId: number, purchaseId: number, numbers: number[]): boolean {
      return numbers.every((n) => {
        const holder = heldBy.get(raffleId, n) as number | undefined;
        return holder === undefined || holder === purchaseId;
      });
    },
    /** GET /api/rifa/:id/numbers, a page at a time. */
    soldPage: (raffleId: number, afterNumber: number, limit: number) =>
      soldPage.all(raffleId, afterNumber, limit) as number[],
    holders: (raffleId: number) => holders.all(raffleId) as number[],
    heldPage: (purchaseId: number, afterNumber: number, limit: number) =>
      heldPage.all(purchaseId, afterNumber, limit) as number[],
  };
}
