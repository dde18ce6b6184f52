// Data survives a restart of the whole server on the same DATA_DIR: accounts, raffles,
// purchases, the JWT secret (sessions stay valid) and the admin password.
import fs from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config/config.ts';
import { createLogger } from '../../server/src/logger.ts';
import { startServer } from '../../server/src/composition/server.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { jsonClient } from '../support/json-client.ts';
import { removeTempDirs, tempDir } from '../support/temp-dirs.ts';

const dataDir = tempDir('rifa-persist-');
afterAll(removeTempDirs);

const boot = () =>
  startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
    {
      logger: createLogger('silent'),
      passwordCost: 1 << 10,
    },
  );

interface Body {
  token: string;
  id: number;
  email: string;
  payment_request: string;
}

const call = (base: string, method: string, path: string, body?: unknown, token?: string) =>
  jsonClient(base).call<Body>(method, path, { body, token });

it('keeps users, raffles, purchases and sessions across a restart', async () => {
  const first = await boot();
  const adminPassword = fs.readFileSync(`${dataDir}/admin-password.txt`, 'utf8').trim();
  const registered = await call(first.url, 'POST', '/auth/register', {
    name: 'Bia',
    email: 'bia@example.com',
    password: 'segredo123',
    btc_address: REGTEST_ADDRESS,
  });
  expect(registered.status).toBe(201);
  const admin = await call(first.url, 'POST', '/auth/login', {
    email: 'admin@rifa.local',
    password: adminPassword,
  });
  expect(admin.status).toBe(200);
  const raffle = await call(
    first.url,
    'POST',
    '/api/rifa/admin',
    {
      name: 'Persistente',
      prize_amount: 5000,
      ticket_price: 100,
      total_tickets: 10,
      end_date: new Date(Date.now() + 86_400_000).toISOString(),
      status: 'active',
      admin_password: adminPassword,
    },
    admin.body.token,
  );
  expect(raffle.status).toBe(201);
  const tx = await call(
    first.url,
    'POST',
    '/api/transaction',
    {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffle.body.id,
      tickets_count: 2,
      amount: 200,
    },
    registered.body.token,
  );
  expect(tx.status).toBe(201);
  await first.close();

  const second = await boot();
  try {
    // The generated admin password is not regenerated on the second start.
    expect(fs.readFileSync(`${dataDir}/admin-password.txt`, 'utf8').trim()).toBe(adminPassword);
    const me = await call(second.url, 'GET', '/user/me', undefined, registered.body.token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('bia@example.com');
    const login = await call(second.url, 'POST', '/auth/login', {
      email: 'bia@example.com',
      password: 'segredo123',
    });
    expect(login.status).toBe(200);
    const stored = await call(second.url, 'GET', `/api/rifa/${raffle.body.id}`);
    expect(stored.body).toMatchObject({ name: 'Persistente', available_tickets: 8 });
    const mine = await call(
      second.url,
      'GET',
      `/api/transaction/${tx.body.id}`,
      undefined,
      registered.body.token,
    );
    expect(mine.body).toMatchObject({
      id: tx.body.id,
      payment_request: tx.body.payment_request,
      status: 'pending',
    });
  } finally {
    await second.close();
  }
});
