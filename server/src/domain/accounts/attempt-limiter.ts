// Per-account slowing of password checks (docs/protocols/limits.md): login, the admin step-up password
// and `current_password` share one budget per account, whoever sends them and from
// wherever — so a crowd behind one address is never locked out together, and one account's
// guesser never slows another account. See auth-limits.ts for the numbers.
//
// While an account waits, its attempts are refused before the password is checked: the
// right password gets the same 429 as a wrong one, so the wait is no oracle. Concurrent
// attempts count as they start, so a thousand guesses sent at once get no more tries than
// a thousand sent one by one. State is in memory: a restart forgets it, which only gives a
// guesser a fresh 5 tries, and it keeps the database free of a write per failed login.
import { waitAfter, type AttemptPolicy } from './auth-limits.ts';
import { DomainError } from '../kernel/errors.ts';
import type { Clock } from '../ports/index.ts';

interface AccountState {
  failures: number;
  /** Attempts whose password check is running. */
  inFlight: number;
  /** No attempt is checked before this (ms since the epoch). */
  waitUntil: number;
  lastFailure: number;
}

export interface AttemptLimiterDeps {
  clock: Clock;
  policy: AttemptPolicy;
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/** '8 segundos', '1 minuto', '15 minutos': how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

export function tooManyAttempts(waitMs: number): DomainError {
  const error = new DomainError(
    'rate_limited',
    `Muitas tentativas de senha para esta conta. Tente novamente em ${waitText(waitMs)}.`,
  );
  error.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return error;
}

export function createAttemptLimiter(deps: AttemptLimiterDeps) {
  const { clock, policy } = deps;
  // Map order is recency order (touched entries are re-inserted): the oldest go first.
  const accounts = new Map<string, AccountState>();

  function stateOf(key: string, now: number): AccountState {
    const known = accounts.get(key);
    accounts.delete(key);
    const fresh =
      !known || (known.inFlight === 0 && now - known.lastFailure > policy.forgetAfterMs);
    const state = fresh ? { failures: 0, inFlight: 0, waitUntil: 0, lastFailure: 0 } : known;
    accounts.set(key, state);
    while (accounts.size > policy.maxAccounts) {
      const oldest = accounts.keys().next().value as string;
      accounts.delete(oldest);
    }
    return state;
  }

  function admit(key: string): AccountState {
    const now = clock.now().getTime();
    const state = stateOf(key, now);
    if (now < state.waitUntil) throw tooManyAttempts(state.waitUntil - now);
    // The free failures may run side by side; after them, one check at a time.
    if (state.inFlight >= Math.max(1, policy.freeFailures - state.failures)) {
      throw tooManyAttempts(Math.max(policy.baseDelayMs, waitAfter(state.failures + 1, policy)));
    }
    state.inFlight += 1;
    return state;
  }

  return {
    /**
     * Runs `check` (a password verification) for `key` unless the account must wait, and
     * records its outcome: true resets the account, false counts a failure. Throws a
     * 'rate_limited' DomainError, saying when to try again, without running `check`.
     */
    async attempt(key: string, check: () => Promise<boolean>): Promise<boolean> {
      const state = admit(key);
      let ok: boolean | undefined;
      try {
        ok = await check();
        return ok;
      } finally {
        state.inFlight -= 1;
        if (ok === true) {
          state.failures = 0;
          state.waitUntil = 0;
        } else if (ok === false) {
          const now = clock.now().getTime();
          state.failures += 1;
          state.lastFailure = now;
          state.waitUntil = Math.max(state.waitUntil, now + waitAfter(state.failures, policy));
        }
      }
    },

    /** Accounts tracked now (tests, and a bound on memory). */
    size: () => accounts.size,
  };
}
