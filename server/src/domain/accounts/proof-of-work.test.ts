import { searchNonce, type PowChallenge } from '@rifa/shared';
import { describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { authLimits } from './auth-limits.ts';
import { DomainError } from '../kernel/errors.ts';
import {
  createProofOfWork,
  POW_EXPIRED,
  POW_FORGED,
  POW_MALFORMED,
  POW_REPLAYED,
  POW_REQUIRED,
  POW_TOO_EASY,
  POW_WRONG,
  type PowVerdict,
} from './proof-of-work.ts';

// docs/protocols/limits.md: challenges signed, single use, 2 minutes; the difficulty follows the burst.

/** A stand-in for the HMAC adapter (challenge-signer.ts): a keyed hash is enough here. */
const mac = (data: string) =>
  createHash('sha256').update(`chave:${data}`).digest('hex').slice(0, 32);
const signer = {
  randomHex: (bytes: number) => randomBytes(bytes).toString('hex'),
  sign: mac,
  verify: (data: string, given: string) => mac(data) === given,
};

function setup(calmPerMinute = 3) {
  let now = Date.parse('2030-01-01T00:00:05Z');
  const clock = { now: () => new Date(now) };
  const pow = createProofOfWork({
    clock,
    signer,
    policy: authLimits({ pow: { calmPerMinute, baseBits: 4, maxBits: 8 } }).pow,
  });
  const solve = (c: PowChallenge) => ({
    challenge: c.challenge,
    nonce: searchNonce(c.challenge, c.difficulty)!,
  });
  /** Admits attempts until a challenge is asked for; returns that challenge. */
  const burst = () => {
    for (;;) {
      const verdict = pow.admit(undefined);
      if (!verdict.admitted) return verdict.challenge;
    }
  };
  return { pow, solve, burst, advance: (ms: number) => (now += ms) };
}

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('validation');
    return (error as DomainError).message;
  }
  throw new Error('expected a refusal');
};

const asChallenge = (verdict: PowVerdict) => {
  if (verdict.admitted) throw new Error('expected a challenge');
  return verdict;
};

describe('the proof of work', () => {
  it('asks nothing while calm, and issues ≥ 32 hex challenges that expire in 2 minutes', () => {
    const t = setup();
    const c = t.pow.challenge();
    expect(c.challenge).toMatch(/^[0-9a-f]{32,}$/);
    expect(c.difficulty).toBe(0);
    expect(c.expires_at).toBe('2030-01-01T00:02:05.000Z');
    expect(t.pow.admit(undefined)).toEqual({ admitted: true });
  });

  it('asks for work past the calm rate, and admits a solution once', () => {
    const t = setup();
    const challenge = t.burst();
    expect(challenge.difficulty).toBe(4);
    const solution = t.solve(challenge);
    expect(t.pow.admit(solution)).toEqual({ admitted: true });
    expect(refused(() => t.pow.admit(solution))).toBe(POW_REPLAYED);
  });

  it('the 428 says why, in pt-BR', () => {
    const t = setup();
    t.burst();
    expect(asChallenge(t.pow.admit(undefined)).error).toBe(POW_REQUIRED);
  });

  it('refuses a wrong nonce, a forged challenge and a malformed pow with 400s', () => {
    const t = setup();
    const challenge = t.burst();
    let wrong = 0;
    while (searchNonce(challenge.challenge, challenge.difficulty, wrong, 1) !== null) wrong++;
    expect(
      refused(() => t.pow.admit({ challenge: challenge.challenge, nonce: String(wrong) })),
    ).toBe(POW_WRONG);
    // A difficulty byte lowered to 00 breaks the MAC.
    const forged = challenge.challenge.slice(0, 44) + '00' + challenge.challenge.slice(46);
    expect(refused(() => t.pow.admit({ challenge: forged, nonce: '1' }))).toBe(POW_FORGED);
    expect(refused(() => t.pow.admit({ challenge: 'ab'.repeat(20), nonce: '1' }))).toBe(POW_FORGED);
    for (const bad of ['x', 7, { challenge: challenge.challenge }, { challenge: 1, nonce: '1' }])
      expect(refused(() => t.pow.admit(bad))).toBe(POW_MALFORMED);
    expect(refused(() => t.pow.admit({ ...t.solve(challenge), nonce: '9'.repeat(65) }))).toBe(
      POW_MALFORMED,
    );
  });

  it('an expired challenge gets a fresh one (428), never a pass', () => {
    const t = setup();
    const challenge = t.burst();
    const solution = t.solve(challenge);
    t.advance(2 * 60_000);
    const verdict = asChallenge(t.pow.admit(solution));
    expect(verdict.error).toBe(POW_EXPIRED);
    expect(verdict.challenge.challenge).not.toBe(challenge.challenge);
  });

  it('a challenge fetched while calm buys nothing in a burst', () => {
    const t = setup();
    const calm = t.pow.challenge();
    t.burst();
    expect(asChallenge(t.pow.admit(t.solve(calm))).error).toBe(POW_TOO_EASY);
  });

  it('a sent pow is checked even while calm', () => {
    const t = setup(1_000);
    const calm = t.pow.challenge();
    expect(t.pow.admit(t.solve(calm))).toEqual({ admitted: true });
    expect(refused(() => t.pow.admit(t.solve(calm)))).toBe(POW_REPLAYED);
  });

  it('calms down again a minute after the burst', () => {
    const t = setup();
    t.burst();
    expect(t.pow.difficulty()).toBe(4);
    t.advance(60_000);
    expect(t.pow.difficulty()).toBe(0);
    expect(t.pow.admit(undefined)).toEqual({ admitted: true });
  });
});
