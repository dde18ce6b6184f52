// Backups the operator can touch (issue 16) over their real adapters; apart from compose.ts
// so that file stays small.
import type { Logger } from 'pino';
import { createBackupFiles } from './adapters/sqlite/backup-files.ts';
import { applyPendingRestore } from './adapters/sqlite/backup-restore.ts';
import { secureDataDir } from './adapters/sqlite/backup.ts';
import type { Store } from './adapters/sqlite/index.ts';
import { createBackups } from './domain/operator/index.ts';
import { systemClock, type Clock } from './domain/ports/index.ts';
import type { Services } from './services.ts';
import { crashHooks, type Faults } from './test-only/fault-injection.ts';

export interface RestartOverride {
  /** Restarts the app in-process after a restore (app-supervisor.ts); absent: restore refused. */
  restart?: () => void;
}

/**
 * Before the database opens: DATA_DIR 0700 and its files 0600 (issue 13), then a restore staged
 * before a restart — or before a crash — replaces the database (backup-restore.ts).
 */
export function prepareDataDir(dataDir: string, dbFile: string, logger: Logger): void {
  secureDataDir(dataDir);
  const restored = applyPendingRestore(dataDir, dbFile);
  if (restored)
    logger.warn({ backup: restored }, `banco de dados restaurado do backup ${restored}`);
}

export function createBackupService(
  store: Store,
  config: { dataDir: string },
  services: Services,
  overrides: RestartOverride & { clock?: Clock; faults?: Faults },
) {
  const clock = overrides.clock ?? systemClock;
  const files = crashHooks(overrides.faults).backupFiles(
    createBackupFiles(store.db, config.dataDir, clock),
  );
  return createBackups({
    files,
    confirmPassword: services.accounts.confirmPassword,
    ...(overrides.restart ? { restart: overrides.restart } : {}),
  });
}
