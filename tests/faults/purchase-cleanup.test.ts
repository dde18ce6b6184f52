// A purchase whose invoice cannot be recorded (SQLite busy or full between the reservation and
// attaching the invoice, docs/decisions/0007-load-faults-attack.md): nothing of it may stay behind. The invoice nobody was shown
// is cancelled in LND so it can never be paid, and the tickets are given back at once — or,
// if SQLite still refuses, by the stale-reservation sweep.
import { purchasesWith as purchasesOver } from '../support/purchases-with.ts';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLndLightning } from '../../server/src/adapters/lnd/lnd-lightning.ts';
import type { PurchaseRepository } from '../../server/src/domain/ports/index.ts';
import { movableClock } from '../support/clock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const clock = movableClock();
let t: TestApp;
let lightning: ReturnType<typeof createLndLightning>;
let userId: number;
let raffle: { id: number };

beforeAll(async () => {
  t = await startTestApp({ clock, startWatcher: false });
  const { lnd } = t.devnode;
  lightning = createLndLightning({
    socket: lnd.socket,
    certPath: lnd.certPath,
    macaroonPath: lnd.macaroonPath,
  });
  userId = (await t.register()).user.id;
  raffle = await t.createRaffle({ total_tickets: 20 });
});

afterAll(async () => {
  lightning.close();
  await t.close();
});

const locked = () => new Database.SqliteError('database is locked', 'SQLITE_BUSY');

const purchasesWith = (overrides: Partial<PurchaseRepository>) =>
  purchasesOver({ store: t.store, lightning, clock }, overrides);

const held = () =>
  t.store.db
    .prepare(`SELECT COUNT(*) FROM transactions WHERE status IN ('reserving', 'pending')`)
    .pluck()
    .get() as number;
const buy = (purchases: ReturnType<typeof purchasesWith>) =>
  purchases.buy(t.store.users.findById(userId)!, {
    type_tx: 'buy',
    accept_terms: true,
    adult: true,
    raffle_id: raffle.id,
    tickets_count: 10,
    amount: 10_000,
  });

it('cancels the invoice and releases the reservation when attaching the invoice fails', async () => {
  const invoices = t.devnode.invoices().length;
  await expect(
    buy(
      purchasesWith({
        attachInvoice: () => {
          throw locked();
        },
      }),
    ),
  ).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
  expect(held()).toBe(0);
  const created = t.devnode.invoices();
  expect(created).toHaveLength(invoices + 1);
  expect(created.at(-1)!.state).toBe('CANCELED');
  // The 10 tickets are on sale again.
  expect((await buy(purchasesWith({}))).tickets_count).toBe(10);
});

it('leaves the reservation to the stale sweep when the release is refused too, with the invoice cancelled', async () => {
  raffle = await t.createRaffle({ total_tickets: 20 });
  const before = held();
  const refusing = purchasesWith({
    attachInvoice: () => {
      throw locked();
    },
    release: () => {
      throw locked();
    },
  });
  await expect(buy(refusing)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
  expect(t.devnode.invoices().at(-1)!.state).toBe('CANCELED');
  expect(held()).toBe(before + 1);
  clock.advance(61_000);
  await t.watcher.sweep();
  expect(held()).toBe(before);
});
