// SQL of the settlement money path. Every method is one BEGIN IMMEDIATE transaction, so a
// crash at any line leaves either nothing or everything of a credit (docs/protocols/payment.md). Whether a
// payment is credited or owed back is the domain's decision (settlement-rules.ts), taken on
// the facts read inside the transaction; this file only reads and writes.
import type {
  PendingInvoiceRecord,
  SettleInput,
  SettleResult,
  SettlementRepository,
} from '../../../domain/ports/index.ts';
import type { SettlementFacts } from '../../../domain/purchases/index.ts';
import { lowestFreeNumbers } from '../../../domain/purchases/index.ts';
import type { Db } from '../database.ts';
import { numberBook } from './number-book.ts';
import { forgetWalletBuyer, parseNumbers } from './purchase-repository.ts';
import { RESERVING } from '../raffles/raffle-repository.ts';

interface SettleRow {
  id: number;
  user_id: number;
  raffle_id: number;
  tickets_count: number;
  amount: number;
  status: SettlementFacts['status'];
  btc_address: string;
  raffle_status: SettlementFacts['raffleStatus'];
  end_date: string;
  closed: number;
  free: number;
  numbers: string | null;
  total_tickets: number;
}

/** The settings key marking a purchase credited in steps, not all its tickets written yet. */
export const UNFINISHED = 'unfinished_credit:';

