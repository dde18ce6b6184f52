// The invoice stream dropped every 200 ms while invoices settle (docs/decisions/0007-load-faults-attack.md; docs/protocols/devnode.md#faithfulness):
// the watcher re-subscribes from its persisted cursors and looks pending invoices up, so every
// payment is credited, and exactly once — one 'pagamento creditado' line per purchase.
import { afterAll, expect, it } from 'vitest';
import { eventually, sleep } from '../support/poll.ts';
import { pool } from '../support/pool.ts';
import { cleanup } from './support/children.ts';
import { startRig } from './support/devnode-process.ts';
import { expectLedgerExact, paidCount, unpaidPurchases } from './support/ledger.ts';
import { startServer } from './support/server-process.ts';

afterAll(cleanup);

const PURCHASES = 60;

it(`credits each of ${PURCHASES} payments once while the LND stream drops every 200 ms`, async () => {
  const { dataDir, devnode } = await startRig('rifa-fault-stream-');
  const { server, api } = await startServer({ dataDir, devnode });
  const { raffle, purchases } = await unpaidPurchases(api, {
    email: 'fluxo@example.com',
    totalTickets: 500,
    count: PURCHASES,
    concurrency: 6,
    tickets: (i) => 1 + (i % 2),
  });

  let drops = 0;
  let dropping = true;
  const dropper = (async () => {
    while (dropping) {
      drops += (await devnode.control<{ dropped: number }>('POST', '/invoice-streams/drop'))
        .dropped;
      await sleep(200);
    }
  })();
  await pool(purchases, 1, async (purchase) => {
    await devnode.settle(purchase.payment_hash);
    await sleep(40);
  });
  await sleep(1_000);
  dropping = false;
  await dropper;
  // The drops reached the app's stream, not an empty room.
  expect(drops).toBeGreaterThan(3);

  await eventually(`all ${PURCHASES} paid`, () => paidCount(dataDir) === PURCHASES, 20_000, 50);
  expect((await server.stop()).code).toBe(0);

  await expectLedgerExact(dataDir, raffle.id, devnode, PURCHASES);
  const lines = server.output().split('\n');
  expect(lines.filter((line) => line.includes('pagamento creditado'))).toHaveLength(PURCHASES);
  expect(
    lines.filter((line) => line.includes('fluxo de faturas interrompido')).length,
  ).toBeGreaterThan(1);
  await devnode.stop();
});
