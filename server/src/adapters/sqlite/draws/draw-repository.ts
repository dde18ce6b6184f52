// SQL of the draw (docs/protocols/draw.md). Every write is one BEGIN IMMEDIATE transaction whose
// WHERE clause re-checks the state it moves from, so a job restarted at any line, or two
// callers racing, can only repeat a step that has not happened yet.
import type { DrawTicket } from '@rifa/shared';
import type {
  DrawRecord,
  DrawRepository,
  DrawBlockInput,
  PendingInvoiceRecord,
} from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';
import { UNFINISHED } from '../purchases/settlement-repository.ts';
import { drawPositionSql } from './draw-positions.ts';

interface DrawRow extends Omit<DrawRecord, 'block_headers'> {
  block_headers: string | null;
}

const SELECT_DRAW = `SELECT d.*, r.draw_id, r.end_date,
  MAX(1, (SELECT COUNT(*) FROM raffle_prizes p WHERE p.raffle_id = d.raffle_id)) AS prizes_count
  FROM draws d JOIN raffles r ON r.id = d.raffle_id`;

const toRecord = (row: DrawRow): DrawRecord => ({
  ...row,
  block_headers: row.block_headers ? row.block_headers.split(',') : null,
});

const PENDING_COLUMNS = `x.id AS purchaseId, x.payment_hash AS paymentHash, x.expires_at AS expiresAt`;

