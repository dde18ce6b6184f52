// Real processes for the fault tests (issue 7): the devnode CLI and `node server/dist/main.js`
// as separate children, wired with the ordinary LND_* / BITCOIN_* variables, so the server
// can be killed with SIGKILL while the node keeps its invoices, chain and wallet.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ConnectionInfo, InvoiceSummary, SentCoinsSummary } from '@rifa/devnode';
import { SERVER_ENTRY } from '../../../server/build.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = SERVER_ENTRY;
const DEVNODE_CLI = path.join(ROOT, 'devnode/src/cli.ts');

export const ADMIN_EMAIL = 'admin@rifa.local';
export const ADMIN_PASSWORD = 'senha-do-admin-falhas';
/** A valid regtest address (the devnode's network). */
export const REGTEST_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface Spawned {
  child: ChildProcess;
  exited: Promise<Exit>;
  output(): string;
}

const running = new Map<ChildProcess, Promise<unknown>>();
const dirs: string[] = [];

/** afterAll: SIGKILLs every child this module started that is still alive, then removes the temp dirs. */
export async function cleanup(): Promise<void> {
  for (const child of running.keys())
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(running.values());
  running.clear();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

function spawnNode(args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  running.set(child, exited);
  return { child, exited, output: () => output };
}

/** A temp dir removed by cleanup(). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value, or fails after `timeoutMs` with `what`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
  stepMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(stepMs);
  }
}

export interface DevnodeProcess {
  info: ConnectionInfo;
  control<T = unknown>(method: 'GET' | 'POST', route: string, body?: object): Promise<T>;
  settle(hash: string): Promise<void>;
  /** Mines `count` blocks a minute apart, the first a minute after `after` (ISO or Date). */
  mineAfter(after: string | Date, count: number): Promise<void>;
  sentCoins(): Promise<SentCoinsSummary[]>;
  invoices(): Promise<InvoiceSummary[]>;
  stop(): Promise<void>;
}

/** `npm run devnode -- --json --auto-mine 0 --dir <dir>` as a child; resolves once it printed its connection info. */
export async function startDevnodeProcess(dir: string): Promise<DevnodeProcess> {
  const spawned = spawnNode([DEVNODE_CLI, '--json', '--auto-mine', '0', '--dir', dir], {});
  const line = await Promise.race([
    waitFor(
      'devnode connection info',
      () =>
        spawned
          .output()
          .split('\n')
          .find((l) => l.startsWith('{"lnd"')),
      20_000,
    ),
    spawned.exited.then((exit) => {
      throw new Error(`devnode exited (${JSON.stringify(exit)}): ${spawned.output()}`);
    }),
  ]);
  const info = JSON.parse(line) as ConnectionInfo;
  const control = async <T>(method: 'GET' | 'POST', route: string, body?: object): Promise<T> => {
    const response = await fetch(`${info.controlUrl}${route}`, {
      method,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json()) as T;
    if (!response.ok)
      throw new Error(`devnode ${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  return {
    info,
    control,
    async settle(hash) {
      await control('POST', `/invoices/${hash}/settle`);
    },
    async mineAfter(after, count) {
      const base = Math.floor(new Date(after).getTime() / 1000);
      await control('POST', '/mine', {
        count,
        timestamps: Array.from({ length: count }, (_, i) => base + 60 * (i + 1)),
      });
    },
    sentCoins: () => control<SentCoinsSummary[]>('GET', '/sent-coins'),
    invoices: () => control<InvoiceSummary[]>('GET', '/invoices'),
    async stop() {
      if (spawned.child.exitCode === null && spawned.child.signalCode === null)
        spawned.child.kill('SIGTERM');
      await spawned.exited;
    },
  };
}

export interface ServerOptions {
  dataDir: string;
  devnode: DevnodeProcess;
  /** Extra variables (RIFA_FAULT, LOG_LEVEL, DRAW_CONFIRMATIONS...). */
  env?: Record<string, string>;
  /** bitcoind's port as the app sees it (a proxy in front of the devnode's). */
  bitcoindPort?: number;
}

export interface ServerProcess {
  /** Resolves with the base URL once listening; rejects if the process exits first. */
  ready: Promise<string>;
  exited: Promise<Exit>;
  /** Everything the process wrote (pino JSON lines on stdout, anything on stderr). */
  output(): string;
  alive(): boolean;
  /** kill -9: no handler runs, nothing is closed. */
  kill9(): Promise<Exit>;
  /** SIGTERM: the clean stop of main.js. */
  stop(): Promise<Exit>;
}

export function serverEnv(options: ServerOptions): Record<string, string> {
  const { lnd, bitcoind } = options.devnode.info;
  return {
    DATA_DIR: options.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'debug',
    BITCOIN_NETWORK: 'regtest',
    LND_GRPC_HOST: lnd.socket,
    LND_TLS_CERT_PATH: lnd.certPath,
    LND_MACAROON_PATH: lnd.macaroonPath,
    BITCOIN_RPC_HOST: '127.0.0.1',
    BITCOIN_RPC_PORT: String(options.bitcoindPort ?? bitcoind.port),
    BITCOIN_RPC_USER: bitcoind.user,
    BITCOIN_RPC_PASS: bitcoind.pass,
    ...options.env,
  };
}

/** Starts `node server/dist/main.js`; see ServerProcess.ready. */
export function launchServer(options: ServerOptions): ServerProcess {
  const spawned = spawnNode([MAIN], serverEnv(options));
  const alive = () => spawned.child.exitCode === null && spawned.child.signalCode === null;
  const ready = Promise.race([
    waitFor(
      'server listening',
      () => {
        const match = /"port":(\d+)[^\n]*Rifa Relâmpago no ar/.exec(spawned.output());
        return match ? `http://127.0.0.1:${match[1]}` : undefined;
      },
      30_000,
      20,
    ),
    spawned.exited.then((exit): never => {
      throw new Error(
        `server exited before listening (${JSON.stringify(exit)}): ${spawned.output().slice(-2000)}`,
      );
    }),
  ]);
  ready.catch(() => {}); // a test that expects the process to die never awaits ready
  return {
    ready,
    exited: spawned.exited,
    output: spawned.output,
    alive,
    async kill9() {
      if (alive()) spawned.child.kill('SIGKILL');
      return spawned.exited;
    },
    async stop() {
      if (alive()) spawned.child.kill('SIGTERM');
      return spawned.exited;
    },
  };
}

