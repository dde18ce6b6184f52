// Consistent online backups of the SQLite file into DATA_DIR/backups, keeping the newest
// few (docs/decisions/0007-load-faults-attack.md). SQLite's backup API copies a consistent snapshot while the app writes.
// Their names and temporary files: backup-names.ts.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BackupEntry } from '@rifa/shared';
import { createPrivateFile, ensurePrivateDir, makePrivate } from '../../security/private-files.ts';
import type { Db } from '../database.ts';
import {
  claimName,
  newestFirst,
  partialFile,
  REGULAR_NAME,
  REGULAR_PREFIX,
  removePartial,
  SAFETY_NAME,
  SAFETY_PREFIX,
  stampOf,
  sweepPartials,
  UPLOAD_NAME,
} from './backup-names.ts';

export const BACKUP_KEEP = 7;
/** Copies taken right before a restore (docs/decisions/0016-operator-cockpit-release.md): kept apart from the daily 7, newest 3. */
export const SAFETY_KEEP = 3;
/** Files the operator sent from another install or machine ('Enviar backup'), newest 3 kept. */
export const UPLOAD_KEEP = 3;

export interface BackupOptions {
  /** How many regular backups to keep. */
  keep?: number;
  /** The copy taken before a restore: named and pruned apart, so daily copies never push it out. */
  safety?: boolean;
  /** A backup the pruning leaves in place: the one a restore is about to stage. */
  spare?: string;
}

export function backupDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** Writes one backup and prunes the oldest beyond the kept number; returns the new file. */
export async function backupDatabase(
  db: Db,
  dataDir: string,
  now = new Date(),
  options: BackupOptions = {},
): Promise<string> {
  const { keep = BACKUP_KEEP, safety = false, spare } = options;
  const dir = backupDir(dataDir);
  ensurePrivateDir(dir);
  sweepPartials(dir);
  const prefix = safety ? SAFETY_PREFIX : REGULAR_PREFIX;
  // Written under a temporary name of its own first: a crash mid-backup never leaves a
  // truncated file that looks like a good one, and two backups never share one.
  const partial = partialFile(dir, prefix, now);
  let name: string;
  try {
    // A copy of every password hash: 0600 from its first byte (docs/decisions/0013-built-for-tor.md), not SQLite's 0644.
    createPrivateFile(partial);
    await db.backup(partial);
    // One self-contained file (docs/decisions/0016-operator-cockpit-release.md): a rollback journal rather than WAL, so opening it
    // read-only — the check before a restore, the operator's sqlite3 — leaves no -wal or -shm.
    useRollbackJournal(partial);
    name = claimName(dir, partial, prefix, now);
  } finally {
    removePartial(partial);
  }
  const pruned = safety
    ? listNamed(dataDir, SAFETY_NAME).slice(SAFETY_KEEP)
    : listBackups(dataDir).slice(keep);
  for (const old of pruned)
    if (old !== name && old !== spare) fs.rmSync(path.join(dir, old), { force: true });
  return path.join(dir, name);
}

/** One self-contained file: a rollback journal instead of WAL (no -wal/-shm when opened). */
export function useRollbackJournal(file: string): void {
  const copy = new Database(file);
  copy.pragma('journal_mode = DELETE');
  copy.close();
}

/**
 * Creates DATA_DIR 0700 (docs/decisions/0013-built-for-tor.md), or tightens it, with the backups an older version wrote
 * readable by anyone (the database files themselves are tightened as they are opened).
 */
export function secureDataDir(dataDir: string): void {
  ensurePrivateDir(dataDir);
  const dir = backupDir(dataDir);
  if (!fs.existsSync(dir)) return;
  ensurePrivateDir(dir);
  makePrivate(...fs.readdirSync(dir).map((name) => path.join(dir, name)));
}

/** The regular (daily or 'Fazer backup agora') backup file names, newest first. */
export function listBackups(dataDir: string): string[] {
  return listNamed(dataDir, REGULAR_NAME);
}

export function listNamed(dataDir: string, pattern: RegExp): string[] {
  const dir = backupDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return newestFirst(pattern, fs.readdirSync(dir));
}

/** Every backup, regular and safety copies, newest first, with its time and size. */
export function backupEntries(dataDir: string): BackupEntry[] {
  const dir = backupDir(dataDir);
  const entries: BackupEntry[] = [];
  const names = [SAFETY_NAME, UPLOAD_NAME].flatMap((pattern) => listNamed(dataDir, pattern));
  for (const name of [...listBackups(dataDir), ...names]) {
    const entry = backupEntry(dir, name);
    if (entry) entries.push(entry);
  }
  // Same second: the safety copy was taken after the backup it sits next to.
  return entries.sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || Number(b.safety) - Number(a.safety),
  );
}

/** One backup's entry; null when the name is no backup's or the file is gone. */
export function backupEntry(dir: string, name: string): BackupEntry | null {
  const stamp =
    stampOf(REGULAR_NAME, name) ?? stampOf(SAFETY_NAME, name) ?? stampOf(UPLOAD_NAME, name);
  if (!stamp) return null;
  let size: number;
  try {
    const stat = fs.statSync(path.join(dir, name));
    if (!stat.isFile()) return null;
    size = stat.size;
  } catch {
    return null;
  }
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp)!;
  const created = `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
  return {
    name,
    created_at: created,
    size,
    safety: SAFETY_NAME.test(name),
    uploaded: UPLOAD_NAME.test(name),
  };
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
