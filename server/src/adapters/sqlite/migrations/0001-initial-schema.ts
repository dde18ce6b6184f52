import type { Migration } from './migration.ts';

export const initialSchemaMigration: Migration = {
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
        -- docs/protocols/draw.md: the draw id is the raffle id as text, fixed at creation.
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

      -- Numbers are sequential per raffle in settlement order (docs/protocols/payment.md step 5); the
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

      -- The draw of a raffle (docs/protocols/draw.md), one row from the close of sales on:
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
      -- reconciled by its unique label after a crash (docs/protocols/draw.md). A prize pays one
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
};
