// The server as the image runs it (`node server/dist/main.js`, a child process with only
// the container's environment), configured exactly as docker-compose.yml maps Umbrel's
// variables, against a devnode that writes LND's data-dir layout
// (<lndDir>/tls.cert, <lndDir>/data/chain/bitcoin/regtest/*.macaroon).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import type { Health } from '@rifa/shared';
import { createLndLightning } from '../../server/src/adapters/lnd/lnd-lightning.ts';
import { SERVER_ENTRY } from '../../server/build.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { jsonClient } from '../support/json-client.ts';
import { eventually } from '../support/poll.ts';
import { removeDir, tempDir } from '../support/temp-dirs.ts';
import { ROOT, webEnvironment } from './umbrel-files.ts';

// Umbrel's APP_PASSWORD: 64 hex characters (HMAC-SHA256 of the device seed).
const APP_PASSWORD = 'd6c1f0a9b8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5c4b3a29180f7e6d5c';

let devnode: Devnode;
let work: string;
let lndDir: string;

beforeAll(async () => {
  work = tempDir('rifa-umbrel-');
  lndDir = path.join(work, 'lnd');
  devnode = await startDevnode({ dir: path.join(work, 'devnode'), lndDir });
});

afterAll(async () => {
  await devnode?.stop();
  removeDir(work);
});

/** Umbrel's exports for this devnode: LND and bitcoind on loopback, regtest. */
function umbrelVars(): Record<string, string> {
  const [lndHost = '', lndPort = ''] = devnode.lnd.socket.split(':');
  return {
    APP_DATA_DIR: '/umbrel/app-data/rifa-relampago',
    APP_PASSWORD,
    // localhost: the name in the devnode's certificate, as LND's cert names its host.
    APP_LIGHTNING_NODE_IP: lndHost,
    APP_LIGHTNING_NODE_GRPC_PORT: lndPort,
    APP_LIGHTNING_NODE_DATA_DIR: '/umbrel/app-data/lightning/data/lnd',
    APP_BITCOIN_NODE_IP: devnode.bitcoind.host,
    APP_BITCOIN_RPC_PORT: String(devnode.bitcoind.port),
    APP_BITCOIN_RPC_USER: devnode.bitcoind.user,
    APP_BITCOIN_RPC_PASS: devnode.bitcoind.pass,
    APP_BITCOIN_NETWORK: 'regtest',
    // Remote Tor access not turned on yet: Umbrel's placeholder.
    APP_HIDDEN_SERVICE: 'not-enabled.onion',
    // Umbrel's Tor proxy: only asked when Lightning Address payouts are on (off here).
    TOR_PROXY_IP: '127.0.0.1',
    TOR_PROXY_PORT: '9050',
  };
}

/**
 * The container's environment from docker-compose.yml, with the two bind mounts applied
 * (/lnd → the LND dir, /data → a fresh folder), listening on a free loopback port.
 */
function containerEnv(lndMount: string): Record<string, string> {
  const env = webEnvironment(umbrelVars());
  const mapped = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      value.startsWith('/lnd/') ? path.join(lndMount, value.slice('/lnd/'.length)) : value,
    ]),
  );
  const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
  return {
    ...mapped,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PATH: process.env.PATH ?? '',
  };
}

interface RunningChild {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const children: ChildProcess[] = [];

async function startChild(env: Record<string, string>): Promise<RunningChild> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      buffered += chunk.toString();
      for (const line of buffered.split('\n').slice(0, -1)) {
        // JSON lines, and plain text for a person (logger.ts operatorNotice).
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg?.startsWith('Rifa Relâmpago no ar') && entry.port) resolve(entry.port);
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
    });
    child.once('exit', (code) =>
      reject(new Error(`o servidor saiu com código ${code}:\n${output}`)),
    );
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

async function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  child.kill('SIGTERM');
  return exited;
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

const health = (url: string) => jsonClient(url).call<Health>('GET', '/api/health');

/** Polls /api/health until `done` holds (its probe is cached for 2 s). */
const healthUntil = (url: string, what: string, done: (body: Health) => boolean) =>
  eventually(
    `${what} in /api/health`,
    async () => {
      const { body } = await health(url);
      return done(body) ? body : undefined;
    },
    15_000,
    250,
  );

