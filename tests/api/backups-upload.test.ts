// docs/decisions/0016-operator-cockpit-release.md: 'Enviar backup' — a backup file the operator downloaded (from this install before a
// reinstall, or from another machine) sent back over real HTTP: stored as rifa-enviado-….sqlite
// after the same checks as a restore, listed, and restored like any backup, with a real restart.
// Anything that is not our database is refused in pt-BR and leaves nothing behind.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupEntry } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import type { JsonClient } from '../support/json-client.ts';
import { startSupervisedApp, type SupervisedApp } from '../support/supervised-app.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';

const UPLOADED = /^rifa-enviado-\d{8}T\d{6}Z(?:-\d+)?\.sqlite$/;

let app: SupervisedApp;
let client: JsonClient;
let admin: string;

const backupsDir = () => path.join(app.dataDir, 'backups');

const createRaffle = (name: string) => app.createRaffle(admin, name);
const raffleNames = () => app.raffleNames();

/** POST the bytes as the raw body, as the Backups card sends a chosen file. */
async function upload(bytes: Uint8Array, token = admin) {
  const response = await fetch(`${app.supervisor.url}/api/admin/backups/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
    body: bytes,
  });
  return {
    status: response.status,
    body: (await response.json()) as BackupEntry & { error?: string },
  };
}

async function download(name: string): Promise<Uint8Array> {
  const response = await fetch(`${app.supervisor.url}/api/admin/backups/${name}/download`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** Files in backups/ that are no backup (a partial upload, its -journal…). */
const leftovers = () =>
  fs
    .readdirSync(backupsDir())
    .filter((name) => !/^rifa-[\w-]*\d{8}T\d{6}Z(?:-\d+)?\.sqlite$/.test(name));

beforeAll(async () => {
  app = await startSupervisedApp('rifa-backup-upload-');
  client = app.client;
  admin = await app.login();
});

afterAll(() => app?.close());

describe("'Enviar backup'", () => {
  it('refuses what is not our database in pt-BR, leaving nothing behind', async () => {
    const notOurs = path.join(app.dataDir, 'outro.sqlite');
    const other = new Database(notOurs);
    other.exec('CREATE TABLE notas (texto TEXT)');
    other.close();
    for (const bytes of [
      new TextEncoder().encode('isto não é um banco de dados'),
      new Uint8Array(0),
      new Uint8Array(fs.readFileSync(notOurs)),
    ]) {
      const reply = await upload(bytes);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe('O arquivo não é um banco de dados válido do Rifa Relâmpago');
    }
    expect(leftovers()).toEqual([]);
    const list = await client.call<{ data: BackupEntry[] }>('GET', '/api/admin/backups', {
      token: admin,
    });
    expect(list.body.data.filter((entry) => entry.uploaded)).toEqual([]);
  });

  it('is for the admin in person: a participant gets 403, no token 401', async () => {
    const registered = await client.call<{ token: string }>('POST', '/auth/register', {
      body: {
        name: 'Bia',
        email: 'bia@example.com',
        password: 'segredo123',
        btc_address: REGTEST_ADDRESS,
      },
    });
    expect((await upload(new Uint8Array(16), registered.body.token)).status).toBe(403);
    const anonymous = await fetch(`${app.supervisor.url}/api/admin/backups/upload`, {
      method: 'POST',
      body: new Uint8Array(16),
    });
    expect(anonymous.status).toBe(401);
  });

  it('stores a downloaded backup sent back, lists it, and restores it with a real restart', async () => {
    await createRaffle('Rifa do backup baixado');
    const made = await client.call<BackupEntry>('POST', '/api/admin/backups', { token: admin });
    expect(made.status).toBe(201);
    const bytes = await download(made.body.name);
    // The install moves on, and loses its own copies (a reinstall, another machine).
    await createRaffle('Rifa depois do download');
    fs.rmSync(path.join(backupsDir(), made.body.name));

    const sent = await upload(bytes);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ uploaded: true, safety: false, size: bytes.length });
    expect(sent.body.name).toMatch(UPLOADED);
    const list = await client.call<{ data: BackupEntry[] }>('GET', '/api/admin/backups', {
      token: admin,
    });
    expect(list.body.data.map((entry) => entry.name)).toContain(sent.body.name);
    expect(leftovers()).toEqual([]);

    const before = app.supervisor.current;
    const restored = await client.call('POST', `/api/admin/backups/${sent.body.name}/restore`, {
      token: admin,
      body: { password: ADMIN_PASSWORD },
    });
    expect(restored.status).toBe(202);
    await app.restarted(before);
    const names = await raffleNames();
    expect(names).toContain('Rifa do backup baixado');
    expect(names).not.toContain('Rifa depois do download');
  });
});
