// btcd on regtest for the real-node suite: its own temp dir and loopback ports, `--txindex`
// (the facade's getrawtransaction), blocks mined to the harness's key, and its RPC over TLS —
// LND's btcd backend only speaks TLS to it, so the harness does too, trusting btcd's
// self-signed rpc.cert. stopAllBtcd() kills every btcd of the file by PID (afterAll).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { eventually, sleep } from '../../support/poll.ts';
import { tempDir } from '../../support/temp-dirs.ts';
import { nodeBinDir } from './binaries.ts';
import { freePorts } from './free-ports.ts';

export interface Btcd {
  dir: string;
  rpcPort: number;
  p2pPort: number;
  rpcUser: string;
  rpcPass: string;
  /** btcd's self-signed RPC certificate (LND's --btcd.rpccert). */
  rpcCertPath: string;
  pid: number;
  /** One JSON-RPC call; a refusal throws an Error whose `code` is btcd's RPC error code. */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** `generate`: blocks with every mempool transaction btcd takes, to the mining key. */
  mine(blocks: number): Promise<string[]>;
  stop(): Promise<void>;
}

export class RpcError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

const running = new Set<{ child: ChildProcess; exited: Promise<void> }>();

// A worker that dies before afterAll (a crash, a timeout) must not leave btcd behind.
let exitHookInstalled = false;
function killAtExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const { child } of running) if (child.exitCode === null) child.kill('SIGKILL');
  });
}

/** afterAll: every btcd of this file, killed by PID. */
export async function stopAllBtcd(): Promise<void> {
  for (const { child } of running) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all([...running].map(({ exited }) => exited));
  running.clear();
}

export async function startBtcd(options: {
  miningAddress: string;
  /** The folder with btcd; nodeBinDir() if not given. */
  binDir?: string;
}): Promise<Btcd> {
  const dir = tempDir('rifa-btcd-');
  const [rpcPort, p2pPort] = (await freePorts(2)) as [number, number];
  const rpcUser = `rifa-${randomBytes(4).toString('hex')}`;
  const rpcPass = randomBytes(16).toString('hex');
  const rpcCertPath = path.join(dir, 'rpc.cert');
  // An empty config file of its own: btcd would otherwise write one into ~/.btcd.
  fs.writeFileSync(path.join(dir, 'btcd.conf'), '');
  const child = spawn(
    path.join(options.binDir ?? nodeBinDir(), 'btcd'),
    [
      '--regtest',
      '--txindex',
      `--datadir=${path.join(dir, 'data')}`,
      `--logdir=${path.join(dir, 'logs')}`,
      `--configfile=${path.join(dir, 'btcd.conf')}`,
      `--rpccert=${rpcCertPath}`,
      `--rpckey=${path.join(dir, 'rpc.key')}`,
      `--rpcuser=${rpcUser}`,
      `--rpcpass=${rpcPass}`,
      `--rpclisten=127.0.0.1:${rpcPort}`,
      `--listen=127.0.0.1:${p2pPort}`,
      `--miningaddr=${options.miningAddress}`,
      '--rpcmaxclients=200',
      '--rpcmaxwebsockets=50',
      '--nodnsseed',
      '--debuglevel=info',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // 'error' (no binary, say) comes instead of 'exit'; either way the process is gone.
  let gone = false;
  const exited = new Promise<void>((resolve) => {
    const done = () => {
      gone = true;
      resolve();
    };
    child.once('exit', done);
    child.once('error', (error) => {
      keep(Buffer.from(String(error)));
      done();
    });
  });
  const entry = { child, exited };
  running.add(entry);
  killAtExit();

  let ca: Buffer | undefined;
  const agent = () =>
    new https.Agent({ ca: (ca ??= fs.readFileSync(rpcCertPath)), keepAlive: true });
  let httpsAgent: https.Agent | undefined;
  let id = 0;

  function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
    const body = JSON.stringify({ jsonrpc: '1.0', id: ++id, method, params });
    return new Promise((resolve, reject) => {
      const request = https.request(
        {
          host: '127.0.0.1',
          // btcd's certificate names localhost; SNI takes no IP address.
          servername: 'localhost',
          port: rpcPort,
          method: 'POST',
          path: '/',
          agent: (httpsAgent ??= agent()),
          auth: `${rpcUser}:${rpcPass}`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
          timeout: 60_000,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            try {
              const reply = JSON.parse(text) as {
                result: T;
                error: { code: number; message: string } | null;
              };
              if (reply.error) reject(new RpcError(reply.error.code, reply.error.message));
              else resolve(reply.result);
            } catch {
              reject(
                new Error(`btcd ${method}: HTTP ${response.statusCode} ${text.slice(0, 200)}`),
              );
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`btcd ${method}: timeout`)));
      request.on('error', reject);
      request.end(body);
    });
  }

  await eventually(
    'btcd RPC up',
    async () => {
      if (gone) throw new Error(`btcd exited: ${output.slice(-3000)}`);
      if (!fs.existsSync(rpcCertPath)) return false;
      try {
        return (await rpc<number>('getblockcount')) >= 0;
      } catch {
        return false;
      }
    },
    30_000,
    100,
  );

  return {
    dir,
    rpcPort,
    p2pPort,
    rpcUser,
    rpcPass,
    rpcCertPath,
    pid: child.pid!,
    rpc,
    mine: (blocks) => rpc<string[]>('generate', [blocks]),
    async stop() {
      if (!gone) {
        child.kill('SIGTERM');
        const stopped = await Promise.race([
          exited.then(() => true),
          sleep(10_000).then(() => false),
        ]);
        if (!stopped) child.kill('SIGKILL');
      }
      await exited;
      httpsAgent?.destroy();
      running.delete(entry);
    },
  };
}
