// bitcoind unreachable for the whole draw window (docs/protocols/draw.md): a TCP proxy in
// front of the devnode's bitcoind first hangs (accepts, never answers), then refuses
// connections. The app stays up — health 200 with bitcoin 'indisponível', purchases still
// work — the sales close on time (that needs only LND), and the draw happens, once, as soon
// as bitcoind is back.
import { afterAll, expect, it } from 'vitest';
import { eventually, sleep } from '../support/poll.ts';
import type { Api } from './support/api-client.ts';
import { cleanup } from './support/children.ts';
import { mineAfterAnchor } from './support/anchor.ts';
import { query } from './support/database.ts';
import { startRig } from './support/devnode-process.ts';
import { ticketCount } from './support/ledger.ts';
import { startProxy } from './support/proxy.ts';
import { startServer } from './support/server-process.ts';

afterAll(cleanup);

interface Health {
  status: string;
  lightning: { status: string };
  bitcoin: { status: string };
}

async function expectUpWithoutBitcoind(api: Api) {
  const started = Date.now();
  const health = await api.call<Health>('GET', '/api/health');
  expect(health.status).toBe(200);
  expect(health.body).toMatchObject({
    status: 'ok',
    lightning: { status: 'ok' },
    bitcoin: { status: 'indisponível' },
  });
  // Time-boxed probe: a dead bitcoind never makes the health check hang.
  expect(Date.now() - started).toBeLessThan(5_000);
  expect((await api.call('GET', '/api/rifa')).status).toBe(200);
}

it('keeps serving while bitcoind hangs and then refuses connections, and draws once it is back', async () => {
  const { dataDir, devnode } = await startRig('rifa-fault-bitcoind-');
  const proxy = await startProxy(devnode.info.bitcoind.port);
  const { server, api } = await startServer({ dataDir, devnode, bitcoindPort: proxy.port });
  const admin = await api.adminToken();
  const buyer = await api.register('bitcoind@example.com');
  const other = await api.createRaffle(admin, { name: 'Rifa que continua vendendo' });
  const raffle = await api.createRaffle(admin, {
    prize_amount: 30_000,
    total_tickets: 10,
    end_date: new Date(Date.now() + 8_000).toISOString(),
  });
  await devnode.settle((await api.buy(buyer.token, raffle, 2)).payment_hash);
  await eventually('tickets credited', () => ticketCount(dataDir) === 2, 20_000, 50);
  const drawStatus = () =>
    query<{ status: string }>(dataDir, 'SELECT status FROM draws WHERE raffle_id = ?', raffle.id)[0]
      ?.status;
  const unavailableLines = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes('bitcoind indisponível')).length;

  await proxy.set('hang');
  await sleep(new Date(raffle.end_date).getTime() - Date.now());
  await eventually('sales closed without bitcoind', () => drawStatus() === 'closed', 15_000, 50);
  await eventually(
    'a draw attempt timed out on the hung bitcoind',
    () => unavailableLines() >= 1,
    25_000,
    200,
  );
  await expectUpWithoutBitcoind(api);
  expect(
    (
      await api.call('POST', '/api/transaction', {
        token: buyer.token,
        body: {
          type_tx: 'buy',
          accept_terms: true,
          adult: true,
          raffle_id: other.id,
          tickets_count: 1,
          amount: 1_000,
        },
      })
    ).status,
  ).toBe(201);

  await proxy.set('down');
  const before = unavailableLines();
  await eventually(
    'a draw attempt refused by the stopped bitcoind',
    () => unavailableLines() > before,
    15_000,
    200,
  );
  await expectUpWithoutBitcoind(api);
  expect(drawStatus()).toBe('closed');
  expect(server.alive()).toBe(true);

  // LND was up all along: the anchor went out at the close (docs/protocols/draw-v2.md). The draw block
  // and its confirmations come after it; the app just could not ask bitcoind meanwhile.
  await mineAfterAnchor(dataDir, devnode, raffle);
  await proxy.set('up');
  await eventually('drawn once bitcoind is back', () => drawStatus() === 'drawn', 30_000, 200);
  const sent = await eventually(
    'prize sent',
    () =>
      query<{ txid: string }>(
        dataDir,
        `SELECT txid FROM payouts WHERE raffle_id = ? AND status = 'sent'`,
        raffle.id,
      )[0],
    10_000,
    50,
  );
  const sends = (await devnode.sentCoins()).filter(
    (send) =>
      send.label ===
      query<{ label: string }>(
        dataDir,
        "SELECT label FROM payouts WHERE raffle_id = ? AND kind = 'prize'",
        raffle.id,
      )[0]?.label,
  );
  expect(sends.map((send) => send.txid)).toEqual([sent.txid]);
  expect(query(dataDir, 'SELECT raffle_id FROM draws')).toHaveLength(1);
  const health = await eventually(
    'bitcoin ok in health',
    async () => {
      const reply = await api.call<Health>('GET', '/api/health');
      return reply.body.bitcoin.status === 'ok' ? reply : undefined;
    },
    20_000,
    50,
  );
  expect(health.status).toBe(200);

  expect((await server.stop()).code).toBe(0);
  await proxy.close();
  await devnode.stop();
});
