// SQL behind the admin's Painel and the per-raffle CSV exports (docs/decisions/0016-operator-cockpit-release.md). Read-only: every
// figure is counted from the rows that the purchases, settlement and payouts write.
import type {
  PainelRepository,
  HourSales,
  PayoutExportRow,
  PurchaseExportRow,
  RaffleCounters,
  RefundExportRow,
  TicketExportRow,
} from '../../../domain/ports/painel.ts';
import type { Db } from '../database.ts';

// A purchase whose invoice was paid: credited with tickets, or paid too late and owed back.
const PAID = `status IN ('paid', 'refund_owed')`;
// A payout is done once sent (txid or Lightning preimage) or confirmed by the admin.
const PAYOUT_DONE = `status IN ('sent', 'manual')`;

export function createPainelRepository(db: Db): PainelRepository {
  // One pass over each table grouped by raffle, joined to the raffles: a few thousand
  // purchases or a million tickets cost one scan, not a query per raffle.
  const counters = db.prepare(`
    SELECT r.id AS raffle_id, r.name, r.status, r.total_tickets, r.end_date,
      r.sold_tickets AS tickets_sold,
      COALESCE(tx.sats, 0) AS sats_received,
      COALESCE(tx.buyers, 0) AS buyers,
      COALESCE(tx.created, 0) AS invoices_created,
      COALESCE(tx.paid, 0) AS invoices_paid,
      COALESCE(tx.open, 0) AS open_invoices,
      COALESCE(p.count, 0) + COALESCE(rf.count, 0) AS payouts_pending,
      COALESCE(p.sats, 0) + COALESCE(rf.sats, 0) AS payouts_pending_sats
    FROM raffles r
    LEFT JOIN (
      SELECT raffle_id,
        SUM(CASE WHEN ${PAID} THEN amount ELSE 0 END) AS sats,
        COUNT(DISTINCT CASE WHEN status = 'paid' THEN user_id END) AS buyers,
        SUM(payment_hash IS NOT NULL) AS created,
        SUM(${PAID}) AS paid,
        SUM(status = 'pending' AND expires_at > @now) AS open
      FROM transactions GROUP BY raffle_id
    ) tx ON tx.raffle_id = r.id
    LEFT JOIN (
      SELECT raffle_id, COUNT(*) AS count, SUM(amount) AS sats
      FROM payouts WHERE NOT ${PAYOUT_DONE} GROUP BY raffle_id
    ) p ON p.raffle_id = r.id
    -- Refunds owed that no batch pays yet: once in a batch, the batch's payout row counts.
    LEFT JOIN (
      SELECT raffle_id, COUNT(*) AS count, SUM(amount) AS sats
      FROM refunds WHERE payout_id IS NULL GROUP BY raffle_id
    ) rf ON rf.raffle_id = r.id
    ORDER BY r.id DESC`);
  const buyers = db
    .prepare(`SELECT COUNT(DISTINCT user_id) FROM transactions WHERE status = 'paid'`)
    .pluck();
  const byHour = db.prepare(`
    SELECT substr(paid_at, 1, 13) AS hour, SUM(amount) AS sats,
      SUM(tickets_count) AS tickets, COUNT(*) AS purchases
    FROM transactions WHERE status = 'paid' AND paid_at >= ?
    GROUP BY hour ORDER BY hour`);
  const exists = db.prepare('SELECT 1 FROM raffles WHERE id = ?').pluck();
  const purchases = db.prepare(`
    SELECT x.id, x.created_at, x.paid_at, x.status, u.name AS buyer_name, u.nickname,
      u.email, x.tickets_count, x.amount, x.numbers, x.payment_hash
    FROM transactions x JOIN users u ON u.id = x.user_id
    WHERE x.raffle_id = ? AND x.id > ? ORDER BY x.id LIMIT ?`);
  const tickets = db.prepare(`
    SELECT t.number, t.transaction_id, u.name AS buyer_name, u.nickname, u.email,
      t.payment_hash, t.created_at
    FROM tickets t JOIN users u ON u.id = t.user_id
    WHERE t.raffle_id = ? AND t.number > ? ORDER BY t.number LIMIT ?`);
  const payouts = db.prepare(`
    SELECT p.id, p.kind, p.position, p.method, p.status, p.amount, p.fee, p.address,
      u.name AS winner_name, u.email AS winner_email, p.txid, p.payment_hash, p.attempts,
      p.last_error, p.created_at, p.updated_at
    FROM payouts p LEFT JOIN users u ON u.id = p.user_id
    WHERE p.raffle_id = ? AND p.id > ? ORDER BY p.id LIMIT ?`);
  const refunds = db.prepare(`
    SELECT f.id, f.transaction_id, u.name AS buyer_name, u.email, f.address, f.amount,
      f.reason, f.payout_id, p.status AS payout_status, p.txid, f.created_at
    FROM refunds f JOIN users u ON u.id = f.user_id LEFT JOIN payouts p ON p.id = f.payout_id
    WHERE f.raffle_id = ? AND f.id > ? ORDER BY f.id LIMIT ?`);

  return {
    raffleCounters: (now) => counters.all({ now }) as RaffleCounters[],
    distinctBuyers: () => buyers.get() as number,
    salesByHour: (since) => byHour.all(since) as HourSales[],
    raffleExists: (raffleId) => exists.get(raffleId) === 1,
    purchases: (raffleId, after, limit) =>
      purchases.all(raffleId, after, limit) as PurchaseExportRow[],
    tickets: (raffleId, after, limit) => tickets.all(raffleId, after, limit) as TicketExportRow[],
    payouts: (raffleId, after, limit) => payouts.all(raffleId, after, limit) as PayoutExportRow[],
    refunds: (raffleId, after, limit) => refunds.all(raffleId, after, limit) as RefundExportRow[],
  };
}
