// Migration 3 (docs/protocols/payment.md step 5): numbers fixed at reservation. The claims'
// primary key makes a double allocation impossible; a purchase that stops being live gives
// its numbers back; the paid tickets of an older database keep theirs.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseAtVersion, SEEDED_AT as NOW } from '../../../../../tests/support/old-database.ts';
import { openDatabase } from '../database.ts';

/** A version-2 database: one raffle, a paid purchase holding tickets 1 and 2, one pending. */
function version2WithTickets(file: string) {
  databaseAtVersion(
    file,
    2,
    `INSERT INTO transactions (id, raffle_id, user_id, tickets_count, amount, status, expires_at, created_at)
      VALUES (1, 1, 1, 2, 20, 'paid', '${NOW}', '${NOW}'),
             (2, 1, 1, 1, 10, 'pending', '${NOW}', '${NOW}');
    INSERT INTO tickets (raffle_id, number, transaction_id, user_id, payment_hash, created_at)
      VALUES (1, 2, 1, 1, 'h1', '${NOW}'), (1, 1, 1, 1, 'h1', '${NOW}');`,
  );
}

describe('migration 3: numbers fixed at reservation', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rifa-migration-3-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'rifa.db');
  version2WithTickets(file);
  const db = openDatabase(file);
  const claims = () =>
    db.prepare('SELECT number, transaction_id FROM number_claims ORDER BY number').all();
  const claim = (number: number, purchaseId: number) =>
    db
      .prepare('INSERT INTO number_claims (raffle_id, number, transaction_id) VALUES (1, ?, ?)')
      .run(number, purchaseId);

  it('paid tickets keep their numbers, claimed', () => {
    expect(claims()).toEqual([
      { number: 1, transaction_id: 1 },
      { number: 2, transaction_id: 1 },
    ]);
    expect(db.prepare('SELECT numbers FROM transactions WHERE id = 1').pluck().get()).toBe('1,2');
    // A purchase reserved before the migration has none yet (settlement picks them).
    expect(db.prepare('SELECT numbers FROM transactions WHERE id = 2').pluck().get()).toBeNull();
  });

  it('one number, one claim: a second claim is refused by the primary key', () => {
    expect(() => claim(2, 2)).toThrow(/UNIQUE|PRIMARY KEY/);
    claim(3, 2);
    expect(() => claim(3, 2)).toThrow(/UNIQUE|PRIMARY KEY/);
  });

  it('an expired purchase gives its numbers back; a paid one never does', () => {
    db.prepare(`UPDATE transactions SET status = 'expired' WHERE id = 2`).run();
    db.prepare(`UPDATE transactions SET status = 'refund_owed' WHERE id = 1`).run();
    expect(claims()).toEqual([
      { number: 1, transaction_id: 1 },
      { number: 2, transaction_id: 1 },
    ]);
  });

  it('a reservation dropped without an invoice (deleted) takes its claims with it', () => {
    db.exec(`INSERT INTO transactions (id, raffle_id, user_id, tickets_count, amount, status, expires_at, created_at)
             VALUES (3, 1, 1, 1, 10, 'reserving', '${NOW}', '${NOW}')`);
    claim(5, 3);
    db.prepare('DELETE FROM transactions WHERE id = 3').run();
    expect(claims()).toHaveLength(2);
    db.close();
  });
});
