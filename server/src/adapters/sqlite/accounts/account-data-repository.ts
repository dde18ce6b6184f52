// SQL for docs/decisions/0014-numbers-prizes-packages.md: the ranking, recovery codes and reset links, the LGPD export and erasure.
import type { AccountDataRepository } from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

/** A prize or refund is paid once its payout is sent, or paid by hand and confirmed. */
const PAID = `('sent', 'manual')`;

export function createAccountDataRepository(db: Db): AccountDataRepository {
  const ranking = db.prepare(
    `SELECT t.user_id, u.nickname, COUNT(*) AS tickets
       FROM tickets t JOIN users u ON u.id = t.user_id
      WHERE t.raffle_id = ?
      GROUP BY t.user_id
      ORDER BY tickets DESC, MIN(t.created_at), t.user_id
      LIMIT ?`,
  );
  // The export's rows: what the account owns, never another account's (no joins on users).
  const purchases = db.prepare(
    `SELECT id, raffle_id, tickets_count, amount, status, payment_request, payment_hash,
            expires_at, created_at, paid_at
       FROM transactions WHERE user_id = ? ORDER BY id`,
  );
  const tickets = db.prepare(
    `SELECT raffle_id, number, transaction_id, payment_hash, created_at
       FROM tickets WHERE user_id = ? ORDER BY raffle_id, number`,
  );
  // Several prizes (migration 4) keep every winner in draw_winners; before it, the draws row.
  const severalPrizes =
    db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'draw_winners'")
      .get() !== undefined;
  const wins = db.prepare(
    severalPrizes
      ? `SELECT w.raffle_id, w.position, w.ticket AS winning_ticket, w.address AS winner_address,
                d.block_height, d.block_hash, d.drawn_at
           FROM draw_winners w JOIN draws d ON d.raffle_id = w.raffle_id
          WHERE w.user_id = ? ORDER BY w.raffle_id, w.position`
      : `SELECT raffle_id, winning_ticket, winner_address, block_height, block_hash, drawn_at
           FROM draws WHERE status = 'drawn' AND winner_user_id = ? ORDER BY raffle_id`,
  );
  const refunds = db.prepare(
    `SELECT id, raffle_id, transaction_id, address, amount, reason, payout_id, created_at
       FROM refunds WHERE user_id = ? ORDER BY id`,
  );
  // A refund batch pays several accounts: only this account's refunds say it concerns them,
  // so the batch's other addresses stay out (only its status and txid are shown).
  const payouts = db.prepare(
    `SELECT p.id, p.raffle_id, p.kind, p.method, p.status,
            CASE WHEN p.kind = 'prize' THEN p.amount END AS amount,
            CASE WHEN p.kind = 'prize' THEN p.address END AS address,
            p.txid, p.payment_hash, p.created_at, p.updated_at
       FROM payouts p
      WHERE p.user_id = ? OR p.id IN (SELECT payout_id FROM refunds WHERE user_id = ?)
      ORDER BY p.id`,
  );
  // A prize payout row is written with the draw (draw-repository.ts), so the payouts say it all.
  const unpaid = db.prepare(
    `SELECT 'prize' AS kind, raffle_id, amount FROM payouts
      WHERE kind = 'prize' AND user_id = @id AND status NOT IN ${PAID}
     UNION ALL
     SELECT 'refund', f.raffle_id, f.amount
       FROM refunds f LEFT JOIN payouts p ON p.id = f.payout_id
      WHERE f.user_id = @id AND f.closed_at IS NULL AND (p.id IS NULL OR p.status NOT IN ${PAID})`,
  );
  // docs/protocols/prize-delivery.md: the delivery contact is the winner's data (exported,
  // erased with the account); a delivery only planned goes back to awaiting a contact.
  const hasDeliveries =
    db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'prize_deliveries'")
      .get() !== undefined;
  const deliveries = hasDeliveries
    ? db.prepare(
        `SELECT raffle_id, position, status, contact, tracking, contact_at, shipped_at, delivered_at
           FROM prize_deliveries WHERE user_id = ? ORDER BY raffle_id, position`,
      )
    : undefined;
  const eraseDeliveries = hasDeliveries
    ? [
        `DELETE FROM prize_deliveries WHERE user_id = @id AND status = 'contact_given'`,
        `UPDATE prize_deliveries SET contact = NULL, tracking = NULL WHERE user_id = @id`,
      ].map((sql) => db.prepare(sql))
    : [];
  const stakes = hasDeliveries ? deletionStakes(db, PAID) : undefined;
  // Once a prize or refund is paid its address is history (the txid remains): erased with the
  // account. An unpaid one keeps its address, only for that payment (my-data.ts says so).
  const erasePaidAddresses = [
    `UPDATE payouts SET address = '' WHERE kind = 'prize' AND user_id = @id AND status IN ${PAID}`,
    `UPDATE refunds SET address = '' WHERE user_id = @id
        AND payout_id IN (SELECT id FROM payouts WHERE status IN ${PAID})`,
    `UPDATE draws SET winner_address = NULL WHERE winner_user_id = @id AND EXISTS (
        SELECT 1 FROM payouts p WHERE p.raffle_id = draws.raffle_id AND p.kind = 'prize'
          AND p.user_id = @id AND p.status IN ${PAID})`,
    ...(severalPrizes
      ? [
          `UPDATE draw_winners SET address = '' WHERE user_id = @id AND EXISTS (
              SELECT 1 FROM payouts p WHERE p.raffle_id = draw_winners.raffle_id
                AND p.position = draw_winners.position AND p.kind = 'prize' AND p.status IN ${PAID})`,
        ]
      : []),
  ].map((sql) => db.prepare(sql));
  // The e-mail left behind is unique by construction: the account's id and 64 random bits,
  // under .invalid, which registration refuses (docs/protocols/accounts.md#erased-accounts).
  // Rows erased before keep 'conta-apagada-<id>@apagado.invalid', which no new one can equal.
  const eraseUser = db.prepare(
    `UPDATE users SET email = 'conta-apagada-' || id || '-' || lower(hex(randomblob(8))) || '@apagado.invalid',
            name = 'Conta apagada',
            btc_address = '', nickname = NULL, nickname_key = NULL, password_hash = '!',
            recovery_code_hash = NULL, lightning_address = NULL, lightning_address_set_at = NULL,
            deleted_at = @at, token_version = token_version + 1,
            updated_at = @at
      WHERE id = @id`,
  );
  const dropLinks = db.prepare('DELETE FROM password_resets WHERE user_id = ?');
  const recover = db.prepare(
    `UPDATE users SET password_hash = @passwordHash, recovery_code_hash = @nextCodeHash,
            token_version = token_version + 1, updated_at = @at
      WHERE id = @id AND recovery_code_hash = @codeHash AND deleted_at IS NULL`,
  );
  const insertLink = db.prepare(
    `INSERT INTO password_resets (token_hash, user_id, created_by, created_at, expires_at)
     VALUES (@token_hash, @user_id, @created_by, @created_at, @expires_at)`,
  );
  const spendLink = db.prepare(
    `UPDATE password_resets SET used_at = @now
      WHERE token_hash = @tokenHash AND used_at IS NULL AND expires_at > @now
      RETURNING user_id`,
  );
  const setPassword = db.prepare(
    `UPDATE users SET password_hash = ?, token_version = token_version + 1, updated_at = ?
      WHERE id = ? AND deleted_at IS NULL`,
  );

  return {
    ranking: (raffleId, limit) =>
      ranking.all(raffleId, limit) as ReturnType<AccountDataRepository['ranking']>,
    exportOf(userId) {
      type Rows = Record<string, unknown>[];
      return {
        purchases: purchases.all(userId) as Rows,
        tickets: tickets.all(userId) as Rows,
        wins: wins.all(userId) as Rows,
        refunds: refunds.all(userId) as Rows,
        payouts: payouts.all(userId, userId) as Rows,
        deliveries: (deliveries?.all(userId) ?? []) as Rows,
        purchase_consent_at:
          (db.prepare('SELECT purchase_consent_at FROM users WHERE id = ?').pluck().get(userId) as
            string | null | undefined) ?? null,
      };
    },
    deletionStakes: (userId) => {
      if (!stakes) throw new Error('prize_deliveries is missing: the database is not migrated');
      return stakes(userId);
    },
    unpaidClaims: (userId) =>
      unpaid.all({ id: userId }) as ReturnType<AccountDataRepository['unpaidClaims']>,
    erase: db.transaction((userId: number, at: string) => {
      // Another row holding the new e-mail would need the same 64 random bits: draw again.
      for (let attempt = 1; ; attempt++) {
        try {
          eraseUser.run({ id: userId, at });
          break;
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE' || attempt === 5)
            throw error;
        }
      }
      for (const statement of erasePaidAddresses) statement.run({ id: userId });
      for (const statement of eraseDeliveries) statement.run({ id: userId });
      dropLinks.run(userId);
    }),
    recoverWithCode(userId, codeHash, change) {
      const at = new Date().toISOString();
      return recover.run({ id: userId, codeHash, at, ...change }).changes === 1;
    },
    createResetLink(link) {
      insertLink.run(link);
    },
    resetWithLink: db.transaction((tokenHash: string, now: string, passwordHash: string) => {
      const row = spendLink.get({ tokenHash, now }) as { user_id: number } | undefined;
      if (!row) return undefined;
      return setPassword.run(passwordHash, now, row.user_id).changes === 1
        ? row.user_id
        : undefined;
    }),
  };
}

