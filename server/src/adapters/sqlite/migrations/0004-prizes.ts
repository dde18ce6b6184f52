// Migration 4 (docs/protocols/draw.md#several-prizes): several prizes per raffle and their winners.
import type { Migration } from './migration.ts';

export const severalPrizesMigration: Migration = {
  version: 4,
  name: 'several ranked prizes',
  // docs/protocols/draw.md#several-prizes. raffle_prizes: position 1..P of each raffle (position 1 mirrors
  // raffles.prize_amount, which stays > 0); amount 0 is a physical prize, described, that the
  // organiser delivers. draw_winners: one row per awarded position with the values that drew
  // it (position 1 repeats the draws row, so old readers keep working); positions beyond N
  // have no row. payouts.position: which prize a prize payout pays; the one-prize index
  // becomes one per position. Existing rows become position 1 with their labels unchanged.
  sql: `
    CREATE TABLE raffle_prizes (
      raffle_id   INTEGER NOT NULL REFERENCES raffles(id),
      position    INTEGER NOT NULL CHECK (position >= 1),
      amount      INTEGER NOT NULL CHECK (amount >= 0),
      description TEXT,
      CHECK (amount > 0 OR description IS NOT NULL),
      PRIMARY KEY (raffle_id, position)
    ) WITHOUT ROWID;
    INSERT INTO raffle_prizes (raffle_id, position, amount) SELECT id, 1, prize_amount FROM raffles;

    CREATE TABLE draw_winners (
      raffle_id      INTEGER NOT NULL REFERENCES raffles(id),
      position       INTEGER NOT NULL CHECK (position >= 1),
      digest         TEXT NOT NULL,
      n              TEXT NOT NULL,
      tickets_count  INTEGER NOT NULL CHECK (tickets_count >= 1),
      winning_index  INTEGER NOT NULL,
      ticket         INTEGER NOT NULL,
      user_id        INTEGER NOT NULL REFERENCES users(id),
      -- The winner's btc_address when the draw ran: a sats prize goes there.
      address        TEXT NOT NULL,
      PRIMARY KEY (raffle_id, position),
      UNIQUE (raffle_id, ticket)
    ) WITHOUT ROWID;
    INSERT INTO draw_winners (raffle_id, position, digest, n, tickets_count, winning_index, ticket, user_id, address)
      SELECT raffle_id, 1, digest, n, tickets_count, winning_index, winning_ticket, winner_user_id, winner_address
      FROM draws WHERE status = 'drawn';

    ALTER TABLE payouts ADD COLUMN position INTEGER CHECK (position IS NULL OR position >= 1);
    UPDATE payouts SET position = 1 WHERE kind = 'prize';
    DROP INDEX payouts_one_prize;
    CREATE UNIQUE INDEX payouts_one_prize ON payouts(raffle_id, position) WHERE kind = 'prize';
  `,
};
