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

/**
 * The label of a raffle's on-chain send, rifa:<install>:<id>:<purpose>, with the install id
 * the server keeps in its settings table.
 */
export function sendLabel(dataDir: string, raffleId: number, purpose: 'ancora' | 'premio'): string {
  const install = query<{ value: string }>(
    dataDir,
    "SELECT value FROM settings WHERE key = 'install_id'",
  )[0]?.value;
  return `rifa:${install}:${raffleId}:${purpose}`;
}
