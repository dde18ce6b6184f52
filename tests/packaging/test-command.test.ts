// README's test command on a fresh machine (scripts/test.mjs): what it runs, in order, and the
// one line it prints when something is missing — read from its plan (RIFA_TEST_PLAN=1), which
// decides exactly as a real run does but prints each command instead of running it. Then a
// real run over a stand-in project: a failing step's exit code, and a signal passed on.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/poll.ts';
import { tempDir } from '../support/temp-dirs.ts';
import { ROOT } from './umbrel-files.ts';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const asRoot = process.getuid?.() === 0;
const NO_GO =
  'não executada: Go não encontrado no PATH nem em /usr/local/go/bin (instale Go ≥ 1.25 e rode npm run test:realnode)';

function stub(dir: string, name: string, script: string): void {
  fs.writeFileSync(path.join(dir, name), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
}

/** A PATH holding node and npm (and stubs of `go`, `apt-get` when asked), nothing else. */
function pathWith(tools: { go?: boolean; aptGet?: boolean }): string {
  const bin = tempDir('rifa-test-path-');
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  const npm = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  if (npm) fs.symlinkSync(npm, path.join(bin, 'npm'));
  if (tools.go) stub(bin, 'go', 'echo go version go1.26 linux/amd64');
  if (tools.aptGet) stub(bin, 'apt-get', 'echo apt 2.6.1');
  return bin;
}

interface Machine {
  go?: boolean;
  aptGet?: boolean;
  chromium?: 'present' | 'absent';
  /** Stands in for /usr/local/go/bin (this machine's own must not count). */
  goHome?: string;
  env?: Record<string, string>;
  /** The checkout holding scripts/test.mjs: this one, or a copy without node_modules. */
  root?: string;
}

function plan(machine: Machine = {}) {
  const root = machine.root ?? ROOT;
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/test.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: {
      PATH: pathWith(machine),
      HOME: process.env.HOME ?? '/root',
      RIFA_TEST_PLAN: '1',
      RIFA_TEST_PLAN_CHROMIUM: machine.chromium ?? 'present',
      RIFA_TEST_PLAN_GO_HOME: machine.goHome ?? '',
      ...machine.env,
    },
  });
  return { code: run.status, lines: (run.stdout + run.stderr).trim().split('\n') };
}

/** A fresh clone as far as test.mjs can tell: its script, and no node_modules. */
function freshCheckout(): string {
  const root = tempDir('rifa-test-fresh-');
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(path.join(ROOT, 'scripts/test.mjs'), path.join(root, 'scripts/test.mjs'));
  return root;
}

