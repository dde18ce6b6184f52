// Listens: the composed app (compose.ts) on an HTTP server with its jobs started, and a clean
// shutdown. main.ts calls it for the real process; tests call it for a whole server in-process.
import type { Server } from 'node:http';
import { compose, type ComposeOverrides, type Composed } from './compose.ts';
import type { Config } from '../config/config.ts';
import { createLogger } from '../logger.ts';

// node:http through process.getBuiltinModule, not an ES import: the ES namespace of node:http
// reads every export, and its WebSocket, CloseEvent and MessageEvent getters load undici (fetch
// and WebSocket, ~750 KB of source) into every process: about 3 MB of the idle server's RSS for
// nothing (docs/protocols/targets.md#memory).
const http = process.getBuiltinModule('node:http');

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  composed: Composed;
  close(): Promise<void>;
}

export async function startServer(
  config: Readonly<Config>,
  overrides: ComposeOverrides = {},
): Promise<RunningServer> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const composed = await compose(config, { ...overrides, logger });
  const server = http.createServer(composed.app);
  // Behind Umbrel's app_proxy and Tor, keep-alive sockets outlive requests: time them out.
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  composed.jobs.start();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    await composed.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // docs/decisions/0013-built-for-tor.md: one line that says where the app is (and its onion address, when configured).
  const url = listenUrl(config.host, port);
  logger.info(
    {
      port,
      mode: config.mode,
      network: config.network,
      url,
      ...(config.onionUrl ? { onion: config.onionUrl } : {}),
    },
    `Rifa Relâmpago no ar em ${url}${config.onionUrl ? ` e ${config.onionUrl} (Tor)` : ''}`,
  );

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    composed,
    close: () =>
      (closing ??= (async () => {
        // Stop accepting, let in-flight requests finish, then close idle keep-alives.
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), 5_000);
        await drained;
        clearTimeout(force);
        await composed.close();
      })()),
  };
}

/** The URL to open on this machine: a wildcard listen address means localhost. */
export function listenUrl(host: string | undefined, port: number): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}
