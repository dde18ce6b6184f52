import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, waitText } from './attempt-limiter.ts';
import { DEFAULT_AUTH_LIMITS } from './auth-limits.ts';
import { DomainError } from '../kernel/errors.ts';

// docs/protocols/limits.md: password checks are slowed per account, never locked for good, and a
// waiting account's attempts are refused before the password is looked at.

function setup(policy = DEFAULT_AUTH_LIMITS.attempts) {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const clock = { now: () => new Date(now) };
  const limiter = createAttemptLimiter({ clock, policy });
  let checks = 0;
  const attempt = (key: string, ok: boolean) =>
    limiter.attempt(key, async () => {
      checks += 1;
      return ok;
    });
  return { limiter, attempt, advance: (ms: number) => (now += ms), checks: () => checks };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('the attempt limiter', () => {
  it('lets 5 failures through, then refuses even the right password until the wait ends', async () => {
    const t = setup();
    for (let i = 0; i < 5; i++) expect(await t.attempt('user:1', false)).toBe(false);
    const error = await refusal(t.attempt('user:1', true));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe(
      'Muitas tentativas de senha para esta conta. Tente novamente em 1 segundo.',
    );
    expect(error.retryAfterSeconds).toBe(1);
    expect(t.checks()).toBe(5);
    t.advance(1_000);
    expect(await t.attempt('user:1', true)).toBe(true);
  });

  it('doubles the wait with each further failure, up to 15 minutes', async () => {
    const t = setup();
    for (let i = 0; i < 5; i++) await t.attempt('user:1', false);
    let wait = 1_000;
    for (let failure = 6; failure <= 16; failure++) {
      t.advance(wait);
      await t.attempt('user:1', false);
      wait = Math.min(wait * 2, 15 * 60_000);
      const error = await refusal(t.attempt('user:1', true));
      expect(error.retryAfterSeconds).toBe(wait / 1000);
    }
    expect((await refusal(t.attempt('user:1', true))).message).toMatch(/em 15 minutos\.$/);
  });

  it('a success resets the account', async () => {
    const t = setup();
    for (let i = 0; i < 4; i++) await t.attempt('user:1', false);
    await t.attempt('user:1', true);
    for (let i = 0; i < 4; i++) expect(await t.attempt('user:1', false)).toBe(false);
  });

  it('never affects another account', async () => {
    const t = setup();
    for (let i = 0; i < 20; i++) await t.attempt('user:1', false).catch(() => undefined);
    expect(await t.attempt('user:2', true)).toBe(true);
  });

  it('counts concurrent attempts as they start: 1,000 at once get only the 5 free checks', async () => {
    const t = setup();
    const results = await Promise.allSettled(
      Array.from({ length: 1_000 }, () => t.attempt('user:1', false)),
    );
    expect(t.checks()).toBe(5);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(995);
  });

  it('forgets the failures of an account quiet for 24 hours', async () => {
    const t = setup();
    for (let i = 0; i < 5; i++) await t.attempt('user:1', false);
    t.advance(24 * 3_600_000 + 1);
    for (let i = 0; i < 5; i++) expect(await t.attempt('user:1', false)).toBe(false);
  });

  it('an error in the check counts as no attempt', async () => {
    const t = setup();
    for (let i = 0; i < 10; i++) {
      await t.limiter
        .attempt('user:1', () => Promise.reject(new Error('disco')))
        .catch(() => undefined);
    }
    expect(await t.attempt('user:1', true)).toBe(true);
  });

  it('keeps at most maxAccounts accounts in memory', async () => {
    const t = setup({ ...DEFAULT_AUTH_LIMITS.attempts, maxAccounts: 100 });
    for (let i = 0; i < 500; i++) await t.attempt(`email:${i}@x`, false);
    expect(t.limiter.size()).toBe(100);
  });

  it.each([
    [1, '1 segundo'],
    [8_000, '8 segundos'],
    [59_001, '1 minuto'],
    [61_000, '2 minutos'],
    [900_000, '15 minutos'],
  ])('says %i ms as "%s"', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});
