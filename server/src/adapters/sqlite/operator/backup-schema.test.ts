// docs/decisions/0016-operator-cockpit-release.md#backups-are-data: a file is restorable only when
// its schema is exactly what our migrations write at its version. What our app (or SQLite on
// its own) may have written passes; anything else is named in the refusal.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../../../../../tests/support/temp-dirs.ts';
import { openDatabase } from '../database.ts';
import { migrations } from '../migrations/index.ts';
import { inspectBackup, SCHEMA_VERSION } from './backup-restore.ts';
import { normalizeSql } from './backup-schema.ts';

afterEach(removeTempDirs);

const NOT_THIS_APP = 'Este arquivo não é um backup deste app';

/** A database file our migrations brought to `version`, then changed by `change`. */
function databaseAt(version: number, change: (db: Database.Database) => void = () => {}) {
  const file = path.join(tempDir('rifa-schema-'), 'rifa.sqlite');
  openDatabase(
    file,
    migrations.filter((migration) => migration.version <= version),
  ).close();
  const db = new Database(file);
  try {
    change(db);
  } finally {
    db.close();
  }
  return file;
}

/** Rewrites stored SQL in place, as only a hand-made file would (or an older release did). */
function rewriteSchema(db: Database.Database, from: string, to: string) {
  db.unsafeMode(true);
  db.pragma('writable_schema = ON');
  db.prepare('UPDATE sqlite_master SET sql = replace(sql, ?, ?)').run(from, to);
  db.pragma('writable_schema = OFF');
}

describe('what our app wrote passes', () => {
  it.each(migrations.map((migration) => migration.version))(
    'a database at schema version %i',
    (version) => {
      expect(inspectBackup(databaseAt(version))).toBeNull();
    },
  );

  it('a database brought up version by version, as a long-lived install was', () => {
    const file = path.join(tempDir('rifa-schema-'), 'rifa.sqlite');
    for (const version of [1, 4, 7, SCHEMA_VERSION])
      openDatabase(
        file,
        migrations.filter((migration) => migration.version <= version),
      ).close();
    expect(inspectBackup(file)).toBeNull();
  });

  it('a table whose comments an earlier release worded otherwise', () => {
    const file = databaseAt(SCHEMA_VERSION, (db) =>
      rewriteSchema(db, 'the draw id is the raffle id', 'o id do sorteio, §8 (older words)'),
    );
    const db = new Database(file, { readonly: true });
    expect(
      db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'raffles'`).pluck().get(),
    ).toContain('o id do sorteio, §8 (older words)');
    db.close();
    expect(inspectBackup(file)).toBeNull();
  });

  it('the statistics SQLite writes on ANALYZE', () => {
    expect(inspectBackup(databaseAt(SCHEMA_VERSION, (db) => db.exec('ANALYZE')))).toBeNull();
  });
});

describe('anything else is refused, named', () => {
  it.each([
    [
      'an index',
      (db: Database.Database) => db.exec('CREATE INDEX users_name ON users(name)'),
      `${NOT_THIS_APP}: o esquema do banco tem objetos que o app não criou (índice "users_name")`,
    ],
    [
      'a table',
      (db: Database.Database) => db.exec('CREATE TABLE notas (texto TEXT)'),
      `${NOT_THIS_APP}: o esquema do banco tem objetos que o app não criou (tabela "notas")`,
    ],
    [
      'several objects',
      (db: Database.Database) =>
        db.exec(`
          CREATE VIEW a AS SELECT 1; CREATE VIEW b AS SELECT 2; CREATE VIEW c AS SELECT 3;
          CREATE TRIGGER d AFTER INSERT ON settings BEGIN SELECT 1; END;`),
      `${NOT_THIS_APP}: o esquema do banco tem objetos que o app não criou (visão "a", visão "b", visão "c", e mais 1)`,
    ],
    [
      'one of our triggers changed',
      (db: Database.Database) =>
        rewriteSchema(
          db,
          'DELETE FROM number_claims',
          'UPDATE users SET is_admin = 1;DELETE FROM number_claims',
        ),
      `${NOT_THIS_APP}: o esquema do banco tem objetos diferentes dos que o app criou (gatilho "number_claims_release")`,
    ],
    [
      'spacing changed inside a quoted string of one of our tables',
      (db: Database.Database) =>
        rewriteSchema(db, `'active', 'completed'`, `'active ', 'completed'`),
      `${NOT_THIS_APP}: o esquema do banco tem objetos diferentes dos que o app criou (tabela "raffles")`,
    ],
    [
      'one of our indexes dropped',
      (db: Database.Database) => db.exec('DROP INDEX tickets_user'),
      `${NOT_THIS_APP}: faltam no esquema do banco objetos que o app cria (índice "tickets_user")`,
    ],
    [
      'a migration left out of the record',
      (db: Database.Database) => db.exec('DELETE FROM schema_migrations WHERE version = 2'),
      `${NOT_THIS_APP}: as migrações registradas não são as que o app aplica`,
    ],
  ])('%s', (_what, change, reason) => {
    expect(inspectBackup(databaseAt(SCHEMA_VERSION, change))).toBe(reason);
  });

  it('an older version holding what only a later one creates', () => {
    const file = databaseAt(3, (db) =>
      db.exec(migrations.find((migration) => migration.version === 6)!.sql),
    );
    expect(inspectBackup(file)).toBe(
      `${NOT_THIS_APP}: o esquema do banco tem objetos que o app não criou (tabela "raffle_packages", índice "raffle_packages_raffle")`,
    );
  });
});

describe('normalizeSql', () => {
  it('drops comments and spacing, never inside quoted strings or names', () => {
    expect(normalizeSql(`CREATE TABLE t (\n  a TEXT, -- a note\n  b /* x */ TEXT\n)`)).toBe(
      'CREATE TABLE t ( a TEXT, b TEXT )',
    );
    expect(normalizeSql(`SELECT 'a  -- b', "c  /* d */", [e  f], 'it''s  x'`)).toBe(
      `SELECT 'a  -- b', "c  /* d */", [e  f], 'it''s  x'`,
    );
  });
});
