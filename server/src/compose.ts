// The composition root: the one place that builds the store, the node adapters, the domain
// services, the jobs and the Express app from the config — without listening. main.ts
// (through server.ts) listens; the tests and the benchmarks call it too, passing overrides
// (clock, a wrapped port, short intervals, a cheap scrypt) instead of wiring the pieces and
// the hooks between the jobs themselves.
import fs from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { createAddressValidator } from './adapters/bitcoin/address-validator.ts';
import { createBitcoindChain } from './adapters/bitcoin/bitcoind-chain.ts';
import { createLndLightning } from './adapters/lnd/lnd-lightning.ts';
import { createChallengeSigner } from './adapters/security/challenge-signer.ts';
import { createJwtTokens } from './adapters/security/jwt-tokens.ts';
import { createScryptPasswords } from './adapters/security/scrypt-passwords.ts';
import {
  apiKeySecrets,
  generatePassword,
  randomHex,
  randomSecret,
  readOrCreateSecret,
} from './adapters/security/secrets.ts';
import { startBackupJob } from './adapters/sqlite/backup.ts';
import { createStore, type Store } from './adapters/sqlite/index.ts';
import type { Config } from './config.ts';
import { authLimits, type AuthLimitOverrides } from './domain/accounts/index.ts';
import type { DrawScheduler } from './domain/draws/index.ts';
import { createHealthProbe, loadInstallId } from './domain/operator/index.ts';
import type { PayoutJob } from './domain/payouts/index.ts';
import type {
  Clock,
  DrawRepository,
  Lightning,
  SettlementRepository,
} from './domain/ports/index.ts';
import { systemClock } from './domain/ports/index.ts';
import type { SettlementWatcher } from './domain/purchases/index.ts';
import { loadPageRenderer } from './http/public-pages.ts';
import { createLogger, operatorNotice } from './logger.ts';
import { createPhotoService } from './photo-wiring.ts';
import { createBackupService, prepareDataDir, type RestartOverride } from './backup-wiring.ts';
import { wireAnchor } from './anchor-wiring.ts';
import { createJobs, createServices, type JobIntervals, type Services } from './services.ts';
import { crashHooks, type Faults } from './test-only/fault-injection.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');
export const VERSION: string = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
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

/** Wrappers around a port or repository, applied after the fault hooks (tests, benchmarks). */
export interface Wrappers {
  lightning?: (lightning: Lightning) => Lightning;
  settlement?: (settlement: SettlementRepository) => SettlementRepository;
  draws?: (draws: DrawRepository) => DrawRepository;
}

export interface ComposeOverrides extends RestartOverride {
  /** Default: a pino logger at config.logLevel. */
  logger?: Logger;
  clock?: Clock;
  /** scrypt cost; tests lower it, production keeps the default. */
  passwordCost?: number;
  /** Password slowing and proof-of-work curve (DESIGN.md §6.1); production by default. */
  authLimits?: AuthLimitOverrides;
  webDist?: string;
  version?: string;
  timings?: Partial<Timings>;
  wrap?: Wrappers;
  /** Test-only fault injection (test-only/fault-injection.ts); main.ts refuses it in production. */
  faults?: Faults;
}

export interface Jobs {
  watcher: SettlementWatcher;
  draws: DrawScheduler;
  payouts: PayoutJob;
  /** Starts every job: settlement watcher, draw scheduler, payouts, daily backups. */
  start(): void;
  /** Stops every job and waits for the passes in flight. */
  stop(): Promise<void>;
}

export interface Composed {
  /** The request listener (http.createServer and supertest take it). */
  app: RequestListener;
  services: Services;
  jobs: Jobs;
  /** The SQLite store: only tests, benchmarks and demo seeding reach into it. */
  store: Store;
  /** The in-process devnode of demo mode. */
  demo?: import('./demo/demo-node.ts').DemoNode;
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
  const wrap = overrides.wrap ?? {};
  const crash = crashHooks(overrides.faults);

  // DATA_DIR 0700 and its files 0600 (issue 13); a restore staged before a restart (issue 16).
  prepareDataDir(config.dataDir, path.join(config.dataDir, 'rifa.sqlite'), logger);
  const store = createStore(
    path.join(config.dataDir, 'rifa.sqlite'),
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
    const demoKit = config.mode === 'demo' ? await import('./demo/index.ts') : undefined;
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
    const lightning = (wrap.lightning ?? ((port) => port))(crash.lightning(lnd));
    const chain = createBitcoindChain(bitcoindSettings, timings.chainTimeoutMs);
    const jwtSecret =
      config.jwtSecret ?? readOrCreateSecret(config.dataDir, 'jwt-secret', () => randomSecret(48));
    const services = createServices({
      store,
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
      log: logger.child({ job: 'payouts' }),
      payoutMode: config.payoutMode,
      installId: loadInstallId(store.settings, () => randomHex(4)),
    });
    await ensureAdmin(config, services, logger);
    if (demoKit) demoKit.seedDemoRaffles(store, clock);

    const { watcher, draws, payouts } = createJobs(
      {
        settlement: (wrap.settlement ?? ((repo) => repo))(store.settlement),
        settings: store.settings,
        draws: (wrap.draws ?? ((repo) => repo))(crash.draws(store.draws)),
        receipts: crash.receipts(store.receipts),
        lightning,
        chain,
        clock,
        log: (job) => logger.child({ job }),
        confirmations: config.drawConfirmations,
        intervals: timings,
        anchor: wireAnchor({ store, lnd, chain, clock, logger, crash, services, timings }),
      },
      services,
    );
    let backups: { stop(): void } | undefined;
    const jobs: Jobs = {
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

    const webDist = overrides.webDist ?? WEB_DIST;
    // Issue 13: the public pages rendered on the server (web/dist-ssr, next to web/dist).
    const renderer = loadPageRenderer(webDist, logger);
    const app = createApp({
      services,
      logger,
      trustProxy: config.trustProxy,
      webDist,
      ...(renderer && {
        pages: { renderer, now: () => clock.now(), demo: config.mode === 'demo' },
      }),
      storeVersion: store.version,
      photos: createPhotoService(store, config.dataDir, clock),
      backups: createBackupService(store, config, services, overrides),
      version: overrides.version ?? VERSION,
      health: createHealthProbe({
        lightning,
        chain,
        mode: config.mode,
        network: config.network,
        version: overrides.version ?? VERSION,
        cacheMs: timings.healthCacheMs,
        anchorsAwaitingBalance: services.anchorReads.awaitingBalance,
        lndPermissions: lnd.grantedPermissions,
      }),
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

/** The bootstrap admin (DESIGN.md §4): a generated password is shown once, on the first start. */
async function ensureAdmin(config: Readonly<Config>, services: Services, logger: Logger) {
  const admin = await services.accounts.ensureAdmin(
    config.adminEmail,
    config.adminPassword,
    generatePassword,
  );
  if (!admin.generatedPassword) return;
  const file = path.join(config.dataDir, 'admin-password.txt');
  fs.writeFileSync(file, `${admin.generatedPassword}\n`, { mode: 0o600 });
  // Issue 13: the password as a plain-text line a person reads in `docker logs`.
  logger.warn({ email: config.adminEmail, file }, 'senha do administrador gerada: veja abaixo');
  operatorNotice(
    logger,
    `Senha do administrador (${config.adminEmail}): ${admin.generatedPassword} — também em ${file}`,
  );
}
