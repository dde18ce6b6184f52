// One e2e server and one Chromium for a test file: beforeAll starts the server (demo mode,
// e2e-server.ts) and launches the browser, afterAll closes both. Read the values from the
// tests and hooks: they exist from beforeAll on.
import { afterAll, beforeAll } from 'vitest';
import { jsonClient, type JsonClient } from '../../support/json-client.ts';
import { useBrowser, type BrowserPages } from './browser.ts';
import { startE2eServer, type E2eServer, type E2eServerOptions } from './e2e-server.ts';

export interface E2eSession extends BrowserPages {
  readonly server: E2eServer;
  /** A JSON client of the server. */
  readonly api: JsonClient;
}

export function useE2eSession(
  env: Record<string, string> = {},
  options: E2eServerOptions = {},
): E2eSession {
  let server: E2eServer | undefined;
  let api: JsonClient | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e2e server starts in beforeAll');
    return value;
  };
  beforeAll(async () => {
    server = await startE2eServer(env, options);
    api = jsonClient(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });
  // Registered after the server's hooks: launched after it starts, closed before it stops.
  const pages = useBrowser(() => started(server).url);
  return {
    get server() {
      return started(server);
    },
    get api() {
      return started(api);
    },
    get browser() {
      return pages.browser;
    },
    open: pages.open,
    openAs: pages.openAs,
  };
}
