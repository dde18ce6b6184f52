// The proof of work of registration and login (docs/protocols/limits.md). GET /auth/challenge hands
// out a challenge; while the server sees a burst (burst-meter.ts, curve in auth-limits.ts)
// POST /auth/register and /auth/login need a solution in `pow`, otherwise 428 with a fresh
// challenge. A challenge carries its expiry and difficulty and a MAC of both (the
// ChallengeSigner port), so handing one out stores nothing; a solution is remembered until
// its challenge expires, so it is used once.
//
// A solution must be at least as hard as what is asked now: challenges fetched in a calm
// moment (difficulty 0) buy nothing in a burst. Any `pow` that is sent is checked, even
// while calm: a wrong or replayed one is a 400 whatever the difficulty.
import { meetsDifficulty, type PowChallenge } from '@rifa/shared';
import { difficultyFor, type PowPolicy } from './auth-limits.ts';
import { createBurstMeter } from './burst-meter.ts';
import { invalid } from '../kernel/errors.ts';
import {
  createWaitTickets,
  DEFAULT_WAIT_TICKETS,
  waitSecondsFor,
  type WaitTicketPolicy,
} from './wait-ticket.ts';
import type { ChallengeSigner, Clock } from '../ports/index.ts';

export interface ProofOfWorkDeps {
  clock: Clock;
  signer: ChallengeSigner;
  policy: PowPolicy;
  /** The no-JavaScript forms' wait tickets (wait-ticket.ts); production numbers by default. */
  waitPolicy?: WaitTicketPolicy;
}

export type PowVerdict =
  { admitted: true } | { admitted: false; error: string; challenge: PowChallenge };

// random (16 bytes) ‖ expiry in ms (12 hex) ‖ difficulty (2 hex) ‖ MAC (16 bytes): 78 hex.
const CHALLENGE = /^([0-9a-f]{32})([0-9a-f]{12})([0-9a-f]{2})([0-9a-f]{32})$/;
const MAX_NONCE_LENGTH = 64;

export const POW_REQUIRED =
  'Muitos acessos neste momento: resolva a verificação do desafio e envie de novo.';
export const POW_EXPIRED = 'O desafio de verificação expirou: resolva o novo desafio.';
export const POW_TOO_EASY =
  'A verificação ficou mais difícil neste momento: resolva o novo desafio.';
export const POW_MALFORMED = 'Prova de trabalho malformada: envie { challenge, nonce } em texto.';
export const POW_FORGED = 'Desafio de verificação inválido: peça um novo em /auth/challenge.';
export const POW_WRONG = 'Prova de trabalho incorreta para este desafio.';
export const POW_REPLAYED = 'Este desafio de verificação já foi usado: peça um novo.';

export function createProofOfWork(deps: ProofOfWorkDeps) {
  const { clock, signer, policy } = deps;
  const meter = createBurstMeter(clock);
  // Used challenges → their expiry (ms). Only admitted solutions get here: while calm at
  // most ~calmPerMinute a minute, in a burst each one cost its sender the work.
  const used = new Map<string, number>();
  let pruneAt = 1_000;

  const required = () => difficultyFor(meter.perMinute(), policy);

  function issue(): PowChallenge {
    const difficulty = required();
    const expires = clock.now().getTime() + policy.challengeTtlMs;
    const body =
      signer.randomHex(16) +
      expires.toString(16).padStart(12, '0') +
      difficulty.toString(16).padStart(2, '0');
    return {
      challenge: body + signer.sign(body),
      difficulty,
      expires_at: new Date(expires).toISOString(),
    };
  }

  function remember(challenge: string, expires: number, now: number) {
    used.set(challenge, expires);
    if (used.size < pruneAt) return;
    for (const [key, until] of used) if (until <= now) used.delete(key);
    pruneAt = Math.max(1_000, used.size * 2);
  }

  const retry = (error: string): PowVerdict => ({ admitted: false, error, challenge: issue() });

  return {
    /** GET /auth/challenge: a fresh challenge at the difficulty asked now. */
    challenge: issue,

    /**
     * The gate of POST /auth/register and /auth/login, given the body's `pow` (or undefined).
     * Admitted attempts count toward the burst. Throws a 400 DomainError for a malformed,
     * forged, wrong or replayed solution; answers a fresh challenge when one is needed.
     */
    admit(pow: unknown): PowVerdict {
      const now = clock.now().getTime();
      const needed = required();
      if (pow === undefined || pow === null) {
        if (needed > 0) return retry(POW_REQUIRED);
        meter.record();
        return { admitted: true };
      }
      const { challenge, nonce } = (typeof pow === 'object' ? pow : {}) as Record<string, unknown>;
      if (
        typeof challenge !== 'string' ||
        typeof nonce !== 'string' ||
        nonce.length > MAX_NONCE_LENGTH
      )
        throw invalid(POW_MALFORMED);
      const parts = CHALLENGE.exec(challenge);
      if (!parts || !signer.verify(`${parts[1]}${parts[2]}${parts[3]}`, parts[4] ?? ''))
        throw invalid(POW_FORGED);
      const expires = parseInt(parts[2] ?? '', 16);
      const difficulty = parseInt(parts[3] ?? '', 16);
      if (used.has(challenge)) throw invalid(POW_REPLAYED);
      if (expires <= now) return retry(POW_EXPIRED);
      if (!meetsDifficulty(challenge, nonce, difficulty)) throw invalid(POW_WRONG);
      if (difficulty < needed) return retry(POW_TOO_EASY);
      remember(challenge, expires, now);
      meter.record();
      return { admitted: true };
    },

    /** The difficulty asked now (0 while calm). */
    difficulty: required,

    /** The same gate for a browser without JavaScript: a wait instead of work (wait-ticket.ts). */
    tickets: createWaitTickets({
      clock,
      signer,
      policy: deps.waitPolicy ?? DEFAULT_WAIT_TICKETS,
      waitSeconds: () =>
        waitSecondsFor(required(), policy, deps.waitPolicy ?? DEFAULT_WAIT_TICKETS),
      record: () => meter.record(),
    }),
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
