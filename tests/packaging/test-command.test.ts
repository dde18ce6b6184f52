// README's test command on a fresh machine (scripts/test.mjs): what it runs, in order, and the
// one line it prints when Go is missing — read from its plan (RIFA_TEST_PLAN=1), which decides
// exactly as a real run does but prints each command instead of running it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dirs.ts';
import { ROOT } from './umbrel-files.ts';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** A PATH holding node and npm (and `go` only when asked), nothing else of this machine's. */
function pathWith(go: boolean): string {
  const bin = tempDir('rifa-test-path-');
  const link = (name: string, target: string) => fs.symlinkSync(target, path.join(bin, name));
  link('node', process.execPath);
  const npm = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  if (npm) link('npm', npm);
  if (go)
    fs.writeFileSync(path.join(bin, 'go'), '#!/bin/sh\necho go version go1.26 linux/amd64\n', {
      mode: 0o755,
    });
  return bin;
}

function plan(env: Record<string, string>, go: boolean, chromium = 'present') {
  const run = spawnSync(process.execPath, ['scripts/test.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      PATH: pathWith(go),
      HOME: process.env.HOME ?? '/root',
      RIFA_TEST_PLAN: '1',
      RIFA_TEST_PLAN_CHROMIUM: chromium,
      ...env,
    },
  });
  return { code: run.status, lines: (run.stdout + run.stderr).trim().split('\n') };
}

describe('npm test', () => {
  it('is scripts/test.mjs, and the suites it runs start with the Node preflight', () => {
    expect(pkg.scripts.test).toBe('node scripts/test.mjs');
    for (const script of ['test:suite', 'test:realnode'])
      expect(pkg.scripts[script]).toMatch(/^node scripts\/check-node\.mjs && /);
  });

  it('with Go: the suite, then the real-node suite', () => {
    const { code, lines } = plan({}, true);
    expect(code).toBe(0);
    expect(lines).toEqual([
      'npm test: plano: npm run test:suite',
      'npm test: plano: npm run test:realnode',
    ]);
  });

  it('without Go: the suite, and one line saying the real-node suite was not run', () => {
    const { code, lines } = plan({}, false);
    expect(code).toBe(0);
    expect(lines).toEqual([
      'npm test: plano: npm run test:suite',
      'npm test: suíte com LND real não executada: Go não encontrado no PATH (instale Go ≥ 1.25 e rode npm run test:realnode)',
    ]);
    // CI requires it: the same line, and a failure.
    const required = plan({ RIFA_REQUIRE_REALNODE: '1' }, false);
    expect(required.code).toBe(1);
    expect(required.lines.at(-1)).toMatch(/exigida e não executada: Go não encontrado/);
  });

  it('without Chromium and without root or apt-get: one line with the exact command, exit 1', () => {
    const { code, lines } = plan({}, true, 'absent');
    expect(code).toBe(1);
    expect(lines).toEqual([
      'npm test: os testes de navegador precisam do Chromium em /usr/bin/chromium; instale-o com: sudo apt-get install -y chromium',
    ]);
  });
});
