// The server as StartOS runs it (docs/decisions/0016-operator-cockpit-release.md): a child `node server/dist/main.js` with only the
// environment start9/startos/appEnv.ts builds, the mounts mapped onto a devnode (its LND
// data-dir layout for /mnt/lnd, its bitcoind cookie for /mnt/bitcoin). On a fresh install LND
// publishes no gRPC address until its wallet is unlocked; main.ts then starts the app with
// LND_GRPC_HOST=pending, and restarts it with the address once LND publishes one (.const()).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import type { Health, Raffle, Purchase } from '@rifa/shared';
import { LIGHTNING_UNAVAILABLE } from '../../server/src/domain/purchases/lightning-readiness.ts';
import { SERVER_ENTRY } from '../../server/build.ts';
import { cleanup, spawnNode, type Spawned } from '../faults/support/children.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { jsonClient, type JsonClient } from '../support/json-client.ts';
import { eventually } from '../support/poll.ts';
import { tempDir } from '../support/temp-dirs.ts';
import { loadAppEnv } from './start9-app-env.ts';

const ADMIN_PASSWORD = 'Abc123def456Ghi789jkl012';

let devnode: Devnode;
let work: string;
let lndDir: string;

beforeAll(async () => {
  work = tempDir('rifa-start9-');
  lndDir = path.join(work, 'lnd');
  devnode = await startDevnode({
    dir: path.join(work, 'devnode'),
    lndDir,
    // bitcoind's .cookie, as StartOS's bitcoin-core mounts it.
    bitcoindAuth: { mode: 'cookie' },
  });
});

afterAll(async () => {
  await cleanup();
  await devnode?.stop();
});

/** appEnv's variables with the mounts mapped onto the devnode, on a free loopback port. */
async function startosEnv(lndAddress: string | null, dataDir: string) {
  const { appEnv, lndMount, bitcoinMount, dataDir: dataMount } = await loadAppEnv();
  const env = appEnv({
    lndAddress,
    bitcoindAddress: `${devnode.bitcoind.host}:${devnode.bitcoind.port}`,
    adminPassword: ADMIN_PASSWORD,
    payoutMode: 'auto',
  });
  const mounts: [string, string][] = [
    [lndMount, lndDir],
    [bitcoinMount, devnode.dir],
    [dataMount, dataDir],
  ];
  const mapped = Object.fromEntries(
    Object.entries(env).map(([key, value]) => {
      const mount = mounts.find(([from]) => value === from || value.startsWith(`${from}/`));
      return [key, mount ? mount[1] + value.slice(mount[0].length) : value];
    }),
  );
  // LND on StartOS is mainnet; the devnode is regtest, so its chain dir and addresses.
  return { ...mapped, BITCOIN_NETWORK: 'regtest', PORT: '0', HOST: '127.0.0.1' };
}

async function startApp(env: Record<string, string>): Promise<{ app: Spawned; api: JsonClient }> {
  const app = spawnNode([SERVER_ENTRY], env);
  const url = await eventually(
    'server listening',
    () => {
      if (app.child.exitCode !== null) throw new Error(`o servidor saiu:\n${app.output()}`);
      const match = /"port":(\d+)[^\n]*Rifa Relâmpago no ar/.exec(app.output());
      return match ? `http://127.0.0.1:${match[1]}` : undefined;
    },
    30_000,
  );
  return { app, api: jsonClient(url) };
}

async function stopApp(app: Spawned) {
  app.child.kill('SIGTERM');
  return app.exited;
}

const health = async (api: JsonClient) => (await api.call<Health>('GET', '/api/health')).body;

describe('the server with StartOS-shaped configuration', () => {
  it("runs before LND publishes its address: 'aguardando LND', raffles listed, purchases refused; restarted with it: sells", async () => {
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(dataDir);
    const { app, api } = await startApp(await startosEnv(null, dataDir));

    expect(await health(api), app.output()).toMatchObject({
      status: 'ok',
      mode: 'node',
      lightning: { status: 'aguardando LND' },
      bitcoin: { status: 'ok', block_height: devnode.tip().height },
    });

    const admin = await api.call<{ token: string }>('POST', '/auth/login', {
      body: { email: 'admin@rifa.local', password: ADMIN_PASSWORD },
    });
    expect(admin.status).toBe(200);
    const raffleBody = {
      name: 'Rifa do StartOS',
      prize_amount: 100_000,
      ticket_price: 1_000,
      total_tickets: 10,
      end_date: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      status: 'active',
      admin_password: ADMIN_PASSWORD,
    };
    // The liquidity check cannot ask LND: the admin is told so and may confirm.
    const unconfirmed = await api.call('POST', '/api/rifa/admin', {
      token: admin.body.token,
      body: raffleBody,
    });
    expect(unconfirmed.status, unconfirmed.text).toBe(409);
    expect(unconfirmed.body).toMatchObject({ code: 'large_prize' });
    const created = await api.call<Raffle>('POST', '/api/rifa/admin', {
      token: admin.body.token,
      body: { ...raffleBody, confirm_large_prize: true },
    });
    expect(created.status, created.text).toBe(201);
    const listed = await api.call<{ data: Raffle[] }>('GET', '/api/rifa');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((raffle) => raffle.id)).toContain(created.body.id);

    const buyer = await api.call<{ token: string }>('POST', '/auth/register', {
      body: {
        name: 'Participante',
        email: 'participante@example.com',
        password: 'segredo123',
        btc_address: REGTEST_ADDRESS,
      },
    });
    expect(buyer.status, buyer.text).toBe(201);
    const purchase = {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: created.body.id,
      tickets_count: 1,
      amount: 1_000,
    };
    const refused = await api.call('POST', '/api/transaction', {
      token: buyer.body.token,
      body: purchase,
    });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: LIGHTNING_UNAVAILABLE });
    expect(devnode.invoices()).toHaveLength(0);
    const raffle = await api.call<Raffle>('GET', `/api/rifa/${created.body.id}`);
    expect(raffle.body.available_tickets).toBe(10);

    // Nothing crashed while it waited: the settlement watcher kept retrying, said so once.
    expect((await health(api)).lightning.status).toBe('aguardando LND');
    expect(app.output().match(/fluxo de faturas interrompido/g), app.output()).toHaveLength(1);
    expect(await stopApp(app)).toEqual({ code: 0, signal: null });

    // LND publishes its address: StartOS runs main again, the app with the address.
    const again = await startApp(await startosEnv(devnode.lnd.socket, dataDir));
    const ready = await eventually(
      'LND ok in /api/health',
      async () => {
        const body = await health(again.api);
        return body.lightning.status === 'ok' ? body : undefined;
      },
      15_000,
      250,
    );
    expect(ready.bitcoin.status, again.app.output()).toBe('ok');
    const sold = await again.api.call<Purchase>('POST', '/api/transaction', {
      token: buyer.body.token,
      body: purchase,
    });
    expect(sold.status, sold.text).toBe(201);
    expect(sold.body.payment_request).toMatch(/^lnbcrt/);
    expect(await stopApp(again.app)).toEqual({ code: 0, signal: null });
  });
});
