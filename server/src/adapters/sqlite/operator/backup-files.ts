// The BackupFiles port (domain/ports/backup-files.ts) over DATA_DIR/backups and the live
// SQLite connection (docs/decisions/0016-operator-cockpit-release.md).
import path from 'node:path';
import type { BackupFiles } from '../../../domain/ports/index.ts';
import type { Clock } from '../../../domain/ports/index.ts';
import { BACKUP_KEEP, backupDatabase, backupDir, backupEntries, backupEntry } from './backup.ts';
import { BACKUP_NAME } from './backup-names.ts';
import { inspectBackup, stageRestore } from './backup-restore.ts';
import { receiveBackup } from './backup-upload.ts';
import type { Db } from '../database.ts';

export function createBackupFiles(db: Db, dataDir: string, clock: Clock): BackupFiles {
  const dir = backupDir(dataDir);
  // The strict name pattern first: no path, no '..', nothing but our own file names.
  const entryOf = (name: string) => (BACKUP_NAME.test(name) ? backupEntry(dir, name) : null);
  return {
    list: () => backupEntries(dataDir),
    async create(options = {}) {
      const file = await backupDatabase(db, dataDir, clock.now(), {
        keep: BACKUP_KEEP,
        ...options,
      });
      const entry = backupEntry(dir, path.basename(file));
      if (!entry) throw new Error(`backup escrito e não encontrado: ${file}`);
      return entry;
    },
    locate: (name) => (entryOf(name) ? path.join(dir, name) : null),
    inspect: (name) => inspectBackup(path.join(dir, name)),
    stage: (name) => stageRestore(dataDir, name),
    receive: (source, maxBytes) => receiveBackup(dataDir, source, maxBytes, clock.now()),
  };
}