export function createSettlementRepository(db: Db): SettlementRepository {
  // `free`: the tickets this purchase could still get if its own reservation was released
  // (total − sold − every other live reservation of the raffle).
  const find = db.prepare(
    `SELECT x.id, x.user_id, x.raffle_id, x.tickets_count, x.amount, x.status, u.btc_address,
            r.status AS raffle_status, r.end_date, x.numbers, r.total_tickets,
            EXISTS (SELECT 1 FROM draws d WHERE d.raffle_id = r.id) AS closed,
            r.total_tickets - r.sold_tickets -
              (SELECT COALESCE(SUM(o.tickets_count), 0) FROM transactions o
               WHERE o.raffle_id = r.id AND o.id <> x.id AND o.${RESERVING}) AS free
     FROM transactions x JOIN raffles r ON r.id = x.raffle_id JOIN users u ON u.id = x.user_id
     WHERE x.payment_hash = ?`,
  );
  const book = numberBook(db);
  const releaseClaims = db.prepare('DELETE FROM number_claims WHERE transaction_id = ?');
  const setNumbers = db.prepare('UPDATE transactions SET numbers = ? WHERE id = ?');
  const insertTicket = db.prepare(
    'INSERT INTO tickets (raffle_id, number, transaction_id, user_id, payment_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const claimsOf = db
    .prepare('SELECT COUNT(*) FROM number_claims WHERE transaction_id = ?')
    .pluck();
  const ticketsFromClaims = db.prepare(
    `INSERT INTO tickets (raffle_id, number, transaction_id, user_id, payment_hash, created_at)
     SELECT raffle_id, number, transaction_id, ?, ?, ? FROM number_claims
     WHERE transaction_id = ? AND raffle_id = ? AND number > ? ORDER BY number LIMIT ?`,
  );
  // A purchase credited in steps: its next tickets, after the highest written so far. Both
  // look-ups name the purchase and its raffle, so each walks its (transaction_id, raffle_id,
  // number) index from the right place instead of scanning the raffle's other numbers.
  const moreTickets = db.prepare(
    `INSERT INTO tickets (raffle_id, number, transaction_id, user_id, payment_hash, created_at)
     SELECT c.raffle_id, c.number, c.transaction_id, x.user_id, x.payment_hash, @now
     FROM transactions x JOIN number_claims c ON c.transaction_id = x.id AND c.raffle_id = x.raffle_id
     WHERE x.id = @purchaseId AND x.status = 'paid'
       AND c.number > COALESCE((SELECT t.number FROM tickets t
                                WHERE t.transaction_id = x.id AND t.raffle_id = x.raffle_id
                                ORDER BY t.number DESC LIMIT 1), 0)
     ORDER BY c.number LIMIT @limit`,
  );
  const markUnfinished = db.prepare(`INSERT OR IGNORE INTO settings (key, value) VALUES (?, '')`);
  const isUnfinished = db.prepare('SELECT 1 FROM settings WHERE key = ?').pluck();
  const markFinished = db.prepare('DELETE FROM settings WHERE key = ?');
  const unfinished = db
    .prepare(
      `SELECT substr(key, ${UNFINISHED.length + 1}) FROM settings WHERE key LIKE '${UNFINISHED}%'`,
    )
    .pluck();
  const markPaid = db.prepare(
    `UPDATE transactions SET status = 'paid', paid_at = ?, settle_index = ? WHERE id = ?`,
  );
  const addSold = db.prepare(
    'UPDATE raffles SET sold_tickets = sold_tickets + ?, updated_at = ? WHERE id = ?',
  );
  const markRefund = db.prepare(
    `UPDATE transactions SET status = 'refund_owed', paid_at = ?, settle_index = ? WHERE id = ?`,
  );
  const insertRefund = db.prepare(
    `INSERT INTO refunds (raffle_id, transaction_id, user_id, address, amount, reason, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (transaction_id) DO NOTHING`,
  );
  const pending = db.prepare(
    `SELECT id AS purchaseId, payment_hash AS paymentHash, expires_at AS expiresAt
     FROM transactions WHERE status = 'pending' ORDER BY id`,
  );
  const expire = db.prepare(
    `UPDATE transactions SET status = 'expired' WHERE id = ? AND status = 'pending'`,
  );
  // Looked up first: the sweep runs every few seconds, and a DELETE takes the write lock even
  // when it matches nothing, so another writer holding the lock would stall the whole server
  // (better-sqlite3 waits busy_timeout synchronously) with nothing to release.
  const anyStale = db
    .prepare(
      `SELECT 1 FROM transactions WHERE status = 'reserving' AND (created_at < ? OR id <= ?) LIMIT 1`,
    )
    .pluck();
  const releaseStale = db.prepare(
    `DELETE FROM transactions WHERE status = 'reserving' AND (created_at < ? OR id <= ?) RETURNING user_id`,
  );
  const releaseStaleAndBuyers = db.transaction((olderThan: string, madeBeforeStart: number) => {
    const released = releaseStale.all(olderThan, madeBeforeStart) as { user_id: number }[];
    for (const row of released) forgetWalletBuyer(db, row.user_id);
    return released.length;
  });
  const lastPurchaseId = db.prepare('SELECT COALESCE(MAX(id), 0) FROM transactions').pluck();

  const settle = db.transaction((input: SettleInput): SettleResult => {
    const row = find.get(input.paymentHash) as SettleRow | undefined;
    // The numbers fixed at reservation (§7 step 5); a purchase reserved before they were
    // (migration 3) gets the lowest free ones.
    const stored = row ? parseNumbers(row.numbers) : [];
    // A pending purchase holding a claim on each of its numbers (the usual case) needs no
    // number-by-number look-up, re-claim or insert loop: one count, one INSERT … SELECT.
    const holdsAll =
      row?.status === 'pending' &&
      stored.length === row.tickets_count &&
      (claimsOf.get(row.id) as number) === row.tickets_count;
    const numbers = !row
      ? undefined
      : stored.length > 0 || (row.status !== 'pending' && row.status !== 'expired')
        ? stored
        : lowestFreeNumbers(book.of(row.raffle_id, row.total_tickets), row.tickets_count);
    const decision = input.decide(
      row && {
        status: row.status,
        quantity: row.tickets_count,
        raffleStatus: row.raffle_status,
        salesClosed: row.closed === 1,
        endDate: row.end_date,
        settledAt: input.settledAt,
        freeTickets: row.free,
        numbersFree:
          numbers !== undefined && (holdsAll || book.freeFor(row.raffle_id, row.id, numbers)),
      },
    );
    if (!row || decision.kind === 'unknown') return { kind: 'unknown' };
    if (decision.kind === 'duplicate') return { kind: 'duplicate', purchaseId: row.id };
    const settleIndex = input.settleIndex ?? null;

    if (decision.kind === 'refund') {
      markRefund.run(input.settledAt, settleIndex, row.id);
      insertRefund.run(
        row.raffle_id,
        row.id,
        row.user_id,
        row.btc_address,
        row.amount,
        decision.reason,
        input.now,
      );
      return { kind: 'refund_owed', purchaseId: row.id, reason: decision.reason };
    }

    const tickets = numbers!;
    let unfinished = false;
    if (holdsAll) {
      const limit = input.ticketsNow ?? -1; // -1: no LIMIT in SQLite
      ticketsFromClaims.run(
        row.user_id,
        input.paymentHash,
        input.now,
        row.id,
        row.raffle_id,
        0,
        limit,
      );
      // The rest is written by creditMore; the mark lets a restart finish it.
      unfinished = limit >= 0 && row.tickets_count > limit;
      if (unfinished) markUnfinished.run(`${UNFINISHED}${row.id}`);
    } else {
      // Claimed again: an expired purchase gave its claims back (still free, as decided).
      releaseClaims.run(row.id);
      book.claim(row.raffle_id, row.id, tickets);
      if (stored.length === 0) setNumbers.run(tickets.join(','), row.id);
      for (const number of tickets)
        insertTicket.run(row.raffle_id, number, row.id, row.user_id, input.paymentHash, input.now);
    }
    markPaid.run(input.settledAt, settleIndex, row.id);
    addSold.run(row.tickets_count, input.now, row.raffle_id);
    return {
      kind: 'credited',
      purchaseId: row.id,
      tickets,
      ...(unfinished ? { unfinished: true as const } : {}),
    };
  });

  const creditMore = db.transaction((purchaseId: number, limit: number, now: string): boolean => {
    if (isUnfinished.get(`${UNFINISHED}${purchaseId}`) === undefined) return true;
    const written = moreTickets.run({ now, purchaseId, limit }).changes;
    if (written < limit) markFinished.run(`${UNFINISHED}${purchaseId}`);
    return written < limit;
  });

  const expireOne = db.transaction((id: number) => expire.run(id).changes === 1);

  return {
    settle: (input) => settle.immediate(input),
    creditMore: (purchaseId, limit, now) => creditMore.immediate(purchaseId, limit, now),
    unfinishedCredits: () => (unfinished.all() as string[]).map(Number),
    pending: () => pending.all() as PendingInvoiceRecord[],
    expire: (id) => expireOne.immediate(id),
    releaseStaleReservations: (olderThan, madeBeforeStart) =>
      anyStale.get(olderThan, madeBeforeStart) === undefined
        ? 0
        : releaseStaleAndBuyers.immediate(olderThan, madeBeforeStart),
    lastPurchaseId: () => lastPurchaseId.get() as number,
  };
}
