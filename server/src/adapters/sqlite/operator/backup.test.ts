// Backups are consistent copies that restore to the same data, and only the newest 7 stay.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../../../../../tests/support/temp-dirs.ts';
import { backupDatabase, listBackups } from './backup.ts';
import { openDatabase } from '../database.ts';

afterEach(removeTempDirs);

const dataDir = () => tempDir('rifa-backup-');

const dump = (db: Database.Database) =>
  (
    db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)
      .pluck()
      .all() as string[]
  ).map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all()]);

it('restores a backup to exactly the data that was backed up', async () => {
  const dir = dataDir();
  const db = openDatabase(path.join(dir, 'rifa.sqlite'));
  db.prepare(
    `INSERT INTO users (email, name, btc_address, password_hash, created_at, updated_at) VALUES ('a@b.com', 'Ana', 'bc1', 'h', 'x', 'x')`,
  ).run();
  db.prepare(`INSERT INTO settings (key, value) VALUES ('k', 'v')`).run();
  const file = await backupDatabase(db, dir);
  // Written after the backup: must not be in it.
  db.prepare(`INSERT INTO settings (key, value) VALUES ('later', 'v')`).run();

  const restoredPath = path.join(dir, 'restored.sqlite');
  fs.copyFileSync(file, restoredPath);
  const restored = new Database(restoredPath, { readonly: true });
  expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
  db.prepare(`DELETE FROM settings WHERE key = 'later'`).run();
  expect(dump(restored)).toEqual(dump(db));
  restored.close();
  db.close();
});

it('keeps only the newest 7 backups', async () => {
  const dir = dataDir();
  const db = openDatabase(path.join(dir, 'rifa.sqlite'));
  for (let day = 1; day <= 9; day++)
    await backupDatabase(db, dir, new Date(Date.UTC(2026, 0, day, 3)));
  const kept = listBackups(dir);
  expect(kept).toHaveLength(7);
  expect(kept[0]).toBe('rifa-20260109T030000Z.sqlite');
  expect(kept.at(-1)).toBe('rifa-20260103T030000Z.sqlite');
  db.close();
});

it('npm run backup works from the command line while the database is open', () => {
  const dir = dataDir();
  const db = openDatabase(path.join(dir, 'rifa.sqlite'));
  db.prepare(`INSERT INTO settings (key, value) VALUES ('k', 'v')`).run();
  const root = path.resolve(import.meta.dirname, '../../../../..');
  const output = execFileSync(process.execPath, [path.join(root, 'scripts/backup.ts')], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: 'utf8',
  });
  expect(output).toMatch(/backup escrito/);
  const [newest] = listBackups(dir);
  const copy = new Database(path.join(dir, 'backups', newest!), { readonly: true });
  expect(copy.prepare(`SELECT value FROM settings WHERE key = 'k'`).pluck().get()).toBe('v');
  copy.close();
  db.close();
});
