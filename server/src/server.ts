// Wires config, SQLite, adapters and jobs into a listening server with a clean shutdown.
// main.ts calls it for the real process; tests call it to run the whole app in-process.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { createAddressValidator } from './adapters/bitcoin/address-validator.ts';
import { createBitcoindChain } from './adapters/bitcoin/bitcoind-chain.ts';
import { createLndLightning } from './adapters/lnd/lnd-lightning.ts';
import { createJwtTokens } from './adapters/security/jwt-tokens.ts';
import { createScryptPasswords } from './adapters/security/scrypt-passwords.ts';
import {
  apiKeySecrets,
  generatePassword,
  randomSecret,
  readOrCreateSecret,
} from './adapters/security/secrets.ts';
import { createStore } from './adapters/sqlite/index.ts';
import { startBackupJob } from './adapters/sqlite/backup.ts';
import type { Config } from './config.ts';
import { systemClock } from './domain/ports/index.ts';
import { createHealthProbe } from './domain/health.ts';
import { createServices } from './services.ts';
import { createSettlementWatcher } from './domain/settlement-watcher.ts';
import { createDrawScheduler } from './domain/draw-scheduler.ts';
import { createPayoutJob } from './domain/payout-job.ts';
import type { LoginLimits } from './http/routes/auth-routes.ts';
import { crashHooks, type Faults } from './test-only/fault-injection.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');
export const VERSION: string = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    version: string;
  }
).version;

export interface StartOptions {
  logger: Logger;
  loginLimits?: LoginLimits;
  /** scrypt cost; tests lower it, production keeps the default. */
  passwordCost?: number;
  webDist?: string;
  /** Test-only fault injection (fault-injection.ts); main.ts refuses it in production. */
  faults?: Faults;
}

export interface RunningServer {
  url: string;
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

export async function startServer(
  config: Readonly<Config>,
  options: StartOptions,
): Promise<RunningServer> {
  const { logger } = options;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const store = createStore(
    path.join(config.dataDir, 'rifa.sqlite'),
    options.faults?.maxPageCount !== undefined ? { maxPageCount: options.faults.maxPageCount } : {},
  );
  const crash = crashHooks(options.faults);
  const cleanups: (() => Promise<void> | void)[] = [() => void store.close()];

  try {
    // Demo mode runs the devnode for whichever half of the node is not configured.
    const demoKit = config.mode === 'demo' ? await import('./demo/index.ts') : undefined;
    const demo = demoKit ? await demoKit.startDemoNode(config, logger) : undefined;
    if (demo) cleanups.unshift(() => demo.stop());
    const lndSettings = config.lnd ?? demo?.lnd;
    const bitcoindSettings = config.bitcoind ?? demo?.bitcoind;
    if (!lndSettings || !bitcoindSettings)
      throw new Error('node settings missing outside demo mode');

    const lnd = createLndLightning(lndSettings);
    cleanups.unshift(() => lnd.close());
    const lightning = crash.lightning(lnd);
    const chain = createBitcoindChain(bitcoindSettings);
    const jwtSecret =
      config.jwtSecret ?? readOrCreateSecret(config.dataDir, 'jwt-secret', () => randomSecret(48));
    const services = createServices({
      store,
      lightning,
      clock: systemClock,
      passwords: createScryptPasswords(options.passwordCost),
      tokens: createJwtTokens(jwtSecret),
      addresses: createAddressValidator(config.network),
      secrets: apiKeySecrets,
      chain,
      drawConfirmations: config.drawConfirmations,
      log: logger.child({ job: 'payouts' }),
    });

    const admin = await services.accounts.ensureAdmin(
      config.adminEmail,
      config.adminPassword,
      generatePassword,
    );
    if (admin.generatedPassword) {
      const file = path.join(config.dataDir, 'admin-password.txt');
      fs.writeFileSync(file, `${admin.generatedPassword}\n`, { mode: 0o600 });
      // Shown once, on the first start, so the operator can log in (DESIGN.md §4).
      logger.warn(
        { email: config.adminEmail, file },
        `senha do administrador gerada: ${admin.generatedPassword}`,
      );
    }
    if (demoKit) demoKit.seedDemoRaffles(store, systemClock);

    const app = createApp({
      services,
      logger,
      trustProxy: config.trustProxy,
      webDist: options.webDist ?? WEB_DIST,
      health: createHealthProbe({
        lightning,
        chain,
        mode: config.mode,
        network: config.network,
        version: VERSION,
      }),
      ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
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

    const watcher = createSettlementWatcher({
      settlement: store.settlement,
      settings: store.settings,
      lightning,
      clock: systemClock,
      log: logger.child({ job: 'settlement' }),
    });
    watcher.start();
    cleanups.unshift(() => watcher.stop());

    // DESIGN.md §8: draws at end_date, then payouts; both resume where a stop left them.
    const payoutJob = createPayoutJob({
      sender: services.sender,
      log: logger.child({ job: 'payouts' }),
    });
    const scheduler = createDrawScheduler({
      draws: crash.draws(store.draws),
      chain,
      lightning,
      clock: systemClock,
      log: logger.child({ job: 'draws' }),
      confirmations: config.drawConfirmations,
      payoutMode: config.payoutMode,
      credit: (invoice) => void watcher.credit(invoice, 'close'),
      onDrawn: () => void payoutJob.tick(),
    });
    payoutJob.start();
    scheduler.start();
    cleanups.unshift(() => payoutJob.stop());
    cleanups.unshift(() => scheduler.stop());

    // A daily consistent copy of the database in DATA_DIR/backups, newest 7 kept.
    const backups = startBackupJob(store.db, config.dataDir, (error) =>
      logger.error({ err: error }, 'falha no backup diário'),
    );
    cleanups.unshift(() => backups.stop());

    const server = http.createServer(app);
    // Behind Umbrel's app_proxy and Tor, keep-alive sockets outlive requests: time them out.
    server.keepAliveTimeout = 5_000;
    server.headersTimeout = 10_000;
    server.requestTimeout = 30_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, mode: config.mode, network: config.network }, 'Rifa Relâmpago no ar');

    let closing: Promise<void> | undefined;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      server,
      close: () =>
        (closing ??= (async () => {
          // Stop accepting, let in-flight requests finish, then close idle keep-alives.
          const drained = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeIdleConnections();
          const force = setTimeout(() => server.closeAllConnections(), 5_000);
          await drained;
          clearTimeout(force);
          for (const cleanup of cleanups) await cleanup();
        })()),
    };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup();
    throw error;
  }
}
