// The real app for benchmarks: SQLite in a temp DATA_DIR, the real adapters, and a devnode
// in-process on loopback, wired like tests/support/test-app.ts but with production scrypt
// cost left out of the hot paths being measured.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startDevnode, type Devnode } from '@rifa/devnode';
import { createApp } from '../../server/src/app.ts';
import { createAddressValidator } from '../../server/src/adapters/bitcoin/address-validator.ts';
import { createBitcoindChain } from '../../server/src/adapters/bitcoin/bitcoind-chain.ts';
import { createLndLightning } from '../../server/src/adapters/lnd/lnd-lightning.ts';
import { createJwtTokens } from '../../server/src/adapters/security/jwt-tokens.ts';
import { createScryptPasswords } from '../../server/src/adapters/security/scrypt-passwords.ts';
import { apiKeySecrets } from '../../server/src/adapters/security/secrets.ts';
import { createStore, type Store } from '../../server/src/adapters/sqlite/index.ts';
import { systemClock } from '../../server/src/domain/ports/index.ts';
import { createSettlementWatcher, type SettlementWatcherDeps } from '../../server/src/domain/settlement-watcher.ts';
import { createHealthProbe } from '../../server/src/domain/health.ts';
import { createLogger } from '../../server/src/logger.ts';
import { createServices, type Services } from '../../server/src/services.ts';

export const BENCH_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

export interface BenchApp {
  base: string;
  store: Store;
  services: Services;
  devnode: Devnode;
  close(): Promise<void>;
}

export async function startBenchApp(options: { settlement?: (deps: SettlementWatcherDeps) => SettlementWatcherDeps } = {}): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rifa-bench-'));
  const devnode = await startDevnode({ dir: path.join(dataDir, 'devnode') });
  const store = createStore(path.join(dataDir, 'rifa.sqlite'));
  const lightning = createLndLightning(devnode.lnd, { restartDelayMs: 100 });
  const chain = createBitcoindChain(devnode.bitcoind);
  const services = createServices({
    store,
    lightning,
    clock: systemClock,
    passwords: createScryptPasswords(1 << 10),
    tokens: createJwtTokens('segredo-de-benchmark-com-mais-de-32-caracteres'),
    addresses: createAddressValidator('regtest'),
    secrets: apiKeySecrets,
  });
  await services.accounts.ensureAdmin('admin@rifa.local', 'senha-bench', () => 'x');
  const baseDeps: SettlementWatcherDeps = { settlement: store.settlement, settings: store.settings, lightning, clock: systemClock, log: createLogger('silent') };
  const watcher = createSettlementWatcher(options.settlement ? options.settlement(baseDeps) : baseDeps);
  watcher.start();
  const app = createApp({
    services,
    logger: createLogger('silent'),
    trustProxy: 1,
    webDist: path.join(dataDir, 'none'),
    health: createHealthProbe({ lightning, chain, mode: 'demo', network: 'regtest', version: 'bench' }),
    loginLimits: { perIp: 1e9, perAccount: 1e9, windowMs: 60_000, registrationsPerIp: 1e9 },
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    services,
    devnode,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await watcher.stop();
      lightning.close();
      store.close();
      await devnode.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson<T>(url: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Registers a buyer and an active raffle through the API. */
export async function setupRaffle(app: BenchApp, raffle: { total_tickets: number; ticket_price: number }) {
  const admin = await postJson<{ token: string }>(`${app.base}/auth/login`, { email: 'admin@rifa.local', password: 'senha-bench' });
  const created = await postJson<{ id: number }>(
    `${app.base}/api/rifa/admin`,
    { name: 'Rifa de benchmark', prize_amount: 100_000, end_date: new Date(Date.now() + 86_400_000).toISOString(), status: 'active', admin_password: 'senha-bench', ...raffle },
    admin.body.token,
  );
  if (created.status !== 201) throw new Error(`raffle: ${created.status} ${JSON.stringify(created.body)}`);
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
