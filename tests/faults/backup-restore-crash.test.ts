// docs/decisions/0016-operator-cockpit-release.md: a restore survives a kill -9. The server runs as production does (main.js) with
// RIFA_FAULT=restore:after-marker: it SIGKILLs itself right after the restore's marker
// (backups/restore-pending.json) is written, before it answers or restarts. The next start
// must finish the restore: the backup's data, nothing written after it, no marker left, and
// the safety copy of the database as it was.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiClient } from './support/api-client.ts';
import { cleanup } from './support/children.ts';
import { query } from './support/database.ts';
import { startRig } from './support/devnode-process.ts';
import { launchServer, startServer } from './support/server-process.ts';
import { eventually } from '../support/poll.ts';

afterAll(cleanup);

const names = (dataDir: string) =>
  query<{ name: string }>(dataDir, 'SELECT name FROM raffles ORDER BY id').map((r) => r.name);

it('a kill -9 right after the restore is staged: the next start has the restored database', async () => {
  const { dataDir, devnode } = await startRig('rifa-fault-restore-');
  const backups = path.join(dataDir, 'backups');
  const armed = launchServer({ dataDir, devnode, env: { RIFA_FAULT: 'restore:after-marker' } });
  const api = apiClient(await armed.ready);
  const admin = await api.adminToken();
  await api.createRaffle(admin, { name: 'Antes do backup' });
  const made = await api.call<{ name: string }>('POST', '/api/admin/backups', { token: admin });
  expect(made.status).toBe(201);
  await api.createRaffle(admin, { name: 'Depois do backup' });

  // The process dies before answering: the request fails, the process was SIGKILLed.
  const restore = api
    .call('POST', `/api/admin/backups/${made.body.name}/restore`, {
      token: admin,
      body: { password: ADMIN_PASSWORD },
    })
    .then(
      (reply) => reply.status,
      () => 'connection lost',
    );
  expect((await armed.exited).signal).toBe('SIGKILL');
  expect(await restore).toBe('connection lost');
  expect(armed.output()).toContain('"point":"restore:after-marker"');
  // Killed between the two steps: the restore is staged, the database still the old one.
  expect(fs.existsSync(path.join(backups, 'restore-pending.json'))).toBe(true);

  const { server, api: again } = await startServer({ dataDir, devnode });
  expect((await again.call('GET', '/api/health')).status).toBe(200);
  expect(names(dataDir)).toEqual(['Antes do backup']);
  expect(server.output()).toContain(`banco de dados restaurado do backup ${made.body.name}`);
  const left = fs.readdirSync(backups).sort();
  expect(left.filter((name) => name.startsWith('restore-pending'))).toEqual([]);
  const safety = left.filter((name) => name.startsWith('rifa-antes-de-restaurar-'));
  expect(safety).toHaveLength(1);
  // The safety copy is the database as it was when the restore began.
  const copyDir = fs.mkdtempSync(path.join(dataDir, 'copy-'));
  fs.copyFileSync(path.join(backups, safety[0]!), path.join(copyDir, 'rifa.sqlite'));
  expect(names(copyDir)).toEqual(['Antes do backup', 'Depois do backup']);
  // The app serves the restored data.
  const listed = await again.call<{ data: { name: string }[] }>('GET', '/api/rifa');
  expect(listed.body.data.map((r) => r.name)).toEqual(['Antes do backup']);
  expect((await server.stop()).code).toBe(0);
});

it('the real process restarts itself on the restored database, on the same port', async () => {
  const { dataDir, devnode } = await startRig('rifa-fault-restart-');
  const { server, api } = await startServer({ dataDir, devnode });
  const admin = await api.adminToken();
  await api.createRaffle(admin, { name: 'Antes do backup' });
  const made = await api.call<{ name: string }>('POST', '/api/admin/backups', { token: admin });
  await api.createRaffle(admin, { name: 'Depois do backup' });
  const restore = await api.call('POST', `/api/admin/backups/${made.body.name}/restore`, {
    token: admin,
    body: { password: ADMIN_PASSWORD },
  });
  expect(restore.status).toBe(202);
  await eventually(
    'restarted',
    () => server.output().includes(`banco de dados restaurado do backup ${made.body.name}`),
    15_000,
  );
  const listed = await eventually(
    'the same port answers again',
    async () => {
      const reply = await api
        .call<{ data: { name: string }[] }>('GET', '/api/rifa')
        .catch(() => undefined);
      return reply?.status === 200 ? reply : undefined;
    },
    15_000,
  );
  expect(listed.body.data.map((r) => r.name)).toEqual(['Antes do backup']);
  expect(server.alive()).toBe(true);
  expect((await server.stop()).code).toBe(0);
});
