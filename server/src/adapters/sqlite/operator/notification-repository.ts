// SQL of the operator's notifications (migration 11). Each fact query returns only what has
// no notification yet (NOT EXISTS on the unique key), so a scan of a quiet database reads
// little; the outbox of pushes is read through its (status, next_attempt_at) index.
import type { AdminNotification, PushChannel } from '@rifa/shared';
import type {
  ClosedFact,
  DrawnFact,
  NotificationDraft,
  NotificationRepository,
  PayoutFact,
  PendingPush,
  SoldOutFact,
} from '../../../domain/ports/index.ts';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../database.ts';

const missing = (key: string) => `NOT EXISTS (SELECT 1 FROM notifications n WHERE n.key = ${key})`;

export function createNotificationRepository(db: Db): NotificationRepository {
  const soldOut = db.prepare(
    `SELECT id AS raffleId, name, total_tickets AS totalTickets FROM raffles r
     WHERE r.sold_tickets >= r.total_tickets AND ${missing("'sold_out:' || r.id")} ORDER BY r.id`,
  );
  const closed = db.prepare(
    `SELECT d.raffle_id AS raffleId, r.name, d.tickets_count AS ticketsCount
     FROM draws d JOIN raffles r ON r.id = d.raffle_id
     WHERE ${missing("'closed:' || d.raffle_id")} ORDER BY d.raffle_id`,
  );
  const drawn = db.prepare(
    `SELECT d.raffle_id AS raffleId, r.name, d.winning_ticket AS winningTicket
     FROM draws d JOIN raffles r ON r.id = d.raffle_id
     WHERE d.status = 'drawn' AND ${missing("'drawn:' || d.raffle_id")} ORDER BY d.raffle_id`,
  );
  const insertOne = db.prepare(
    `INSERT OR IGNORE INTO notifications (key, kind, raffle_id, title, body, created_at, read_at)
     VALUES (@key, @kind, @raffleId, @title, @body, @now, @readAt)`,
  );
  const insertPush = db.prepare(
    `INSERT OR IGNORE INTO notification_pushes (notification_id, channel, updated_at) VALUES (?, ?, ?)`,
  );
  const list = db.prepare(
    `SELECT id, kind, raffle_id, title, body, created_at, read_at FROM notifications
     ORDER BY id DESC LIMIT ?`,
  );
  const unread = db.prepare('SELECT count(*) FROM notifications WHERE read_at IS NULL').pluck();
  const readAll = db.prepare('UPDATE notifications SET read_at = ? WHERE read_at IS NULL');
  const due = db.prepare(
    `SELECT p.notification_id AS notificationId, p.channel, p.attempts, n.kind, n.title, n.body
     FROM notification_pushes p JOIN notifications n ON n.id = p.notification_id
     WHERE p.status = 'pending' AND (p.next_attempt_at IS NULL OR p.next_attempt_at <= ?)
     ORDER BY p.notification_id, p.channel LIMIT ?`,
  );
  const sent = db.prepare(
    `UPDATE notification_pushes SET status = 'sent', attempts = attempts + 1, sent_at = @now,
       updated_at = @now, last_error = NULL, next_attempt_at = NULL
     WHERE notification_id = @id AND channel = @channel AND status = 'pending'`,
  );
  const failed = db.prepare(
    `UPDATE notification_pushes SET attempts = attempts + 1, last_error = @error, updated_at = @now,
       next_attempt_at = @next, status = CASE WHEN @next IS NULL THEN 'failed' ELSE 'pending' END
     WHERE notification_id = @id AND channel = @channel AND status = 'pending'`,
  );
  const failedCount = db
    .prepare("SELECT count(*) FROM notification_pushes WHERE status = 'failed'")
    .pluck();
  const lastFailure = db.prepare(
    `SELECT channel, last_error AS error, updated_at AS at FROM notification_pushes
     WHERE status = 'failed' ORDER BY updated_at DESC LIMIT 1`,
  );

  const payoutsByMarks = new Map<string, Statement<string[]>>();

  const insert = db.transaction(
    (
      drafts: NotificationDraft[],
      options: { now: string; read: boolean; channels: PushChannel[] },
    ) => {
      let inserted = 0;
      for (const draft of drafts) {
        const result = insertOne.run({
          ...draft,
          now: options.now,
          readAt: options.read ? options.now : null,
        });
        if (result.changes === 0) continue;
        inserted += 1;
        for (const channel of options.channels)
          insertPush.run(result.lastInsertRowid, channel, options.now);
      }
      return inserted;
    },
  );

  return {
    soldOut: () => soldOut.all() as SoldOutFact[],
    closed: () => closed.all() as ClosedFact[],
    drawn: () => drawn.all() as DrawnFact[],
    payouts(statuses) {
      // The statuses are the domain's constant list, bound as parameters; the statement is
      // prepared once per list, not at every 5-second scan.
      const marks = statuses.map(() => '?').join(', ');
      let statement = payoutsByMarks.get(marks);
      if (!statement) {
        statement = db.prepare(
          `SELECT p.id AS payoutId, p.raffle_id AS raffleId, r.name, p.kind, p.status, p.amount,
                  p.last_error AS lastError
           FROM payouts p JOIN raffles r ON r.id = p.raffle_id
           WHERE p.status IN (${marks}) AND ${missing("'payout:' || p.id || ':' || p.status")}
           ORDER BY p.id`,
        );
        payoutsByMarks.set(marks, statement);
      }
      return statement.all(...statuses) as PayoutFact[];
    },
    insert: (drafts, options) => insert(drafts, options),
    list: (limit) => list.all(limit) as AdminNotification[],
    unread: () => unread.get() as number,
    readAll: (now) => void readAll.run(now),
    duePushes: (now, limit) => due.all(now, limit) as PendingPush[],
    pushSent: (id, channel, now) => void sent.run({ id, channel, now }),
    pushFailed: (id, channel, error, now, next) =>
      void failed.run({ id, channel, error, now, next }),
    failedPushes: () => ({
      count: failedCount.get() as number,
      last:
        (lastFailure.get() as { channel: PushChannel; error: string; at: string } | undefined) ??
        null,
    }),
  };
}
