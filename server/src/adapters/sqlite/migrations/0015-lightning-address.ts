// Migration 15: paying a winner at their own Lightning Address
// (docs/protocols/lnurl.md#lightning-address-payouts).
// - users.lightning_address: the participant's LUD-16 address (name@domain, lower case, at
//   most 320 characters), null when none; lightning_address_set_at: when it last changed, so
//   a new address gets fresh attempts at a prize the old one could not take.
// - payouts.lightning_address_tries / _tried_at: the automatic attempts at a prize since the
//   address last changed. Attempts are bounded (three, spaced out), so a wallet that refuses
//   or is down is not asked again and again: the prize stays claimable meanwhile.
// The address itself is not copied onto the payout: erasing the account clears it in one place.
import type { Migration } from './migration.ts';

export const lightningAddressMigration: Migration = {
  version: 15,
  name: 'lightning address',
  sql: `
    ALTER TABLE users ADD COLUMN lightning_address TEXT
      CHECK (lightning_address IS NULL OR length(lightning_address) BETWEEN 3 AND 320);
    ALTER TABLE users ADD COLUMN lightning_address_set_at TEXT;

    ALTER TABLE payouts ADD COLUMN lightning_address_tries INTEGER NOT NULL DEFAULT 0
      CHECK (lightning_address_tries >= 0);
    ALTER TABLE payouts ADD COLUMN lightning_address_tried_at TEXT;
  `,
};
