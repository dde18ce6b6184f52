// Consistent online backups of the SQLite file into DATA_DIR/backups, keeping the newest
// few (docs/decisions/0007-load-faults-attack.md). SQLite's backup API copies a consistent snapshot while the app writes.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BackupEntry } from '@rifa/shared';
import { createPrivateFile, ensurePrivateDir, makePrivate } from '../../security/private-files.ts';
import type { Db } from '../database.ts';

export const BACKUP_KEEP = 7;
/** Copies taken right before a restore (docs/decisions/0016-operator-cockpit-release.md): kept apart from the daily 7, newest 3. */
export const SAFETY_KEEP = 3;
const NAME = /^rifa-(\d{8}T\d{6}Z)\.sqlite$/;
const SAFETY_PREFIX = 'rifa-antes-de-restaurar-';
const SAFETY_NAME = /^rifa-antes-de-restaurar-(\d{8}T\d{6}Z)\.sqlite$/;
/** Files the operator sent from another install or machine ('Enviar backup'), newest 3 kept. */
export const UPLOAD_KEEP = 3;
export const UPLOAD_PREFIX = 'rifa-enviado-';
export const UPLOAD_NAME = /^rifa-enviado-(\d{8}T\d{6}Z)\.sqlite$/;
/** Every name a backup can have: anything else (a path, '..') is no backup. */
export const BACKUP_NAME = /^rifa-(?:antes-de-restaurar-|enviado-)?\d{8}T\d{6}Z\.sqlite$/;

export function backupDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/**
 * Writes one backup and prunes the oldest beyond `keep`; returns the new file. A `safety` copy
 * (before a restore) is named apart and pruned apart, so daily copies never push it out.
 */
export async function backupDatabase(
  db: Db,
  dataDir: string,
  now = new Date(),
  keep = BACKUP_KEEP,
  safety = false,
): Promise<string> {
  const dir = backupDir(dataDir);
  ensurePrivateDir(dir);
  const file = path.join(dir, `${safety ? SAFETY_PREFIX : 'rifa-'}${backupStamp(now)}.sqlite`);
  // Write under a temporary name first: a crash mid-backup never leaves a truncated file
  // that looks like a good one.
  const partial = `${file}.partial`;
  // A copy of every password hash: 0600 from its first byte (docs/decisions/0013-built-for-tor.md), not SQLite's 0644.
  fs.rmSync(partial, { force: true });
  createPrivateFile(partial);
  await db.backup(partial);
  // One self-contained file (docs/decisions/0016-operator-cockpit-release.md): a rollback journal rather than WAL, so opening it
  // read-only — the check before a restore, the operator's sqlite3 — leaves no -wal or -shm.
  useRollbackJournal(partial);
  fs.renameSync(partial, file);
  const pruned = safety
    ? listNamed(dataDir, SAFETY_NAME).slice(SAFETY_KEEP)
    : listBackups(dataDir).slice(keep);
  for (const old of pruned) fs.rmSync(path.join(dir, old), { force: true });
  return file;
}

/** 2025-08-17T17:00:00.000Z → 20250817T170000Z, the stamp in every backup's name. */
export function backupStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
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
  return listNamed(dataDir, NAME);
}

export function listNamed(dataDir: string, pattern: RegExp): string[] {
  const dir = backupDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .reverse();
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
  const stamp = (NAME.exec(name) ?? SAFETY_NAME.exec(name) ?? UPLOAD_NAME.exec(name))?.[1];
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
