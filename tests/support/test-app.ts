// Builds the real app for API tests: a temp DATA_DIR with a real SQLite file, real scrypt
// and JWT, and the real LND and bitcoind adapters talking to a devnode over gRPC and
// JSON-RPC. Only the clock may be fixed by a test.
import path from 'node:path';
import type { RequestListener } from 'node:http';
import supertest from 'supertest';
import { startDevnode, type ConnectionInfo, type Devnode } from '@rifa/devnode';
import type { AuthResponse, Raffle, Purchase } from '@rifa/shared';
import { createBitcoindChain } from '../../server/src/adapters/bitcoin/bitcoind-chain.ts';
import type { Store } from '../../server/src/adapters/sqlite/index.ts';
import { compose, type Timings } from '../../server/src/composition/compose.ts';
import type { Config } from '../../server/src/config/config.ts';
import type { LightningAddressResolverOptions } from '../../server/src/adapters/lightning-address/index.ts';
import type { DrawScheduler } from '../../server/src/domain/draws/draw-scheduler.ts';
import type { PayoutJob } from '../../server/src/domain/payouts/payout-job.ts';
import type { Chain, Clock, Lightning } from '../../server/src/domain/ports/index.ts';
import type { SettlementWatcher } from '../../server/src/domain/purchases/settlement-watcher.ts';
import type { AuthLimitOverrides } from '../../server/src/domain/accounts/auth-limits.ts';
import { createLogger } from '../../server/src/logger.ts';
import type { Services } from '../../server/src/composition/services.ts';
import { REGTEST_ADDRESS } from './addresses.ts';
import { devnodeConfig } from './devnode-env.ts';
import { eventually } from './poll.ts';
import { removeDir, tempDir } from './temp-dirs.ts';

export const ADMIN_EMAIL = 'admin@rifa.local';
export const ADMIN_PASSWORD = 'senha-do-admin';
export const JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!!';

/**
 * The test app's default: no proof of work and no password slowing, so a file may register
 * and log in as often as it likes. The limits' own tests pass PRODUCTION_LIMITS or their own.
 */
export const GENEROUS_LIMITS: AuthLimitOverrides = {
  attempts: { freeFailures: 1_000_000 },
  pow: { calmPerMinute: Number.MAX_SAFE_INTEGER },
};

/** docs/protocols/limits.md as production runs it (auth-limits.ts DEFAULT_AUTH_LIMITS). */
export const PRODUCTION_LIMITS: AuthLimitOverrides = {};

export interface TestApp {
  app: RequestListener;
  api: ReturnType<typeof supertest>;
  services: Services;
  store: Store;
  devnode: Devnode;
  dataDir: string;
  adminToken: string;
  watcher: SettlementWatcher;
  /** The draw scheduler (started only with startJobs; tests usually call tick()). */
  scheduler: DrawScheduler;
  /** The payout job (started only with startJobs; tests usually call tick()). */
  payoutJob: PayoutJob;
  /** The app's bitcoind adapter, pointed at the devnode. */
  chain: Chain;
  close(): Promise<void>;
  /**
   * Stops the app as a killed process would: nothing in flight is awaited (a send hung
   * inside LND never records its result), the database is closed as it stands.
   */
  crash(): void;
  register(
    overrides?: Partial<Record<'name' | 'email' | 'password' | 'btc_address', string>>,
  ): Promise<AuthResponse>;
  /**
   * POST /api/rifa/admin as the admin: an active raffle of 100 tickets at 1 000 sats for a
   * 100 000-sat prize, ending in 7 days, then `overrides` (the response, whatever its status).
   */
  postRaffle(overrides?: Record<string, unknown>): supertest.Test;
  /** postRaffle, which must answer 201; the raffle. */
  createRaffle(overrides?: Record<string, unknown>): Promise<Raffle>;
  /** PUT /api/rifa/:id as the admin (the response, whatever its status). */
  editRaffle(id: number, changes: Record<string, unknown>): supertest.Test;
  /** POST /api/transaction for `count` tickets at the raffle's price; the pending purchase. */
  buy(token: string, raffle: Raffle, count: number): Promise<Purchase>;
  /** Buys `count` tickets and pays the invoice; resolves once the tickets are credited. */
  buyPaid(token: string, raffle: Raffle, count: number): Promise<Purchase>;
  /** Polls the owner's GET /api/transaction/:id until its status is `wanted`; resolves with it. */
  purchaseIn(token: string, id: number, wanted: string, timeoutMs?: number): Promise<Purchase>;
}

let counter = 0;

/** Short delays and deadlines: a test sees a retry or a job's pass in a fraction of a second. */
const TEST_TIMINGS: Partial<Timings> = {
  lndRestartDelayMs: 100,
  lndCallTimeoutMs: 1_500,
  lndPaymentTimeoutMs: 3_000,
  chainTimeoutMs: 1_500,
  healthCacheMs: 0,
  resubscribeDelayMs: 100,
  sweepIntervalMs: 200,
  drawIntervalMs: 200,
  payoutIntervalMs: 200,
};

/** The test app's Config: node mode, both halves of the node on the devnode, silent logs. */
export function testConfig(
  devnode: ConnectionInfo,
  dataDir: string,
  options: Pick<TestAppOptions, 'payoutMode' | 'drawConfirmations' | 'torProxy'> = {},
): Config {
  return devnodeConfig(devnode, {
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    JWT_SECRET,
    DRAW_CONFIRMATIONS: String(options.drawConfirmations ?? 6),
    PAYOUT_MODE: options.payoutMode ?? 'auto',
    LOG_LEVEL: 'silent',
    ...(options.torProxy ? { TOR_PROXY: options.torProxy } : {}),
  });
}