/** What erasing the account leaves behind (docs/protocols/prize-delivery.md#deleting-an-account). */
function deletionStakes(db: Db, paid: string) {
  const live = db.prepare(
    `SELECT COUNT(*) AS tickets, COUNT(DISTINCT t.raffle_id) AS raffles
       FROM tickets t JOIN raffles r ON r.id = t.raffle_id
      WHERE t.user_id = ? AND r.status <> 'cancelled'
        AND NOT EXISTS (SELECT 1 FROM draws d WHERE d.raffle_id = t.raffle_id AND d.status = 'drawn')`,
  );
  const prizes = db.prepare(
    `SELECT p.raffle_id, r.name AS raffle_name, COALESCE(p.position, 1) AS position, p.amount, p.status
       FROM payouts p JOIN raffles r ON r.id = p.raffle_id
      WHERE p.kind = 'prize' AND p.user_id = ? AND p.status NOT IN ${paid}
      ORDER BY p.raffle_id, p.position`,
  );
  const physical = db.prepare(
    `SELECT w.raffle_id, r.name AS raffle_name, w.position, rp.description,
            COALESCE(pd.status, 'awaiting_contact') AS status
       FROM draw_winners w JOIN raffles r ON r.id = w.raffle_id
       JOIN raffle_prizes rp ON rp.raffle_id = w.raffle_id AND rp.position = w.position AND rp.amount = 0
       LEFT JOIN prize_deliveries pd ON pd.raffle_id = w.raffle_id AND pd.position = w.position
      WHERE w.user_id = ? AND COALESCE(pd.status, '') <> 'delivered'
      ORDER BY w.raffle_id, w.position`,
  );
  const refunds = db.prepare(
    `SELECT f.raffle_id, r.name AS raffle_name, SUM(f.amount) AS amount
       FROM refunds f JOIN raffles r ON r.id = f.raffle_id LEFT JOIN payouts p ON p.id = f.payout_id
      WHERE f.user_id = ? AND f.closed_at IS NULL AND (p.id IS NULL OR p.status NOT IN ${paid})
      GROUP BY f.raffle_id ORDER BY f.raffle_id`,
  );
  type Stakes = ReturnType<AccountDataRepository['deletionStakes']>;
  return (userId: number): Stakes => {
    const { tickets, raffles } = live.get(userId) as { tickets: number; raffles: number };
    return {
      live_tickets: tickets,
      live_raffles: raffles,
      prizes: prizes.all(userId) as Stakes['prizes'],
      physical_prizes: physical.all(userId) as Stakes['physical_prizes'],
      refunds: refunds.all(userId) as Stakes['refunds'],
    };
  };
}
