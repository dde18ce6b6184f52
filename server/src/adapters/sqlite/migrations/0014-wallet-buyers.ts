// Migration 14: buying and claiming from any Lightning wallet (docs/protocols/lnurl.md).
// - A wallet buyer is a users row nobody can log into (an .invalid e-mail, no password), one
//   per wallet purchase, so tickets, draws, refunds and payouts keep their owner as before.
// - ticket_pages: the buyer's page /bilhete/<secret>; only the secret's hash is kept.
//   saved_by is the account it was attached to ('Guardar na minha conta'). A released
//   reservation takes its page with it (cascade) and its buyer (the adapter deletes it).
// - lnurl_withdrawals: LNURL-withdraw links (LUD-03) for a prize or refunds; only k1's hash
//   is kept. The payout's own status is what makes a link pay once.
import type { Migration } from './migration.ts';

export const walletBuyersMigration: Migration = {
  version: 14,
  name: 'wallet buyers',
  sql: `
    ALTER TABLE users ADD COLUMN wallet_buyer INTEGER NOT NULL DEFAULT 0 CHECK (wallet_buyer IN (0, 1));

    CREATE TABLE ticket_pages (
      transaction_id INTEGER PRIMARY KEY REFERENCES transactions(id) ON DELETE CASCADE,
      secret_hash    TEXT NOT NULL UNIQUE,
      saved_by       INTEGER REFERENCES users(id),
      saved_at       TEXT,
      created_at     TEXT NOT NULL
    );

    CREATE TABLE lnurl_withdrawals (
      k1_hash    TEXT PRIMARY KEY,
      kind       TEXT NOT NULL CHECK (kind IN ('prize', 'refund')),
      raffle_id  INTEGER NOT NULL REFERENCES raffles(id),
      user_id    INTEGER NOT NULL REFERENCES users(id),
      position   INTEGER,
      amount     INTEGER NOT NULL CHECK (amount > 0),
      created_at TEXT NOT NULL,
      used_at    TEXT
    );
    CREATE INDEX lnurl_withdrawals_user ON lnurl_withdrawals(user_id, raffle_id);
  `,
};
