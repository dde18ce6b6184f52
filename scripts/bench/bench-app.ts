// The real app for benchmarks: SQLite in a temp DATA_DIR, the real adapters, and a devnode
// in-process on loopback, wired like tests/support/test-app.ts but with production scrypt
// cost left out of the hot paths being measured.
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startDevnode, type Devnode } from '@rifa/devnode';
import type { Store } from '../../server/src/adapters/sqlite/index.ts';
import { compose } from '../../server/src/composition/compose.ts';
import type { Wrappers } from '../../server/src/composition/wrappers.ts';
import { createLogger } from '../../server/src/logger.ts';
import type { Services } from '../../server/src/composition/services.ts';
import { REGTEST_ADDRESS } from '../../tests/support/addresses.ts';
import { jsonClient, type JsonClient } from '../../tests/support/json-client.ts';
import { removeDir, tempDir } from '../../tests/support/temp-dirs.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, testConfig } from '../../tests/support/test-app.ts';

export interface BenchApp {
  base: string;
  /** The app's DATA_DIR (its database is rifa.sqlite in it). */
  dataDir: string;
  /** JSON over real HTTP to `base`. */
  api: JsonClient;
  store: Store;
  services: Services;
  devnode: Devnode;
  close(): Promise<void>;
}

/** The composed app with only the settlement watcher running (what the benchmarks load). */
export async function startBenchApp(options: { wrap?: Wrappers } = {}): Promise<BenchApp> {
  const dataDir = tempDir('rifa-bench-');
  const devnode = await startDevnode({ dir: path.join(dataDir, 'devnode') });
  const composed = await compose(testConfig(devnode, dataDir), {
    logger: createLogger('silent'),
    passwordCost: 1 << 10,
    // Buyers are registered as fast as possible: no proof of work, no password slowing.
    authLimits: {
      attempts: { freeFailures: 1e9 },
      pow: { calmPerMinute: Number.MAX_SAFE_INTEGER },
    },
    webDist: path.join(dataDir, 'none'),
    version: 'bench',
    timings: { lndRestartDelayMs: 100 },
    ...(options.wrap ? { wrap: options.wrap } : {}),
  });
  composed.jobs.watcher.start();
  const server = http.createServer(composed.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    dataDir,
    api: jsonClient(base),
    store: composed.store,
    services: composed.services,
    devnode,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await composed.close();
      await devnode.stop();
      removeDir(dataDir);
    },
  };
}

/** Registers a buyer and an active raffle through the API. */
export async function setupRaffle(
  app: BenchApp,
  raffle: { total_tickets: number; ticket_price: number },
) {
  const admin = await app.api.call<{ token: string }>('POST', '/auth/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const created = await app.api.call<{ id: number }>('POST', '/api/rifa/admin', {
    token: admin.body.token,
    body: {
      name: 'Rifa de benchmark',
      prize_amount: 100_000,
      end_date: new Date(Date.now() + 86_400_000).toISOString(),
      status: 'active',
      admin_password: ADMIN_PASSWORD,
      ...raffle,
    },
  });
  if (created.status !== 201)
    throw new Error(`raffle: ${created.status} ${JSON.stringify(created.body)}`);
  return { raffleId: created.body.id, adminToken: admin.body.token };
}

export async function registerBuyer(app: BenchApp, index: number): Promise<string> {
  const response = await app.api.call<{ token: string }>('POST', '/auth/register', {
    body: {
      name: `Comprador ${index}`,
      email: `comprador${index}@bench.local`,
      password: 'segredo123',
      btc_address: REGTEST_ADDRESS,
    },
  });
  if (response.status !== 201) throw new Error(`register: ${response.status}`);
  return response.body.token;
}
