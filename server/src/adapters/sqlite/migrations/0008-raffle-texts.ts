// Migration 8 (docs/decisions/0014-numbers-prizes-packages.md): the organiser's texts on a raffle.
import type { Migration } from './migration.ts';

export const raffleTextsMigration: Migration = {
  version: 8,
  name: 'raffle description, regulamento and contact',
  // Plain text, NULL when none was given (domain/raffle-texts.ts checks and trims them). Read
  // by GET /api/rifa/:id only: the cached public list stays as small as before.
  sql: `
    ALTER TABLE raffles ADD COLUMN description TEXT;
    ALTER TABLE raffles ADD COLUMN rules TEXT;
    ALTER TABLE raffles ADD COLUMN contact TEXT;
  `,
};
