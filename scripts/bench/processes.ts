// Child processes for the benchmarks that need the app as it runs in production: the real
// server (`node server/dist/main.js`, built first, over a temp DATA_DIR, in node mode
// against a devnode process, or in demo mode with the devnode inside), the bare node:http
// baseline, plus RSS and CPU readings from /proc and an autocannon wrapper.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ConnectionInfo } from '@rifa/devnode';
import { buildServer, SERVER_ENTRY } from '../../server/build.ts';
import { devnodeEnv } from '../../tests/support/devnode-env.ts';
import { eventually, sleep } from '../../tests/support/poll.ts';
import { removeDir, tempDir } from '../../tests/support/temp-dirs.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_PASSWORD = 'senha-do-benchmark';

export interface Child {
  pid: number;
  base: string;
  stop(): Promise<void>;
}

export interface ServerProcess extends Child {
  mode: 'node' | 'demo';
  /** What the server has logged so far (pino JSON lines). */
  log(): string;
  /** Pays an invoice of this server's LND (the devnode's control API, or the demo route). */
  settle(paymentHash: string, purchaseId: number, token: string): Promise<void>;
}

function stopper(child: ChildProcess, cleanup: () => void) {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };
}

/** A port free right now on loopback (the server's own log line may be silenced by LOG_LEVEL). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The devnode on its own (`node devnode/src/cli.ts --json`), as LND and bitcoind for node mode. */
async function startDevnodeProcess(
  dir: string,
): Promise<{ info: ConnectionInfo; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'devnode/src/cli.ts'), '--json', '--auto-mine', '0', '--dir', dir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = stopper(child, () => {});
  const line = await eventually(
    'devnode',
    () => {
      if (child.exitCode !== null) throw new Error(`o devnode saiu (${child.exitCode})`);
      return output.includes('\n') ? output.slice(0, output.indexOf('\n')) : undefined;
    },
    30_000,
    50,
  );
  return { info: JSON.parse(line) as ConnectionInfo, stop };
}

/**
 * The real server over a temp DATA_DIR, logging at its default level (info: one line per
 * request) to a file, as a container's stdout would be. Node mode (the default, as in
 * production): LND and bitcoind are a devnode in its own process, wired with the ordinary
 * LND_* and BITCOIN_RPC_* variables. Demo mode: no node variables, the devnode runs inside
 * the server. Resolves once /api/health answers 200.
 */
// Built once per run, so the benchmark measures the current sources.
let serverBuilt: Promise<void> | undefined;

export async function startServerProcess(
  mode: 'node' | 'demo' = 'node',
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = tempDir('rifa-bench-proc-');
  const devnode =
    mode === 'node' ? await startDevnodeProcess(path.join(dataDir, 'devnode')) : undefined;
  const nodeEnv = devnode ? devnodeEnv(devnode.info) : {};
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  await (serverBuilt ??= buildServer());
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: path.join(dataDir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      ...nodeEnv,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const stopServer = stopper(child, () => {});
  const stop = async () => {
    await stopServer();
    await devnode?.stop();
    removeDir(dataDir);
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await eventually(
      'servidor (/api/health)',
      async () => {
        if (child.exitCode !== null)
          throw new Error(
            `o servidor saiu (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8')}`,
          );
        return fetch(`${base}/api/health`).then(
          (response) => response.status === 200,
          () => false,
        );
      },
      30_000,
      50,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  async function settle(paymentHash: string, purchaseId: number, token: string) {
    const response = devnode
      ? await fetch(`${devnode.info.controlUrl}/invoices/${paymentHash}/settle`, {
          method: 'POST',
          body: '{}',
        })
      : await fetch(`${base}/api/dev/transaction/${purchaseId}/pay`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
        });
    if (!response.ok) throw new Error(`pagar fatura: ${response.status} ${await response.text()}`);
  }
  const readLog = () => fs.readFileSync(logFile, 'utf8');
  return { pid: child.pid!, base, mode, settle, stop, log: readLog };
}

/** The baseline: a bare node:http server answering every request with `body`. */
export async function startBareServer(body: Buffer): Promise<Child> {
  const dir = tempDir('rifa-bench-bare-');
  fs.writeFileSync(path.join(dir, 'body.json'), body);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.ts'), path.join(dir, 'body.json')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = stopper(child, () => removeDir(dir));
  const port = await eventually(
    'servidor node:http',
    () => /port (\d+)/.exec(output)?.[1],
    30_000,
    50,
  );
  return { pid: child.pid!, base: `http://127.0.0.1:${port}`, stop };
}

/** A node process that does nothing: the floor of any Node process's RSS. */
export async function startIdleNode(): Promise<Omit<Child, 'base'>> {
  const child = spawn(
    process.execPath,
    ['-e', 'setInterval(() => {}, 1 << 30); process.stdout.write("ok")'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let started = false;
  child.stdout!.once('data', () => (started = true));
  await eventually('node ocioso', () => started, 30_000, 50);
  return { pid: child.pid!, stop: stopper(child, () => {}) };
}

/** VmRSS of a process, in bytes (Linux /proc). */
export function rss(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`VmRSS ausente em /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** RSS once the process has settled: the median of `samples` readings 200 ms apart, after `settleMs`. */
export async function settledRss(pid: number, settleMs = 3_000, samples = 5): Promise<number> {
  await sleep(settleMs);
  const readings: number[] = [];
  for (let i = 0; i < samples; i++) {
    readings.push(rss(pid));
    await sleep(200);
  }
  return readings.sort((a, b) => a - b)[Math.floor(samples / 2)]!;
}

/** Samples RSS every `intervalMs` until stopped; returns the peak. */
export function watchRss(pid: number, intervalMs = 100): { stop(): number } {
  let peak = rss(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rss(pid));
    } catch {
      // the process ended: keep the last peak
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** CPU seconds (user + system) a process has used so far (Linux /proc). */
export function cpuSeconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  /** The run's duration as autocannon measured it. */
  seconds: number;
  /** CPU seconds (user + system) the target used during the run. */
  cpuSeconds: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU the target used during the run, in cores (1.0 = one core busy all the time). */
  cores: number;
}

/** autocannon against `url`, with the target's CPU use measured over the same window. */
export async function load(
  url: string,
  pid: number,
  options: { connections: number; duration: number },
): Promise<LoadResult> {
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
  });
  const used = cpuSeconds(pid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    seconds: result.duration,
    cpuSeconds: used,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cores: used / ((performance.now() - started) / 1000),
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
