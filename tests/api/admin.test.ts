// GET /api/users, GET /api/stats, POST /api/admin/api-key, and the admin guard on every
// admin call (docs/protocols/http-api.md).
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow, Stats } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();
let userToken: string;
beforeAll(async () => {
  userToken = (await t.register()).token;
});

const ADMIN_CALLS: [method: 'get' | 'post' | 'put', path: string, body?: object][] = [
  ['get', '/api/users'],
  ['get', '/api/stats'],
  ['post', '/api/admin/api-key'],
  ['post', '/api/rifa/admin', { name: 'x' }],
  ['put', '/api/rifa/1', { name: 'x' }],
];

describe('admin guard', () => {
  it.each(ADMIN_CALLS)('%s %s answers 403 to a logged-in non-admin', async (method, path, body) => {
    const response = await t.api[method](path)
      .set(bearer(userToken))
      .send(body ?? {});
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'Acesso restrito a administradores' });
  });

  it.each(ADMIN_CALLS)(
    '%s %s answers 401 with no credentials at all',
    async (method, path, body) => {
      const response = await t.api[method](path).send(body ?? {});
      expect(response.status).toBe(401);
      expect(typeof response.body.error).toBe('string');
    },
  );
});

describe('GET /api/users', () => {
  it('lists users with ticket and sats counts and never a password hash', async () => {
    const response = await t.api.get('/api/users').set(bearer(t.adminToken));
    expect(response.status).toBe(200);
    const rows = response.body.data as AdminUserRow[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row).toHaveProperty('tickets_count');
      expect(row).toHaveProperty('sats_spent');
      expect(row).not.toHaveProperty('password_hash');
    }
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt\$/);
  });
});

describe('GET /api/stats', () => {
  it('counts users, raffles by status, tickets, sats and pending invoices', async () => {
    const raffle = await t.createRaffle();
    await t.buy(userToken, raffle, 1);
    const response = await t.api.get('/api/stats').set(bearer(t.adminToken));
    expect(response.status).toBe(200);
    const stats = response.body as Stats;
    expect(stats.users).toBeGreaterThanOrEqual(1);
    expect(stats.raffles.active).toBeGreaterThanOrEqual(1);
    expect(stats.raffles).toHaveProperty('completed');
    expect(stats.raffles).toHaveProperty('cancelled');
    expect(stats.pending_invoices).toBeGreaterThanOrEqual(1);
    expect(stats).toMatchObject({
      tickets_sold: expect.any(Number),
      sats_received: expect.any(Number),
      prizes_paid: expect.any(Number),
    });
  });
});

describe('admin API key', () => {
  it('is returned once, works as x-api-key for admin calls, and stops working when replaced', async () => {
    const created = await t.api.post('/api/admin/api-key').set(bearer(t.adminToken));
    expect(created.status).toBe(201);
    const first = created.body.api_key as string;
    expect(first).toMatch(/^rr_[\w-]{40,}$/);
    // Stored hashed: the key itself is nowhere in the database.
    const rows = t.store.db.prepare('SELECT key_hash FROM api_keys').pluck().all() as string[];
    expect(rows).not.toContain(first);

    expect((await t.api.get('/api/users').set('x-api-key', first)).status).toBe(200);
    expect((await t.api.get('/api/stats').set('x-api-key', first)).status).toBe(200);
    const raffle = await t.createRaffle();
    const edited = await t.api
      .put(`/api/rifa/${raffle.id}`)
      .set('x-api-key', first)
      .send({ name: 'Editada por chave' });
    expect(edited.status).toBe(200);

    const status = await t.api.get('/api/admin/api-key').set(bearer(t.adminToken));
    expect(status.body).toMatchObject({ exists: true });
    expect(JSON.stringify(status.body)).not.toContain(first);

    const second = (await t.api.post('/api/admin/api-key').set(bearer(t.adminToken))).body
      .api_key as string;
    expect(second).not.toBe(first);
    const revoked = await t.api.get('/api/users').set('x-api-key', first);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ error: 'Chave de API inválida' });
    expect((await t.api.get('/api/users').set('x-api-key', second)).status).toBe(200);
  });

  it('cannot mint a new key with a key: a person must be logged in', async () => {
    const key = (await t.api.post('/api/admin/api-key').set(bearer(t.adminToken))).body
      .api_key as string;
    expect((await t.api.post('/api/admin/api-key').set('x-api-key', key)).status).toBe(401);
  });

  it('refuses an invalid key', async () => {
    const response = await t.api.get('/api/stats').set('x-api-key', 'rr_falsa');
    expect(response.status).toBe(401);
  });
});
