// Limits that hold for a crowd behind one address (docs/protocols/limits.md). Over Tor and
// behind Umbrel's app_proxy every participant has the same IP, so nothing here looks at it:
//
// - Password guessing is slowed per account (attempt-limiter.ts): login, the admin step-up
//   password and `current_password` on PUT /user/me share one budget per account.
// - Registration and login cost a proof of work only while the server sees a burst
//   (proof-of-work.ts); the difficulty follows the curve below.
import { MAX_POW_DIFFICULTY } from '@rifa/shared';

/** Per-account slowing of password checks. */
export interface AttemptPolicy {
  /** Wrong passwords an account gets before it must wait. */
  freeFailures: number;
  /** The wait after the last free failure; it doubles with every further one. */
  baseDelayMs: number;
  /** The longest wait: an account is slowed, never locked for good. */
  maxDelayMs: number;
  /** A quiet account's failures are forgotten after this long. */
  forgetAfterMs: number;
  /** Accounts tracked at once (least recently touched dropped first); bounds memory. */
  maxAccounts: number;
}

/** When registration and login ask for a proof of work, and how much. */
export interface PowPolicy {
  /** Attempts (registrations + logins) in the last minute up to which no work is asked. */
  calmPerMinute: number;
  /** The difficulty just above calm. */
  baseBits: number;
  /** Bits added each time the rate doubles. */
  bitsPerDoubling: number;
  /** The ceiling (docs/protocols/limits.md: at most 22). */
  maxBits: number;
  /** A challenge's lifetime (docs/protocols/limits.md: 2 minutes). */
  challengeTtlMs: number;
}

export interface AuthLimits {
  attempts: AttemptPolicy;
  pow: PowPolicy;
}

/** Overrides for tests and benchmarks: any field of either policy. */
export interface AuthLimitOverrides {
  attempts?: Partial<AttemptPolicy>;
  pow?: Partial<PowPolicy>;
}

/**
 * Production numbers.
 *
 * Attempts: 5 wrong passwords free, then waits of 1 s, 2 s, 4 s … doubling up to 15 min
 * (the 15th failure in a row reaches it); forgotten after 24 h without a failure. A guesser
 * gets about 100 tries a day per account; an owner who mistypes waits seconds.
 *
 * Proof of work: up to 60 attempts a minute is calm (difficulty 0: no work, no extra round
 * trip). Above it 10 bits (~1,000 hashes, milliseconds in a Worker), and 2 bits more each
 * time the rate doubles: 120/min → 12, 240 → 14, 480 → 16, 960 → 18, 1,920 → 20,
 * 3,840 and up → 22 (~4 million hashes, a few seconds in a browser). A crowd of 200
 * newcomers in a minute solves 12–14 bits each; a script firing thousands pays seconds each.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimits = Object.freeze({
  attempts: Object.freeze({
    freeFailures: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 15 * 60_000,
    forgetAfterMs: 24 * 3_600_000,
    maxAccounts: 100_000,
  }),
  pow: Object.freeze({
    calmPerMinute: 60,
    baseBits: 10,
    bitsPerDoubling: 2,
    maxBits: MAX_POW_DIFFICULTY,
    challengeTtlMs: 2 * 60_000,
  }),
});

export function authLimits(overrides: AuthLimitOverrides = {}): AuthLimits {
  const pow = { ...DEFAULT_AUTH_LIMITS.pow, ...overrides.pow };
  pow.maxBits = Math.min(pow.maxBits, MAX_POW_DIFFICULTY);
  return { attempts: { ...DEFAULT_AUTH_LIMITS.attempts, ...overrides.attempts }, pow };
}

/** The difficulty for `perMinute` attempts in the last minute (the curve above). */
export function difficultyFor(perMinute: number, policy: PowPolicy): number {
  if (perMinute <= policy.calmPerMinute) return 0;
  const doublings = Math.floor(Math.log2(perMinute / Math.max(policy.calmPerMinute, 1)));
  return Math.min(policy.maxBits, policy.baseBits + policy.bitsPerDoubling * doublings);
}

/** How long an account waits after its `failures`-th wrong password in a row (0: no wait). */
export function waitAfter(failures: number, policy: AttemptPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 40);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** doublings);
}
