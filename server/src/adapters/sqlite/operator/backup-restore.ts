// Restoring a backup (docs/decisions/0016-operator-cockpit-release.md) in two durable steps, so that a process killed at any moment
// starts again on the old database or on the restored one, never a mix of both:
//   stage  — while the app runs: the backup is copied to backups/restore-pending.sqlite and
//            fsynced, then the marker backups/restore-pending.json naming it is written
//            (temporary file + fsync + rename). From the marker on, the restore will happen.
//   apply  — at start, before the database is opened: the live database's -wal and -shm go
//            (an old WAL replayed onto the restored file would mix both), the staged copy is
//            renamed over rifa.sqlite, then the marker goes. Each step is redone safely if a
//            crash interrupts it. Both files sit in backups/, which Umbrel's backups skip
//            (backupIgnore), so a store backup never carries half a restore.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { makePrivate } from '../../security/private-files.ts';
import { backupDir } from './backup.ts';
import { migrations } from '../migrations/index.ts';
import { schemaProblem } from './backup-schema.ts';

/** The marker and the staged copy, in DATA_DIR/backups (Umbrel's backupIgnore skips it). */
export const MARKER = 'restore-pending.json';
export const STAGED = 'restore-pending.sqlite';
/** Tables every version of our schema has: a file without them is not our database. */
const OUR_TABLES = ['users', 'raffles', 'transactions', 'tickets', 'settings', 'schema_migrations'];

interface Marker {
  staged: string;
  backup: string;
  staged_at: string;
}

/** The newest migration this app knows: a backup with a newer one is from a newer app. */
export const SCHEMA_VERSION = Math.max(...migrations.map((migration) => migration.version));

/**
 * Why `file` cannot be restored (pt-BR), or null when it can. Opens it read-only. The schema is
 * checked before anything reads the rows (integrity_check evaluates CHECK constraints): a file
 * that is not exactly ours is refused before any of its SQL is run.
 */
export function inspectBackup(file: string): string | null {
  const notOurs = 'O arquivo não é um banco de dados válido do Rifa Relâmpago';
  // A backup written in WAL mode (before docs/decisions/0016-operator-cockpit-release.md) gets a -wal and -shm when opened: drop them.
  const sidecars = ['-wal', '-shm'].map((suffix) => `${file}${suffix}`);
  const absent = sidecars.filter((sidecar) => !fs.existsSync(sidecar));
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return notOurs;
  }
  try {
    const tables = new Set(
      db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all() as string[],
    );
    if (!OUR_TABLES.every((table) => tables.has(table))) return notOurs;
    const version = db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get();
    if (typeof version !== 'number' || !Number.isInteger(version)) return notOurs;
    if (version > SCHEMA_VERSION)
      return `Este backup é de uma versão mais nova do app (esquema ${version}; esta versão vai até ${SCHEMA_VERSION}). Atualize o app antes de restaurá-lo.`;
    const problem = schemaProblem(db, version);
    if (problem) return problem;
    if (db.pragma('integrity_check', { simple: true }) !== 'ok')
      return 'O backup está corrompido (falhou na verificação de integridade do SQLite)';
    return null;
  } catch {
    // Not a database at all ('file is not a database' on the first read).
    return notOurs;
  } finally {
    db.close();
    for (const sidecar of absent) fs.rmSync(sidecar, { force: true });
  }
}

/** Copies the backup `name` beside the database and writes the marker (see the top). */
export function stageRestore(dataDir: string, name: string): void {
  const dir = backupDir(dataDir);
  const staged = path.join(dir, STAGED);
  const partial = `${staged}.partial`;
  fs.rmSync(partial, { force: true });
  fs.copyFileSync(path.join(dir, name), partial);
  makePrivate(partial);
  fsyncFile(partial);
  fs.renameSync(partial, staged);
  const marker: Marker = { staged: STAGED, backup: name, staged_at: new Date().toISOString() };
  writeDurably(path.join(dir, MARKER), `${JSON.stringify(marker)}\n`);
}

/**
 * Finishes a staged restore before `dbFile` is opened; returns the restored backup's name, or
 * null when none was pending.
 */
export function applyPendingRestore(dataDir: string, dbFile: string): string | null {
  const dir = backupDir(dataDir);
  const markerFile = path.join(dir, MARKER);
  let marker: Marker;
  try {
    marker = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // No marker: a copy left by a stage that crashed before writing it is never restored.
    for (const left of [STAGED, `${STAGED}.partial`, `${MARKER}.partial`])
      fs.rmSync(path.join(dir, left), { force: true });
    return null;
  }
  // Only our own staged name: a marker is never a way to move another file over the database.
  if (marker.staged !== STAGED) throw new Error(`${markerFile}: arquivo preparado inesperado`);
  const staged = path.join(dir, STAGED);
  // No staged copy left: the rename below happened before a crash; only the marker remains.
  if (fs.existsSync(staged)) {
    for (const suffix of ['-wal', '-shm', '-journal'])
      fs.rmSync(`${dbFile}${suffix}`, { force: true });
    fs.renameSync(staged, dbFile);
    fsyncDir(path.dirname(dbFile));
  }
  fs.rmSync(markerFile);
  fsyncDir(dir);
  return marker.backup;
}

function writeDurably(file: string, text: string): void {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, text, { mode: 0o600 });
  fsyncFile(partial);
  fs.renameSync(partial, file);
  fsyncDir(path.dirname(file));
}

function fsyncFile(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
