// A JWT that is still validly signed and unexpired, for a user who no longer exists (docs/decisions/0007-load-faults-attack.md):
// every route that needs a user answers 401 in pt-BR, never 500, and the token grants nothing —
// an admin's token included, and nothing of the next account, which reuses the id.
import { expect, it } from 'vitest';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();

const deleteUser = (id: number) => t.store.db.prepare('DELETE FROM users WHERE id = ?').run(id);

it.each([
  ['get', '/user/me'],
  ['put', '/user/me'],
  ['get', '/api/transaction/user'],
  ['get', '/api/transaction/1'],
  ['post', '/api/transaction'],
  ['get', '/api/user/wins'],
  ['get', '/api/user/refunds'],
] as const)('%s %s with the token of a deleted user: 401', async (method, route) => {
  const { token, user } = await t.register();
  expect((await t.api.get('/user/me').set(bearer(token))).status).toBe(200);
  deleteUser(user.id);
  const response = await t.api[method](route)
    .set(bearer(token))
    .send(method === 'get' ? undefined : { name: 'Fantasma' });
  expect(response.status).toBe(401);
  expect(response.body).toEqual({ error: 'Token inválido ou expirado' });
});

it('the token of a deleted admin opens no admin route', async () => {
  const { token: firstToken, user } = await t.register();
  t.store.db.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').run(user.id);
  expect((await t.api.get('/api/users').set(bearer(firstToken))).status).toBe(200);
  deleteUser(user.id);
  for (const [method, route] of [
    ['get', '/api/users'],
    ['get', '/api/stats'],
    ['post', '/api/admin/api-key'],
    ['get', '/api/admin/payouts'],
    ['post', '/api/rifa/admin'],
  ] as const) {
    const response = await t.api[method](route)
      .set(bearer(firstToken))
      .send(method === 'post' ? {} : undefined);
    expect(response.status, route).toBe(401);
    expect(response.body).toEqual({ error: 'Token inválido ou expirado' });
  }
});

it('the next account, which SQLite gives the deleted user’s id, does not accept the deleted user’s tokens', async () => {
  const email = `reuso-${Date.now()}@example.com`;
  const old = await t.register({ email });
  deleteUser(old.user.id);
  const fresh = await t.register({ email });
  // INTEGER PRIMARY KEY without AUTOINCREMENT: the highest id is handed out again.
  expect(fresh.user.id).toBe(old.user.id);
  expect((await t.api.get('/user/me').set(bearer(old.token))).status).toBe(401);
  expect((await t.api.get('/user/me').set(bearer(fresh.token))).status).toBe(200);
});
