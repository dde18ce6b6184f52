// The process entry: parse the config once, start, and stop cleanly on SIGTERM/SIGINT
// (as PID 1 in Docker, node ignores SIGTERM unless we handle it). The supervisor restarts the
// app in-process after a backup restore (docs/decisions/0016-operator-cockpit-release.md).
import { ConfigError, loadConfig } from './config/config.ts';
import { FaultConfigError, faultsFromEnv } from './test-only/fault-injection.ts';
import { compactHeap } from './composition/heap.ts';
import { createLogger } from './logger.ts';
import { startSupervisor, type Supervisor } from './composition/app-supervisor.ts';

let config;
let faults;
try {
  config = loadConfig();
  faults = faultsFromEnv(process.env);
} catch (error) {
  if (error instanceof ConfigError || error instanceof FaultConfigError) {
    for (const line of error.lines) console.error(`configuração inválida: ${line}`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);

// The signals are handled from the first moment: a stop while the app is still starting (a
// slow first start, `docker stop` right after `up`) closes it cleanly once it is up, instead
// of Node's default of dying on the spot.
const started: { app?: Supervisor } = {};
let stopping = false;
const stop = (app: Supervisor) =>
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'falha ao encerrar');
      process.exit(1);
    },
  );
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'encerrando');
    // A hard deadline: Docker sends SIGKILL after its grace period anyway.
    setTimeout(() => process.exit(1), 8_000).unref();
    if (started.app) void stop(started.app);
  });
}

started.app = await startSupervisor(
  config,
  { logger, ...(faults ? { faults } : {}) },
  // A restart that cannot start again: exit, and let Docker start the process (a staged
  // restore is applied then).
  { onFatal: () => process.exit(1) },
).catch((error: unknown) => {
  logger.fatal({ err: error }, 'falha ao iniciar');
  process.exit(1);
});
if (stopping) await stop(started.app);

// Start-up garbage would otherwise stay in the heap of an idle server (see heap.ts).
const compaction = compactHeap();
logger.debug(
  {
    heap_before: compaction.heapBefore,
    heap_after: compaction.heapAfter,
    ms: Math.round(compaction.ms),
  },
  'heap compactado após o início',
);
