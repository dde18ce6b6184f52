// docs/decisions/0016-operator-cockpit-release.md: a staged restore is applied at start whatever moment a crash interrupted it, and
// only files that are our database, no newer than this app, are restorable.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../../../../../tests/support/temp-dirs.ts';
import { backupDatabase, backupDir } from './backup.ts';
import {
  applyPendingRestore,
  inspectBackup,
  SCHEMA_VERSION,
  stageRestore,
} from './backup-restore.ts';
import { openDatabase } from '../database.ts';

afterEach(removeTempDirs);

const setting = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT value FROM settings WHERE key = 'k'`).pluck().get();
  } finally {
    db.close();
  }
};

/** A DATA_DIR with a backup holding k = 'antes' and a live database now at k = 'depois'. */
async function staged() {
  const dir = tempDir('rifa-restore-');
  const file = path.join(dir, 'rifa.sqlite');
  const db = openDatabase(file);
  db.prepare(`INSERT INTO settings (key, value) VALUES ('k', 'antes')`).run();
  const name = path.basename(await backupDatabase(db, dir));
  db.prepare(`UPDATE settings SET value = 'depois' WHERE key = 'k'`).run();
  stageRestore(dir, name);
  return { dir, file, db, name, backups: backupDir(dir) };
}

describe('applyPendingRestore', () => {
  it('replaces the database with the staged backup and leaves nothing of the staging', async () => {
    const { dir, file, db, name, backups } = await staged();
    // Killed with the database open: its -wal holds the later write.
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    expect(applyPendingRestore(dir, file)).toBe(name);
    db.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(setting(file)).toBe('antes');
    expect(fs.readdirSync(backups)).toEqual([name]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(applyPendingRestore(dir, file)).toBeNull();
  });

  it('finishes after a crash between removing the old -wal and the rename', async () => {
    const { dir, file, db, name } = await staged();
    db.close();
    fs.rmSync(`${file}-wal`, { force: true });
    expect(applyPendingRestore(dir, file)).toBe(name);
    expect(setting(file)).toBe('antes');
  });

  it('finishes after a crash between the rename and removing the marker', async () => {
    const { dir, file, db, name, backups } = await staged();
    db.close();
    fs.renameSync(path.join(backups, 'restore-pending.sqlite'), file);
    expect(applyPendingRestore(dir, file)).toBe(name);
    expect(setting(file)).toBe('antes');
    expect(fs.existsSync(path.join(backups, 'restore-pending.json'))).toBe(false);
  });

  it('never restores a copy whose marker was not written (a crash while staging)', async () => {
    const { dir, file, db, backups } = await staged();
    db.close();
    fs.rmSync(path.join(backups, 'restore-pending.json'));
    expect(applyPendingRestore(dir, file)).toBeNull();
    expect(setting(file)).toBe('depois');
    expect(fs.existsSync(path.join(backups, 'restore-pending.sqlite'))).toBe(false);
  });

  it('refuses a marker naming any other file', async () => {
    const { dir, file, db, backups } = await staged();
    db.close();
    fs.writeFileSync(
      path.join(backups, 'restore-pending.json'),
      JSON.stringify({ staged: '../x' }),
    );
    expect(() => applyPendingRestore(dir, file)).toThrow(/arquivo preparado inesperado/);
    expect(setting(file)).toBe('depois');
  });
});

describe('inspectBackup', () => {
  it('accepts our backup, and refuses junk, a foreign database and a newer schema in pt-BR', async () => {
    const dir = tempDir('rifa-inspect-');
    const db = openDatabase(path.join(dir, 'rifa.sqlite'));
    const file = await backupDatabase(db, dir);
    db.close();
    expect(inspectBackup(file)).toBeNull();
    // A read-only look leaves nothing beside the file.
    expect(fs.readdirSync(path.dirname(file))).toEqual([path.basename(file)]);

    const notOurs = 'O arquivo não é um banco de dados válido do Rifa Relâmpago';
    const junk = path.join(dir, 'junk.sqlite');
    fs.writeFileSync(junk, 'x'.repeat(4096));
    expect(inspectBackup(junk)).toBe(notOurs);
    expect(inspectBackup(path.join(dir, 'missing.sqlite'))).toBe(notOurs);
    const foreign = path.join(dir, 'foreign.sqlite');
    new Database(foreign).exec('CREATE TABLE users (id INTEGER)').close();
    expect(inspectBackup(foreign)).toBe(notOurs);

    const newer = new Database(file);
    newer
      .prepare(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'x', 'x')`)
      .run(SCHEMA_VERSION + 1);
    newer.close();
    expect(inspectBackup(file)).toBe(
      `Este backup é de uma versão mais nova do app (esquema ${SCHEMA_VERSION + 1}; esta versão vai até ${SCHEMA_VERSION}). Atualize o app antes de restaurá-lo.`,
    );
  });
});
