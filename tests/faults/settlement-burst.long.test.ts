// kill -9 of the real server during a burst of settlements (docs/protocols/payment.md): after
// each restart the invoice stream's backlog and the pending-invoice lookup catch up, and
// every settled invoice is credited exactly once, with ticket numbers 1..N in one piece.
import { afterAll, expect, it } from 'vitest';
import { eventually, sleep } from '../support/poll.ts';
import { pool } from '../support/pool.ts';
import { cleanup } from './support/children.ts';
import { startRig } from './support/devnode-process.ts';
import { expectLedgerExact, paidCount, unpaidPurchases } from './support/ledger.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';

afterAll(cleanup);

const PURCHASES = 200;

it(`kill -9 twice during ${PURCHASES} settlements: each credited once, tickets 1..N, sold_tickets = N`, async () => {
  const { dataDir, devnode } = await startRig('rifa-fault-burst-');
  const first = await startServer({ dataDir, devnode });
  let server = first.server;
  const { raffle, purchases } = await unpaidPurchases(first.api, {
    email: 'rajada@example.com',
    totalTickets: 1_000,
    count: PURCHASES,
    concurrency: 10,
    tickets: (i) => 1 + (i % 3),
  });

  // The payer side keeps settling, ~20 a second, whatever the app is doing.
  let settled = 0;
  const settling = pool(purchases, 1, async (purchase) => {
    await devnode.settle(purchase.payment_hash);
    settled += 1;
    await sleep(45);
  });
  const paidInApp = () => paidCount(dataDir);

  const kills: { settledAtKill: number; paidAtKill: number }[] = [];
  async function killMidBurst(current: ServerProcess) {
    // Kill only once this process is crediting: some of its credits are in the database.
    const before = paidInApp();
    await eventually('credits by the running server', () => paidInApp() >= before + 15, 20_000, 5);
    const exit = await current.kill9();
    expect(exit.signal).toBe('SIGKILL');
    kills.push({ settledAtKill: settled, paidAtKill: paidInApp() });
  }

  await killMidBurst(server);
  ({ server } = await startServer({ dataDir, devnode }));
  await killMidBurst(server);
  ({ server } = await startServer({ dataDir, devnode }));
  await settling;
  // Both kills landed mid-burst: invoices were still being settled afterwards.
  for (const kill of kills) expect(kill.settledAtKill).toBeLessThan(PURCHASES);

  await eventually(
    `all ${PURCHASES} purchases paid in the app`,
    () => paidInApp() === PURCHASES,
    30_000,
    50,
  );
  expect((await server.stop()).code).toBe(0);

  const n = await expectLedgerExact(dataDir, raffle.id, devnode, PURCHASES);
  expect(n).toBe(
    Array.from({ length: PURCHASES }, (_, i) => 1 + (i % 3)).reduce((a, b) => a + b, 0),
  );

  // A last start replays the stream from its cursor and looks every invoice up again: no change.
  ({ server } = await startServer({ dataDir, devnode }));
  await sleep(1_500);
  expect((await server.stop()).code).toBe(0);
  await expectLedgerExact(dataDir, raffle.id, devnode, PURCHASES);
  await devnode.stop();
});