describe('npm test, as planned', () => {
  it('is scripts/test.mjs, and the suites it runs start with the Node preflight', () => {
    expect(pkg.scripts.test).toBe('node scripts/test.mjs');
    for (const script of ['test:suite', 'test:realnode'])
      expect(pkg.scripts[script]).toMatch(/^node scripts\/check-node\.mjs && /);
  });

  it('on a fresh checkout: npm ci, the suite, then the real-node suite', () => {
    const { code, lines } = plan({ go: true, root: freshCheckout() });
    expect(code).toBe(0);
    expect(lines).toEqual([
      'npm test: node_modules ausente: rodando npm ci (instala também o Node 24 dos scripts)',
      'npm test: plano: npm ci --no-audit --no-fund',
      'npm test: plano: npm run test:suite',
      'npm test: plano: npm run test:realnode',
    ]);
  });

  it('with node_modules and Go: the suite, then the real-node suite', () => {
    const { code, lines } = plan({ go: true });
    expect(code).toBe(0);
    expect(lines).toEqual([
      'npm test: plano: npm run test:suite',
      'npm test: plano: npm run test:realnode',
    ]);
  });

  it('with Go only in /usr/local/go/bin (off the PATH): says so, and uses it', () => {
    const goHome = tempDir('rifa-test-gohome-');
    stub(goHome, 'go', 'echo go version go1.26 linux/amd64');
    const { code, lines } = plan({ goHome });
    expect(code).toBe(0);
    expect(lines).toEqual([
      `npm test: Go fora do PATH, usando ${path.join(goHome, 'go')}`,
      'npm test: plano: npm run test:suite',
      'npm test: plano: npm run test:realnode',
    ]);
  });

  it('without Go: the suite, and one line saying the real-node suite was not run', () => {
    const { code, lines } = plan();
    expect(code).toBe(0);
    expect(lines).toEqual([
      'npm test: plano: npm run test:suite',
      `npm test: suíte com LND real ${NO_GO}`,
    ]);
  });

  it('CI requires the real-node suite: without Go, one line and exit 1 before anything runs', () => {
    const { code, lines } = plan({ env: { RIFA_REQUIRE_REALNODE: '1' }, root: freshCheckout() });
    expect(code).toBe(1);
    expect(lines).toEqual([`npm test: suíte com LND real exigida e ${NO_GO}`]);
  });

  it('RIFA_SKIP_REALNODE=1: the suite, then one line; never together with the requirement', () => {
    const skipped = plan({ go: true, env: { RIFA_SKIP_REALNODE: '1' } });
    expect(skipped.code).toBe(0);
    expect(skipped.lines).toEqual([
      'npm test: plano: npm run test:suite',
      'npm test: suíte com LND real não executada (RIFA_SKIP_REALNODE=1); rode npm run test:realnode',
    ]);
    const both = plan({ go: true, env: { RIFA_SKIP_REALNODE: '1', RIFA_REQUIRE_REALNODE: '1' } });
    expect(both.code).toBe(1);
    expect(both.lines).toEqual([
      'npm test: RIFA_SKIP_REALNODE=1 e RIFA_REQUIRE_REALNODE=1 juntos: a suíte com LND real é exigida',
    ]);
  });

  it('without Chromium, not root or no apt-get: one line with the exact command, before npm ci', () => {
    const { code, lines } = plan({ go: true, chromium: 'absent', root: freshCheckout() });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'npm test: os testes de navegador precisam do Chromium em /usr/bin/chromium; instale-o com: sudo apt-get install -y chromium',
    ]);
  });

  it.skipIf(!asRoot)(
    'without Chromium, as root with apt-get: installs Debian’s package first',
    () => {
      const { code, lines } = plan({
        go: true,
        aptGet: true,
        chromium: 'absent',
        root: freshCheckout(),
      });
      expect(code).toBe(0);
      expect(lines).toEqual([
        'npm test: Chromium ausente: instalando o pacote chromium do Debian (apt-get)',
        'npm test: plano: apt-get update -qq',
        'npm test: plano: apt-get install -y -qq chromium',
        'npm test: node_modules ausente: rodando npm ci (instala também o Node 24 dos scripts)',
        'npm test: plano: npm ci --no-audit --no-fund',
        'npm test: plano: npm run test:suite',
        'npm test: plano: npm run test:realnode',
      ]);
    },
  );
});

/** A project whose `test:suite` is `suite` (node_modules there), run for real by test.mjs. */
function standIn(suite: string): { root: string; env: NodeJS.ProcessEnv } {
  const root = freshCheckout();
  fs.mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true });
  fs.writeFileSync(path.join(root, 'node_modules/.bin/vitest'), '');
  const scripts = { 'test:suite': suite, 'test:realnode': 'exit 9' };
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'x', scripts }));
  const env = {
    PATH: `${pathWith({})}:/usr/bin:/bin`,
    HOME: process.env.HOME ?? '/root',
    RIFA_SKIP_REALNODE: '1',
  };
  return { root, env };
}

// A real run checks /usr/bin/chromium itself (the plan's stand-in is for plans only).
describe.skipIf(!fs.existsSync('/usr/bin/chromium'))('npm test, running', () => {
  it("fails with the failing step's exit code", () => {
    const { root, env } = standIn('exit 3');
    const run = spawnSync(process.execPath, ['scripts/test.mjs'], { cwd: root, env });
    expect(run.status).toBe(3);
  });

  it('passes SIGTERM on to the step running and exits 128 + 15', async () => {
    const { root, env } = standIn(
      `node -e "process.on('SIGTERM', () => { require('fs').writeFileSync('got-sigterm', ''); process.exit(0) }); require('fs').writeFileSync('started', ''); setInterval(() => {}, 1000)"`,
    );
    const child = spawn(process.execPath, ['scripts/test.mjs'], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await eventually('the step started', () => fs.existsSync(path.join(root, 'started')), 15_000);
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    await eventually('the step got SIGTERM', () => fs.existsSync(path.join(root, 'got-sigterm')));
  });
});
