// SQL of physical prize deliveries and claim links (docs/protocols/prize-delivery.md). A
// delivery write is a compare-and-set on the status the domain planned from: the INSERT of a
// first row does nothing when one exists, an UPDATE names the status it may leave.
import type { DeliveryStatus } from '@rifa/shared';
import type {
  ClaimLinkRepository,
  DeliveryRecord,
  DeliveryRepository,
  DeliveryWrite,
} from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

type DeliveryRow = Omit<DeliveryRecord, 'account_deleted'> & { account_deleted: number };

// Every physical prize won (docs/protocols/draw.md#several-prizes: amount 0, described); no
// delivery row yet reads 'awaiting_contact'.
const SELECT_DELIVERIES = `
  SELECT w.raffle_id, r.name AS raffle_name, w.position, rp.description, w.ticket AS winning_ticket,
         w.user_id, u.name AS winner_name, u.email AS winner_email,
         u.deleted_at IS NOT NULL AS account_deleted, d.drawn_at,
         COALESCE(pd.status, 'awaiting_contact') AS status, pd.contact, pd.tracking,
         pd.contact_at, pd.shipped_at, pd.delivered_at
    FROM draw_winners w
    JOIN draws d ON d.raffle_id = w.raffle_id AND d.status = 'drawn'
    JOIN raffles r ON r.id = w.raffle_id
    JOIN raffle_prizes rp ON rp.raffle_id = w.raffle_id AND rp.position = w.position AND rp.amount = 0
    JOIN users u ON u.id = w.user_id
    LEFT JOIN prize_deliveries pd ON pd.raffle_id = w.raffle_id AND pd.position = w.position`;

const toRecord = (row: DeliveryRow | undefined): DeliveryRecord | undefined =>
  row && { ...row, account_deleted: row.account_deleted === 1 };

export function createDeliveryRepository(db: Db): DeliveryRepository {
  const one = db.prepare(`${SELECT_DELIVERIES} WHERE w.raffle_id = ? AND w.position = ?`);
  const all = db.prepare(
    `${SELECT_DELIVERIES} ORDER BY d.drawn_at DESC, w.raffle_id DESC, w.position`,
  );
  // The first row of a delivery, for the winner of that position (no row: nothing written).
  const insert = db.prepare(
    `INSERT INTO prize_deliveries (raffle_id, position, user_id, status, contact, contact_at, tracking, shipped_at, shipped_by, updated_at)
     SELECT raffle_id, position, user_id, @status, @contact, @contact_at, @tracking, @shipped_at, @shipped_by, @now
       FROM draw_winners WHERE raffle_id = @raffleId AND position = @position
     ON CONFLICT (raffle_id, position) DO NOTHING`,
  );
  const newContact = db.prepare(
    `UPDATE prize_deliveries SET contact = @contact, contact_at = @now, updated_at = @now
      WHERE raffle_id = @raffleId AND position = @position AND status = 'contact_given'`,
  );
  const shipped = db.prepare(
    `UPDATE prize_deliveries SET status = 'shipped', tracking = @tracking,
            shipped_at = COALESCE(shipped_at, @now), shipped_by = COALESCE(shipped_by, @by), updated_at = @now
      WHERE raffle_id = @raffleId AND position = @position AND status = @from`,
  );
  const delivered = db.prepare(
    `UPDATE prize_deliveries SET status = 'delivered', delivered_at = @now, delivered_by = @by, updated_at = @now
      WHERE raffle_id = @raffleId AND position = @position AND status = 'shipped'`,
  );

  function write(
    raffleId: number,
    position: number,
    from: DeliveryStatus,
    change: DeliveryWrite,
    now: string,
  ): boolean {
    const key = { raffleId, position, now };
    if (from === 'awaiting_contact') {
      if (change.kind === 'delivered') return false;
      const first =
        change.kind === 'contact'
          ? {
              status: 'contact_given',
              contact: change.contact,
              contact_at: now,
              tracking: null,
              shipped_at: null,
              shipped_by: null,
            }
          : {
              status: 'shipped',
              contact: null,
              contact_at: null,
              tracking: change.tracking,
              shipped_at: now,
              shipped_by: change.by,
            };
      return insert.run({ ...key, ...first }).changes === 1;
    }
    if (change.kind === 'contact')
      return (
        from === 'contact_given' &&
        newContact.run({ ...key, contact: change.contact }).changes === 1
      );
    if (change.kind === 'shipped')
      return shipped.run({ ...key, from, tracking: change.tracking, by: change.by }).changes === 1;
    return from === 'shipped' && delivered.run({ ...key, by: change.by }).changes === 1;
  }

  const apply = db.transaction(write);

  return {
    find: (raffleId, position) => toRecord(one.get(raffleId, position) as DeliveryRow | undefined),
    list: () => (all.all() as DeliveryRow[]).map((row) => toRecord(row) as DeliveryRecord),
    apply: (raffleId, position, from, change, now) =>
      apply.immediate(raffleId, position, from, change, now),
  };
}

export function createClaimLinkRepository(db: Db): ClaimLinkRepository {
  const revoke = db.prepare(
    'UPDATE claim_links SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
  );
  const insert = db.prepare(
    'INSERT INTO claim_links (token_hash, user_id, created_at) VALUES (?, ?, ?)',
  );
  const owner = db
    .prepare('SELECT user_id FROM claim_links WHERE token_hash = ? AND revoked_at IS NULL')
    .pluck();
  const live = db
    .prepare('SELECT 1 FROM claim_links WHERE user_id = ? AND revoked_at IS NULL')
    .pluck();
  const create = db.transaction((userId: number, tokenHash: string, now: string) => {
    revoke.run(now, userId);
    insert.run(tokenHash, userId, now);
  });
  return {
    create: (userId, tokenHash, now) => create.immediate(userId, tokenHash, now),
    userOf: (tokenHash) => owner.get(tokenHash) as number | undefined,
    has: (userId) => live.get(userId) !== undefined,
  };
}
