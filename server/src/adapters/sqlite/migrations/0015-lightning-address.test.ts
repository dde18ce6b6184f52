import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseAtVersion, SEEDED_AT as NOW } from '../../../../../tests/support/old-database.ts';
import { openDatabase } from '../database.ts';

// docs/protocols/lnurl.md#lightning-address-payouts: accounts gain an optional Lightning Address,
// prizes a count of the automatic attempts at it; what was there is untouched.
describe('migration 15: Lightning Address', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rifa-migration-15-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves every account without an address and every prize untried', () => {
    const file = path.join(dir, 'rifa.db');
    databaseAtVersion(
      file,
      14,
      `INSERT INTO payouts (id, raffle_id, kind, label, status, method, amount, address, user_id, position, created_at, updated_at)
        VALUES (3, 1, 'prize', 'rifa:1:premio', 'awaiting_invoice', 'lightning', 200, 'bcrt1qexample', 1, 1, '${NOW}', '${NOW}');`,
    );

    const db = openDatabase(file);
    expect(
      db.prepare('SELECT lightning_address, lightning_address_set_at FROM users').get(),
    ).toEqual({ lightning_address: null, lightning_address_set_at: null });
    expect(
      db
        .prepare(
          'SELECT status, lightning_address_tries, lightning_address_tried_at FROM payouts WHERE id = 3',
        )
        .get(),
    ).toEqual({
      status: 'awaiting_invoice',
      lightning_address_tries: 0,
      lightning_address_tried_at: null,
    });
    db.prepare("UPDATE users SET lightning_address = 'ana@carteira.exemplo' WHERE id = 1").run();
    // LUD-16's 320 characters at most, as the profile checks.
    expect(() =>
      db
        .prepare('UPDATE users SET lightning_address = ? WHERE id = 1')
        .run(`${'a'.repeat(320)}@x.co`),
    ).toThrow(/CHECK/);
    expect(() =>
      db.prepare('UPDATE payouts SET lightning_address_tries = -1 WHERE id = 3').run(),
    ).toThrow(/CHECK/);
    db.close();
  });
});
