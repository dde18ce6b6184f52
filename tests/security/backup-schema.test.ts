// docs/decisions/0016-operator-cockpit-release.md#backups-are-data: a backup is data. A file whose
// schema holds anything our migrations did not write at its version — a trigger that makes every
// new account an admin, a view, a table changed to default is_admin to 1 — is refused in pt-BR,
// when sent and when restored, over real HTTP, and the live database is untouched. Our own
// backups, of this version or an older one, still pass and restore.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupEntry, User } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { databaseAtVersion } from '../support/old-database.ts';
import { startSupervisedApp, type SupervisedApp } from '../support/supervised-app.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';

const NOT_THIS_APP = 'Este arquivo não é um backup deste app: o esquema do banco';

let app: SupervisedApp;
let admin: string;
let backup: BackupEntry;
let registered = 0;

const backupsDir = () => path.join(app.dataDir, 'backups');

/** Our own backup copied under `name` (a name the list accepts), then changed by `tamper`. */
function crafted(name: string, tamper: (db: Database.Database) => void): string {
  const file = path.join(backupsDir(), name);
  fs.copyFileSync(path.join(backupsDir(), backup.name), file);
  const db = new Database(file);
  try {
    tamper(db);
  } finally {
    db.close();
  }
  return file;
}

const TAMPERED = {
  trigger: {
    tamper: (db: Database.Database) =>
      db.exec(`CREATE TRIGGER promove AFTER INSERT ON users
                 BEGIN UPDATE users SET is_admin = 1 WHERE id = NEW.id; END`),
    reason: `${NOT_THIS_APP} tem objetos que o app não criou (gatilho "promove")`,
  },
  view: {
    tamper: (db: Database.Database) =>
      db.exec(`CREATE VIEW senhas AS SELECT email, password_hash FROM users`),
    reason: `${NOT_THIS_APP} tem objetos que o app não criou (visão "senhas")`,
  },
  'changed table': {
    // The same names, one default changed: every new account an admin, no new object at all.
    tamper: (db: Database.Database) => {
      db.unsafeMode(true);
      db.pragma('writable_schema = ON');
      db.prepare(
        `UPDATE sqlite_master SET sql = replace(sql, 'DEFAULT 0 CHECK (is_admin', 'DEFAULT 1 CHECK (is_admin') WHERE name = 'users'`,
      ).run();
      db.pragma('writable_schema = OFF');
    },
    reason: `${NOT_THIS_APP} tem objetos diferentes dos que o app criou (tabela "users")`,
  },
} as const;

async function restore(name: string) {
  return app.client.call<{ error?: string }>('POST', `/api/admin/backups/${name}/restore`, {
    token: admin,
    body: { password: ADMIN_PASSWORD },
  });
}

async function upload(bytes: Uint8Array) {
  const response = await fetch(`${app.supervisor.url}/api/admin/backups/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/octet-stream' },
    body: bytes,
  });
  return {
    status: response.status,
    body: (await response.json()) as BackupEntry & { error?: string },
  };
}

/** A new participant, as the live database makes one now. */
async function newParticipant(): Promise<User> {
  registered += 1;
  const reply = await app.client.call<{ token: string }>('POST', '/auth/register', {
    body: {
      name: `Participante ${registered}`,
      email: `p${registered}@example.com`,
      password: 'segredo123',
      btc_address: REGTEST_ADDRESS,
    },
  });
  expect(reply.status, reply.text).toBe(201);
  const me = await app.client.call<User>('GET', '/user/me', { token: reply.body.token });
  expect(me.status).toBe(200);
  return me.body;
}

beforeAll(async () => {
  app = await startSupervisedApp('rifa-backup-schema-', {
    authLimits: { pow: { calmPerMinute: Number.MAX_SAFE_INTEGER } },
  });
  admin = await app.login();
  await app.createRaffle(admin, 'Rifa do backup');
  const made = await app.client.call<BackupEntry>('POST', '/api/admin/backups', { token: admin });
  expect(made.status).toBe(201);
  backup = made.body;
});

afterAll(() => app?.close());

describe('a backup whose schema our migrations did not write', () => {
  it.each(Object.entries(TAMPERED))(
    'with a %s: refused at restore (409, pt-BR), nothing staged, the live database unchanged',
    async (_kind, { tamper, reason }) => {
      const name = 'rifa-20200101T000000Z.sqlite';
      crafted(name, tamper);
      const before = app.supervisor.current;
      const refused = await restore(name);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: reason });
      // Nothing staged, no safety copy, no restart: the same app on the same database.
      expect(
        fs.readdirSync(backupsDir()).filter((file) => !/^rifa-\d{8}T\d{6}Z\.sqlite$/.test(file)),
      ).toEqual([]);
      expect(app.supervisor.current).toBe(before);
      expect((await newParticipant()).is_admin).toBe(false);
      expect(await app.raffleNames()).toEqual(['Rifa do backup']);
      fs.rmSync(path.join(backupsDir(), name));
    },
  );

  it.each(Object.entries(TAMPERED))(
    'with a %s: refused when sent (400, pt-BR), nothing kept',
    async (_kind, { tamper, reason }) => {
      const bytes = new Uint8Array(
        fs.readFileSync(crafted('rifa-20200102T000000Z.sqlite', tamper)),
      );
      fs.rmSync(path.join(backupsDir(), 'rifa-20200102T000000Z.sqlite'));
      const refused = await upload(bytes);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: reason });
      expect(fs.readdirSync(backupsDir())).toEqual([backup.name]);
    },
  );
});

describe('our own backups', () => {
  it('of an older schema version pass the check as our migrations wrote them, and a trigger added to one does not', async () => {
    for (const version of [1, 2, 3, 5, 7, 10]) {
      const file = path.join(app.dataDir, `v${version}.sqlite`);
      databaseAtVersion(file, version, '');
      const sent = await upload(new Uint8Array(fs.readFileSync(file)));
      expect(sent.status, `version ${version}: ${sent.body.error}`).toBe(201);
      expect(sent.body.uploaded).toBe(true);
    }
    const tampered = path.join(app.dataDir, 'v3-trigger.sqlite');
    databaseAtVersion(
      tampered,
      3,
      `CREATE TRIGGER promove AFTER INSERT ON users BEGIN UPDATE users SET is_admin = 1 WHERE id = NEW.id; END;`,
    );
    const refused = await upload(new Uint8Array(fs.readFileSync(tampered)));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(TAMPERED.trigger.reason);
  });

  it('an older-version backup restores: the app restarts, migrates it and serves its data', async () => {
    const file = path.join(app.dataDir, 'v4.sqlite');
    databaseAtVersion(file, 4, '');
    const name = 'rifa-20200103T000000Z.sqlite';
    fs.copyFileSync(file, path.join(backupsDir(), name));
    const before = app.supervisor.current;
    const accepted = await restore(name);
    expect(accepted.status, accepted.text).toBe(202);
    await app.restarted(before);
    // The seeded raffle 'R' of that version, migrated by the new start; the later one gone.
    expect(await app.raffleNames()).toEqual(['R']);
    admin = await app.login();
    expect((await newParticipant()).is_admin).toBe(false);
  });

  it('this version’s backup still restores', async () => {
    const before = app.supervisor.current;
    const accepted = await restore(backup.name);
    expect(accepted.status, accepted.text).toBe(202);
    await app.restarted(before);
    expect(await app.raffleNames()).toEqual(['Rifa do backup']);
    admin = await app.login();
    expect((await newParticipant()).is_admin).toBe(false);
  });
});
