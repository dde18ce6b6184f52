// The app as main.js runs it — through the supervisor that restarts it in-process after a
// backup restore (docs/decisions/0016-operator-cockpit-release.md) — on a real port, over a devnode and a fresh DATA_DIR, for the API
// tests of backups and restarts. `ready()` waits for the app after a restart.
import path from 'node:path';
import { expect } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import type { Raffle } from '@rifa/shared';
import { startSupervisor, type Supervisor } from '../../server/src/composition/app-supervisor.ts';
import type { ComposeOverrides } from '../../server/src/composition/compose.ts';
import { createLogger } from '../../server/src/logger.ts';
import { jsonClient, type JsonClient } from './json-client.ts';
import { eventually } from './poll.ts';
import { removeDir, tempDir } from './temp-dirs.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, testConfig } from './test-app.ts';

export interface SupervisedApp {
  dataDir: string;
  devnode: Devnode;
  supervisor: Supervisor;
  client: JsonClient;
  /** The admin's bearer, from a fresh login (the users may be a backup's after a restore). */
  login(): Promise<string>;
  /** The admin (bearer `token`) creates a raffle named `name`, ending in 7 days: a 201. */
  createRaffle(token: string, name: string): Promise<Raffle>;
  /** The names of the public list's raffles. */
  raffleNames(): Promise<string[]>;
  /** Resolves once the supervisor runs a new app (after `before`) that answers its health. */
  restarted(before: Supervisor['current']): Promise<void>;
  close(): Promise<void>;
}

export async function startSupervisedApp(
  prefix: string,
  overrides: Partial<ComposeOverrides> = {},
): Promise<SupervisedApp> {
  const dataDir = tempDir(prefix);
  const devnode = await startDevnode({ dir: path.join(dataDir, 'devnode') });
  const supervisor = await startSupervisor(testConfig(devnode, dataDir), {
    logger: createLogger('silent'),
    passwordCost: 1 << 10,
    webDist: path.join(dataDir, 'no-web-dist'),
    version: 'test',
    timings: { healthCacheMs: 0, lndCallTimeoutMs: 1_500, chainTimeoutMs: 1_500 },
    ...overrides,
  });
  const client = jsonClient(supervisor.url);
  return {
    dataDir,
    devnode,
    supervisor,
    client,
    async login() {
      const reply = await client.call<{ token: string }>('POST', '/auth/login', {
        body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      if (reply.status !== 200) throw new Error(`login: ${reply.status} ${reply.text}`);
      return reply.body.token;
    },
    async createRaffle(token, name) {
      const reply = await client.call<Raffle>('POST', '/api/rifa/admin', {
        token,
        body: {
          name,
          prize_amount: 100_000,
          ticket_price: 1_000,
          total_tickets: 100,
          end_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          admin_password: ADMIN_PASSWORD,
        },
      });
      expect(reply.status, reply.text).toBe(201);
      return reply.body;
    },
    raffleNames: async () =>
      (await client.call<{ data: Raffle[] }>('GET', '/api/rifa')).body.data.map((r) => r.name),
    async restarted(before) {
      await eventually('a new app', () => supervisor.current !== before, 15_000);
      await eventually(
        'health again',
        async () =>
          (await client.call('GET', '/api/health').catch(() => undefined))?.status === 200,
        15_000,
      );
    },
    async close() {
      await supervisor.close();
      await devnode.stop();
      removeDir(dataDir);
    },
  };
}
