// A password change over real HTTP (docs/protocols/http-api.md#authentication-and-roles): the
// tab that changed it goes on with the token in X-Auth-Token, every other session ends, and
// only the new password logs in. Profile edits without a password keep every session.
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();

const login = (email: string, password: string) =>
  t.api.post('/auth/login').send({ email, password });

describe('PUT /user/me with a new password', () => {
  it('hands this client a working token and ends the other sessions', async () => {
    const registered = await t.register();
    const email = registered.user.email;
    // A second device logged in before the change.
    const other = await login(email, 'segredo123');
    expect(other.status).toBe(200);
    const otherToken = (other.body as { token: string }).token;

    const changed = await t.api
      .put('/user/me')
      .set(bearer(registered.token))
      .send({ current_password: 'segredo123', new_password: 'senha-nova-456' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: registered.user.id, email });
    const fresh = changed.headers['x-auth-token'];
    expect(typeof fresh).toBe('string');
    expect(fresh).not.toBe(registered.token);

    // The new token opens the profile and may change it again.
    const me = await t.api.get('/user/me').set(bearer(fresh as string));
    expect(me.status).toBe(200);
    expect((me.body as { id: number }).id).toBe(registered.user.id);
    const renamed = await t.api
      .put('/user/me')
      .set(bearer(fresh as string))
      .send({ name: 'Nome Novo' });
    expect(renamed.status).toBe(200);
    // No password change: no new token, the session goes on.
    expect(renamed.headers['x-auth-token']).toBeUndefined();
    expect((await t.api.get('/user/me').set(bearer(fresh as string))).status).toBe(200);

    // The token used for the change and the other device's are both over.
    for (const old of [registered.token, otherToken]) {
      const refused = await t.api.get('/user/me').set(bearer(old));
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: 'Token inválido ou expirado' });
    }

    expect((await login(email, 'segredo123')).status).toBe(401);
    const again = await login(email, 'senha-nova-456');
    expect(again.status).toBe(200);
    expect(
      (await t.api.get('/user/me').set(bearer((again.body as { token: string }).token))).status,
    ).toBe(200);
  });

  it('a refused change (wrong current password) keeps the session and sends no token', async () => {
    const registered = await t.register();
    const refused = await t.api
      .put('/user/me')
      .set(bearer(registered.token))
      .send({ current_password: 'errada', new_password: 'senha-nova-456' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Senha atual incorreta' });
    expect(refused.headers['x-auth-token']).toBeUndefined();
    expect((await t.api.get('/user/me').set(bearer(registered.token))).status).toBe(200);
  });
});
