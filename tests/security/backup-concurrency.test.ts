// docs/decisions/0016-operator-cockpit-release.md#backups-are-data: backups made or sent at the same
// time never overwrite each other or share a temporary file, and a restore waits for none of
// them: while one is being written a restore is refused with a 409 in pt-BR, never a 500. Over
// real HTTP, on a supervised app as main.js runs it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupEntry } from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import { startSupervisedApp, type SupervisedApp } from '../support/supervised-app.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';

/** Every backup name: a prefix, the UTC stamp, and a sequence when the second had one already. */
const BACKUP = /^rifa-(?:antes-de-restaurar-|enviado-)?\d{8}T\d{6}Z(?:-\d+)?\.sqlite$/;

let app: SupervisedApp;
let admin: string;

const backupsDir = () => path.join(app.dataDir, 'backups');
const inBackups = (name: string) => path.join(backupsDir(), name);
/** Files in backups/ that are no backup: a temporary file, a -journal, a staged restore… */
const leftovers = () => fs.readdirSync(backupsDir()).filter((name) => !BACKUP.test(name));

const makeBackup = () =>
  app.client.call<BackupEntry & { error?: string }>('POST', '/api/admin/backups', {
    token: admin,
  });

const list = async () =>
  (await app.client.call<{ data: BackupEntry[] }>('GET', '/api/admin/backups', { token: admin }))
    .body.data;

/** What the backup `file` says it is: the `marca` setting a test wrote into it. */
function markOf(file: string): string | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    return db.prepare(`SELECT value FROM settings WHERE key = 'marca'`).pluck().get() as
      string | undefined;
  } finally {
    db.close();
  }
}

/** The bytes of one of our backups carrying `mark`, as a downloaded backup would be sent. */
function backupMarked(mark: string, from: string): Uint8Array {
  const file = path.join(app.dataDir, `${mark}.sqlite`);
  fs.copyFileSync(from, file);
  const db = new Database(file);
  db.prepare(`INSERT OR REPLACE INTO settings (key, value) VALUES ('marca', ?)`).run(mark);
  db.close();
  return new Uint8Array(fs.readFileSync(file));
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

beforeAll(async () => {
  app = await startSupervisedApp('rifa-backup-concurrency-');
  admin = await app.login();
  await app.createRaffle(admin, 'Rifa');
});

afterAll(() => app?.close());

describe('backups made in the same second', () => {
  it('three made in a row are three files, each intact and listed, newest first', async () => {
    const made: BackupEntry[] = [];
    for (let i = 0; i < 3; i++) {
      const reply = await makeBackup();
      expect(reply.status, reply.body.error).toBe(201);
      made.push(reply.body);
    }
    const names = made.map((entry) => entry.name);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(markOf(inBackups(name))).toBeUndefined();
    expect((await list()).map((entry) => entry.name)).toEqual(names.toReversed());
    expect(leftovers()).toEqual([]);
  });

  it('three made at once are three more files, each intact', async () => {
    const replies = await Promise.all([makeBackup(), makeBackup(), makeBackup()]);
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((reply) => reply.body.name)).size).toBe(3);
    for (const reply of replies) markOf(inBackups(reply.body.name));
    expect((await list()).filter((entry) => !entry.safety && !entry.uploaded)).toHaveLength(6);
    expect(leftovers()).toEqual([]);
  });
});

describe('backups sent at the same time', () => {
  it('four sent at once: each answer is 201 with its own file, never a 500', async () => {
    const own = (await list()).find((entry) => !entry.uploaded && !entry.safety);
    const marks = ['um', 'dois', 'tres', 'quatro'];
    const sent = marks.map((mark) => backupMarked(mark, inBackups(own!.name)));
    const replies = await Promise.all(sent.map((bytes) => upload(bytes)));
    for (const reply of replies) expect([201, 409, 429], reply.body.error).toContain(reply.status);
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201]);
    const names = replies.map((reply) => reply.body.name);
    expect(new Set(names).size).toBe(4);
    // Sent files keep the newest 3: the oldest name gave way, each kept file is the one its
    // answer named, whole.
    const order = (name: string) =>
      name.replace(
        /^rifa-enviado-(\d{8}T\d{6}Z)(?:-(\d+))?\.sqlite$/,
        (_, stamp: string, sequence = '1') => `${stamp}.${sequence.padStart(4, '0')}`,
      );
    const kept = (await list()).filter((entry) => entry.uploaded).map((entry) => entry.name);
    const oldestFirst = [...names].sort((a, b) => order(a).localeCompare(order(b)));
    expect(kept.toSorted()).toEqual(oldestFirst.slice(1).toSorted());
    replies.forEach((reply, i) => {
      if (kept.includes(reply.body.name)) expect(markOf(inBackups(reply.body.name))).toBe(marks[i]);
    });
    expect(leftovers()).toEqual([]);
  });

  it('a restore while a file is being sent: 409 in pt-BR, nothing staged; the upload then completes', async () => {
    const own = (await list()).find((entry) => !entry.uploaded && !entry.safety);
    const bytes = backupMarked('lento', inBackups(own!.name));
    const half = bytes.length >> 1;
    // A slow upload: half the file, then a pause while the restore is asked.
    const request = http.request(`${app.supervisor.url}/api/admin/backups/upload`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${admin}`,
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(bytes.length),
      },
    });
    const answered = new Promise<{ status: number; body: BackupEntry }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      request.on('error', reject);
    });
    request.write(bytes.subarray(0, half));
    await eventually('the upload under way', () =>
      fs.readdirSync(backupsDir()).some((name) => name.includes('.partial')),
    );

    const before = app.supervisor.current;
    const refused = await app.client.call<{ error?: string }>(
      'POST',
      `/api/admin/backups/${own!.name}/restore`,
      { token: admin, body: { password: ADMIN_PASSWORD } },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'Um backup está sendo feito ou enviado agora: aguarde terminar e tente restaurar de novo',
    );
    expect(fs.existsSync(inBackups('restore-pending.json'))).toBe(false);
    expect(app.supervisor.current).toBe(before);

    request.end(bytes.subarray(half));
    const sent = await answered;
    expect(sent.status).toBe(201);
    expect(markOf(inBackups(sent.body.name))).toBe('lento');
    expect(leftovers()).toEqual([]);
  });
});
