import type { Migration } from './migration.ts';

export const ticketNumbersMigration: Migration = {
  version: 3,
  name: 'ticket numbers fixed at reservation',
  // docs/protocols/payment.md step 5: a purchase's numbers are fixed when it is reserved.
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
};
