// `npm test`: the whole suite on a fresh machine, setting itself up as `npm start` does.
// 1. Chromium missing at /usr/bin/chromium → Debian's package when running as root, else one
//    line with the exact command and exit 1 (the browser tests need it), before anything else.
// 2. node_modules missing → `npm ci` (which brings Node 24, the `node` devDependency, for every
//    npm script; node_modules/.bin goes first on the PATH of each step here, as npm does).
// 3. The suite (`npm run test:suite`: the Node preflight, which stops with one line on a Node
//    it cannot use, then type check, lint, build, unit to browser tests).
// 4. The real-node suite (`npm run test:realnode`, real LND and btcd built with Go) when Go is
//    on the PATH or in /usr/local/go/bin; without Go, one line saying it was not run.
//    RIFA_REQUIRE_REALNODE=1 (CI) makes a missing Go a failure, at once, before the suite;
//    RIFA_SKIP_REALNODE=1 skips it, saying so (never together with RIFA_REQUIRE_REALNODE).
// Exit code: the first failing step's (128 + n after signal n, which is passed on to the step).
// RIFA_TEST_PLAN=1 prints each command instead of running it (tests/packaging checks the plan;
// RIFA_TEST_PLAN_CHROMIUM=present|absent and RIFA_TEST_PLAN_GO_HOME stand in for this machine).
// Plain JavaScript with Node built-ins only: it runs under whatever Node launched npm (≥ 18).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const planOnly = process.env.RIFA_TEST_PLAN === '1';
/** Where Go's own tarball puts it, often not on a non-login shell's PATH. */
const GO_HOME =
  planOnly && process.env.RIFA_TEST_PLAN_GO_HOME !== undefined
    ? process.env.RIFA_TEST_PLAN_GO_HOME
    : '/usr/local/go/bin';
const say = (line) => console.log(`npm test: ${line}`);

// Every step: node_modules/.bin first (Node 24 once `npm ci` has run), whoever launched us.
const env = {
  ...process.env,
  PATH: [path.join(root, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
};

// Each step runs in a process group of its own, and a signal we get goes to that whole group:
// npm passes one only to its `sh -c`, which would leave vitest (and its servers, Chromium, LND)
// running. A step reads nothing from the terminal (stdin ignored), only writes to it.
let current; // the step running now
let caught; // a signal received: passed on to the step, then our exit code
const signalCode = (signal) => 128 + (constants.signals[signal] ?? 1);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    caught = signal;
    if (!current) process.exit(signalCode(signal));
    try {
      process.kill(-current.pid, signal);
    } catch {
      current.kill(signal); // the group is gone: its leader at least
    }
  });
}

/** Runs one step, its output on ours; resolves to its exit code. */
function run(command, args, extraEnv = {}) {
  if (planOnly) {
    say(`plano: ${[command, ...args].join(' ')}`);
    return Promise.resolve(0);
  }
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, ...extraEnv },
      detached: true,
    });
    current = child;
    let settled = false;
    const done = (code) => {
      if (settled) return;
      settled = true;
      current = undefined;
      resolve(caught ? signalCode(caught) : code);
    };
    child.on('error', (error) => {
      say(`não foi possível executar ${command}: ${error.message}`);
      done(127);
    });
    child.on('close', (code, signal) => done(signal ? signalCode(signal) : (code ?? 1)));
  });
}

/** Runs a step and stops here with its code when it fails. */
async function step(command, args, extraEnv) {
  const code = await run(command, args, extraEnv);
  if (code !== 0) process.exit(code);
}

/** Whether `command` runs at all (found, executable). */
const runs = (command, args) => spawnSync(command, args, { stdio: 'ignore', env }).status === 0;

// Go, decided first: CI must fail in the first second without it, not after the suite.
const skipRealnode = process.env.RIFA_SKIP_REALNODE === '1';
const requireRealnode = process.env.RIFA_REQUIRE_REALNODE === '1';
if (skipRealnode && requireRealnode) {
  say('RIFA_SKIP_REALNODE=1 e RIFA_REQUIRE_REALNODE=1 juntos: a suíte com LND real é exigida');
  process.exit(1);
}
let goFound = runs('go', ['version']);
if (!goFound && !skipRealnode && GO_HOME && runs(path.join(GO_HOME, 'go'), ['version'])) {
  say(`Go fora do PATH, usando ${path.join(GO_HOME, 'go')}`);
  env.PATH = [env.PATH, GO_HOME].join(path.delimiter);
  goFound = true;
}
const noGo =
  'não executada: Go não encontrado no PATH nem em /usr/local/go/bin (instale Go ≥ 1.25 e rode npm run test:realnode)';
if (!goFound && !skipRealnode && requireRealnode) {
  say(`suíte com LND real exigida e ${noGo}`);
  process.exit(1);
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
    await step('apt-get', ['update', '-qq']);
    await step('apt-get', ['install', '-y', '-qq', 'chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  } else {
    say(
      `os testes de navegador precisam do Chromium em ${CHROMIUM}; instale-o com: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
}

if (!existsSync(path.join(root, 'node_modules', '.bin', 'vitest'))) {
  say('node_modules ausente: rodando npm ci (instala também o Node 24 dos scripts)');
  await step('npm', ['ci', '--no-audit', '--no-fund']);
}

await step('npm', ['run', 'test:suite']);

if (skipRealnode) {
  say('suíte com LND real não executada (RIFA_SKIP_REALNODE=1); rode npm run test:realnode');
} else if (!goFound) {
  say(`suíte com LND real ${noGo}`);
} else {
  await step('npm', ['run', 'test:realnode']);
}
process.exit(0);
