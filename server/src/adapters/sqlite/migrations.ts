// Numbered migrations, applied in order at start inside one transaction each. Never edit
// a released migration: add the next number. Amounts are integer sats; dates ISO 8601 UTC.

import { severalPrizesMigration } from './migration-4-prizes.ts';
import { packagesMigration } from './migration-6-packages.ts';
import { photosMigration } from './migration-7-photos.ts';
import { raffleTextsMigration } from './migration-8-raffle-texts.ts';
import { anchorsMigration } from './migration-9-anchors.ts';
import { receiptsMigration } from './migration-10-receipts.ts';
import { notificationsMigration } from './migration-11-notifications.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE users (
        id            INTEGER PRIMARY KEY,
        email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name          TEXT NOT NULL,
        btc_address   TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        is_admin      INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
        token_version INTEGER NOT NULL DEFAULT 0,
        created_at    TEXT NOT NULL,
        updated_at    TEXT NOT NULL
      );

      CREATE TABLE raffles (
        id                INTEGER PRIMARY KEY,
        name              TEXT NOT NULL,
        prize_amount      INTEGER NOT NULL CHECK (prize_amount > 0),
        ticket_price      INTEGER NOT NULL CHECK (ticket_price > 0),
        total_tickets     INTEGER NOT NULL CHECK (total_tickets > 0),
        sold_tickets      INTEGER NOT NULL DEFAULT 0 CHECK (sold_tickets >= 0 AND sold_tickets <= total_tickets),
        min_tickets       INTEGER CHECK (min_tickets IS NULL OR min_tickets BETWEEN 1 AND total_tickets),
        end_date          TEXT NOT NULL,
        status            TEXT NOT NULL CHECK (status IN ('active', 'completed', 'cancelled')),
        prize_btc_address TEXT,
        -- DESIGN.md §8: the draw id is the raffle id as text, fixed at creation.
        draw_id           TEXT NOT NULL,
        created_by        INTEGER REFERENCES users(id),
        created_at        TEXT NOT NULL,
        updated_at        TEXT NOT NULL
      );
      CREATE INDEX raffles_status_end ON raffles(status, end_date);

      -- A purchase: 'reserving' until its invoice is attached, then 'pending' until paid
      -- or expired. A reservation holds tickets until its row leaves those two states.
      CREATE TABLE transactions (
        id              INTEGER PRIMARY KEY,
        user_id         INTEGER NOT NULL REFERENCES users(id),
        raffle_id       INTEGER NOT NULL REFERENCES raffles(id),
        type_tx         TEXT NOT NULL DEFAULT 'buy' CHECK (type_tx = 'buy'),
        tickets_count   INTEGER NOT NULL CHECK (tickets_count > 0),
        amount          INTEGER NOT NULL CHECK (amount > 0),
        status          TEXT NOT NULL CHECK (status IN ('reserving', 'pending', 'paid', 'expired', 'refund_owed')),
        payment_request TEXT,
        payment_hash    TEXT UNIQUE,
        expires_at      TEXT NOT NULL,
        created_at      TEXT NOT NULL,
        paid_at         TEXT,
        settle_index    INTEGER
      );
      CREATE INDEX transactions_raffle_status ON transactions(raffle_id, status);
      CREATE INDEX transactions_user ON transactions(user_id, id);
      CREATE INDEX transactions_status_expiry ON transactions(status, expires_at);

      -- Numbers are sequential per raffle in settlement order (DESIGN.md §7 step 5); the
      -- primary key makes a duplicate number impossible.
      CREATE TABLE tickets (
        raffle_id      INTEGER NOT NULL REFERENCES raffles(id),
        number         INTEGER NOT NULL CHECK (number >= 1),
        transaction_id INTEGER NOT NULL REFERENCES transactions(id),
        user_id        INTEGER NOT NULL REFERENCES users(id),
        payment_hash   TEXT NOT NULL,
        created_at     TEXT NOT NULL,
        PRIMARY KEY (raffle_id, number)
      ) WITHOUT ROWID;
      CREATE INDEX tickets_user ON tickets(user_id, raffle_id);
      CREATE INDEX tickets_transaction ON tickets(transaction_id);

      -- The draw of a raffle (DESIGN.md §8), one row from the close of sales on:
      --   closed      N and tickets_hash frozen; waiting for the first block with mediantime > end_date
      --   block_found that block is stored; waiting for confirmations_required (a reorg → closed)
      --   drawn       final: every input and the winner stored; the raffle is completed
      --   cancelled   closed with N = 0: no draw; the raffle is cancelled
      CREATE TABLE draws (
        raffle_id              INTEGER PRIMARY KEY REFERENCES raffles(id),
        status                 TEXT NOT NULL CHECK (status IN ('closed', 'block_found', 'drawn', 'cancelled')),
        tickets_count          INTEGER NOT NULL CHECK (tickets_count >= 0),
        tickets_hash           TEXT NOT NULL,
        closed_at              TEXT NOT NULL,
        confirmations_required INTEGER NOT NULL CHECK (confirmations_required >= 1),
        block_height           INTEGER,
        block_hash             TEXT,
        block_mediantime       INTEGER,
        prev_block_hash        TEXT,
        prev_mediantime        INTEGER,
        -- Raw 80-byte headers (hex) of heights max(0, h − 11)..h, comma-separated, so the
        -- published proof can be checked offline.
        block_headers          TEXT,
        block_found_at         TEXT,
        -- How many times a reorg replaced the stored block before the draw was final.
        reorgs                 INTEGER NOT NULL DEFAULT 0,
        digest                 TEXT,
        n                      TEXT,
        winning_index          INTEGER,
        winning_ticket         INTEGER,
        winner_user_id         INTEGER REFERENCES users(id),
        -- The winner's btc_address when the draw ran: the prize goes there.
        winner_address         TEXT,
        drawn_at               TEXT,
        CHECK (status NOT IN ('block_found', 'drawn') OR (block_height IS NOT NULL AND block_hash IS NOT NULL)),
        CHECK (status <> 'drawn' OR (digest IS NOT NULL AND winning_ticket IS NOT NULL AND winner_user_id IS NOT NULL))
      );
      CREATE INDEX draws_status ON draws(status);

      -- On-chain sends, exactly once: a row is 'sending' before the LND call and is
      -- reconciled by its unique label after a crash (DESIGN.md §8). A prize pays one
      -- address; a refund batch pays the refunds linked to it (refunds.payout_id), one
      -- output per address. Statuses: pending → sending → sent; awaiting_balance (retried);
      -- failed (LND refused and holds no transaction with the label) and unknown (outcome
      -- not established) wait for the admin; awaiting_admin (PAYOUT_MODE=manual) → manual
      -- (paid outside the app, confirmed by the admin) or sent (with its txid).
      CREATE TABLE payouts (
        id          INTEGER PRIMARY KEY,
        raffle_id   INTEGER NOT NULL REFERENCES raffles(id),
        kind        TEXT NOT NULL CHECK (kind IN ('prize', 'refund')),
        label       TEXT NOT NULL UNIQUE,
        status      TEXT NOT NULL CHECK (status IN ('pending', 'awaiting_balance', 'sending', 'sent', 'unknown', 'failed', 'awaiting_admin', 'manual')),
        amount      INTEGER NOT NULL CHECK (amount > 0),
        address     TEXT,
        user_id     INTEGER REFERENCES users(id),
        txid        TEXT,
        attempts    INTEGER NOT NULL DEFAULT 0,
        last_error  TEXT,
        resolved_by INTEGER REFERENCES users(id),
        created_at  TEXT NOT NULL,
        updated_at  TEXT NOT NULL,
        CHECK (kind <> 'prize' OR address IS NOT NULL)
      );
      CREATE UNIQUE INDEX payouts_one_prize ON payouts(raffle_id) WHERE kind = 'prize';
      CREATE INDEX payouts_status ON payouts(status);

      CREATE TABLE refunds (
        id             INTEGER PRIMARY KEY,
        raffle_id      INTEGER NOT NULL REFERENCES raffles(id),
        transaction_id INTEGER NOT NULL UNIQUE REFERENCES transactions(id),
        user_id        INTEGER NOT NULL REFERENCES users(id),
        -- The buyer's btc_address when the refund was recorded.
        address        TEXT NOT NULL,
        amount         INTEGER NOT NULL CHECK (amount > 0),
        reason         TEXT NOT NULL CHECK (reason IN ('late_payment', 'no_tickets_left', 'cancelled')),
        payout_id      INTEGER REFERENCES payouts(id),
        created_at     TEXT NOT NULL
      );
      CREATE INDEX refunds_raffle_payout ON refunds(raffle_id, payout_id);
      CREATE INDEX refunds_user ON refunds(user_id);

      -- Only hashes of admin API keys are kept; the key itself is shown once.
      CREATE TABLE api_keys (
        id         INTEGER PRIMARY KEY,
        key_hash   TEXT NOT NULL UNIQUE,
        created_by INTEGER REFERENCES users(id),
        created_at TEXT NOT NULL,
        revoked_at TEXT
      );

      -- Small durable state: invoice stream cursors and the like.
      CREATE TABLE settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
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
  },
  {
    version: 3,
    name: 'ticket numbers fixed at reservation',
    // Issue 14, DESIGN.md §7 step 5: a purchase's numbers are fixed when it is reserved.
    // transactions.numbers keeps them (ascending, comma-separated) for the purchase's whole
    // life; number_claims is the lock: its primary key allows one claim per number, held by a
    // live reservation or a paid purchase, so two buyers can never get one number. A purchase
    // leaving 'reserving'/'pending' for anything but 'paid' gives its claims back (trigger),
    // whichever path moves it (expiry, cancelled invoice, refund); deleting it does too.
    sql: `
      ALTER TABLE transactions ADD COLUMN numbers TEXT;
      CREATE TABLE number_claims (
        raffle_id      INTEGER NOT NULL REFERENCES raffles(id),
        number         INTEGER NOT NULL CHECK (number >= 1),
        transaction_id INTEGER NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
        PRIMARY KEY (raffle_id, number)
      ) WITHOUT ROWID;
      CREATE INDEX number_claims_transaction ON number_claims(transaction_id);
      INSERT INTO number_claims (raffle_id, number, transaction_id)
        SELECT raffle_id, number, transaction_id FROM tickets;
      UPDATE transactions SET numbers = (
        SELECT group_concat(number) FROM (
          SELECT t.number FROM tickets t WHERE t.transaction_id = transactions.id ORDER BY t.number))
      WHERE status = 'paid';
      CREATE TRIGGER number_claims_release AFTER UPDATE OF status ON transactions
        WHEN OLD.status IN ('reserving', 'pending') AND NEW.status NOT IN ('reserving', 'pending', 'paid')
      BEGIN
        DELETE FROM number_claims WHERE transaction_id = NEW.id;
      END;
    `,
  },
  severalPrizesMigration,
  {
    version: 5,
    name: 'nicknames, password recovery and account erasure',
    // Issue 14. nickname: the public name (ranking, winners); NULL shows 'Participante #<id>'.
    // nickname_key: its lower-cased form, unique, because COLLATE NOCASE folds only ASCII
    // ('Çá' and 'çÁ' are one nickname). recovery_code_hash: sha256 of the recovery code shown
    // once (never the code). deleted_at: the account was erased (LGPD); the row stays so that
    // tickets, draws and payouts keep their user_id, without personal data.
    sql: `
      ALTER TABLE users ADD COLUMN nickname TEXT;
      ALTER TABLE users ADD COLUMN nickname_key TEXT;
      ALTER TABLE users ADD COLUMN recovery_code_hash TEXT;
      ALTER TABLE users ADD COLUMN deleted_at TEXT;
      CREATE UNIQUE INDEX users_nickname_key ON users(nickname_key) WHERE nickname_key IS NOT NULL;

      -- One-time password reset links the admin issues (only the token's sha256 is kept).
      CREATE TABLE password_resets (
        id          INTEGER PRIMARY KEY,
        token_hash  TEXT NOT NULL UNIQUE,
        user_id     INTEGER NOT NULL REFERENCES users(id),
        created_by  INTEGER REFERENCES users(id),
        created_at  TEXT NOT NULL,
        expires_at  TEXT NOT NULL,
        used_at     TEXT
      );
      CREATE INDEX password_resets_user ON password_resets(user_id);
    `,
  },
  packagesMigration,
  photosMigration,
  raffleTextsMigration,
  anchorsMigration,
  receiptsMigration,
  notificationsMigration,
];
