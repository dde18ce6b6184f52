// Consistent online backups of the SQLite file into DATA_DIR/backups, keeping the newest
// few (issue 7). SQLite's backup API copies a consistent snapshot while the app writes.
import fs from 'node:fs';
import path from 'node:path';
import { createPrivateFile, ensurePrivateDir, makePrivate } from '../security/private-files.ts';
import type { Db } from './database.ts';

export const BACKUP_KEEP = 7;
const NAME = /^rifa-(\d{8}T\d{6}Z)\.sqlite$/;

export function backupDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** Writes one backup and prunes the oldest beyond `keep`; returns the new file. */
export async function backupDatabase(
  db: Db,
  dataDir: string,
  now = new Date(),
  keep = BACKUP_KEEP,
): Promise<string> {
  const dir = backupDir(dataDir);
  ensurePrivateDir(dir);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const file = path.join(dir, `rifa-${stamp}.sqlite`);
  // Write under a temporary name first: a crash mid-backup never leaves a truncated file
  // that looks like a good one.
  const partial = `${file}.partial`;
  // A copy of every password hash: 0600 from its first byte (issue 13), not SQLite's 0644.
  fs.rmSync(partial, { force: true });
  createPrivateFile(partial);
  await db.backup(partial);
  fs.renameSync(partial, file);
  for (const old of listBackups(dataDir).slice(keep))
    fs.rmSync(path.join(dir, old), { force: true });
  return file;
}

/**
 * Creates DATA_DIR 0700 (issue 13), or tightens it, with the backups an older version wrote
 * readable by anyone (the database files themselves are tightened as they are opened).
 */
export function secureDataDir(dataDir: string): void {
  ensurePrivateDir(dataDir);
  const dir = backupDir(dataDir);
  if (!fs.existsSync(dir)) return;
  ensurePrivateDir(dir);
  makePrivate(...fs.readdirSync(dir).map((name) => path.join(dir, name)));
}

/** Backup file names, newest first. */
export function listBackups(dataDir: string): string[] {
  const dir = backupDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
}

/** A daily backup while the server runs; the first one a minute after start. */
export function startBackupJob(
  db: Db,
  dataDir: string,
  onError: (error: unknown) => void,
  intervalMs = 24 * 60 * 60 * 1000,
) {
  const run = () => backupDatabase(db, dataDir).catch(onError);
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, intervalMs);
  first.unref();
  daily.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