export function createDrawRepository(db: Db): DrawRepository {
  const due = db.prepare(
    `SELECT r.id, r.end_date FROM raffles r
     WHERE r.status = 'active' AND r.end_date <= ? AND NOT EXISTS (SELECT 1 FROM draws d WHERE d.raffle_id = r.id)
     ORDER BY r.end_date, r.id`,
  );
  const pendingOf = db.prepare(
    `SELECT ${PENDING_COLUMNS} FROM transactions x WHERE x.raffle_id = ? AND x.status = 'pending' ORDER BY x.id`,
  );
  const pendingAfterSales = db.prepare(
    `SELECT ${PENDING_COLUMNS} FROM transactions x JOIN raffles r ON r.id = x.raffle_id
     WHERE x.status = 'pending' AND (r.status = 'cancelled' OR EXISTS (SELECT 1 FROM draws d WHERE d.raffle_id = r.id))
     ORDER BY x.id`,
  );
  const closable = db
    .prepare(
      `SELECT 1 FROM raffles r WHERE r.id = ? AND r.status = 'active' AND r.end_date <= ?
       AND NOT EXISTS (SELECT 1 FROM draws d WHERE d.raffle_id = r.id)`,
    )
    .pluck();
  const ticketList = db.prepare(
    'SELECT number, payment_hash FROM tickets WHERE raffle_id = ? ORDER BY number',
  );
  const ticketPage = db.prepare(
    'SELECT number, payment_hash FROM tickets WHERE raffle_id = ? AND number > ? ORDER BY number LIMIT ?',
  );
  const soldCount = db.prepare('SELECT sold_tickets FROM raffles WHERE id = ?').pluck();
  const crediting = db
    .prepare(
      `SELECT 1 FROM settings s JOIN transactions x ON x.id = CAST(substr(s.key, ${UNFINISHED.length + 1}) AS INTEGER)
       WHERE s.key LIKE '${UNFINISHED}%' AND x.raffle_id = ?`,
    )
    .pluck();
  const insertDraw = db.prepare(
    `INSERT INTO draws (raffle_id, status, tickets_count, tickets_hash, closed_at, confirmations_required, proof_version, tickets_root)
     VALUES (@raffleId, @status, @count, @hash, @now, @confirmations, @version, @root)`,
  );
  const insertAnchor = db.prepare(
    `INSERT INTO draw_anchors (raffle_id, status, label, script, created_at, updated_at)
     VALUES (@raffleId, 'pending', @label, @script, @now, @now)`,
  );
  const cancelRaffle = db.prepare(
    `UPDATE raffles SET status = 'cancelled', updated_at = ? WHERE id = ? AND status = 'active'`,
  );
  const one = db.prepare(`${SELECT_DRAW} WHERE d.raffle_id = ?`);
  const inProgress = db.prepare(
    `${SELECT_DRAW} WHERE d.status IN ('closed', 'block_found') ORDER BY d.closed_at, d.raffle_id`,
  );
  const recordBlock = db.prepare(
    `UPDATE draws SET status = 'block_found', block_height = @height, block_hash = @hash, block_mediantime = @mediantime,
       prev_block_hash = @prevHash, prev_mediantime = @prevMediantime, block_headers = @headers, block_found_at = @now
     WHERE raffle_id = @raffleId AND status = 'closed'`,
  );
  const resetBlock = db.prepare(
    `UPDATE draws SET status = 'closed', block_height = NULL, block_hash = NULL, block_mediantime = NULL,
       prev_block_hash = NULL, prev_mediantime = NULL, block_headers = NULL, block_found_at = NULL, reorgs = reorgs + 1
     WHERE raffle_id = ? AND status = 'block_found' AND block_hash = ?`,
  );
  const winner = db.prepare(
    `SELECT t.user_id, u.btc_address FROM tickets t JOIN users u ON u.id = t.user_id WHERE t.raffle_id = ? AND t.number = ?`,
  );
  const markDrawn = db.prepare(
    `UPDATE draws SET status = 'drawn', digest = @digest, n = @n, winning_index = @index, winning_ticket = @winningTicket,
       winner_user_id = @userId, winner_address = @address, drawn_at = @now
     WHERE raffle_id = @raffleId AND status = 'block_found' AND block_hash = @blockHash`,
  );
  const completeRaffle = db.prepare(
    `UPDATE raffles SET status = 'completed', updated_at = ? WHERE id = ? AND status = 'active'`,
  );
  const prizeAmount = db.prepare('SELECT prize_amount FROM raffles WHERE id = ?').pluck();
  const insertPrize = db.prepare(
    `INSERT INTO payouts (raffle_id, kind, label, status, method, amount, address, user_id, position, created_at, updated_at)
     VALUES (@raffleId, 'prize', @label, @status, @method, @amount, @address, @userId, @position, @now, @now)`,
  );
  const positions = drawPositionSql(db);

  const tickets = (raffleId: number) => ticketList.all(raffleId) as DrawTicket[];
  const find = (raffleId: number) => {
    const row = one.get(raffleId) as DrawRow | undefined;
    return row ? toRecord(row) : undefined;
  };

  const close = db.transaction(
    (input: Parameters<DrawRepository['close']>[0]): DrawRecord | null | 'list_changed' => {
      if (closable.get(input.raffleId, input.now) !== 1) return null;
      // Inside the write transaction no settlement can add a ticket between the check and the
      // insert; once the row exists, settlement turns any later payment into a refund owed.
      // A purchase paid but its tickets still being written (settlement in steps): not yet.
      if (crediting.get(input.raffleId) !== undefined) return 'list_changed';
      // With no credit unfinished, sold_tickets (moved in the transaction that writes a
      // purchase's first tickets) is the number of ticket rows, read without counting a million
      // of them under the write lock. Tickets are only ever added, so the same count is the
      // same list the domain hashed; the draw step hashes it again before drawing anyway.
      if (soldCount.get(input.raffleId) !== input.tickets.count) return 'list_changed';
      const { count, hash, root } = input.tickets;
      insertDraw.run({
        raffleId: input.raffleId,
        status: count === 0 ? 'cancelled' : 'closed',
        count,
        hash,
        now: input.now,
        confirmations: input.confirmationsRequired,
        version: input.proofVersion,
        // docs/protocols/draw-v2.md: N = 0 has no root and no anchor (the raffle is cancelled as before).
        root: input.proofVersion === 2 && count > 0 ? root : null,
      });
      if (count === 0) cancelRaffle.run(input.now, input.raffleId);
      if (input.anchor && count > 0)
        insertAnchor.run({
          raffleId: input.raffleId,
          label: input.anchor.label,
          script: input.anchor.script,
          now: input.now,
        });
      return find(input.raffleId) ?? null;
    },
  );

  const draw = db.transaction((input: Parameters<DrawRepository['recordDraw']>[0]): boolean => {
    const owner = winner.get(input.raffleId, input.outcome.winningTicket) as
      { user_id: number; btc_address: string } | undefined;
    if (!owner)
      throw new Error(
        `ticket ${input.outcome.winningTicket} of raffle ${input.raffleId} has no owner`,
      );
    const changed = markDrawn.run({
      raffleId: input.raffleId,
      blockHash: input.outcome.blockHash,
      digest: input.outcome.digest,
      n: input.outcome.n,
      index: input.outcome.index,
      winningTicket: input.outcome.winningTicket,
      userId: owner.user_id,
      address: owner.btc_address,
      now: input.now,
    }).changes;
    if (changed !== 1) return false;
    completeRaffle.run(input.now, input.raffleId);
    const amount = prizeAmount.get(input.raffleId) as number;
    const plan = input.payout(amount, owner.btc_address);
    insertPrize.run({
      raffleId: input.raffleId,
      label: input.label,
      status: plan.status,
      method: plan.method,
      amount,
      address: owner.btc_address,
      userId: owner.user_id,
      position: 1,
      now: input.now,
    });
    // docs/protocols/draw.md#several-prizes: every awarded position, and a payout for each sats prize after the 1st.
    const later = positions.record(input, owner);
    for (const win of later) {
      if (win.amount <= 0) continue; // a physical prize: the organiser delivers it
      const laterPlan = input.payout(win.amount, win.address);
      insertPrize.run({
        raffleId: input.raffleId,
        label: (input.positionLabel ?? ((k: number) => `${input.label}:${k}`))(win.position),
        status: laterPlan.status,
        method: laterPlan.method,
        amount: win.amount,
        address: win.address,
        userId: win.userId,
        position: win.position,
        now: input.now,
      });
    }
    return true;
  });

  return {
    dueToClose: (now) => due.all(now) as { id: number; end_date: string }[],
    pendingOf: (raffleId) => pendingOf.all(raffleId) as PendingInvoiceRecord[],
    pendingAfterSales: () => pendingAfterSales.all() as PendingInvoiceRecord[],
    close: (input) => close.immediate(input),
    inProgress: () => (inProgress.all() as DrawRow[]).map(toRecord),
    find,
    recordBlock(raffleId, block: DrawBlockInput, now) {
      const run = db.transaction(
        () =>
          recordBlock.run({
            raffleId,
            height: block.height,
            hash: block.hash,
            mediantime: block.mediantime,
            prevHash: block.prevHash,
            prevMediantime: block.prevMediantime,
            headers: block.headers.join(','),
            now,
          }).changes === 1,
      );
      return run.immediate();
    },
    resetBlock: (raffleId, staleHash) =>
      db.transaction(() => resetBlock.run(raffleId, staleHash).changes === 1).immediate(),
    recordDraw: (input) => draw.immediate(input),
    positions: (raffleId) => positions.list(raffleId),
    tickets,
    ticketPage: (raffleId, afterNumber, limit) =>
      ticketPage.all(raffleId, afterNumber, limit) as DrawTicket[],
  };
}
