// Migration 13: an account's consent before its first purchase (docs/protocols/payment.md):
// it read and accepted the raffle's rules and said it is 18 or older. One date for both, since
// the buy dialog asks them together and refuses a purchase without either; null: never asked.
import type { Migration } from './migration.ts';

export const purchaseConsentMigration: Migration = {
  version: 13,
  name: 'purchase consent',
  sql: `
    ALTER TABLE users ADD COLUMN purchase_consent_at TEXT;
  `,
};
