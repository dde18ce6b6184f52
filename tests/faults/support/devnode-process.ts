// The devnode as its own process (`node devnode/src/cli.ts --json`), so the server can be
// killed while LND's invoices, the chain and the wallet live on; driven over its control API.
import path from 'node:path';
import type { ConnectionInfo, InvoiceSummary, SentCoinsSummary } from '@rifa/devnode';
import { eventually } from '../../support/poll.ts';
import { tempDir } from '../../support/temp-dirs.ts';
import { ROOT, spawnNode } from './children.ts';

const DEVNODE_CLI = path.join(ROOT, 'devnode/src/cli.ts');

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
    eventually(
      'devnode connection info',
      () =>
        spawned
          .output()
          .split('\n')
          .find((l) => l.startsWith('{"lnd"')),
      20_000,
      50,
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

/**
 * A run's ground: a temp dir (removed by cleanup()) with the devnode process running in
 * <dir>/devnode, and <dir>/data for the server's DATA_DIR.
 */
export async function startRig(
  prefix: string,
): Promise<{ dir: string; dataDir: string; devnode: DevnodeProcess }> {
  const dir = tempDir(prefix);
  const devnode = await startDevnodeProcess(path.join(dir, 'devnode'));
  return { dir, dataDir: path.join(dir, 'data'), devnode };
}
