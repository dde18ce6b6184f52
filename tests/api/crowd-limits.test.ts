// docs/decisions/0013-built-for-tor.md / docs/protocols/limits.md, over real HTTP from one address (every Tor user shares one):
// a crowd of 200 newcomers registering and buying within a minute all succeed, and 1,000
// wrong passwords against one account neither get in nor stop 199 others from logging in.
import { describe, expect, it } from 'vitest';
import type { AuthResponse, Raffle, Purchase } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { eventually } from '../support/poll.ts';
import { pool } from '../support/pool.ts';
import { postWithWork } from '../support/pow-client.ts';
import { bearer, PRODUCTION_LIMITS, startTestApp } from '../support/test-app.ts';

const newcomer = (prefix: string, i: number) => ({
  name: `Recém-chegado ${i}`,
  email: `${prefix}-${i}@example.com`,
  password: `senha-${prefix}-${i}`,
  btc_address: REGTEST_ADDRESS,
});

describe('a crowd behind one address (production limits)', () => {
  it('200 newcomers register and buy within a minute: every one succeeds', async () => {
    const t = await startTestApp({ authLimits: PRODUCTION_LIMITS });
    try {
      const raffle: Raffle = await t.createRaffle({ total_tickets: 1_000, ticket_price: 100 });
      const started = Date.now();
      const solved: number[] = [];
      const bought: Purchase[] = [];
      await pool(
        Array.from({ length: 200 }, (_, i) => i),
        25,
        async (i) => {
          const { response, solved: challenges } = await postWithWork(
            t.api,
            '/auth/register',
            // Every call comes from 127.0.0.1, as every Tor user comes from the Tor daemon.
            newcomer('multidao', i),
          );
          expect(response.status, JSON.stringify(response.body)).toBe(201);
          solved.push(...challenges.map((c) => c.difficulty));
          bought.push(await t.buy((response.body as AuthResponse).token, raffle, 1));
        },
      );
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(bought).toHaveLength(200);
      // The burst was seen (some newcomers solved a challenge), and its cost stayed small:
      // about 200 attempts a minute asks 12 bits (auth-limits.ts).
      expect(solved.length).toBeGreaterThan(0);
      expect(Math.max(...solved)).toBeLessThanOrEqual(12);

      for (const tx of bought) t.devnode.settleInvoice(tx.payment_hash);
      await eventually('200 tickets sold', async () => {
        const detail = (await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle;
        return detail.sold_tickets === 200 ? detail : undefined;
      });
    } finally {
      await t.close();
    }
  });

  it('1,000 wrong passwords against one account do not get in nor stop 199 others', async () => {
    // A frozen clock: the account's wait cannot run out during the attack, and every attempt
    // falls in one burst window. The proof of work is capped at 8 bits here so this client
    // solves ~1,400 challenges in seconds; the curve itself is auth-limits.test.ts's and the
    // crowd test's above.
    const clock = movableClock();
    const t = await startTestApp({ clock, authLimits: { pow: { maxBits: 8 } } });
    try {
      const users = Array.from({ length: 200 }, (_, i) => newcomer('forca', i));
      await pool(users, 25, async (user) => {
        const { response } = await postWithWork(t.api, '/auth/register', user);
        expect(response.status).toBe(201);
      });
      const [victim, ...others] = users as [(typeof users)[0], ...typeof users];

      const attack: number[] = [];
      const logins: number[] = [];
      await Promise.all([
        pool(
          Array.from({ length: 1_000 }, (_, i) => i),
          40,
          async (i) => {
            const { response } = await postWithWork(t.api, '/auth/login', {
              email: victim.email,
              password: `chute-${i}`,
            });
            attack.push(response.status);
          },
        ),
        pool(others, 10, async (user) => {
          const { response } = await postWithWork(t.api, '/auth/login', {
            email: user.email,
            password: user.password,
          });
          logins.push(response.status);
          expect((response.body as AuthResponse).user.email).toBe(user.email);
        }),
      ]);

      expect(attack).toHaveLength(1_000);
      expect(attack.filter((status) => status === 200)).toEqual([]);
      // Only the 5 free failures had their password checked; the rest waited (429).
      expect(attack.filter((status) => status === 401)).toHaveLength(5);
      expect(attack.filter((status) => status === 429)).toHaveLength(995);
      expect(logins).toEqual(others.map(() => 200));

      // While the account waits, its right password is refused like a wrong one (no oracle)…
      const right = { email: victim.email, password: victim.password };
      const during = await postWithWork(t.api, '/auth/login', right);
      expect(during.response.status).toBe(429);
      expect(during.response.body.error).toBe(
        'Muitas tentativas de senha para esta conta. Tente novamente em 1 segundo.',
      );
      // …and gets in once the wait is over: slowed, never locked for good.
      clock.advance(1_000);
      const after = await postWithWork(t.api, '/auth/login', right);
      expect(after.response.status).toBe(200);
      const me = await t.api
        .get('/user/me')
        .set(bearer((after.response.body as AuthResponse).token));
      expect(me.body.email).toBe(victim.email);
    } finally {
      await t.close();
    }
  }, 120_000);
});
