// Logs an operator can read in `docker logs` (docs/decisions/0013-built-for-tor.md), from the real process
// (node server/dist/main.js): one start-up line with the URL and the onion address, the
// generated admin password as a plain-text line (and in no JSON line), and the access log at
// debug only — at the default level (info) ordinary requests write nothing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../../server/build.ts';
import { cleanup, spawnNode } from '../faults/support/children.ts';
import { eventually } from '../support/poll.ts';
import { tempDir } from '../support/temp-dirs.ts';

afterAll(cleanup);

const ONION = 'rifa2x3kq4c7vbnm5hyzlwmdqoe6xctfjwuvk7p4n2gsl3ymza5ibqad.onion';

interface Entry {
  level?: string;
  time?: string;
  msg?: string;
  url?: string;
  onion?: string;
}

async function run(dataDir: string, env: Record<string, string>) {
  const spawned = spawnNode([SERVER_ENTRY], {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  });
  const lines = () => spawned.output().split('\n').filter(Boolean);
  const entries = () =>
    lines()
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Entry);
  const start = await eventually(
    'start-up line',
    () => entries().find((entry) => entry.msg?.startsWith('Rifa Relâmpago no ar')),
    30_000,
  );
  const base = start.url!;
  for (const route of ['/api/rifa/999999', '/api/nada', '/', '/raffles', '/api/rifa?x=1'])
    await (await fetch(`${base}${route}`)).arrayBuffer();
  spawned.child.kill('SIGTERM');
  await spawned.exited;
  return { start, lines: lines(), entries: entries() };
}

it('says where the app is, prints a generated admin password as text, and keeps requests at debug', async () => {
  const dataDir = tempDir('rifa-operator-logs-');
  const first = await run(dataDir, { ONION_URL: ONION });

  expect(first.start).toMatchObject({
    level: 'info',
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    onion: `http://${ONION}`,
  });
  expect(first.start.msg).toBe(
    `Rifa Relâmpago no ar em ${first.start.url} e http://${ONION} (Tor)`,
  );
  expect(
    first.entries.filter((entry) => entry.msg?.startsWith('Rifa Relâmpago no ar')),
  ).toHaveLength(1);

  const file = path.join(dataDir, 'admin-password.txt');
  const password = fs.readFileSync(file, 'utf8').trim();
  expect(first.lines).toContain(
    `Senha do administrador (admin@rifa.local): ${password} — também em ${file}`,
  );
  const jsonLines = first.lines.filter((line) => line.startsWith('{'));
  expect(jsonLines.filter((line) => line.includes(password))).toEqual([]);
  // Info: no access line for the requests above.
  expect(first.entries.filter((entry) => /^GET \//.test(entry.msg ?? ''))).toEqual([]);

  // The next start: the password is not shown again; at debug every request has its line.
  const second = await run(dataDir, { LOG_LEVEL: 'debug' });
  expect(second.lines.some((line) => line.includes(password))).toBe(false);
  expect(second.start).not.toHaveProperty('onion');
  const access = second.entries
    .filter((entry) => /^GET \//.test(entry.msg ?? ''))
    .map((entry) => [entry.level, entry.msg!.replace(/\d+ ms$/, 'N ms')]);
  expect(access).toEqual(
    expect.arrayContaining([
      ['debug', 'GET /api/rifa/999999 404 N ms'],
      ['debug', 'GET /api/nada 404 N ms'],
      // Never a query (docs/protocols/configuration.md#what-the-log-never-shows).
      ['debug', 'GET /api/rifa?[redacted] 200 N ms'],
    ]),
  );
});
