// The app as one restartable unit (docs/decisions/0016-operator-cockpit-release.md): startServer's server, restarted in-process on
// the same port when the app asks for it — after a backup restore was staged. A restart stops
// accepting connections, lets the requests in flight finish, stops every job and closes the
// database (RunningServer.close), then composes and listens again: the staged restore is
// applied before the database opens (compose.ts), migrations run, jobs start, LND and
// bitcoind are connected afresh. Meanwhile connections are refused for a moment; the page
// polls /api/health until it answers. main.ts runs the process through it; tests drive it
// in-process.
import type http from 'node:http';
import type { ComposeOverrides } from './compose.ts';
import type { Config } from '../config/config.ts';
import { createLogger } from '../logger.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Supervisor {
  /** The server running now; each restart replaces it. */
  readonly current: RunningServer;
  /** The port every start listens on (the first start's, when the config said 0). */
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Stops the app and starts it again; calls made meanwhile share the restart under way. */
  restart(): Promise<void>;
  /** Stops for good (after a restart under way). */
  close(): Promise<void>;
}

export interface SupervisorOptions {
  /** A restart could not start the app again: main.ts exits (the next start retries). */
  onFatal?(error: unknown): void;
}

const LISTEN_ATTEMPTS = 20;

export async function startSupervisor(
  config: Readonly<Config>,
  overrides: ComposeOverrides = {},
  options: SupervisorOptions = {},
): Promise<Supervisor> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  let pending: Promise<void> | undefined;
  let closed = false;
  const restart = (): Promise<void> =>
    (pending ??= restartNow().finally(() => (pending = undefined)));
  // A failed restart is logged and handed to onFatal in restartNow; nothing else to do here.
  const requestRestart = () => void restart().catch(() => {});
  const start = (port: number) =>
    startServer({ ...config, port }, { ...overrides, logger, restart: requestRestart });

  let current = await start(config.port);
  const port = current.port;

  async function restartNow(): Promise<void> {
    if (closed) return;
    logger.warn('reiniciando o app');
    refuseFromNowOn(current.server);
    await current.close();
    try {
      current = await listenAgain();
    } catch (error) {
      logger.fatal({ err: error }, 'falha ao reiniciar o app');
      options.onFatal?.(error);
      throw error;
    }
  }

  // The port was ours a moment ago; another socket may still hold it briefly.
  async function listenAgain(): Promise<RunningServer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await start(port);
      } catch (error) {
        const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
        if (!busy || attempt >= LISTEN_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  return {
    get current() {
      return current;
    },
    port,
    url: `http://127.0.0.1:${port}`,
    restart,
    async close() {
      await pending?.catch(() => {});
      closed = true;
      await current.close();
    },
  };
}

/**
 * The app going away answers nothing more as itself. Closing the server stops new connections
 * and the idle ones, but a keep-alive connection busy at that moment stays open after its
 * answer: the page's health poll would reach the old app there, take it for the new one and
 * reload onto data about to be replaced. From now on such a request gets 503 and its connection
 * closes; idle connections are closed as they appear, so the restart does not wait for them.
 */
function refuseFromNowOn(server: http.Server): void {
  server.removeAllListeners('request');
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(503, {
      'Content-Type': 'application/json; charset=utf-8',
      Connection: 'close',
      'Retry-After': '2',
    });
    response.end(JSON.stringify({ error: 'O app está reiniciando; tente de novo em instantes' }));
  });
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}
