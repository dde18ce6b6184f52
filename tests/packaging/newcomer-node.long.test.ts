// The README's first command on a newcomer's machine (docs/decisions/0016-operator-cockpit-release.md): Node 20 first on PATH, a
// clean copy of the repository, `npm ci && npm start` → a healthy /api/health, because the
// `node` devDependency puts Node 24 first on the PATH of npm scripts. Then the same clone
// without that Node: `npm start` stops with the preflight's one line. Minutes (npm ci).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health } from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import { removeDir, tempDir } from '../support/temp-dirs.ts';
import { copyCheckout, newcomerEnv, newcomerNode } from './newcomer-node.ts';

const node20 = newcomerNode();
let work: string;
let clone: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  work = tempDir('rifa-newcomer-');
  clone = path.join(work, 'rifa-relampago');
  copyCheckout(clone);
});

afterAll(() => {
  // npm start's whole group: npm, sh and the server.
  for (const child of started) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  removeDir(work);
});

function npmStart(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: 'pipe' });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** The port from the start-up line (JSON lines among npm's and the build's own output). */
function startupPort(output: string): number | undefined {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg?.startsWith('Rifa Relâmpago no ar') && entry.port) return entry.port;
    } catch {
      // a build line that happens to start with '{'
    }
  }
  return undefined;
}

describe.skipIf(!node20)('a newcomer with Node 20', () => {
  it('npm ci && npm start: the app runs on the Node 24 from npm and answers /api/health', async () => {
    const env = newcomerEnv(node20!);
    const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: clone,
      env,
      encoding: 'utf8',
      timeout: 480_000,
    });
    expect(ci.status, ci.stderr.slice(-3_000)).toBe(0);
    const scriptsNode = path.join(clone, 'node_modules', '.bin', 'node');
    expect(spawnSync(scriptsNode, ['--version'], { encoding: 'utf8' }).stdout).toMatch(/^v24\./);

    const dataDir = path.join(work, 'data');
    const { child, output } = npmStart({ ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const port = await eventually(
      'the start-up line',
      () => {
        if (child.exitCode !== null)
          throw new Error(`npm start saiu (${child.exitCode}):\n${output()}`);
        return startupPort(output());
      },
      240_000,
      250,
    );
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    expect((await response.json()) as Health).toMatchObject({ status: 'ok', mode: 'demo' });
    expect(output()).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION/);
    process.kill(-child.pid!, 'SIGTERM');
  }, 600_000);

  it('without that Node (its install skipped), npm start stops at once with one line', () => {
    fs.rmSync(path.join(clone, 'node_modules', '.bin', 'node'), { force: true });
    const run = spawnSync('npm', ['start'], {
      cwd: clone,
      env: newcomerEnv(node20!, { PORT: '0', DATA_DIR: path.join(work, 'data-2') }),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    const ours = run.stderr.split('\n').filter((line) => line.includes('encontrado'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/^Node v20\..* precisa de Node .*\| Found Node v20\./);
    expect(run.stdout + run.stderr).not.toMatch(/vite|ERR_UNKNOWN_FILE_EXTENSION/);
    expect(fs.existsSync(path.join(work, 'data-2'))).toBe(false);
  }, 60_000);
});
