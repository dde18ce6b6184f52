// docs/decisions/0014-numbers-prizes-packages.md, forgot password without an e-mail server: the recovery code shown once at
// registration (regenerable in the profile with the password), POST /auth/recover (single use,
// limited per account like the password, old sessions end) and the admin's one-time reset
// link (POST /api/admin/users/:id/reset-link, POST /auth/reset: single use, 24 h).
import { describe, expect, it } from 'vitest';
import type { AuthResponse, RegisterResponse, ResetLinkResponse } from '@rifa/shared';
import { movableClock } from '../support/clock.ts';
import { bearer, PRODUCTION_LIMITS } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const clock = movableClock();
const t = useTestApp({ clock, authLimits: PRODUCTION_LIMITS });

const registered = async () => (await t.register()) as RegisterResponse;
const recover = (email: string, code: string, new_password = 'nova-senha-123') =>
  t.api.post('/auth/recover').send({ email, code, new_password });
const login = (email: string, password: string) =>
  t.api.post('/auth/login').send({ email, password });

describe('the recovery code', () => {
  it('is shown once at registration, resets the password, ends old sessions and is single use', async () => {
    const { token, user, recovery_code } = await registered();
    expect(recovery_code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    expect(JSON.stringify((await t.api.get('/user/me').set(bearer(token))).body)).not.toContain(
      recovery_code,
    );

    // Typed in lower case without dashes still works.
    const first = await recover(user.email, recovery_code.toLowerCase().replaceAll('-', ''));
    expect(first.status).toBe(200);
    const body = first.body as RegisterResponse;
    expect(body.user.id).toBe(user.id);
    expect(body.recovery_code).not.toBe(recovery_code);
    expect((await t.api.get('/user/me').set(bearer(token))).status).toBe(401);
    expect((await t.api.get('/user/me').set(bearer(body.token))).status).toBe(200);
    expect((await login(user.email, 'nova-senha-123')).status).toBe(200);
    expect((await login(user.email, 'segredo123')).status).toBe(401);

    const again = await recover(user.email, recovery_code, 'outra-senha-123');
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: 'E-mail ou código de recuperação inválido' });
    // The new code works once.
    expect((await recover(user.email, body.recovery_code, 'terceira-senha')).status).toBe(200);
  });

  it('answers the same for an unknown e-mail and checks the new password', async () => {
    const unknown = await recover('ninguem@example.com', 'AAAA-BBBB-CCCC-DDDD-EEEE');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ error: 'E-mail ou código de recuperação inválido' });
    const { user, recovery_code } = await registered();
    const short = await recover(user.email, recovery_code, '123');
    expect(short.status).toBe(400);
    expect((await recover(user.email, recovery_code)).status).toBe(200);
  });

  it('wrong codes are limited per account with the password budget (the right one waits too)', async () => {
    const { user, recovery_code } = await registered();
    for (let i = 0; i < 5; i++) {
      expect((await recover(user.email, `ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZ${i}`)).status).toBe(401);
    }
    const slowed = await recover(user.email, recovery_code);
    expect(slowed.status).toBe(429);
    expect((slowed.body as { error: string }).error).toMatch(/Muitas tentativas/);
    // Shared with the login: the account's password waits as well.
    expect((await login(user.email, 'segredo123')).status).toBe(429);
    clock.advance(1_100);
    expect((await recover(user.email, recovery_code)).status).toBe(200);
  });

  it('is regenerated in the profile with the current password; the old code stops working', async () => {
    const { token, user, recovery_code } = await registered();
    const wrong = await t.api
      .post('/user/me/recovery-code')
      .set(bearer(token))
      .send({ current_password: 'errada' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Senha atual incorreta' });
    const fresh = await t.api
      .post('/user/me/recovery-code')
      .set(bearer(token))
      .send({ current_password: 'segredo123' });
    expect(fresh.status).toBe(200);
    const code = (fresh.body as { recovery_code: string }).recovery_code;
    expect(code).not.toBe(recovery_code);
    expect((await recover(user.email, recovery_code)).status).toBe(401);
    expect((await recover(user.email, code)).status).toBe(200);
    expect((await t.api.post('/user/me/recovery-code').send({})).status).toBe(401);
  });
});

describe('the admin reset link', () => {
  const issue = (userId: number, token = t.adminToken) =>
    t.api.post(`/api/admin/users/${userId}/reset-link`).set(bearer(token)).send({});
  const reset = (token: string, new_password = 'senha-do-link') =>
    t.api.post('/auth/reset').send({ token, new_password });

  it('resets once, ends old sessions, and only an admin issues it', async () => {
    const { token, user } = await registered();
    expect((await issue(user.id, token)).status).toBe(403);
    const response = await issue(user.id);
    expect(response.status).toBe(201);
    const link = response.body as ResetLinkResponse;
    expect(link.url).toBe(`/redefinir-senha?token=${encodeURIComponent(link.token)}`);
    expect(new Date(link.expires_at).getTime() - clock.now().getTime()).toBe(24 * 3_600_000);

    const used = await reset(link.token);
    expect(used.status).toBe(200);
    expect((used.body as AuthResponse).user.id).toBe(user.id);
    expect((await t.api.get('/user/me').set(bearer(token))).status).toBe(401);
    expect((await login(user.email, 'senha-do-link')).status).toBe(200);

    const twice = await reset(link.token, 'outra-senha-qualquer');
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ error: 'Link de redefinição inválido, expirado ou já usado' });
    expect((await issue(999_999)).status).toBe(404);
  });

  it('expires after 24 hours', async () => {
    const { user } = await registered();
    const link = (await issue(user.id)).body as ResetLinkResponse;
    clock.advance(24 * 3_600_000 + 1_000);
    const late = await reset(link.token);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ error: 'Link de redefinição inválido, expirado ou já usado' });
    expect((await reset('nao-existe')).status).toBe(400);
  });
});
