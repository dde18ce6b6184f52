// Opens the SQLite file in DATA_DIR and brings its schema up to date.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createPrivateFile, makePrivate, PRIVATE_DIR_MODE } from '../security/private-files.ts';
import { migrations, type Migration } from './migrations/index.ts';

export type Db = Database.Database;

export interface OpenOptions {
  /**
   * Test-only (server/src/test-only/fault-injection.ts, RIFA_FAULT_MAX_PAGES): caps this connection's
   * database size so the fault tests can fill it and see SQLITE_FULL. Never set in production.
   */
  maxPageCount?: number;
}

export function openDatabase(
  file: string,
  list: Migration[] = migrations,
  options: OpenOptions = {},
): Db {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Every password hash is in here (docs/decisions/0013-built-for-tor.md): 0600 before SQLite creates it 0644, and its
    // -wal and -shm follow the database's mode; those of an older version are tightened.
    createPrivateFile(file);
    makePrivate(`${file}-wal`, `${file}-shm`);
  }
  const db = new Database(file);
  // WAL: readers never block the single writer, and a crash never corrupts committed data.
  db.pragma('journal_mode = WAL');
  // NORMAL is durable under WAL against application crashes (the threat for money paths);
  // only a power loss may drop the last commits, never corrupt them.
  db.pragma('synchronous = NORMAL');
  // Foreign keys are off by default in SQLite; our integrity relies on them.
  db.pragma('foreign_keys = ON');
  // A second writer (backup, CLI) waits instead of failing with SQLITE_BUSY at once.
  db.pragma('busy_timeout = 5000');
  migrate(db, list);
  if (options.maxPageCount !== undefined)
    db.pragma(`max_page_count = ${Math.trunc(options.maxPageCount)}`);
  return db;
}

export function migrate(db: Db, list: Migration[]): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}
