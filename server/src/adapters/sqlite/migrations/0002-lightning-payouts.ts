import type { Migration } from './migration.ts';

export const lightningPayoutsMigration: Migration = {
  version: 2,
  name: 'lightning payouts',
  // SQLite cannot change a CHECK in place: the payouts table is rebuilt. refunds.payout_id
  // points at it, so foreign keys are checked at commit, once the rows are back (SQLite
  // counts the refunds orphaned by the DROP and uncounts them as their parents return).
  sql: `
      PRAGMA defer_foreign_keys = ON;
      CREATE TEMP TABLE payouts_v1 AS SELECT * FROM payouts;
      DROP TABLE payouts;
      -- method: onchain (a labelled transaction from LND's wallet) or lightning (one payment
      -- of the BOLT11 invoice the recipient pasted, found again by its payment hash after a
      -- crash). awaiting_invoice: Lightning only, no invoice yet (amount below the threshold).
      CREATE TABLE payouts (
        id              INTEGER PRIMARY KEY,
        raffle_id       INTEGER NOT NULL REFERENCES raffles(id),
        kind            TEXT NOT NULL CHECK (kind IN ('prize', 'refund')),
        label           TEXT NOT NULL UNIQUE,
        status          TEXT NOT NULL CHECK (status IN ('pending', 'awaiting_balance', 'sending', 'sent', 'unknown', 'failed', 'awaiting_admin', 'manual', 'awaiting_invoice')),
        method          TEXT NOT NULL DEFAULT 'onchain' CHECK (method IN ('onchain', 'lightning')),
        amount          INTEGER NOT NULL CHECK (amount > 0),
        address         TEXT,
        user_id         INTEGER REFERENCES users(id),
        txid            TEXT,
        payment_request TEXT,
        payment_hash    TEXT,
        fee             INTEGER,
        attempts        INTEGER NOT NULL DEFAULT 0,
        last_error      TEXT,
        resolved_by     INTEGER REFERENCES users(id),
        created_at      TEXT NOT NULL,
        updated_at      TEXT NOT NULL,
        CHECK (kind <> 'prize' OR address IS NOT NULL),
        CHECK (method = 'lightning' OR status <> 'awaiting_invoice'),
        CHECK (method = 'onchain' OR status IN ('awaiting_invoice', 'manual') OR payment_hash IS NOT NULL)
      );
      INSERT INTO payouts (id, raffle_id, kind, label, status, amount, address, user_id, txid, attempts, last_error, resolved_by, created_at, updated_at)
        SELECT id, raffle_id, kind, label, status, amount, address, user_id, txid, attempts, last_error, resolved_by, created_at, updated_at FROM payouts_v1;
      DROP TABLE payouts_v1;
      CREATE UNIQUE INDEX payouts_one_prize ON payouts(raffle_id) WHERE kind = 'prize';
      CREATE INDEX payouts_status ON payouts(status);
      -- One invoice pays one payout: LND would refuse the second payment anyway.
      CREATE UNIQUE INDEX payouts_payment_hash ON payouts(payment_hash) WHERE payment_hash IS NOT NULL;
    `,
};
