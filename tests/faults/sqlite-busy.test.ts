// SQLite busy from a second writer (docs/decisions/0007-load-faults-attack.md): another connection holds the write lock for
// longer than the app's busy_timeout (5 s). Writes answer 503 with a pt-BR error, never
// 500; nothing partial is left — no reservation holding tickets, no invoice asked of LND —
// and the same calls succeed once the lock is released. Reads never wait for the lock.
// (A lock taken between a purchase's reservation and its invoice: purchase-cleanup.test.ts.)
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tablesDigest } from '../support/db-digest.ts';
import { sleep } from '../support/poll.ts';
import type { Api } from './support/api-client.ts';
import { cleanup } from './support/children.ts';
import { startRig, type DevnodeProcess } from './support/devnode-process.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';

afterAll(cleanup);

const BUSY = { error: 'Servidor ocupado; tente novamente' };
const TABLES = [
  'users',
  'raffles',
  'transactions',
  'tickets',
  'draws',
  'payouts',
  'refunds',
  'api_keys',
];

let dataDir: string;
let devnode: DevnodeProcess;
let server: ServerProcess;
let api: Api;
let buyer: { token: string };
let raffle: { id: number; ticket_price: number };
let writer: Database.Database;

beforeAll(async () => {
  ({ dataDir, devnode } = await startRig('rifa-fault-busy-'));
  ({ server, api } = await startServer({ dataDir, devnode }));
  buyer = await api.register('ocupado@example.com');
  raffle = await api.createRaffle(await api.adminToken(), { total_tickets: 50 });
  // The second writer: an ordinary connection to the same file (a CLI, a backup script).
  writer = new Database(path.join(dataDir, 'rifa.sqlite'));
  writer.pragma('busy_timeout = 5000');
});

afterAll(async () => {
  writer?.close();
  await server?.stop();
  await devnode?.stop();
});

/** Every row of the tables that hold money and accounts. */
const fingerprint = () => tablesDigest(writer, TABLES);

const buyOne = () =>
  api.call('POST', '/api/transaction', {
    token: buyer.token,
    body: {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffle.id,
      tickets_count: 1,
      amount: raffle.ticket_price,
    },
  });

it('keeps answering reads while another writer holds the lock and nothing needs writing', async () => {
  await api.call('GET', '/api/rifa');
  writer.exec('BEGIN IMMEDIATE');
  const slowest: number[] = [];
  // Longer than the settlement sweep's 5 s period: the sweep must not wait for the lock.
  const until = Date.now() + 6_500;
  while (Date.now() < until) {
    const started = Date.now();
    expect((await api.call('GET', '/api/rifa')).status).toBe(200);
    expect((await api.call('GET', `/api/transaction/${0}`, { token: buyer.token })).status).toBe(
      404,
    );
    slowest.push(Date.now() - started);
    await sleep(50);
  }
  writer.exec('ROLLBACK');
  expect(Math.max(...slowest)).toBeLessThan(2_500); // a sweep waiting for the lock would stall 5 s
});

it('answers 503 in pt-BR to a purchase and a registration while another writer holds the lock, then serves them', async () => {
  const invoicesBefore = (await devnode.invoices()).length;
  writer.exec('BEGIN IMMEDIATE');
  const before = fingerprint();
  const started = Date.now();
  const purchase = await buyOne();
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500); // it waited busy_timeout first
  expect(purchase.status).toBe(503);
  expect(purchase.body).toEqual(BUSY);
  const register = () => api.tryRegister('Ocupada', 'ocupada@example.com');
  const registration = await register();
  expect(registration.status).toBe(503);
  expect(registration.body).toEqual(BUSY);
  expect(fingerprint()).toBe(before);
  writer.exec('ROLLBACK');
  // The reservation failed before any invoice was asked of LND.
  expect(await devnode.invoices()).toHaveLength(invoicesBefore);
  expect(server.output()).not.toContain('erro inesperado');

  expect((await buyOne()).status).toBe(201);
  expect((await register()).status).toBe(201);
});
