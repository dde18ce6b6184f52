// Migration 10 (docs/protocols/draw-v2.md 'Receipt'): the receipt the node signs for each paid
// purchase.
import type { Migration } from './migration.ts';

export const receiptsMigration: Migration = {
  version: 10,
  name: 'signed purchase receipts',
  // One row per paid purchase. The triggers write it, unsigned, in the same transaction that
  // marks the purchase paid (whatever path does it), so "paid without a receipt" is a partial
  // index lookup and a crash can never lose one; the receipt job (domain/receipt-job.ts) signs
  // it later with LND, outside that transaction. Signing has no side effect in LND, so no
  // 'sending' state is needed: after a crash it is simply signed again. text, signature,
  // node_pubkey and signed_at are all set together, once (the first valid signature stays).
  sql: `
    CREATE TABLE receipts (
      transaction_id INTEGER PRIMARY KEY REFERENCES transactions(id) ON DELETE CASCADE,
      text           TEXT,
      signature      TEXT,
      node_pubkey    TEXT,
      signed_at      TEXT,
      CHECK ((text IS NULL) = (signature IS NULL)
         AND (text IS NULL) = (node_pubkey IS NULL)
         AND (text IS NULL) = (signed_at IS NULL))
    );
    CREATE INDEX receipts_unsigned ON receipts(transaction_id) WHERE signature IS NULL;
    CREATE TRIGGER receipts_on_paid AFTER UPDATE OF status ON transactions
      WHEN NEW.status = 'paid' AND OLD.status <> 'paid'
    BEGIN
      INSERT OR IGNORE INTO receipts (transaction_id) VALUES (NEW.id);
    END;
    CREATE TRIGGER receipts_on_paid_insert AFTER INSERT ON transactions
      WHEN NEW.status = 'paid'
    BEGIN
      INSERT OR IGNORE INTO receipts (transaction_id) VALUES (NEW.id);
    END;
    -- Purchases paid before this version get their receipt signed too.
    INSERT INTO receipts (transaction_id) SELECT id FROM transactions WHERE status = 'paid';
  `,
};
