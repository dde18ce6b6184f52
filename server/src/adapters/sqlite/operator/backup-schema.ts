// A backup is data, never code (docs/decisions/0016-operator-cockpit-release.md#backups-are-data).
// A SQLite file carries its own schema, and a trigger, a view, an index or a changed table
// default in it runs inside the app that restores it: `AFTER INSERT ON users … SET is_admin = 1`
// makes every new account an admin. So a file is ours only when its schema is exactly what our
// migrations write at its version: every object of sqlite_master (type, name, table, SQL with
// comments and spacing set aside) against a database our migrations brought to that version in
// memory, built once per version. An older version that matches restores and migrates at start.
import { openDatabase, type Db } from '../database.ts';
import { migrations } from '../migrations/index.ts';

interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

const NOT_THIS_APP = 'Este arquivo não é um backup deste app';

const KIND: Record<string, string> = {
  table: 'tabela',
  index: 'índice',
  trigger: 'gatilho',
  view: 'visão',
};

/**
 * What SQLite adds by itself when someone runs ANALYZE or `PRAGMA optimize` (the operator's
 * sqlite3): statistics the query planner reads, which run nothing. Accepted in exactly this form.
 */
const SQLITE_STATISTICS = new Map([
  ['sqlite_stat1', 'CREATE TABLE sqlite_stat1(tbl,idx,stat)'],
  ['sqlite_stat4', 'CREATE TABLE sqlite_stat4(tbl,idx,neq,nlt,ndlt,sample)'],
]);

/** At most this many objects are named in a refusal. */
const NAMED = 3;

const references = new Map<number, Map<string, SchemaObject>>();

/**
 * Why the schema of `db`, at schema `version` (its newest migration, no newer than ours), is
 * not one our migrations wrote (pt-BR), or null when it is exactly one.
 */
export function schemaProblem(db: Db, version: number): string | null {
  const applied = db
    .prepare('SELECT version FROM schema_migrations ORDER BY version')
    .pluck()
    .all();
  const ours = migrations
    .map((migration) => migration.version)
    .filter((v) => v <= version)
    .sort((a, b) => a - b);
  if (applied.join() !== ours.join())
    return `${NOT_THIS_APP}: as migrações registradas não são as que o app aplica`;

  const reference = referenceAt(version);
  const found = objectsOf(db);
  if (!found) return `${NOT_THIS_APP}: o esquema do banco tem objetos repetidos`;
  const extra: SchemaObject[] = [];
  const changed: SchemaObject[] = [];
  for (const [key, object] of found) {
    const expected = reference.get(key);
    if (!expected) {
      if (SQLITE_STATISTICS.get(object.name) !== object.sql || object.type !== 'table')
        extra.push(object);
    } else if (expected.tbl_name !== object.tbl_name || expected.sql !== object.sql) {
      changed.push(object);
    }
  }
  const missing = [...reference].filter(([key]) => !found.has(key)).map(([, object]) => object);
  if (extra.length)
    return `${NOT_THIS_APP}: o esquema do banco tem objetos que o app não criou (${named(extra)})`;
  if (changed.length)
    return `${NOT_THIS_APP}: o esquema do banco tem objetos diferentes dos que o app criou (${named(changed)})`;
  if (missing.length)
    return `${NOT_THIS_APP}: faltam no esquema do banco objetos que o app cria (${named(missing)})`;
  return null;
}

/** Our schema at `version`: our migrations up to it, as the app runs them, on an empty database. */
function referenceAt(version: number): Map<string, SchemaObject> {
  let reference = references.get(version);
  if (!reference) {
    const db = openDatabase(
      ':memory:',
      migrations.filter((migration) => migration.version <= version),
    );
    try {
      reference = objectsOf(db)!;
    } finally {
      db.close();
    }
    references.set(version, reference);
  }
  return reference;
}

/** Every object of the schema by type and name, its SQL normalized; null if a key repeats. */
function objectsOf(db: Db): Map<string, SchemaObject> | null {
  const rows = db
    .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master')
    .all() as SchemaObject[];
  const objects = new Map<string, SchemaObject>();
  for (const row of rows) {
    const key = `${row.type}\u0000${row.name}`;
    if (objects.has(key)) return null;
    objects.set(key, { ...row, sql: row.sql === null ? null : normalizeSql(row.sql) });
  }
  return objects;
}

function named(objects: SchemaObject[]): string {
  const names = objects
    .slice(0, NAMED)
    .map((object) => `${KIND[object.type] ?? object.type} "${object.name}"`);
  if (objects.length > NAMED) names.push(`e mais ${objects.length - NAMED}`);
  return names.join(', ');
}

/**
 * The statement as SQLite runs it: comments dropped and each run of spacing one space, outside
 * quoted strings and names, which stay as they are. Comments inside a CREATE TABLE are kept in
 * sqlite_master, and ours were reworded after databases had been written with them.
 */
export function normalizeSql(sql: string): string {
  let out = '';
  let space = false;
  let i = 0;
  const emit = (text: string) => {
    if (space && out) out += ' ';
    space = false;
    out += text;
  };
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c;
      let end = i + 1;
      for (;;) {
        const at = sql.indexOf(close, end);
        if (at < 0) {
          end = sql.length;
          break;
        }
        // A doubled quote is a quote inside the string; [names] have no escape.
        if (close !== ']' && sql[at + 1] === close) {
          end = at + 2;
          continue;
        }
        end = at + 1;
        break;
      }
      emit(sql.slice(i, end));
      i = end;
    } else if (c === '-' && sql[i + 1] === '-') {
      const eol = sql.indexOf('\n', i);
      i = eol < 0 ? sql.length : eol + 1;
      space = true;
    } else if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      i = close < 0 ? sql.length : close + 2;
      space = true;
    } else if (/\s/.test(c)) {
      i += 1;
      space = true;
    } else {
      emit(c);
      i += 1;
    }
  }
  return out;
}
