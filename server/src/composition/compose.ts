// The composition root: the one place that builds the store, the node adapters, the domain
// services, the jobs and the Express app from the config — without listening. main.ts
// (through server.ts) listens; the tests and the benchmarks call it too, passing overrides
// (clock, a wrapped port, short intervals, a cheap scrypt) instead of wiring the pieces and
// the hooks between the jobs themselves.
import fs from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import { createAddressValidator } from '../adapters/bitcoin/address-validator.ts';
import { createBitcoindChain } from '../adapters/bitcoin/bitcoind-chain.ts';
import { createLndLightning } from '../adapters/lnd/lnd-lightning.ts';
import {
  createLightningAddressResolver,
  type LightningAddressResolverOptions,
} from '../adapters/lightning-address/index.ts';
import { createChallengeSigner } from '../adapters/security/challenge-signer.ts';
import { createJwtTokens } from '../adapters/security/jwt-tokens.ts';
import { createScryptPasswords } from '../adapters/security/scrypt-passwords.ts';
import {
  apiKeySecrets,
  generatePassword,
  randomHex,
  randomSecret,
  readOrCreateSecret,
} from '../adapters/security/secrets.ts';
import { createStore, type Store } from '../adapters/sqlite/index.ts';
import { secureDataDir, startBackupJob } from '../adapters/sqlite/operator/backup.ts';
import { workerTicketLists } from './ticket-lists.ts';
import { applyPendingRestore } from '../adapters/sqlite/operator/backup-restore.ts';
import type { Config } from '../config/config.ts';
import { authLimits, type AuthLimitOverrides } from '../domain/accounts/index.ts';
import { createDrawAnchor, ticketListsOf } from '../domain/draws/index.ts';
import { loadInstallId } from '../domain/operator/index.ts';
import { payoutLabels } from '../domain/payouts/index.ts';
import { systemClock, type Clock } from '../domain/ports/index.ts';
import { loadPageRenderer } from '../http/public-pages.ts';
import { createLogger, operatorNotice } from '../logger.ts';
import { faultWrappers, type Faults } from '../test-only/fault-injection.ts';
import { createApp } from './http-app.ts';
import type { JobIntervals, Jobs } from './jobs.ts';
import { createServices, type Services } from './services.ts';
import { chainWrappers, type Wrappers } from './wrappers.ts';

/** The app's root: the folder holding web/ and the root package.json, found upwards from
 * this module (server/src/composition when run from source, server/dist when bundled). */
function appRoot(from: string = import.meta.dirname): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'web')) && fs.existsSync(path.join(dir, 'package.json')))
      return dir;
  }
  throw new Error(`app root not found above ${from}`);
}

