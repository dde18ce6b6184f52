// Migration 12 (docs/protocols/prize-delivery.md): physical prizes delivered, refunds an
// operator may close, and claim links that keep a deleted account's money payable.
import type { Migration } from './migration.ts';

export const prizeDeliveryMigration: Migration = {
  version: 12,
  name: 'prize delivery, closed refunds, claim links',
  // prize_deliveries: one row per physical prize (raffle_prizes.amount = 0) once its winner
  // gives a contact or the organiser ships it; no row reads 'awaiting_contact'. contact is
  // private (the winner and the admins), erased with the account. Each status has the dates
  // it implies, so no row can claim 'delivered' without having been 'shipped'.
  // refunds.closed_*: the operator ended a refund nobody can receive, with a reason; a closed
  // refund is never put in a payout. claim_links: a secret link (only its sha256 is kept) with
  // which the account's owner names a Lightning invoice for their prizes and refunds, also
  // after erasing the account; a newer link revokes the older ones.
  sql: `
    CREATE TABLE prize_deliveries (
      raffle_id    INTEGER NOT NULL REFERENCES raffles(id),
      position     INTEGER NOT NULL CHECK (position >= 1),
      user_id      INTEGER NOT NULL REFERENCES users(id),
      status       TEXT NOT NULL CHECK (status IN ('contact_given', 'shipped', 'delivered')),
      contact      TEXT CHECK (contact IS NULL OR length(contact) <= 500),
      contact_at   TEXT,
      tracking     TEXT CHECK (tracking IS NULL OR length(tracking) <= 300),
      shipped_at   TEXT,
      shipped_by   INTEGER REFERENCES users(id),
      delivered_at TEXT,
      delivered_by INTEGER REFERENCES users(id),
      updated_at   TEXT NOT NULL,
      CHECK (status <> 'contact_given' OR contact_at IS NOT NULL),
      CHECK (status = 'contact_given' OR shipped_at IS NOT NULL),
      CHECK (status <> 'delivered' OR delivered_at IS NOT NULL),
      PRIMARY KEY (raffle_id, position)
    ) WITHOUT ROWID;
    CREATE INDEX prize_deliveries_user ON prize_deliveries(user_id);

    ALTER TABLE refunds ADD COLUMN closed_at TEXT;
    ALTER TABLE refunds ADD COLUMN closed_reason TEXT;
    ALTER TABLE refunds ADD COLUMN closed_by INTEGER REFERENCES users(id);

    CREATE TABLE claim_links (
      id         INTEGER PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      user_id    INTEGER NOT NULL REFERENCES users(id),
      created_at TEXT NOT NULL,
      revoked_at TEXT
    );
    CREATE INDEX claim_links_user ON claim_links(user_id) WHERE revoked_at IS NULL;
  `,
};