export async function startServer(
  options: ServerOptions,
): Promise<{ server: ServerProcess; api: Api }> {
  const server = launchServer(options);
  return { server, api: apiClient(await server.ready) };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
}

export type Api = ReturnType<typeof apiClient>;

/** JSON over fetch; every reply's raw text is kept (the secret scans read it). */
export function apiClient(base: string, onReply?: (reply: Reply<unknown>, route: string) => void) {
  async function call<T = Record<string, unknown>>(
    method: string,
    route: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${route}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const reply = { status: response.status, body: body as T, text };
    onReply?.(reply, `${method} ${route}`);
    return reply;
  }
  let ip = 0;
  return {
    base,
    call,
    async adminToken(): Promise<string> {
      const reply = await call<{ token: string }>('POST', '/auth/login', {
        body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      if (reply.status !== 200) throw new Error(`admin login: ${reply.status} ${reply.text}`);
      return reply.body.token;
    },
    /** Registers a participant; a fresh X-Forwarded-For each time keeps clear of the per-IP limit. */
    async register(
      email: string,
      password = 'segredo123',
    ): Promise<{ token: string; user: { id: number } }> {
      ip += 1;
      const reply = await call<{ token: string; user: { id: number } }>('POST', '/auth/register', {
        body: { name: 'Participante', email, password, btc_address: REGTEST_ADDRESS },
        headers: { 'X-Forwarded-For': `10.9.${Math.floor(ip / 250)}.${ip % 250}` },
      });
      if (reply.status !== 201) throw new Error(`register: ${reply.status} ${reply.text}`);
      return reply.body;
    },
    async createRaffle(
      adminToken: string,
      fields: Record<string, unknown>,
    ): Promise<{ id: number; ticket_price: number; end_date: string }> {
      const reply = await call<{ id: number; ticket_price: number; end_date: string }>(
        'POST',
        '/api/rifa/admin',
        {
          token: adminToken,
          body: {
            name: 'Rifa das falhas',
            prize_amount: 50_000,
            ticket_price: 1_000,
            total_tickets: 1_000,
            end_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            status: 'active',
            admin_password: ADMIN_PASSWORD,
            ...fields,
          },
        },
      );
      if (reply.status !== 201) throw new Error(`create raffle: ${reply.status} ${reply.text}`);
      return reply.body;
    },
    async buy(
      token: string,
      raffle: { id: number; ticket_price: number },
      count: number,
    ): Promise<{ id: number; payment_hash: string }> {
      const reply = await call<{ id: number; payment_hash: string }>('POST', '/api/transaction', {
        token,
        body: {
          type_tx: 'buy',
          raffle_id: raffle.id,
          tickets_count: count,
          amount: count * raffle.ticket_price,
        },
      });
      if (reply.status !== 201) throw new Error(`buy: ${reply.status} ${reply.text}`);
      return reply.body;
    },
  };
}

/** The app's SQLite file, read-only (for checks while the server runs or after it stopped). */
export function readDb(dataDir: string): Database.Database {
  const db = new Database(path.join(dataDir, 'rifa.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  db.pragma('busy_timeout = 5000');
  return db;
}

export function query<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = readDb(dataDir);
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Runs `tasks` with at most `limit` in flight. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index] as T, index);
      }
    }),
  );
}

/**
 * A TCP proxy the test can take down: 'down' refuses connections (as a stopped bitcoind),
 * 'hang' accepts them and never answers, 'up' forwards to the target.
 */
export async function startProxy(targetPort: number): Promise<{
  port: number;
  set(mode: 'up' | 'down' | 'hang'): Promise<void>;
  close(): Promise<void>;
}> {
  let mode: 'up' | 'down' | 'hang' = 'up';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: net.Socket) => {
    track(client);
    if (mode === 'hang') return;
    const upstream = net.connect(targetPort, '127.0.0.1');
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const closeServer = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    port,
    async set(next) {
      if (next === mode) return;
      for (const socket of sockets) socket.destroy();
      if (next === 'down') await closeServer();
      if (mode === 'down') {
        server = net.createServer(onConnection);
        await listen(port);
      }
      mode = next;
    },
    close: closeServer,
  };
}
