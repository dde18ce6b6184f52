// The real app for benchmarks: SQLite in a temp DATA_DIR, the real adapters, and a devnode
// in-process on loopback, wired like tests/support/test-app.ts but with production scrypt
// cost left out of the hot paths being measured.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startDevnode, type Devnode } from '@rifa/devnode';
import type { Store } from '../../server/src/adapters/sqlite/index.ts';
import { compose, type Wrappers } from '../../server/src/compose.ts';
import { createLogger } from '../../server/src/logger.ts';
import type { Services } from '../../server/src/services.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  devnodeConfig,
  tempDir,
} from '../../tests/support/test-app.ts';

export const BENCH_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

export interface BenchApp {
  base: string;
  store: Store;
  services: Services;
  devnode: Devnode;
  close(): Promise<void>;
}

/** The composed app with only the settlement watcher running (what the benchmarks load). */
export async function startBenchApp(options: { wrap?: Wrappers } = {}): Promise<BenchApp> {
  const dataDir = tempDir('rifa-bench-');
  const devnode = await startDevnode({ dir: path.join(dataDir, 'devnode') });
  const composed = await compose(devnodeConfig(devnode, dataDir), {
    logger: createLogger('silent'),
    passwordCost: 1 << 10,
    loginLimits: { perIp: 1e9, perAccount: 1e9, windowMs: 60_000, registrationsPerIp: 1e9 },
    webDist: path.join(dataDir, 'none'),
    version: 'bench',
    timings: { lndRestartDelayMs: 100 },
    ...(options.wrap ? { wrap: options.wrap } : {}),
  });
  composed.jobs.watcher.start();
  const server = http.createServer(composed.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store: composed.store,
    services: composed.services,
    devnode,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await composed.close();
      await devnode.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson<T>(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Registers a buyer and an active raffle through the API. */
export async function setupRaffle(
  app: BenchApp,
  raffle: { total_tickets: number; ticket_price: number },
) {
  const admin = await postJson<{ token: string }>(`${app.base}/auth/login`, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  const created = await postJson<{ id: number }>(
    `${app.base}/api/rifa/admin`,
    {
      name: 'Rifa de benchmark',
      prize_amount: 100_000,
      end_date: new Date(Date.now() + 86_400_000).toISOString(),
      status: 'active',
      admin_password: ADMIN_PASSWORD,
      ...raffle,
    },
    admin.body.token,
  );
  if (created.status !== 201)
    throw new Error(`raffle: ${created.status} ${JSON.stringify(created.body)}`);
  return { raffleId: created.body.id, adminToken: admin.body.token };
}

export async function registerBuyer(app: BenchApp, index: number): Promise<string> {
  const response = await postJson<{ token: string }>(`${app.base}/auth/register`, {
    name: `Comprador ${index}`,
    email: `comprador${index}@bench.local`,
    password: 'segredo123',
    btc_address: BENCH_ADDRESS,
  });
  if (response.status !== 201) throw new Error(`register: ${response.status}`);
  return response.body.token;
}
