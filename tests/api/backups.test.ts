// docs/decisions/0016-operator-cockpit-release.md: backups the operator can touch, over real HTTP on a real port. Admin →
// Configurações lists, makes and downloads backups, and restores one with the admin password:
// the app restarts in-process (app-supervisor.ts) on the same port with the backup's data,
// after keeping a safety copy of the database as it was.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupEntry, BackupRestoreResponse } from '@rifa/shared';
import type { Supervisor } from '../../server/src/composition/app-supervisor.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import type { JsonClient } from '../support/json-client.ts';
import { rawRequest } from '../support/raw-http.ts';
import { startSupervisedApp, type SupervisedApp } from '../support/supervised-app.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';

// A second backup in the same second gets a sequence: rifa-<stamp>-2.sqlite.
const NAME = /^rifa-\d{8}T\d{6}Z(?:-\d+)?\.sqlite$/;
const SAFETY = /^rifa-antes-de-restaurar-\d{8}T\d{6}Z(?:-\d+)?\.sqlite$/;

let app: SupervisedApp;
let dataDir: string;
let supervisor: Supervisor;
let client: JsonClient;
let admin: string;
let participant: string;

const backupsDir = () => path.join(dataDir, 'backups');

const login = () => app.login();

const createRaffle = (name: string) => app.createRaffle(admin, name);
const raffleNames = () => app.raffleNames();

/** Our tables in a SQLite file, read-only. */
function tablesOf(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    return db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
      .pluck()
      .all() as string[];
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  // Under a dot folder, as ~/.rifa would be: the download must still find the file.
  app = await startSupervisedApp('.rifa-backups-', {
    // Wrong passwords free but for a few, as production slows them (docs/protocols/limits.md).
    authLimits: { attempts: { freeFailures: 3 }, pow: { calmPerMinute: Number.MAX_SAFE_INTEGER } },
  });
  ({ dataDir, supervisor, client } = app);
  admin = await login();
  const registered = await client.call<{ token: string }>('POST', '/auth/register', {
    body: {
      name: 'Ana',
      email: 'ana@example.com',
      password: 'segredo123',
      btc_address: REGTEST_ADDRESS,
    },
  });
  expect(registered.status).toBe(201);
  participant = registered.body.token;
});

afterAll(() => app?.close());