const APP_ROOT = appRoot();
export const WEB_DIST = path.join(APP_ROOT, 'web/dist');
export const VERSION: string = (
  JSON.parse(fs.readFileSync(path.join(APP_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Delays and deadlines; production keeps the defaults, tests shorten them. */
export interface Timings extends JobIntervals {
  lndRestartDelayMs: number;
  lndCallTimeoutMs: number;
  lndPaymentTimeoutMs: number;
  chainTimeoutMs: number;
  healthCacheMs: number;
}

const PRODUCTION_TIMINGS: Timings = {
  lndRestartDelayMs: 1_000,
  lndCallTimeoutMs: 10_000,
  lndPaymentTimeoutMs: 60_000,
  chainTimeoutMs: 10_000,
  healthCacheMs: 2_000,
  resubscribeDelayMs: 1_000,
  sweepIntervalMs: 5_000,
  drawIntervalMs: 10_000,
  payoutIntervalMs: 30_000,
};

export interface ComposeOverrides {
  /** Restarts the app in-process after a restore (app-supervisor.ts); absent: restore refused. */
  restart?: () => void;
  /** Default: a pino logger at config.logLevel. */
  logger?: Logger;
  clock?: Clock;
  /** scrypt cost; tests lower it, production keeps the default. */
  passwordCost?: number;
  /** Password slowing and proof-of-work curve (docs/protocols/limits.md); production by default. */
  authLimits?: AuthLimitOverrides;
  webDist?: string;
  version?: string;
  timings?: Partial<Timings>;
  /** Wrappers around ports and repositories (tests, benchmarks), outside the fault hooks. */
  wrap?: Wrappers;
  /** Test-only fault injection (test-only/fault-injection.ts); main.ts refuses it in production. */
  faults?: Faults;
  /** Tests: the Lightning Address resolver's DNS, deadline and trust roots (TOR_PROXY comes from config). */
  lightningAddress?: Omit<LightningAddressResolverOptions, 'socksProxy'>;
  /** Tests: 'Simular pagamento' of the invoice page settles on this devnode (demo mode uses its own). */
  simulateWith?: Pick<import('@rifa/devnode').Devnode, 'settleInvoice'>;
}

export interface AppJobs extends Omit<Jobs, 'receipts'> {
  /** Starts every job: settlement watcher, draw scheduler, payouts, daily backups. */
  start(): void;
  /** Stops every job and waits for the passes in flight. */
  stop(): Promise<void>;
}

export interface Composed {
  /** The request listener (http.createServer and supertest take it). */
  app: RequestListener;
  services: Services;
  jobs: AppJobs;
  /** The SQLite store: only tests, benchmarks and demo seeding reach into it. */
  store: Store;
  /** The in-process devnode of demo mode. */
  demo?: import('../demo/demo-node.ts').DemoNode;
  /**
   * Stops the jobs, then closes LND, the demo node and the database. `abandon` does not wait
   * for a job's pass in flight — a killed process (a send hung in LND never records its result).
   */
  close(options?: { abandon?: boolean }): Promise<void>;
}

export async function compose(
  config: Readonly<Config>,
  overrides: ComposeOverrides = {},
): Promise<Composed> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const clock = overrides.clock ?? systemClock;
  const timings = { ...PRODUCTION_TIMINGS, ...overrides.timings };
  const wrap = chainWrappers(faultWrappers(overrides.faults), overrides.wrap);

  // DATA_DIR 0700 and its files 0600, then a restore staged before a restart (or a crash)
  // replaces the database before it opens (docs/decisions).
  const dbFile = path.join(config.dataDir, 'rifa.sqlite');
  secureDataDir(config.dataDir);
  const restored = applyPendingRestore(config.dataDir, dbFile);
  if (restored)
    logger.warn({ backup: restored }, `banco de dados restaurado do backup ${restored}`);
  const store = createStore(
    dbFile,
    overrides.faults?.maxPageCount !== undefined
      ? { maxPageCount: overrides.faults.maxPageCount }
      : {},
  );
  const cleanups: (() => Promise<void> | void)[] = [() => void store.close()];
  // Synchronous cleanups run synchronously: an abandoned close leaves the database closed
  // by the time it returns, as a killed process would.
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0)) {
      const done = cleanup();
      if (done) await done;
    }
  };

  try {
    // Demo mode runs the devnode for whichever half of the node is not configured.
    const demoKit = config.mode === 'demo' ? await import('../demo/index.ts') : undefined;
    const demo = demoKit ? await demoKit.startDemoNode(config, logger) : undefined;
    if (demo) cleanups.unshift(() => demo.stop());
    const lndSettings = config.lnd ?? demo?.lnd;
    const bitcoindSettings = config.bitcoind ?? demo?.bitcoind;
    if (!lndSettings || !bitcoindSettings)
      throw new Error('node settings missing outside demo mode');

    const lnd = createLndLightning(lndSettings, {
      restartDelayMs: timings.lndRestartDelayMs,
      callTimeoutMs: timings.lndCallTimeoutMs,
      paymentTimeoutMs: timings.lndPaymentTimeoutMs,
    });
    cleanups.unshift(() => lnd.close());
    const lightning = wrap.lightning(lnd);
    const chain = createBitcoindChain(bitcoindSettings, timings.chainTimeoutMs);
    const jwtSecret =
      config.jwtSecret ?? readOrCreateSecret(config.dataDir, 'jwt-secret', () => randomSecret(48));
    const installId = loadInstallId(store.settings, () => randomHex(4));
    const version = overrides.version ?? VERSION;
    // The close, the draw's re-check and inclusion proofs read the list in a worker thread.
    const ticketLists = workerTicketLists(
      dbFile,
      ticketListsOf(store.draws),
      logger.child({ job: 'draws' }),
    );
    cleanups.unshift(() => ticketLists.stop());
    const { services, jobs: domainJobs } = createServices({
      store,
      ticketLists,
      lightning,
      clock,
      passwords: createScryptPasswords(overrides.passwordCost),
      tokens: createJwtTokens(jwtSecret),
      addresses: createAddressValidator(config.network),
      secrets: apiKeySecrets,
      challenges: createChallengeSigner(),
      authLimits: authLimits(overrides.authLimits),
      chain,
      drawConfirmations: config.drawConfirmations,
      log: (job) => logger.child({ job }),
      payoutMode: config.payoutMode,
      installId,
      dataDir: config.dataDir,
      ...(config.explorerUrl ? { explorerUrl: config.explorerUrl } : {}),
      // docs/protocols/lnurl.md#lightning-address-payouts: through the node's Tor when it has one.
      lightningAddresses: createLightningAddressResolver({
        ...overrides.lightningAddress,
        ...(config.torProxy ? { socksProxy: config.torProxy } : {}),
      }),
      torProxy: config.torProxy !== undefined,
      health: {
        mode: config.mode,
        network: config.network,
        version,
        cacheMs: timings.healthCacheMs,
        lndPermissions: lnd.grantedPermissions,
      },
      ...(overrides.restart ? { restart: overrides.restart } : {}),
      wrap,
      jobs: {
        intervals: timings,
        // Proof version 2's anchor (docs/protocols/draw-v2.md): LND's wallet sends and bumps
        // it, bitcoind places it in the best chain, the rows live in SQLite.
        anchor: createDrawAnchor({
          anchors: store.anchors,
          wallet: wrap.anchorWallet(lnd),
          chain,
          clock,
          log: logger.child({ job: 'draws' }),
          labels: payoutLabels(installId),
          // An interrupted send is re-sent only well after LND's call deadline (anchor-send.ts).
          orphanGraceMs: 2 * timings.lndCallTimeoutMs,
        }),
      },
    });
    await ensureAdmin(config, services, logger);
    if (demoKit) demoKit.seedDemoRaffles(store, clock);

    const { watcher, draws, payouts } = domainJobs;
    let backups: { stop(): void } | undefined;
    const jobs: AppJobs = {
      watcher,
      draws,
      payouts,
      start() {
        watcher.start();
        payouts.start();
        draws.start();
        services.notifications.job.start();
        // A daily consistent copy of the database in DATA_DIR/backups, newest 7 kept.
        backups ??= startBackupJob(store.db, config.dataDir, (error) =>
          logger.error({ err: error }, 'falha no backup diário'),
        );
      },
      async stop() {
        backups?.stop();
        await services.notifications.job.stop();
        await Promise.all([draws.stop(), payouts.stop(), watcher.stop()]);
      },
    };

    // docs/protocols/no-javascript.md: the invoice page's 'Simular pagamento' (demo mode, or a test's devnode).
    const simulateOn = demo?.devnode ?? overrides.simulateWith;
    const simulator = simulateOn && {
      devnode: simulateOn,
      simulatePayment: (demoKit ?? (await import('../demo/index.ts'))).simulatePayment,
    };
    const webDist = overrides.webDist ?? WEB_DIST;
    // The public pages rendered on the server (web/dist-ssr, next to web/dist).
    const renderer = loadPageRenderer(webDist, logger);
    const app = createApp(services, {
      logger,
      trustProxy: config.trustProxy,
      webDist,
      ...(renderer && {
        pages: { renderer, now: () => clock.now(), demo: config.mode === 'demo' },
      }),
      storeVersion: store.version,
      version,
      formSecret: jwtSecret,
      ...(simulator && { simulatePayment: simulator.simulatePayment(services, simulator.devnode) }),
      ...(demoKit && demo
        ? {
            devRoutes: demoKit.devRoutes({
              services,
              devnode: demo.devnode,
              network: config.network,
            }),
          }
        : {}),
    });

    return {
      app,
      services,
      jobs,
      store,
      ...(demo ? { demo } : {}),
      async close(options = {}) {
        const stopped = jobs.stop();
        if (!options.abandon) await stopped;
        await closeAll();
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** The bootstrap admin (docs/protocols/configuration.md): a generated password is shown once, on the first start. */
async function ensureAdmin(config: Readonly<Config>, services: Services, logger: Logger) {
  const admin = await services.accounts.ensureAdmin(
    config.adminEmail,
    config.adminPassword,
    generatePassword,
  );
  if (!admin.generatedPassword) return;
  const file = path.join(config.dataDir, 'admin-password.txt');
  fs.writeFileSync(file, `${admin.generatedPassword}\n`, { mode: 0o600 });
  // docs/decisions/0013-built-for-tor.md: the password as a plain-text line a person reads in `docker logs`.
  logger.warn({ email: config.adminEmail, file }, 'senha do administrador gerada: veja abaixo');
  operatorNotice(
    logger,
    `Senha do administrador (${config.adminEmail}): ${admin.generatedPassword} — também em ${file}`,
  );
}
