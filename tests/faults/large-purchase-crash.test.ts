// kill -9 in the middle of the largest purchase an account may make (docs/protocols/limits.md#no-request-holds-the-event-loop):
// its numbers are claimed, and once paid its tickets written, a step at a time. RIFA_FAULT makes
// the real server SIGKILL itself between two steps (server/src/test-only/fault-injection.ts);
// the restart must leave nothing half-done: a reservation cut short gives every number back at
// once, and a paid purchase cut short gets every one of its tickets, exactly once.
import { afterAll, expect, it } from 'vitest';
import { eventually } from '../support/poll.ts';
import { apiClient } from './support/api-client.ts';
import { cleanup } from './support/children.ts';
import { query } from './support/database.ts';
import { startRig } from './support/devnode-process.ts';
import { expectKilledAt, launchServer, startServer } from './support/server-process.ts';

afterAll(cleanup);

/** 30,000 tickets of 1 sat: one account may hold 3,000 unpaid, more than one step. */
const TOTAL = 30_000;
const LARGEST = 3_000;

it('kill -9 between the steps of a reservation, then between the steps of its credit: nothing lost, nothing twice', async () => {
  const { dataDir, devnode } = await startRig('rifa-fault-large-purchase-');
  const count = (sql: string) => query<{ n: number }>(dataDir, sql)[0]!.n;
  const claims = () => count('SELECT COUNT(*) AS n FROM number_claims');
  const tickets = () => count('SELECT COUNT(*) AS n FROM tickets');
  const purchases = () =>
    query<{ status: string }>(dataDir, 'SELECT status FROM transactions ORDER BY id').map(
      (row) => row.status,
    );

  let { server, api } = await startServer({ dataDir, devnode });
  const admin = await api.adminToken();
  const buyer = await api.register('grande@example.com');
  const raffle = await api.createRaffle(admin, {
    total_tickets: TOTAL,
    ticket_price: 1,
    confirm_large_prize: true,
  });
  expect((await server.stop()).code).toBe(0);

  // 1. Killed after the first step of the reservation: the purchase row and 2,000 numbers.
  const reserving = launchServer({
    dataDir,
    devnode,
    env: { RIFA_FAULT: 'purchase:between-steps' },
  });
  const attempt = apiClient(await reserving.ready)
    .buy(buyer.token, raffle, LARGEST)
    .then(
      () => 'answered',
      () => 'cut',
    );
  await expectKilledAt(reserving, 'purchase:between-steps');
  expect(await attempt).toBe('cut');
  expect(purchases()).toEqual(['reserving']);
  const firstStep = claims();
  expect(firstStep).toBeGreaterThan(0);
  expect(firstStep).toBeLessThan(LARGEST);

  // The restart releases it at its first sweep: a reservation older than the app is an orphan.
  ({ server, api } = await startServer({ dataDir, devnode }));
  await eventually('reservation released', () => purchases().length === 0, 20_000, 100);
  expect(claims()).toBe(0);

  // 2. The same purchase again, whole; killed while its paid tickets are being written.
  const purchase = await api.buy(buyer.token, raffle, LARGEST);
  expect(claims()).toBe(LARGEST);
  expect((await server.stop()).code).toBe(0);
  const crediting = launchServer({
    dataDir,
    devnode,
    env: { RIFA_FAULT: 'settlement:between-steps' },
  });
  await crediting.ready;
  await devnode.settle(purchase.payment_hash);
  await expectKilledAt(crediting, 'settlement:between-steps');
  expect(purchases()).toEqual(['paid']);
  expect(tickets()).toBeGreaterThan(0);
  expect(tickets()).toBeLessThan(LARGEST);
  expect(count('SELECT sold_tickets AS n FROM raffles')).toBe(LARGEST);

  // The restart's first sweep writes the rest, each number once, as the purchase's numbers.
  ({ server } = await startServer({ dataDir, devnode }));
  // The step that writes the last tickets may leave the mark for the next one to clear.
  const unfinished = () =>
    count("SELECT COUNT(*) AS n FROM settings WHERE key LIKE 'unfinished_credit:%'");
  await eventually(
    'every ticket written, the credit marked finished',
    () => tickets() === LARGEST && unfinished() === 0,
    20_000,
    100,
  );
  const numbers = query<{ numbers: string }>(dataDir, 'SELECT numbers FROM transactions')[0]!;
  const written = query<{ number: number }>(dataDir, 'SELECT number FROM tickets ORDER BY number');
  expect(written.map((row) => row.number).join(',')).toBe(numbers.numbers);
  expect(tickets()).toBe(LARGEST);
  expect((await server.stop()).code).toBe(0);
});