export interface TestAppOptions {
  clock?: Clock;
  /** Password slowing and proof of work (default GENEROUS_LIMITS). */
  authLimits?: AuthLimitOverrides;
  /** A devnode shared across app restarts; the app starts its own otherwise. */
  devnode?: Devnode;
  /** An existing DATA_DIR (kept on close), to restart the app over the same data. */
  dataDir?: string;
  /** The settlement watcher runs unless a test wants to drive it by hand. */
  startWatcher?: boolean;
  /** PAYOUT_MODE (default auto). */
  payoutMode?: 'auto' | 'manual';
  /** DRAW_CONFIRMATIONS (default 6). */
  drawConfirmations?: number;
  /** Start the draw scheduler and the payout job on short intervals (default: off, tests tick them). */
  startJobs?: boolean;
  /** The built SPA to serve (default: none); web/dist brings the server-rendered pages too. */
  webDist?: string;
  /** Wraps the app's Lightning port, e.g. to simulate a crash right after a real send. */
  wrapLightning?: (lightning: Lightning) => Lightning;
  /** The invoice page's 'Simular pagamento' settles on the devnode, as in demo mode. */
  simulatePayments?: boolean;
  /** TOR_PROXY, host:port (e.g. tests/support/socks5-proxy.ts); default: none. */
  torProxy?: string;
  /** The Lightning Address resolver's DNS answers, deadline and trust roots. */
  lightningAddress?: Omit<LightningAddressResolverOptions, 'socksProxy'>;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDir();
  const devnode = options.devnode ?? (await startDevnode({ dir: path.join(dataDir, 'devnode') }));
  const clock = options.clock ?? { now: () => new Date() };
  const composed = await compose(testConfig(devnode, dataDir, options), {
    logger: createLogger('silent'),
    clock,
    // Low scrypt cost keeps the suite fast; the production cost is covered in its own test.
    passwordCost: 1 << 10,
    authLimits: options.authLimits ?? GENEROUS_LIMITS,
    webDist: options.webDist ?? path.join(dataDir, 'no-web-dist'),
    version: 'test',
    timings: TEST_TIMINGS,
    ...(options.wrapLightning ? { wrap: { lightning: options.wrapLightning } } : {}),
    ...(options.simulatePayments ? { simulateWith: devnode } : {}),
    ...(options.lightningAddress ? { lightningAddress: options.lightningAddress } : {}),
  });
  const { app, services, store, jobs } = composed;
  if (options.startWatcher !== false) jobs.watcher.start();
  if (options.startJobs) {
    jobs.payouts.start();
    jobs.draws.start();
  }
  const api = supertest(app);
  const purchaseIn = (token: string, id: number, wanted: string, timeoutMs?: number) =>
    eventually(
      `purchase ${id} ${wanted}`,
      async () => {
        const tx = (await api.get(`/api/transaction/${id}`).set(bearer(token))).body as Purchase;
        return tx.status === wanted ? tx : undefined;
      },
      timeoutMs,
    );
  const buy = async (token: string, raffle: Raffle, count: number) => {
    const response = await api
      .post('/api/transaction')
      .set(bearer(token))
      .send({
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: count,
        amount: count * raffle.ticket_price,
      });
    if (response.status !== 201)
      throw new Error(`buy failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as Purchase;
  };
  const adminLogin = await api
    .post('/auth/login')
    .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (adminLogin.status !== 200)
    throw new Error(`admin login failed: ${adminLogin.status} ${JSON.stringify(adminLogin.body)}`);
  const adminToken = (adminLogin.body as AuthResponse).token;
  const postRaffle = (overrides: Record<string, unknown> = {}) =>
    api
      .post('/api/rifa/admin')
      .set(bearer(adminToken))
      .send({
        name: 'Rifa de Teste',
        prize_amount: 100_000,
        ticket_price: 1_000,
        total_tickets: 100,
        end_date: new Date(clock.now().getTime() + 7 * 24 * 3600 * 1000).toISOString(),
        status: 'active',
        admin_password: ADMIN_PASSWORD,
        ...overrides,
      });

  return {
    app,
    api,
    services,
    store,
    devnode,
    dataDir,
    adminToken,
    watcher: jobs.watcher,
    scheduler: jobs.draws,
    payoutJob: jobs.payouts,
    chain: createBitcoindChain(devnode.bitcoind, 1_500),
    async close() {
      await composed.close();
      if (!options.devnode) await devnode.stop();
      if (!options.dataDir) removeDir(dataDir);
    },
    crash() {
      void composed.close({ abandon: true });
    },
    async register(overrides = {}) {
      counter += 1;
      const response = await api.post('/auth/register').send({
        name: `Participante ${counter}`,
        email: `participante${counter}-${Date.now()}@example.com`,
        password: 'segredo123',
        btc_address: REGTEST_ADDRESS,
        ...overrides,
      });
      if (response.status !== 201)
        throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body as AuthResponse;
    },
    postRaffle,
    async createRaffle(overrides = {}) {
      const response = await postRaffle(overrides);
      if (response.status !== 201)
        throw new Error(
          `create raffle failed: ${response.status} ${JSON.stringify(response.body)}`,
        );
      return response.body as Raffle;
    },
    editRaffle: (id, changes) => api.put(`/api/rifa/${id}`).set(bearer(adminToken)).send(changes),
    buy,
    async buyPaid(token, raffle, count) {
      const tx = await buy(token, raffle, count);
      devnode.settleInvoice(tx.payment_hash);
      return purchaseIn(token, tx.id, 'paid');
    },
    purchaseIn,
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
