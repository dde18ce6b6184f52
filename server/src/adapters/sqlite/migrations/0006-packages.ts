// Migration 6 (docs/decisions/0014-numbers-prizes-packages.md): ticket packages.
import type { Migration } from './migration.ts';

export const packagesMigration: Migration = {
  version: 6,
  name: 'ticket packages',
  // docs/decisions/0014-numbers-prizes-packages.md: a raffle may sell `quantity` tickets for `price` sats in one purchase. The rows
  // are replaced as a whole while the raffle has no sale or reservation (raffles.ts), so a
  // purchase's package_id is checked against the rows as they stand when it is made.
  sql: `
    CREATE TABLE raffle_packages (
      id        INTEGER PRIMARY KEY,
      raffle_id INTEGER NOT NULL REFERENCES raffles(id),
      quantity  INTEGER NOT NULL CHECK (quantity >= 1),
      price     INTEGER NOT NULL CHECK (price >= 1)
    );
    CREATE INDEX raffle_packages_raffle ON raffle_packages(raffle_id);
  `,
};
