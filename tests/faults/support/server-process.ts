// The server as production runs it, `node server/dist/main.js` (built by the global setup),
// a child wired to a node (a devnode process, or real LND in tests/realnode) with the ordinary
// LND_* / BITCOIN_* variables, so it can be killed with SIGKILL while the node keeps its
// invoices, chain and wallet.
import { expect } from 'vitest';
import { SERVER_ENTRY } from '../../../server/build.ts';
import { devnodeEnv } from '../../support/devnode-env.ts';
import { eventually } from '../../support/poll.ts';
import { ADMIN_PASSWORD, apiClient, type Api } from './api-client.ts';
import { spawnNode, type Exit } from './children.ts';
import type { DevnodeProcess } from './devnode-process.ts';

export interface ServerOptions {
  dataDir: string;
  /** The node: a devnode process, or its LND_* / BITCOIN_* variables given as they are. */
  devnode?: DevnodeProcess;
  nodeEnv?: Record<string, string>;
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
  return {
    DATA_DIR: options.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'debug',
    ...(options.nodeEnv ?? devnodeEnv(options.devnode!.info)),
    ...(options.bitcoindPort ? { BITCOIN_RPC_PORT: String(options.bitcoindPort) } : {}),
    ...options.env,
  };
}

/** Starts `node server/dist/main.js`; see ServerProcess.ready. */
export function launchServer(options: ServerOptions): ServerProcess {
  const spawned = spawnNode([SERVER_ENTRY], serverEnv(options));
  const alive = () => spawned.child.exitCode === null && spawned.child.signalCode === null;
  const ready = Promise.race([
    eventually(
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

/** The armed process's end: it killed itself (SIGKILL) at RIFA_FAULT's `point`, and logged it. */
export async function expectKilledAt(crashed: ServerProcess, point: string): Promise<void> {
  expect((await crashed.exited).signal).toBe('SIGKILL');
  expect(crashed.output()).toContain(`"point":"${point}"`);
}
