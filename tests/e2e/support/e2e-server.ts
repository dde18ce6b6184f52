// The real server for browser tests: demo mode (in-process devnode), a temp DATA_DIR and
// the built SPA from web/dist, listening on a free loopback port.
import fs from 'node:fs';
import path from 'node:path';
import { startSupervisor } from '../../../server/src/composition/app-supervisor.ts';
import { loadConfig } from '../../../server/src/config/config.ts';
import { createLogger } from '../../../server/src/logger.ts';
import { WEB_DIST, type ComposeOverrides } from '../../../server/src/composition/compose.ts';
import { startServer, type RunningServer } from '../../../server/src/composition/server.ts';
import type { AuthResponse } from '@rifa/shared';
import type { JsonClient } from '../../support/json-client.ts';
import { removeDir, tempDir } from '../../support/temp-dirs.ts';

export const E2E_ADMIN_PASSWORD = 'admin-e2e-senha';

/** The admin's session on the e2e server (its bootstrap account and E2E_ADMIN_PASSWORD). */
export async function adminLogin(api: JsonClient): Promise<AuthResponse> {
  const reply = await api.call<AuthResponse>('POST', '/auth/login', {
    body: { email: 'admin@rifa.local', password: E2E_ADMIN_PASSWORD },
  });
  if (reply.status !== 200) throw new Error(`login do admin: ${reply.status} ${reply.text}`);
  return reply.body;
}

export interface E2eServer extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

export interface E2eServerOptions {
  /**
   * Run through startSupervisor, as main.ts does, so that a backup restore restarts the app
   * in-process on the same port (docs/decisions/0016-operator-cockpit-release.md); `server` and `composed` then follow the app
   * running now. Without it a restore answers 503 'Restauração indisponível'.
   */
  supervised?: boolean;
}

export async function startE2eServer(
  env: Record<string, string> = {},
  options: E2eServerOptions = {},
): Promise<E2eServer> {
  if (!fs.existsSync(path.join(process.env.E2E_WEB_DIST ?? WEB_DIST, 'index.html'))) {
    throw new Error('web/dist não existe: rode `npm run build` antes dos testes de navegador');
  }
  const dataDir = tempDir('rifa-e2e-');
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const overrides: ComposeOverrides = {
    logger: createLogger('silent'),
    passwordCost: 1 << 10,
    // A build elsewhere (E2E_WEB_DIST=/tmp/x/dist, its dist-ssr beside it) lets a browser
    // check run while web/dist is being rebuilt by someone else.
    ...(process.env.E2E_WEB_DIST && { webDist: process.env.E2E_WEB_DIST }),
  };
  if (options.supervised) {
    const supervisor = await startSupervisor(config, overrides);
    return {
      url: supervisor.url,
      port: supervisor.port,
      get server() {
        return supervisor.current.server;
      },
      get composed() {
        return supervisor.current.composed;
      },
      close: () => supervisor.close(),
      dataDir,
      async stop() {
        await supervisor.close();
        removeDir(dataDir);
      },
    };
  }
  const running = await startServer(config, overrides);
  return {
    ...running,
    dataDir,
    async stop() {
      await running.close();
      removeDir(dataDir);
    },
  };
}
