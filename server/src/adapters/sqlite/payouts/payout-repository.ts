// SQL of payouts and refunds (docs/protocols/draw.md). A status change is one UPDATE whose WHERE
// names the statuses it may leave, so the sender's claim and an admin's confirmation can
// never both win; batches and cancellations are single BEGIN IMMEDIATE transactions.
import type {
  AdminRefund,
  DeliveryStatus,
  PayoutOutput,
  PayoutStatus,
  UserRefund,
  UserWin,
} from '@rifa/shared';
import type {
  LightningInvoiceInput,
  LightningWriteRefusal,
  PayoutChangeInput,
  PayoutRecord,
  PayoutRepository,
  RefundRepository,
  UnpaidRefund,
} from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

type PayoutRow = Omit<PayoutRecord, 'outputs'>;
type RefundRow = Omit<AdminRefund, 'route' | 'account_deleted' | 'claim_link'> & {
  account_deleted: number;
  claim_link: number;
};
type WinRow = Omit<UserWin, 'delivery'> & {
  delivery_status: Exclude<DeliveryStatus, 'awaiting_contact'> | null;
  delivery_contact: string | null;
  delivery_tracking: string | null;
  delivery_contact_at: string | null;
  delivery_shipped_at: string | null;
  delivery_delivered_at: string | null;
};

/** A win as the dashboard reads it: a physical prize (amount 0) with its delivery. */
function toUserWin(row: WinRow): UserWin {
  const {
    delivery_status: status,
    delivery_contact: contact,
    delivery_tracking: tracking,
    delivery_contact_at: contact_at,
    delivery_shipped_at: shipped_at,
    delivery_delivered_at: delivered_at,
    ...win
  } = row;
  return {
    ...win,
    delivery:
      win.prize_amount > 0
        ? null
        : {
            status: status ?? 'awaiting_contact',
            contact,
            tracking,
            contact_at,
            shipped_at,
            delivered_at,
          },
  };
}

const SELECT_PAYOUT = `SELECT p.*, r.name AS raffle_name FROM payouts p JOIN raffles r ON r.id = p.raffle_id`;
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

