import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseAtVersion, SEEDED_AT as NOW } from '../../../../../tests/support/old-database.ts';
import { openDatabase } from '../database.ts';

describe('migration 10: signed purchase receipts', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rifa-migration-10-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every purchase paid before it an unsigned receipt, and every later payment one', () => {
    const file = path.join(dir, 'rifa.db');
    databaseAtVersion(
      file,
      9,
      `INSERT INTO transactions (id, raffle_id, user_id, tickets_count, amount, status, expires_at, created_at)
        VALUES (1, 1, 1, 1, 10, 'paid', '${NOW}', '${NOW}'),
               (2, 1, 1, 1, 10, 'expired', '${NOW}', '${NOW}'),
               (3, 1, 1, 1, 10, 'pending', '${NOW}', '${NOW}');`,
    );

    const db = openDatabase(file);
    const receipts = () =>
      db.prepare('SELECT * FROM receipts ORDER BY transaction_id').all() as Record<
        string,
        unknown
      >[];
    // The purchase paid before the migration is backfilled, unsigned; the others have none.
    expect(receipts()).toEqual([
      { transaction_id: 1, text: null, signature: null, node_pubkey: null, signed_at: null },
    ]);
    // A payment after it gets its row in the same statement that marks it paid.
    db.prepare("UPDATE transactions SET status = 'paid' WHERE id = 3").run();
    expect(receipts().map((row) => row.transaction_id)).toEqual([1, 3]);
    // Half a signature is refused: text, signature, key and time are set together.
    expect(() =>
      db.prepare("UPDATE receipts SET text = 'rifa-recibo-v1' WHERE transaction_id = 1").run(),
    ).toThrow(/CHECK/);
    db.close();
  });
});