describe('list, make and download', () => {
  it('makes a backup now and lists it, newest first, with its time and size', async () => {
    expect((await client.call('GET', '/api/admin/backups', { token: admin })).body).toEqual({
      data: [],
    });
    const made = await client.call<BackupEntry>('POST', '/api/admin/backups', { token: admin });
    expect(made.status).toBe(201);
    expect(made.body.name).toMatch(NAME);
    expect(made.body.safety).toBe(false);
    expect(made.body.size).toBe(fs.statSync(path.join(backupsDir(), made.body.name)).size);
    expect(Math.abs(Date.parse(made.body.created_at) - Date.now())).toBeLessThan(60_000);
    const list = await client.call<{ data: BackupEntry[] }>('GET', '/api/admin/backups', {
      token: admin,
    });
    expect(list.body.data).toEqual([made.body]);
  });

  it('downloads the bytes of a valid SQLite file with our tables, as an attachment', async () => {
    const [entry] = (
      await client.call<{ data: BackupEntry[] }>('GET', '/api/admin/backups', { token: admin })
    ).body.data;
    const reply = await rawRequest(supervisor.url, `/api/admin/backups/${entry!.name}/download`, {
      Authorization: `Bearer ${admin}`,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.sqlite3');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="${entry!.name}"`);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.bytes.equals(fs.readFileSync(path.join(backupsDir(), entry!.name)))).toBe(true);
    const copy = path.join(dataDir, 'downloaded.sqlite');
    fs.writeFileSync(copy, reply.bytes);
    expect(tablesOf(copy)).toEqual(
      expect.arrayContaining(['users', 'raffles', 'tickets', 'schema_migrations']),
    );
  });

  it.each([
    'rifa.sqlite',
    'nada.sqlite',
    'rifa-20260101T000000Z.sqlite',
    '..%2Frifa.sqlite',
    '..%2F..%2Fetc%2Fpasswd',
    'rifa-20260101T000000Z.sqlite%00',
    'restore-pending.json',
  ])('answers 404 in pt-BR for a name that is not an existing backup: %s', async (name) => {
    for (const [method, route] of [
      ['GET', `/api/admin/backups/${name}/download`],
      ['POST', `/api/admin/backups/${name}/restore`],
    ] as const) {
      const body = method === 'POST' ? { password: ADMIN_PASSWORD } : undefined;
      const reply = await client.call(method, route, { token: admin, body });
      expect(reply.status, `${method} ${route}`).toBe(404);
      expect(reply.body).toEqual({ error: 'Backup não encontrado' });
    }
  });

  it.each(['/../../rifa.sqlite', '/%2E%2E%2F%2E%2E%2Frifa.sqlite', '/%2E%2E/rifa.sqlite'])(
    'never serves a file outside the backups through dot segments: %s',
    async (segment) => {
      const reply = await rawRequest(supervisor.url, `/api/admin/backups${segment}/download`, {
        Authorization: `Bearer ${admin}`,
      });
      expect(reply.status).toBe(404);
      expect(reply.bytes.toString()).not.toContain('SQLite format');
    },
  );

  it('is for the admin only: a participant gets 403, no token 401', async () => {
    const [entry] = (
      await client.call<{ data: BackupEntry[] }>('GET', '/api/admin/backups', { token: admin })
    ).body.data;
    const routes = [
      ['GET', '/api/admin/backups'],
      ['POST', '/api/admin/backups'],
      ['GET', `/api/admin/backups/${entry!.name}/download`],
      ['POST', `/api/admin/backups/${entry!.name}/restore`],
    ] as const;
    for (const [method, route] of routes) {
      const asParticipant = await client.call(method, route, {
        token: participant,
        ...(method === 'POST' ? { body: { password: 'segredo123' } } : {}),
      });
      expect(asParticipant.status, `${method} ${route}`).toBe(403);
      expect(asParticipant.body).toEqual({ error: 'Acesso restrito a administradores' });
      expect((await client.call(method, route)).status).toBe(401);
    }
  });
});

describe('restore', () => {
  let backup: BackupEntry;

  beforeAll(async () => {
    await createRaffle('Rifa de antes do backup');
    backup = (await client.call<BackupEntry>('POST', '/api/admin/backups', { token: admin })).body;
    await createRaffle('Rifa de depois do backup');
  });

  const restore = (name: string, body: unknown, token = admin) =>
    client.call<Partial<BackupRestoreResponse> & { error?: string }>(
      'POST',
      `/api/admin/backups/${name}/restore`,
      {
        token,
        body,
      },
    );

  it('asks for the admin password: missing → 400, wrong → 403, and nothing is restored', async () => {
    expect((await restore(backup.name, {})).body).toEqual({
      error: 'Senha de administrador é obrigatória',
    });
    const wrong = await restore(backup.name, { password: 'não-é-essa' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'Senha de administrador incorreta' });
    expect(fs.readdirSync(backupsDir()).filter((name) => !NAME.test(name))).toEqual([]);
    expect(await raffleNames()).toContain('Rifa de depois do backup');
  });

  it('refuses a file that is not our database, or one from a newer version of the app', async () => {
    const junk = 'rifa-20200101T000000Z.sqlite';
    fs.writeFileSync(path.join(backupsDir(), junk), 'isto não é um banco de dados'.repeat(200));
    expect(await restore(junk, { password: ADMIN_PASSWORD })).toMatchObject({
      status: 409,
      body: { error: 'O arquivo não é um banco de dados válido do Rifa Relâmpago' },
    });
    const newer = 'rifa-20200102T000000Z.sqlite';
    fs.copyFileSync(path.join(backupsDir(), backup.name), path.join(backupsDir(), newer));
    const db = new Database(path.join(backupsDir(), newer));
    db.prepare(
      `INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'futuro', 'x')`,
    ).run();
    db.close();
    const refused = await restore(newer, { password: ADMIN_PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      /^Este backup é de uma versão mais nova do app \(esquema 999;/,
    );
    for (const name of [junk, newer]) fs.rmSync(path.join(backupsDir(), name));
    expect(await raffleNames()).toContain('Rifa de depois do backup');
  });

  it('restarts on the same port with the backup’s data, keeping a safety copy of the database', async () => {
    const before = supervisor.current;
    const accepted = await restore(backup.name, { password: ADMIN_PASSWORD });
    expect(accepted.status).toBe(202);
    expect(accepted.body.restarting).toBe(true);
    expect(accepted.body.safety_backup).toMatch(SAFETY);

    // The same port answers again, from a new app on the restored database.
    await app.restarted(before);
    expect((await client.call('GET', '/api/health')).body.status).toBe('ok');
    expect(supervisor.current.port).toBe(supervisor.port);

    const names = await raffleNames();
    expect(names).toContain('Rifa de antes do backup');
    expect(names).not.toContain('Rifa de depois do backup');

    admin = await login();
    const list = (
      await client.call<{ data: BackupEntry[] }>('GET', '/api/admin/backups', { token: admin })
    ).body.data;
    const safety = list.find((entry) => entry.name === accepted.body.safety_backup);
    expect(safety).toMatchObject({ safety: true });
    // The safety copy holds what the restore replaced.
    const copy = new Database(path.join(backupsDir(), safety!.name), { readonly: true });
    expect(copy.prepare('SELECT name FROM raffles').pluck().all()).toContain(
      'Rifa de depois do backup',
    );
    copy.close();
    // Nothing of the staging is left behind.
    expect(
      fs.readdirSync(backupsDir()).filter((name) => !NAME.test(name) && !SAFETY.test(name)),
    ).toEqual([]);
  });

  it('slows wrong passwords like every password check (429 with Retry-After)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await restore(backup.name, { password: 'errada' })).status).toBe(403);
    // Past the free failures the account waits, the right password too.
    const blocked = await restore(backup.name, { password: ADMIN_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Muitas tentativas de senha/);
    expect(fs.existsSync(path.join(backupsDir(), 'restore-pending.json'))).toBe(false);
  });
});
