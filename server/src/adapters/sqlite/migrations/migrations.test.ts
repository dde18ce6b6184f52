import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { migrations } from './index.ts';

const NOW = '2026-01-01T00:00:00.000Z';

/** A version-1 database holding a sent prize and a refund batch with its refund. */
function version1WithPayouts(file: string) {
  const db = openDatabase(file, migrations.slice(0, 1));
  db.exec(`
    INSERT INTO users (id, name, email, password_hash, btc_address, created_at, updated_at)
      VALUES (1, 'Ana', 'ana@x.br', 'h', 'bcrt1qexample', '${NOW}', '${NOW}');
  `);
  const raffle = db.prepare(
    `INSERT INTO raffles (id, name, ticket_price, total_tickets, prize_amount, end_date, status, draw_id, created_by, created_at, updated_at)
     VALUES (?, 'R', 10, 10, 1000, '${NOW}', 'cancelled', '1', 1, '${NOW}', '${NOW}')`,
  );
  raffle.run(1);
  db.exec(`
    INSERT INTO transactions (id, raffle_id, user_id, tickets_count, amount, status, expires_at, created_at)
      VALUES (1, 1, 1, 1, 10, 'paid', '${NOW}', '${NOW}');
    INSERT INTO payouts (id, raffle_id, kind, label, status, amount, txid, created_at, updated_at)
      VALUES (7, 1, 'refund', 'rifa:1:reembolso', 'sent', 10, '${'ab'.repeat(32)}', '${NOW}', '${NOW}');
    INSERT INTO refunds (raffle_id, transaction_id, user_id, address, amount, reason, payout_id, created_at)
      VALUES (1, 1, 1, 'bcrt1qexample', 10, 'cancelled', 7, '${NOW}');
  `);
  db.close();
}

describe('migration 2: Lightning payouts', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rifa-migration-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every payout and the refunds that point at them, as on-chain payouts', () => {
    const file = path.join(dir, 'rifa.db');
    version1WithPayouts(file);
    const db = openDatabase(file);
    const payout = db.prepare('SELECT * FROM payouts WHERE id = 7').get() as Record<
      string,
      unknown
    >;
    expect(payout).toMatchObject({ label: 'rifa:1:reembolso', status: 'sent', method: 'onchain' });
    expect(db.prepare('SELECT payout_id FROM refunds').pluck().get()).toBe(7);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // The new states and columns are there.
    db.prepare(
      `INSERT INTO payouts (raffle_id, kind, label, status, method, amount, user_id, created_at, updated_at)
       VALUES (1, 'refund', 'x', 'awaiting_invoice', 'lightning', 1, 1, ?, ?)`,
    ).run(NOW, NOW);
    expect(() =>
      db
        .prepare(
          `INSERT INTO payouts (raffle_id, kind, label, status, amount, created_at, updated_at)
           VALUES (1, 'refund', 'y', 'awaiting_invoice', 1, ?, ?)`,
        )
        .run(NOW, NOW),
    ).toThrow(/CHECK/);
    db.close();
  });
});
