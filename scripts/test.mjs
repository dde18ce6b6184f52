// `npm test`: the whole suite on a fresh machine, setting itself up as `npm start` does.
// 1. node_modules missing → `npm ci` (which brings Node 24 for every npm script).
// 2. Chromium missing at /usr/bin/chromium → Debian's package when running as root, else one
//    line with the exact command and exit 1 (the browser tests need it).
// 3. The suite (`npm run test:suite`: type check, lint, build, unit to browser tests).
// 4. The real-node suite (`npm run test:realnode`, real LND and btcd built with Go) when Go is
//    on the PATH; without Go, one line saying it was not run. RIFA_REQUIRE_REALNODE=1 (CI)
//    makes a missing Go a failure; RIFA_SKIP_REALNODE=1 skips it, saying so.
// RIFA_TEST_PLAN=1 prints each command instead of running it (tests/packaging checks the plan).
// Plain JavaScript with Node built-ins only: it runs under whatever Node launched npm.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const say = (line) => console.log(`npm test: ${line}`);

const planOnly = process.env.RIFA_TEST_PLAN === '1';

function run(command, args) {
  if (planOnly) {
    say(`plano: ${command} ${args.join(' ')}`);
    return 0;
  }
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) return 1;
  return result.status ?? 1;
}

/** Whether `command` runs at all (found on the PATH). */
const runs = (command, args) => !spawnSync(command, args, { stdio: 'ignore' }).error;

const finish = (code) => process.exit(code);

if (!existsSync(path.join(root, 'node_modules', '.bin', 'vitest'))) {
  say('node_modules ausente: rodando npm ci (instala também o Node 24 dos scripts)');
  const code = run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) finish(code);
}

// The plan can be told whether Chromium is there, so its test does not depend on this machine.
const chromiumThere =
  planOnly && process.env.RIFA_TEST_PLAN_CHROMIUM
    ? process.env.RIFA_TEST_PLAN_CHROMIUM === 'present'
    : existsSync(CHROMIUM);
if (!chromiumThere) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (asRoot && runs('apt-get', ['--version'])) {
    say('Chromium ausente: instalando o pacote chromium do Debian (apt-get)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) finish(result.status ?? 1);
    }
  } else {
    say(
      `os testes de navegador precisam do Chromium em ${CHROMIUM}; instale-o com: sudo apt-get install -y chromium`,
    );
    finish(1);
  }
}

const suite = run('npm', ['run', 'test:suite']);
if (suite !== 0) finish(suite);

if (process.env.RIFA_SKIP_REALNODE === '1') {
  say('suíte com LND real não executada (RIFA_SKIP_REALNODE=1); rode npm run test:realnode');
  finish(0);
}
if (!runs('go', ['version'])) {
  const required = process.env.RIFA_REQUIRE_REALNODE === '1';
  say(
    `suíte com LND real ${required ? 'exigida e ' : ''}não executada: Go não encontrado no PATH (instale Go ≥ 1.25 e rode npm run test:realnode)`,
  );
  finish(required ? 1 : 0);
}
finish(run('npm', ['run', 'test:realnode']));
