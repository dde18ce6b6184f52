// The real server for browser tests: demo mode (in-process devnode), a temp DATA_DIR and
// the built SPA from web/dist, listening on a free loopback port.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../server/src/config.ts';
import { createLogger } from '../../../server/src/logger.ts';
import { WEB_DIST } from '../../../server/src/compose.ts';
import { startServer, type RunningServer } from '../../../server/src/server.ts';
import { removeDir, tempDir } from '../../support/temp-dirs.ts';

export const E2E_ADMIN_PASSWORD = 'admin-e2e-senha';

export interface E2eServer extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  if (!fs.existsSync(path.join(process.env.E2E_WEB_DIST ?? WEB_DIST, 'index.html'))) {
    throw new Error('web/dist não existe: rode `npm run build` antes dos testes de navegador');
  }
  const dataDir = tempDir('rifa-e2e-');
  const running = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    {
      logger: createLogger('silent'),
      passwordCost: 1 << 10,
      // A build elsewhere (E2E_WEB_DIST=/tmp/x/dist, its dist-ssr beside it) lets a browser
      // check run while web/dist is being rebuilt by someone else.
      ...(process.env.E2E_WEB_DIST && { webDist: process.env.E2E_WEB_DIST }),
    },
  );
  return {
    ...running,
    dataDir,
    async stop() {
      await running.close();
      removeDir(dataDir);
    },
  };
}
