// The app's SQLite file read from the test, while the server runs or after it stopped.
import path from 'node:path';
import Database from 'better-sqlite3';

/** The app's SQLite file, read-only. */
export function readDb(dataDir: string): Database.Database {
  const db = new Database(path.join(dataDir, 'rifa.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  db.pragma('busy_timeout = 5000');
  return db;
}

export function query<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = readDb(dataDir);
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
