// SQL of the settlement money path. Every method is one BEGIN IMMEDIATE transaction, so a
// crash at any line leaves either nothing or everything of a credit (DESIGN.md §7).
import type {
  PendingInvoiceRecord,
  SettleResult,
  SettlementRepository,
} from '../../domain/ports/index.ts';
import type { Db } from './database.ts';

interface SettleRow {
  id: number;
  user_id: number;
  raffle_id: number;
  tickets_count: number;
  amount: number;
  status: string;
  btc_address: string;
  raffle_status: string;
  end_date: string;
  total_tickets: number;
  sold_tickets: number;
  closed: number;
}

export function createSettlementRepository(db: Db): SettlementRepository {
  const find = db.prepare(
    `SELECT x.id, x.user_id, x.raffle_id, x.tickets_count, x.amount, x.status, u.btc_address,
            r.status AS raffle_status, r.end_date, r.total_tickets, r.sold_tickets,
            EXISTS (SELECT 1 FROM draws d WHERE d.raffle_id = r.id) AS closed
     FROM transactions x JOIN raffles r ON r.id = x.raffle_id JOIN users u ON u.id = x.user_id
     WHERE x.payment_hash = ?`,
  );
  const heldByOthers = db
    .prepare(
      `SELECT COALESCE(SUM(tickets_count), 0) FROM transactions WHERE raffle_id = ? AND id <> ? AND status IN ('reserving', 'pending')`,
    )
    .pluck();
  const lastNumber = db
    .prepare('SELECT COALESCE(MAX(number), 0) FROM tickets WHERE raffle_id = ?')
    .pluck();
  const insertTicket = db.prepare(
    'INSERT INTO tickets (raffle_id, number, transaction_id, user_id, payment_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
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
    `SELECT id AS transactionId, payment_hash AS paymentHash, expires_at AS expiresAt
     FROM transactions WHERE status = 'pending' ORDER BY id`,
  );
  const expire = db.prepare(
    `UPDATE transactions SET status = 'expired' WHERE id = ? AND status = 'pending'`,
  );
  // Looked up first: the sweep runs every few seconds, and a DELETE takes the write lock even
  // when it matches nothing, so another writer holding the lock would stall the whole server
  // (better-sqlite3 waits busy_timeout synchronously) with nothing to release.
  const anyStale = db
    .prepare(`SELECT 1 FROM transactions WHERE status = 'reserving' AND created_at < ? LIMIT 1`)
    .pluck();
  const releaseStale = db.prepare(
    `DELETE FROM transactions WHERE status = 'reserving' AND created_at < ?`,
  );

  const settle = db.transaction(
    (input: {
      paymentHash: string;
      settledAt: string;
      settleIndex?: number;
      now: string;
    }): SettleResult => {
      const row = find.get(input.paymentHash) as SettleRow | undefined;
      if (!row) return { kind: 'unknown' };
      if (row.status === 'paid' || row.status === 'refund_owed')
        return { kind: 'duplicate', transactionId: row.id };
      const settleIndex = input.settleIndex ?? null;

      // DESIGN.md §8: a payment after sales closed is never a ticket, only a refund owed.
      let refund: 'late_payment' | 'no_tickets_left' | 'cancelled' | undefined;
      if (row.raffle_status === 'cancelled') refund = 'cancelled';
      else if (
        row.raffle_status !== 'active' ||
        row.closed === 1 ||
        input.settledAt >= row.end_date
      )
        refund = 'late_payment';
      else if (row.status === 'expired') {
        // Its reservation was released; credit it only if the tickets are still free.
        const free =
          row.total_tickets -
          row.sold_tickets -
          (heldByOthers.get(row.raffle_id, row.id) as number);
        if (free < row.tickets_count) refund = 'no_tickets_left';
      }
      if (refund) {
        markRefund.run(input.settledAt, settleIndex, row.id);
        insertRefund.run(
          row.raffle_id,
          row.id,
          row.user_id,
          row.btc_address,
          row.amount,
          refund,
          input.now,
        );
        return { kind: 'refund_owed', transactionId: row.id, reason: refund };
      }

      const first = (lastNumber.get(row.raffle_id) as number) + 1;
      const tickets = Array.from({ length: row.tickets_count }, (_, i) => first + i);
      for (const number of tickets)
        insertTicket.run(row.raffle_id, number, row.id, row.user_id, input.paymentHash, input.now);
      markPaid.run(input.settledAt, settleIndex, row.id);
      addSold.run(row.tickets_count, input.now, row.raffle_id);
      return { kind: 'credited', transactionId: row.id, tickets };
    },
  );

  const expireOne = db.transaction((id: number) => expire.run(id).changes === 1);

  return {
    settle: (input) => settle.immediate(input),
    pending: () => pending.all() as PendingInvoiceRecord[],
    expire: (id) => expireOne.immediate(id),
    releaseStaleReservations: (olderThan) =>
      anyStale.get(olderThan) === undefined ? 0 : releaseStale.run(olderThan).changes,
  };
}