export function createPayoutRepository(db: Db): PayoutRepository {
  const byId = db.prepare(`${SELECT_PAYOUT} WHERE p.id = ?`);
  const all = db.prepare(`${SELECT_PAYOUT} ORDER BY p.id DESC`);
  const prize = db.prepare(
    `${SELECT_PAYOUT} WHERE p.raffle_id = ? AND p.kind = 'prize' AND COALESCE(p.position, 1) = ?`,
  );
  const openBatch = db.prepare(
    `${SELECT_PAYOUT} WHERE p.raffle_id = ? AND p.kind = 'refund' AND p.method = 'onchain' AND p.status NOT IN ('sent', 'manual') ORDER BY p.id LIMIT 1`,
  );
  // One output per distinct address, in the order the refunds were recorded.
  const batchOutputs = db.prepare(
    'SELECT address, SUM(amount) AS amount FROM refunds WHERE payout_id = ? GROUP BY address ORDER BY MIN(id)',
  );
  const unpaidOf = db.prepare(
    // A closed refund (the operator ended it, with a reason) is owed no more.
    'SELECT id, user_id, address, amount FROM refunds WHERE raffle_id = @raffleId AND payout_id IS NULL AND closed_at IS NULL AND (@userId IS NULL OR user_id = @userId) ORDER BY id',
  );
  const stillUnpaid = db.prepare(
    'SELECT id, amount FROM refunds WHERE raffle_id = ? AND payout_id IS NULL AND closed_at IS NULL AND id IN (SELECT value FROM json_each(?))',
  );
  const batches = db
    .prepare(`SELECT COUNT(*) FROM payouts WHERE raffle_id = ? AND kind = 'refund'`)
    .pluck();
  const insertBatch = db.prepare(
    `INSERT INTO payouts (raffle_id, kind, label, status, amount, created_at, updated_at) VALUES (?, 'refund', ?, 'pending', ?, ?, ?)`,
  );
  const insertLightningRefund = db.prepare(
    `INSERT INTO payouts (raffle_id, kind, label, status, method, amount, user_id, payment_request, payment_hash, created_at, updated_at)
     VALUES (@raffleId, 'refund', @label, @status, 'lightning', @amount, @userId, @request, @hash, @now, @now)`,
  );
  const assign = db.prepare(
    'UPDATE refunds SET payout_id = ? WHERE payout_id IS NULL AND id IN (SELECT value FROM json_each(?))',
  );
  const hashUsed = db
    .prepare('SELECT 1 FROM payouts WHERE payment_hash = ? AND id IS NOT ?')
    .pluck();
  const switchToLightning = db.prepare(
    `UPDATE payouts SET method = 'lightning', payment_request = @request, payment_hash = @hash, status = @status,
            last_error = NULL, updated_at = @now
     WHERE id = @id AND status IN (SELECT value FROM json_each(@from))`,
  );
  const lightningRefunds = db.prepare(
    `${SELECT_PAYOUT} WHERE p.user_id = ? AND p.raffle_id = ? AND p.kind = 'refund' AND p.method = 'lightning' ORDER BY p.id DESC`,
  );
  const claim = db.prepare(
    `UPDATE payouts SET status = 'sending', attempts = attempts + 1, updated_at = ? WHERE id = ? AND status IN (SELECT value FROM json_each(?))`,
  );
  const refunds = db.prepare(
    `SELECT f.id, f.raffle_id, r.name AS raffle_name, f.transaction_id, f.user_id, u.name AS user_name, u.email AS user_email,
            f.address, f.amount, f.reason, f.payout_id, p.status AS payout_status, p.method AS payout_method, p.txid, f.created_at,
            u.deleted_at IS NOT NULL AS account_deleted,
            EXISTS (SELECT 1 FROM claim_links c WHERE c.user_id = f.user_id AND c.revoked_at IS NULL) AS claim_link,
            f.closed_at, f.closed_reason
     FROM refunds f JOIN raffles r ON r.id = f.raffle_id JOIN users u ON u.id = f.user_id LEFT JOIN payouts p ON p.id = f.payout_id
     ORDER BY f.id DESC`,
  );
  const wins = db.prepare(
    // docs/protocols/draw.md#several-prizes: one row per position won; prize_amount is that position's prize.
    `SELECT d.raffle_id, r.name AS raffle_name, r.total_tickets AS raffle_total_tickets,
            w.position, w.ticket AS winning_ticket,
            COALESCE(rp.amount, r.prize_amount) AS prize_amount, rp.description AS prize_description,
            d.drawn_at, d.block_height, d.block_hash,
            w.address, p.status AS payout_status, p.method AS payout_method, p.txid,
            p.payment_hash, p.last_error AS payout_error,
            pd.status AS delivery_status, pd.contact AS delivery_contact, pd.tracking AS delivery_tracking,
            pd.contact_at AS delivery_contact_at, pd.shipped_at AS delivery_shipped_at,
            pd.delivered_at AS delivery_delivered_at
     FROM draw_winners w JOIN draws d ON d.raffle_id = w.raffle_id JOIN raffles r ON r.id = w.raffle_id
       LEFT JOIN raffle_prizes rp ON rp.raffle_id = w.raffle_id AND rp.position = w.position
       LEFT JOIN payouts p ON p.raffle_id = w.raffle_id AND p.kind = 'prize' AND COALESCE(p.position, 1) = w.position
       LEFT JOIN prize_deliveries pd ON pd.raffle_id = w.raffle_id AND pd.position = w.position
     WHERE d.status = 'drawn' AND w.user_id = ? ORDER BY d.drawn_at DESC, w.position`,
  );
  const refundsOf = db.prepare(
    `SELECT f.id, f.raffle_id, r.name AS raffle_name, f.transaction_id, f.amount, f.reason, f.address, f.created_at,
            p.status AS payout_status, p.method AS payout_method, p.txid, p.payment_hash, p.last_error AS payout_error,
            f.closed_at, f.closed_reason
     FROM refunds f JOIN raffles r ON r.id = f.raffle_id LEFT JOIN payouts p ON p.id = f.payout_id
     WHERE f.user_id = ? ORDER BY f.id DESC`,
  );

  const refundState = db.prepare('SELECT payout_id, closed_at FROM refunds WHERE id = ?');
  const close = db.prepare(
    `UPDATE refunds SET closed_at = @now, closed_reason = @reason, closed_by = @by
      WHERE id = @id AND payout_id IS NULL AND closed_at IS NULL`,
  );
  const closeRefund = db.transaction((id: number, reason: string, by: number, now: string) => {
    const row = refundState.get(id) as
      { payout_id: number | null; closed_at: string | null } | undefined;
    if (!row) return 'missing' as const;
    if (row.closed_at !== null) return 'same' as const;
    if (row.payout_id !== null) return 'in_payout' as const;
    close.run({ id, reason, by, now });
    return 'closed' as const;
  });

  function withOutputs(row: PayoutRow | undefined): PayoutRecord | undefined {
    if (!row) return undefined;
    const outputs: PayoutOutput[] =
      row.kind === 'prize'
        ? [{ address: row.address ?? '', amount: row.amount }]
        : (batchOutputs.all(row.id) as PayoutOutput[]);
    return { ...row, outputs };
  }
  const find = (id: number) => withOutputs(byId.get(id) as PayoutRow | undefined);

  const unpaidAmong = (raffleId: number, ids: readonly number[]) =>
    stillUnpaid.all(raffleId, JSON.stringify(ids)) as { id: number; amount: number }[];
  const total = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);

  const createBatch = db.transaction(
    (
      raffleId: number,
      refundIds: readonly number[],
      label: (batch: number) => string,
      now: string,
    ): PayoutRecord | null => {
      const owed = unpaidAmong(raffleId, refundIds);
      if (owed.length === 0) return null;
      const number = (batches.get(raffleId) as number) + 1;
      const id = Number(
        insertBatch.run(raffleId, label(number), total(owed), now, now).lastInsertRowid,
      );
      assign.run(id, JSON.stringify(owed.map((row) => row.id)));
      return find(id) ?? null;
    },
  );

  const createLightning = db.transaction(
    (
      input: Parameters<PayoutRepository['createLightningRefund']>[0],
    ): PayoutRecord | LightningWriteRefusal => {
      const owed = unpaidAmong(input.raffleId, input.refundIds);
      if (owed.length !== input.refundIds.length) return 'moved';
      if (hashUsed.get(input.invoice.hash, null)) return 'invoice_used';
      const id = Number(
        insertLightningRefund.run({
          raffleId: input.raffleId,
          label: input.label,
          status: input.invoice.status,
          amount: total(owed),
          userId: input.userId,
          request: input.invoice.request,
          hash: input.invoice.hash,
          now: input.now,
        }).lastInsertRowid,
      );
      assign.run(id, JSON.stringify(owed.map((row) => row.id)));
      return find(id) as PayoutRecord;
    },
  );

  const useLightning = db.transaction(
    (
      id: number,
      from: readonly PayoutStatus[],
      invoice: LightningInvoiceInput,
      now: string,
    ): true | LightningWriteRefusal => {
      if (hashUsed.get(invoice.hash, id)) return 'invoice_used';
      const changed = switchToLightning.run({
        id,
        from: JSON.stringify(from),
        request: invoice.request,
        hash: invoice.hash,
        status: invoice.status,
        now,
      }).changes;
      return changed === 1 ? true : 'moved';
    },
  );

  return {
    find,
    list: () => (all.all() as PayoutRow[]).map((row) => withOutputs(row) as PayoutRecord),
    withStatus(statuses) {
      if (statuses.length === 0) return [];
      const rows = db
        .prepare(
          `${SELECT_PAYOUT} WHERE p.status IN (${placeholders(statuses.length)}) ORDER BY p.id`,
        )
        .all(...statuses) as PayoutRow[];
      return rows.map((row) => withOutputs(row) as PayoutRecord);
    },
    claim: (id, from, now) =>
      db.transaction(() => claim.run(now, id, JSON.stringify(from)).changes === 1).immediate(),
    transition(id, from, to: PayoutStatus, change: PayoutChangeInput, now) {
      const sets = ['status = @to', 'updated_at = @now'];
      // Column names are fixed here, never taken from a request.
      if (change.txid !== undefined) sets.push('txid = @txid');
      if (change.fee !== undefined) sets.push('fee = @fee');
      if (change.last_error !== undefined) sets.push('last_error = @last_error');
      if (change.resolved_by !== undefined) sets.push('resolved_by = @resolved_by');
      const statement = db.prepare(
        `UPDATE payouts SET ${sets.join(', ')} WHERE id = @id AND status IN (SELECT value FROM json_each(@from))`,
      );
      const values = {
        id,
        to,
        now,
        from: JSON.stringify(from),
        txid: change.txid ?? null,
        fee: change.fee ?? null,
        last_error: change.last_error ?? null,
        resolved_by: change.resolved_by ?? null,
      };
      return db.transaction(() => statement.run(values).changes === 1).immediate();
    },
    prizeOf: (raffleId, position = 1) =>
      withOutputs(prize.get(raffleId, position) as PayoutRow | undefined),
    openRefundBatch: (raffleId) => withOutputs(openBatch.get(raffleId) as PayoutRow | undefined),
    unpaidRefunds: (raffleId, userId) =>
      unpaidOf.all({ raffleId, userId: userId ?? null }) as UnpaidRefund[],
    createRefundBatch: (raffleId, refundIds, label, now) =>
      createBatch.immediate(raffleId, refundIds, label, now),
    createLightningRefund: (input) => createLightning.immediate(input),
    useLightning: (id, from, invoice, now) => useLightning.immediate(id, from, invoice, now),
    lightningRefundsOf: (userId, raffleId) =>
      (lightningRefunds.all(userId, raffleId) as PayoutRow[]).map(
        (row) => withOutputs(row) as PayoutRecord,
      ),
    refunds: () =>
      (refunds.all() as RefundRow[]).map((row) => ({
        ...row,
        account_deleted: row.account_deleted === 1,
        claim_link: row.claim_link === 1,
      })),
    closeRefund: (id, reason, by, now) => closeRefund.immediate(id, reason, by, now),
    winsOf: (userId) => (wins.all(userId) as WinRow[]).map(toUserWin),
    refundsOf: (userId) => refundsOf.all(userId) as UserRefund[],
  };
}

export function createRefundRepository(db: Db): RefundRepository {
  const cancel = db.prepare(
    `UPDATE raffles SET status = 'cancelled', updated_at = ?
     WHERE id = ? AND status = 'active' AND end_date > ? AND NOT EXISTS (SELECT 1 FROM draws d WHERE d.raffle_id = raffles.id)`,
  );
  // One refund per paid purchase, to the buyer's address as it is now (docs/protocols/draw.md).
  const owe = db.prepare(
    `INSERT INTO refunds (raffle_id, transaction_id, user_id, address, amount, reason, created_at)
     SELECT x.raffle_id, x.id, x.user_id, u.btc_address, x.amount, 'cancelled', ?
     FROM transactions x JOIN users u ON u.id = x.user_id
     WHERE x.raffle_id = ? AND x.status = 'paid'
     ON CONFLICT (transaction_id) DO NOTHING`,
  );
  const cancelRaffle = db.transaction((raffleId: number, now: string) => {
    if (cancel.run(now, raffleId, now).changes !== 1) return null;
    return { refunds: owe.run(now, raffleId).changes };
  });
  return { cancelRaffle: (raffleId, now) => cancelRaffle.immediate(raffleId, now) };
}
