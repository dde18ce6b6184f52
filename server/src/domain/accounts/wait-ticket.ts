// The proof of work's stand-in for a browser without JavaScript (docs/protocols/no-javascript.md):
// such a browser cannot solve a challenge, so it pays in time instead of work. Every login and
// register page carries a wait ticket (random ‖ issue time ‖ MAC, the ChallengeSigner port:
// handing one out stores nothing). While the server sees a burst, a form post is admitted only
// with a ticket at least `waitSeconds` old, unexpired and unused; the wait grows with the
// proof of work's difficulty, so a burst costs a script minutes per attempt as it costs
// a browser seconds of hashing. Nothing here looks at the client's address.
import type { ChallengeSigner, Clock } from '../ports/index.ts';

export interface WaitTicketPolicy {
  /** The wait at the proof of work's base difficulty (just above calm). */
  baseWaitSeconds: number;
  /** The ceiling: a person waits at most this long. */
  maxWaitSeconds: number;
  /** A ticket's lifetime: a page left open longer is refused and replaced. */
  ticketTtlMs: number;
  /**
   * Posts admitted by ticket per minute during a burst, all browsers together. Tickets cost
   * nothing to collect, so a script could gather hundreds and spend them after one wait; the
   * time-based path therefore lets a steady trickle through and queues the rest (a person is
   * told to wait a little longer; JavaScript users keep solving the proof of work).
   */
  burstAdmissionsPerMinute: number;
}

export const DEFAULT_WAIT_TICKETS: WaitTicketPolicy = Object.freeze({
  baseWaitSeconds: 5,
  maxWaitSeconds: 60,
  ticketTtlMs: 30 * 60_000,
  burstAdmissionsPerMinute: 20,
});

/** The message of a refusal, with how long to wait. */
export const waitMessage = (seconds: number) =>
  `Muitas tentativas agora: aguarde ${seconds} segundos e envie de novo.`;

/**
 * The wait for a difficulty (0 while calm): the base wait at `baseBits`, doubling every
 * `bitsPerDoubling` bits as the rate of attempts doubles, up to the ceiling.
 */
export function waitSecondsFor(
  difficulty: number,
  pow: { baseBits: number; bitsPerDoubling: number },
  policy: WaitTicketPolicy,
): number {
  if (difficulty <= 0) return 0;
  const doublings = Math.max(0, (difficulty - pow.baseBits) / Math.max(pow.bitsPerDoubling, 1));
  return Math.min(policy.maxWaitSeconds, Math.ceil(policy.baseWaitSeconds * 2 ** doublings));
}

/** Refused: how long to wait, and the ticket the form should carry (the same one if only too young). */
export type TicketVerdict =
  { admitted: true } | { admitted: false; retryAfterSeconds: number; ticket: string };

// random (16 bytes) ‖ issued in ms (12 hex) ‖ MAC (16 bytes): 76 hex.
const TICKET = /^([0-9a-f]{32})([0-9a-f]{12})([0-9a-f]{32})$/;

export interface WaitTicketsDeps {
  clock: Clock;
  signer: ChallengeSigner;
  policy: WaitTicketPolicy;
  /** The wait asked now, in seconds (0 while calm). */
  waitSeconds: () => number;
  /** Counts an admitted attempt toward the burst, as an admitted proof of work does. */
  record: () => void;
}

export function createWaitTickets(deps: WaitTicketsDeps) {
  const { clock, signer, policy, waitSeconds, record } = deps;
  // Spent tickets → when they expire (ms). Only tickets admitted during a burst get here, each
  // one having cost its sender the wait.
  const used = new Map<string, number>();
  let pruneAt = 1_000;
  // When each of the last minute's burst admissions happened (ms), oldest first.
  const admittedAt: number[] = [];

  function remember(ticket: string, expires: number, now: number) {
    used.set(ticket, expires);
    if (used.size < pruneAt) return;
    for (const [key, until] of used) if (until <= now) used.delete(key);
    pruneAt = Math.max(1_000, used.size * 2);
  }

  function issue(): string {
    const body = signer.randomHex(16) + clock.now().getTime().toString(16).padStart(12, '0');
    return body + signer.sign(body);
  }

  return {
    /** A fresh ticket for a form page. */
    issue,

    /** The wait asked now, in seconds. */
    waitSeconds,

    /**
     * The gate of a login or register form post, given its ticket (or undefined). While calm
     * every post passes; in a burst a missing, forged, expired, spent or too young ticket is
     * refused with the wait a fresh ticket needs.
     */
    admit(ticket: unknown): TicketVerdict {
      const wait = waitSeconds();
      if (wait === 0) {
        record();
        return { admitted: true };
      }
      const refused = (): TicketVerdict => ({
        admitted: false,
        retryAfterSeconds: wait,
        ticket: issue(),
      });
      if (typeof ticket !== 'string') return refused();
      const parts = TICKET.exec(ticket);
      if (!parts || !signer.verify(`${parts[1]}${parts[2]}`, parts[3] ?? '')) return refused();
      const now = clock.now().getTime();
      const issued = parseInt(parts[2] ?? '', 16);
      const expires = issued + policy.ticketTtlMs;
      if (expires <= now || used.has(ticket)) return refused();
      const ready = issued + wait * 1_000;
      // Only too young: the same ticket stays good, after the rest of its wait.
      if (now < ready)
        return { admitted: false, retryAfterSeconds: Math.ceil((ready - now) / 1_000), ticket };
      while (admittedAt.length > 0 && admittedAt[0]! <= now - 60_000) admittedAt.shift();
      if (admittedAt.length >= policy.burstAdmissionsPerMinute) {
        // The trickle is full: the same ticket, once the oldest admission leaves the minute.
        const freeIn = Math.ceil((admittedAt[0]! + 60_000 - now) / 1_000);
        return { admitted: false, retryAfterSeconds: Math.max(1, freeIn), ticket };
      }
      admittedAt.push(now);
      remember(ticket, expires, now);
      record();
      return { admitted: true };
    },
  };
}

export type WaitTickets = ReturnType<typeof createWaitTickets>;
