import type { Migration } from './migration.ts';

export const accountRecoveryMigration: Migration = {
  version: 5,
  name: 'nicknames, password recovery and account erasure',
  // docs/decisions/0014-numbers-prizes-packages.md. nickname: the public name (ranking, winners); NULL shows 'Participante #<id>'.
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
};
