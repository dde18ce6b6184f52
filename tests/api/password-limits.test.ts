// docs/decisions/0013-built-for-tor.md / docs/protocols/limits.md: every password check is slowed per account — the admin step-up
// password on POST /api/rifa/admin and `current_password` on PUT /user/me like the login,
// all three on one budget per account — and never one account for another's guesses.
// Production limits: 5 wrong passwords, then 1 s, doubling; the clock is the test's.
import { describe, expect, it } from 'vitest';
import { movableClock } from '../support/clock.ts';
import { ADMIN_PASSWORD, bearer, PRODUCTION_LIMITS } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const clock = movableClock();
const t = useTestApp({ clock, authLimits: PRODUCTION_LIMITS });

const WAIT_1S = 'Muitas tentativas de senha para esta conta. Tente novamente em 1 segundo.';

const raffle = (admin_password: string) => ({
  name: 'Rifa do limite',
  prize_amount: 10_000,
  ticket_price: 100,
  total_tickets: 10,
  end_date: new Date(clock.now().getTime() + 86_400_000).toISOString(),
  admin_password,
});

/** A second admin, so one admin's guesses can be shown not to slow the other. */
async function anotherAdmin() {
  const { token, user } = await t.register();
  t.store.users.update(user.id, { is_admin: true }, false);
  return { token, user };
}

describe('the admin step-up password (POST /api/rifa/admin)', () => {
  it('is slowed after 5 wrong passwords; the right one waits too; another admin does not', async () => {
    const mallory = await anotherAdmin();
    const create = (token: string, password: string) =>
      t.api.post('/api/rifa/admin').set(bearer(token)).send(raffle(password));

    for (let i = 0; i < 5; i++) {
      const wrong = await create(mallory.token, `chute-${i}`);
      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual({
        error: 'Senha de administrador incorreta',
        field: 'admin_password',
      });
    }
    const limited = await create(mallory.token, 'segredo123');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: WAIT_1S });
    expect(limited.headers['retry-after']).toBe('1');

    // The bootstrap admin's own budget is untouched.
    expect((await create(t.adminToken, ADMIN_PASSWORD)).status).toBe(201);

    clock.advance(1_000);
    expect((await create(mallory.token, 'segredo123')).status).toBe(201);
  });
});

describe('current_password on PUT /user/me', () => {
  it('is slowed after 5 wrong passwords; the right one waits too; another user does not', async () => {
    const victim = await t.register();
    const other = await t.register();
    const change = (token: string, current: string) =>
      t.api
        .put('/user/me')
        .set(bearer(token))
        .send({ current_password: current, new_password: 'nova-senha-1' });

    for (let i = 0; i < 5; i++) {
      const wrong = await change(victim.token, `chute-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ error: 'Senha atual incorreta' });
    }
    const limited = await change(victim.token, 'segredo123');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: WAIT_1S });

    expect((await change(other.token, 'segredo123')).status).toBe(200);

    clock.advance(1_000);
    const changed = await change(victim.token, 'segredo123');
    expect(changed.status).toBe(200);
    expect(changed.headers['x-auth-token']).toBeTruthy();
  });

  it('shares its budget with the login: a thief with a token cannot guess on two fronts', async () => {
    const victim = await t.register();
    for (let i = 0; i < 5; i++) {
      const wrong = await t.api
        .put('/user/me')
        .set(bearer(victim.token))
        .send({ current_password: `chute-${i}`, new_password: 'nova-senha-1' });
      expect(wrong.status).toBe(400);
    }
    const login = await t.api
      .post('/auth/login')
      .send({ email: victim.user.email, password: 'segredo123' });
    expect(login.status).toBe(429);
    clock.advance(1_000);
    expect(
      (await t.api.post('/auth/login').send({ email: victim.user.email, password: 'segredo123' }))
        .status,
    ).toBe(200);
  });
});

describe('login', () => {
  it('an unknown e-mail is slowed exactly like an account: the wait reveals nothing', async () => {
    const known = await t.register();
    const answers = async (email: string) => {
      const statuses: number[] = [];
      let last: unknown;
      for (let i = 0; i < 7; i++) {
        const r = await t.api.post('/auth/login').send({ email, password: `chute-${i}` });
        statuses.push(r.status);
        last = r.body;
      }
      return { statuses, last };
    };
    const a = await answers(known.user.email);
    const b = await answers('ninguem-aqui@example.com');
    expect(a.statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(b).toEqual(a);
    expect(a.last).toEqual({ error: WAIT_1S });
  });

  it('waits grow and stay bounded: after 15 failures in a row, 15 minutes at most', async () => {
    const victim = await t.register();
    const guess = () =>
      t.api.post('/auth/login').send({ email: victim.user.email, password: 'errada' });
    let wait = 0;
    for (let failure = 1; failure <= 16; failure++) {
      clock.advance(wait);
      expect((await guess()).status).toBe(401);
      wait = failure < 5 ? 0 : Math.min(1_000 * 2 ** (failure - 5), 900_000);
    }
    const limited = await guess();
    expect(limited.body.error).toMatch(/Tente novamente em 15 minutos\.$/);
    clock.advance(900_000);
    const back = await t.api
      .post('/auth/login')
      .send({ email: victim.user.email, password: 'segredo123' });
    expect(back.status).toBe(200);
  });
});
