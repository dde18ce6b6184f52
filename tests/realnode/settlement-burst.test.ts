// A burst of purchases paid from carteira while the app is killed with kill -9 and started
// again, and while loja's LND itself restarts (docs/real-node.md): after each, LND's invoice
// stream from the app's cursors and the lookup of pending purchases catch up, and every
// settled invoice is credited exactly once — the app's paid set is LND's settled set.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getInvoice } from 'lightning';
import { expectLedgerExact, paidCount, unpaidPurchases } from '../faults/support/ledger.ts';
import { query } from '../faults/support/database.ts';
import { eventually, sleep } from '../support/poll.ts';
import { pool } from '../support/pool.ts';
import { payFromCarteira, startShop, type Shop } from './harness/shop-app.ts';
import { startWorld, stopWorld, type RegtestWorld } from './harness/world.ts';

const PURCHASES = 50;

let world: RegtestWorld;
let shop: Shop;

beforeAll(async () => {
  world = await startWorld();
  shop = await startShop(world);
});
afterAll(async () => {
  await shop?.server.stop();
  await stopWorld(world);
});

/** The raffle's purchases LND holds as settled (paid), by payment hash. */
async function settledInLnd(hashes: string[]): Promise<Set<string>> {
  const settled = new Set<string>();
  for (const id of hashes)
    if ((await getInvoice({ lnd: world.loja.lnd(), id })).is_confirmed) settled.add(id);
  return settled;
}

const paidIn = (raffleId: number) =>
  query<{ n: number }>(
    shop.dataDir,
    `SELECT COUNT(*) AS n FROM transactions WHERE raffle_id = ? AND status = 'paid'`,
    raffleId,
  )[0]!.n;

/** carteira pays each invoice, retrying while loja cannot take it (restarting): a payer's way. */
async function payAll(requests: string[], concurrency: number, onPaid: () => void) {
  await pool(requests, concurrency, async (request) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await payFromCarteira(world, request);
        onPaid();
        return;
      } catch (error) {
        if (attempt >= 60) throw error;
        await sleep(1_000);
      }
    }
  });
}

/**
 * PURCHASES unpaid purchases of a new raffle (the i-th of tickets(i) tickets), which carteira
 * starts paying at once, 3 at a time; `paid()` counts the payments carteira has made so far.
 */
async function burstBeingPaid(email: string, tickets: (index: number) => number) {
  const { raffle, purchases } = await unpaidPurchases(shop.api, {
    email,
    totalTickets: 500,
    count: PURCHASES,
    concurrency: 5,
    tickets,
  });
  let paid = 0;
  const paying = payAll(
    purchases.map((p) => p.payment_request),
    3,
    () => (paid += 1),
  );
  return { raffle, hashes: purchases.map((p) => p.payment_hash), paying, paid: () => paid };
}

it(`kill -9 of the app during ${PURCHASES} payments: each credited exactly once`, async () => {
  const { raffle, hashes, paying, paid } = await burstBeingPaid(
    'rajada@example.com',
    (i) => 1 + (i % 3),
  );

  // Killed once some credits landed and while carteira keeps paying.
  await eventually('credits by the running app', () => paidIn(raffle.id) >= 5, 60_000, 20);
  expect((await shop.server.kill9()).signal).toBe('SIGKILL');
  const paidAtKill = paid();
  await sleep(1_500);
  shop = await startShop(world, { dataDir: shop.dataDir });
  await paying;
  expect(paidAtKill).toBeLessThan(PURCHASES);

  await eventually(
    `all ${PURCHASES} purchases paid in the app`,
    () => paidIn(raffle.id) === PURCHASES,
    60_000,
    100,
  );
  const settled = await settledInLnd(hashes);
  expect(settled.size).toBe(PURCHASES);
  await expectLedgerExact(shop.dataDir, raffle.id, settled, PURCHASES);

  // One more start replays LND's stream from the saved cursors: nothing changes.
  expect((await shop.server.stop()).code).toBe(0);
  shop = await startShop(world, { dataDir: shop.dataDir });
  await sleep(2_000);
  await expectLedgerExact(shop.dataDir, raffle.id, settled, PURCHASES);
});

it(`loja's LND restarting during ${PURCHASES} payments: each credited exactly once`, async () => {
  const before = paidCount(shop.dataDir);
  const { raffle, hashes, paying, paid } = await burstBeingPaid(
    'reinicio@example.com',
    (i) => 1 + (i % 2),
  );

  await eventually('credits before the restart', () => paidIn(raffle.id) >= 5, 60_000, 20);
  await world.loja.stop();
  const paidWhileDown = paid();
  await sleep(2_000);
  await world.loja.start();
  // LND's channel with carteira comes back on reconnection; carteira's retries then land.
  await paying;
  expect(paidWhileDown).toBeLessThan(PURCHASES);

  await eventually(
    `all ${PURCHASES} purchases paid in the app after LND's restart`,
    () => paidIn(raffle.id) === PURCHASES,
    90_000,
    100,
  );
  const settled = await settledInLnd(hashes);
  expect(settled.size).toBe(PURCHASES);
  await expectLedgerExact(shop.dataDir, raffle.id, settled, PURCHASES);
  expect(paidCount(shop.dataDir)).toBe(before + PURCHASES);
  expect(shop.server.alive()).toBe(true);
});
