// The real process (node server/dist/main.js, the production bundle): a bad config stops it with one line per
// variable; SIGTERM and SIGINT stop it cleanly, closing the database (docs/protocols/configuration.md).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../../server/build.ts';
import { eventually, sleep } from '../support/poll.ts';
import { removeTempDirs, tempDir } from '../support/temp-dirs.ts';

const MAIN = SERVER_ENTRY;
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  removeTempDirs();
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function listeningPort(output: () => { stdout: string }): Promise<number> {
  return eventually(
    'server listening',
    () => {
      const match = /"port":(\d+).*Rifa Relâmpago no ar/.exec(output().stdout);
      return match ? Number(match[1]) : undefined;
    },
    20_000,
  );
}

it('refuses a bad configuration with one line per variable and exit code 1', async () => {
  const run = start({
    PORT: 'abc',
    PAYOUT_MODE: 'talvez',
    LND_GRPC_HOST: 'lnd:10009',
    LND_DIR: '/lnd',
  });
  expect(await run.exited).toBe(1);
  const lines = run.output().stderr.trim().split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'configuração inválida: PORT: deve ser um número inteiro',
      'configuração inválida: PAYOUT_MODE: deve ser auto ou manual',
    ]),
  );
});

it.each(['SIGTERM', 'SIGINT'] as const)(
  'stops cleanly on %s: exit 0 within 5 s, database closed',
  async (signal) => {
    const dataDir = tempDir('rifa-proc-');
    const run = start({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'segredo123',
    });
    const port = await listeningPort(run.output);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    // A request in flight when the signal arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@rifa.local', password: 'segredo123' }),
    });
    await sleep(5);
    const started = Date.now();
    run.child.kill(signal);
    expect((await inFlight).status).toBe(200);
    expect(await run.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The last connection closing checkpoints and removes the WAL file: the database was closed.
    expect(fs.existsSync(path.join(dataDir, 'rifa.sqlite-wal'))).toBe(false);
    const db = new Database(path.join(dataDir, 'rifa.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  },
);
