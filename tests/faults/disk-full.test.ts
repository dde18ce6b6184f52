// Disk full, simulated inside SQLite (docs/decisions/0007-load-faults-attack.md): the server runs with RIFA_FAULT_MAX_PAGES
// (PRAGMA max_page_count on its connection, server/src/test-only/fault-injection.ts) and a second
// connection with the same cap fills the users and transactions tables until no row fits.
// A registration and a purchase then get SQLITE_FULL: 503 with a pt-BR error, no row
// written, no invoice asked of LND; reads keep working; once space is freed both succeed.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { tablesDigest } from '../support/db-digest.ts';
import { cleanup } from './support/children.ts';
import { startRig } from './support/devnode-process.ts';
import { startServer } from './support/server-process.ts';

afterAll(cleanup);

const FULL = { error: 'Armazenamento do servidor cheio; tente novamente mais tarde' };
const SPARE_PAGES = 16;

/** Inserts rows from `next` until `misses` in a row are refused for lack of pages. */
function fillUntilFull(db: Database.Database, insert: (i: number) => void, misses = 40): number {
  let refused = 0;
  let rows = 0;
  for (let i = 0; refused < misses; i++) {
    try {
      insert(i);
      rows += 1;
      refused = 0;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_FULL') throw error;
      refused += 1;
    }
  }
  expect(db.pragma('page_count', { simple: true })).toBe(
    db.pragma('max_page_count', { simple: true }),
  );
  return rows;
}

it('answers 503 in pt-BR with nothing written when SQLite is full, and recovers when space is freed', async () => {
  const { dataDir, devnode } = await startRig('rifa-fault-full-');
  const file = path.join(dataDir, 'rifa.sqlite');
  let { server, api } = await startServer({ dataDir, devnode });
  const buyer = await api.register('cheio@example.com');
  const raffle = await api.createRaffle(await api.adminToken(), { total_tickets: 100 });
  expect((await server.stop()).code).toBe(0);

  const filler = new Database(file);
  const limit = (filler.pragma('page_count', { simple: true }) as number) + SPARE_PAGES;
  filler.pragma(`max_page_count = ${limit}`);
  filler.pragma('busy_timeout = 5000');
  ({ server, api } = await startServer({
    dataDir,
    devnode,
    env: { RIFA_FAULT_MAX_PAGES: String(limit) },
  }));

  // Tiny rows, random keys: when none fits any more, neither does a real one.
  const addUser = filler.prepare(
    `INSERT INTO users (email, name, btc_address, password_hash, created_at, updated_at) VALUES (?, 'f', '', '', '', '')`,
  );
  const addTransaction = filler.prepare(
    `INSERT INTO transactions (user_id, raffle_id, tickets_count, amount, status, expires_at, created_at) VALUES (?, ?, 1, 1, 'expired', '', '')`,
  );
  fillUntilFull(filler, () => addUser.run(`f${Math.random().toString(36).slice(2)}@f`));
  fillUntilFull(filler, () => addTransaction.run(buyer.user.id, raffle.id));
  fillUntilFull(filler, () => addUser.run(`f${Math.random().toString(36).slice(2)}@f`));

  const snapshot = () => tablesDigest(filler, ['users', 'transactions', 'tickets', 'raffles']);
  const before = snapshot();
  const invoicesBefore = (await devnode.invoices()).length;
  const register = () => api.tryRegister('Sem Espaço', 'sem-espaco@example.com');
  const buy = () =>
    api.call('POST', '/api/transaction', {
      token: buyer.token,
      body: {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: 2,
        amount: 2_000,
      },
    });

  const registration = await register();
  expect(registration.status).toBe(503);
  expect(registration.body).toEqual(FULL);
  const purchase = await buy();
  expect(purchase.status).toBe(503);
  expect(purchase.body).toEqual(FULL);
  expect(snapshot()).toBe(before);
  expect(await devnode.invoices()).toHaveLength(invoicesBefore);
  // Reading needs no space: the site, logins and health keep working.
  expect((await api.call('GET', '/api/rifa')).status).toBe(200);
  expect(
    (
      await api.call('POST', '/auth/login', {
        body: { email: 'cheio@example.com', password: 'segredo123' },
      })
    ).status,
  ).toBe(200);
  expect((await api.call('GET', '/api/health')).status).toBe(200);
  expect(server.output()).toContain('falha de armazenamento');
  expect(server.output()).not.toContain('erro inesperado');

  // Space comes back (the operator freed the disk): the same calls succeed.
  filler.exec(
    `DELETE FROM users WHERE email LIKE 'f%@f'; DELETE FROM transactions WHERE amount = 1 AND status = 'expired'`,
  );
  expect((await register()).status).toBe(201);
  expect((await buy()).status).toBe(201);

  filler.close();
  expect((await server.stop()).code).toBe(0);
  const db = new Database(file, { readonly: true });
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  db.close();
  await devnode.stop();
});
