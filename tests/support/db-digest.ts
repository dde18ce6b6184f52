// "Nothing was written": a digest of a SQLite database's rows, equal before and after only
// if no row changed.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

/** A sha256 over every row of `tables` (default: every table of the database). */
export function tablesDigest(db: Database.Database, tables?: readonly string[]): string {
  const names =
    tables ??
    (db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .pluck()
      .all() as string[]);
  const hash = createHash('sha256');
  for (const table of names)
    hash.update(JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).all()));
  return hash.digest('hex');
}
