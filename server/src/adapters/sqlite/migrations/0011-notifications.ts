// Migration 11 (docs/decisions/0016-operator-cockpit-release.md): the operator's notifications and their pushes.
import type { Migration } from './migration.ts';

export const notificationsMigration: Migration = {
  version: 11,
  name: 'operator notifications',
  // Notifications are derived from state by a scanner (domain/notification-scanner.ts): each
  // has a unique key ('sold_out:7', 'payout:3:failed', 'lnd_down:2') and is inserted with
  // INSERT OR IGNORE, so a crash or a restart never duplicates or loses one and no money
  // path writes here. notification_pushes is the outbox: one row per channel configured when
  // the notification was created; the push job sends the pending ones, retrying with backoff
  // (next_attempt_at) and giving up as 'failed' after a few attempts.
  sql: `
    CREATE TABLE notifications (
      id         INTEGER PRIMARY KEY,
      key        TEXT NOT NULL UNIQUE,
      kind       TEXT NOT NULL CHECK (kind IN ('sold_out', 'closed', 'drawn', 'payout', 'lnd_down', 'lnd_up')),
      raffle_id  INTEGER REFERENCES raffles(id),
      title      TEXT NOT NULL,
      body       TEXT NOT NULL,
      created_at TEXT NOT NULL,
      read_at    TEXT
    );
    CREATE INDEX notifications_unread ON notifications(id) WHERE read_at IS NULL;

    CREATE TABLE notification_pushes (
      notification_id INTEGER NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
      channel         TEXT NOT NULL CHECK (channel IN ('ntfy', 'nostr')),
      status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts        INTEGER NOT NULL DEFAULT 0,
      last_error      TEXT,
      next_attempt_at TEXT,
      sent_at         TEXT,
      updated_at      TEXT,
      PRIMARY KEY (notification_id, channel)
    ) WITHOUT ROWID;
    CREATE INDEX notification_pushes_status ON notification_pushes(status, next_attempt_at);
  `,
};
