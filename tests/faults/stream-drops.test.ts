// The invoice stream dropped every 200 ms while invoices settle (issue 7; NODE-CLIENTS.md §6):
// the watcher re-subscribes from its persisted cursors and looks pending invoices up, so every
// payment is credited, and exactly once — one 'pagamento creditado' line per purchase.
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { expectLedgerExact } from './support/ledger.ts';
import {
  cleanup,
  pool,
  query,
  sleep,
  startDevnodeProcess,
  startServer,
  tempDir,
  waitFor,
} from './support/processes.ts';

afterAll(cleanup);

const PURCHASES = 60;

it(`credits each of ${PURCHASES} payments once while the LND stream drops every 200 ms`, async () => {
  const dir = tempDir('rifa-fault-stream-');
  const dataDir = path.join(dir, 'data');
  const devnode = await startDevnodeProcess(path.join(dir, 'devnode'));
  const { server, api } = await startServer({ dataDir, devnode });
  const admin = await api.adminToken();
  const buyer = await api.register('fluxo@example.com');
  const raffle = await api.createRaffle(admin, { total_tickets: 500 });
  const purchases: { payment_hash: string }[] = [];
  await pool(Array.from({ length: PURCHASES }), 6, async (_, i) => {
    purchases[i] = await api.buy(buyer.token, raffle, 1 + (i % 2));
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

  const paid = () =>
    query<{ n: number }>(
      dataDir,
      `SELECT COUNT(*) AS n FROM transactions WHERE status = 'paid'`,
    )[0]!.n;
  await waitFor(`all ${PURCHASES} paid`, () => paid() === PURCHASES, 20_000);
  expect((await server.stop()).code).toBe(0);

  await expectLedgerExact(dataDir, raffle.id, devnode, PURCHASES);
  const lines = server.output().split('\n');
  expect(lines.filter((line) => line.includes('pagamento creditado'))).toHaveLength(PURCHASES);
  expect(
    lines.filter((line) => line.includes('fluxo de faturas interrompido')).length,
  ).toBeGreaterThan(1);
  await devnode.stop();
});