describe('the server with Umbrel-shaped configuration', () => {
  it('runs on the node: LND from the data-dir layout, bitcoind over RPC, the admin from APP_PASSWORD', async () => {
    const { child, url, output } = await startChild(containerEnv(lndDir));

    const body = await healthUntil(
      url,
      'LND and bitcoind ok',
      (b) => b.lightning.status === 'ok' && b.bitcoin.status === 'ok',
    );
    expect(body, output()).toMatchObject({
      status: 'ok',
      mode: 'node',
      network: 'regtest',
      lightning: { status: 'ok', alias: 'devnode' },
      bitcoin: { status: 'ok' },
    });

    // deterministicPassword: the Umbrel dashboard shows APP_PASSWORD; it logs the admin in.
    const login = await jsonClient(url).call('POST', '/auth/login', {
      body: { email: 'admin@rifa.local', password: APP_PASSWORD },
    });
    expect(login.status).toBe(200);

    // docker stop: SIGTERM to node as PID 1, clean exit well within the grace period.
    const started = Date.now();
    expect(await stopChild(child)).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('waits for LND while the macaroon is missing and connects once it appears, without a restart', async () => {
    // LND writes tls.cert at start but its macaroons only once the wallet is unlocked.
    const lockedDir = path.join(work, 'lnd-locked');
    const macaroonDir = path.join(lockedDir, 'data', 'chain', 'bitcoin', 'regtest');
    fs.mkdirSync(macaroonDir, { recursive: true });
    fs.copyFileSync(path.join(lndDir, 'tls.cert'), path.join(lockedDir, 'tls.cert'));

    const { child, url, output } = await startChild(containerEnv(lockedDir));

    const waiting = await health(url);
    expect(waiting.status).toBe(200);
    expect(waiting.body, output()).toMatchObject({
      status: 'ok',
      mode: 'node',
      lightning: { status: 'aguardando LND' },
      bitcoin: { status: 'ok' },
    });

    fs.copyFileSync(
      path.join(lndDir, 'data', 'chain', 'bitcoin', 'regtest', 'admin.macaroon'),
      path.join(macaroonDir, 'admin.macaroon'),
    );
    const connected = await healthUntil(url, 'LND ok', (b) => b.lightning.status === 'ok');
    expect(connected.lightning.status, output()).toBe('ok');
    expect(child.exitCode).toBeNull();
  });
});

describe('the macaroon the app needs', () => {
  // Every LND call the app makes: invoices (create), node info (health), on-chain
  // balance and sends (prize payouts). LND's stock files: admin (everything),
  // invoice (invoices, addresses, on-chain read), readonly (every read).
  async function capabilities(
    name: 'admin' | 'invoice' | 'readonly',
  ): Promise<Record<string, boolean>> {
    const lightning = createLndLightning({
      socket: devnode.lnd.socket,
      certPath: path.join(lndDir, 'tls.cert'),
      macaroonPath: path.join(lndDir, 'data', 'chain', 'bitcoin', 'regtest', `${name}.macaroon`),
    });
    const succeeds = (call: () => Promise<unknown>) =>
      call().then(
        () => true,
        () => false,
      );
    try {
      return {
        createInvoice: await succeeds(() =>
          lightning.createInvoice({
            tokens: 1_000,
            description: 'bilhete',
            expiresAt: new Date(Date.now() + 600_000),
          }),
        ),
        getInfo: await succeeds(() => lightning.getInfo()),
        getChainBalance: await succeeds(() => lightning.getChainBalance()),
        sendToChainAddresses: await succeeds(() =>
          lightning.sendToChainAddresses({
            outputs: [{ address: REGTEST_ADDRESS, tokens: 10_000 }],
            label: 'prêmio',
          }),
        ),
      };
    } finally {
      lightning.close();
    }
  }

  it('is admin.macaroon: the only stock macaroon that can both create invoices and pay prizes on-chain', async () => {
    const all = {
      createInvoice: true,
      getInfo: true,
      getChainBalance: true,
      sendToChainAddresses: true,
    };
    expect(await capabilities('admin')).toEqual(all);
    expect(await capabilities('invoice')).toEqual({
      ...all,
      getInfo: false,
      sendToChainAddresses: false,
    });
    expect(await capabilities('readonly')).toEqual({
      ...all,
      createInvoice: false,
      sendToChainAddresses: false,
    });
  });
});
