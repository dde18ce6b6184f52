// Numbered migrations, applied in order at start inside one transaction each. Never edit
// a released migration: add the next number. Amounts are integer sats; dates ISO 8601 UTC.

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

      CREATE TABLE draws (
        raffle_id              INTEGER PRIMARY KEY REFERENCES raffles(id),
        status                 TEXT NOT NULL CHECK (status IN ('closed', 'block_found', 'drawn')),
        tickets_count          INTEGER NOT NULL,
        tickets_hash           TEXT NOT NULL,
        closed_at              TEXT NOT NULL,
        confirmations_required INTEGER NOT NULL,
        block_height           INTEGER,
        block_hash             TEXT,
        block_mediantime       INTEGER,
        prev_mediantime        INTEGER,
        digest                 TEXT,
        n                      TEXT,
        winning_index          INTEGER,
        winning_ticket         INTEGER,
        winner_user_id         INTEGER REFERENCES users(id),
        drawn_at               TEXT
      );

      -- On-chain sends, exactly once: a row is 'sending' before the LND call and is
      -- reconciled by its unique label after a crash (DESIGN.md §8).
      CREATE TABLE payouts (
        id         INTEGER PRIMARY KEY,
        raffle_id  INTEGER NOT NULL REFERENCES raffles(id),
        kind       TEXT NOT NULL CHECK (kind IN ('prize', 'refund')),
        label      TEXT NOT NULL UNIQUE,
        status     TEXT NOT NULL CHECK (status IN ('pending', 'awaiting_balance', 'sending', 'sent', 'unknown', 'manual')),
        amount     INTEGER NOT NULL CHECK (amount > 0),
        address    TEXT,
        txid       TEXT,
        attempts   INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE refunds (
        id             INTEGER PRIMARY KEY,
        raffle_id      INTEGER NOT NULL REFERENCES raffles(id),
        transaction_id INTEGER NOT NULL UNIQUE REFERENCES transactions(id),
        user_id        INTEGER NOT NULL REFERENCES users(id),
        address        TEXT NOT NULL,
        amount         INTEGER NOT NULL CHECK (amount > 0),
        reason         TEXT NOT NULL CHECK (reason IN ('late_payment', 'no_tickets_left', 'cancelled')),
        payout_id      INTEGER REFERENCES payouts(id),
        created_at     TEXT NOT NULL
      );

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
];
