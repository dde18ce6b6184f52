import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authLimits } from './auth-limits.ts';
import { createProofOfWork } from './proof-of-work.ts';
import { DEFAULT_WAIT_TICKETS, waitMessage, waitSecondsFor } from './wait-ticket.ts';

// docs/protocols/no-javascript.md: without JavaScript a form pays the proof of work in time.

const mac = (data: string) =>
  createHash('sha256').update(`chave:${data}`).digest('hex').slice(0, 32);
const signer = {
  randomHex: (bytes: number) => randomBytes(bytes).toString('hex'),
  sign: mac,
  verify: (data: string, given: string) => mac(data) === given,
};

function setup() {
  let now = Date.parse('2030-01-01T00:00:05Z');
  const clock = { now: () => new Date(now) };
  const pow = createProofOfWork({
    clock,
    signer,
    policy: authLimits({ pow: { calmPerMinute: 2, baseBits: 4, bitsPerDoubling: 2, maxBits: 12 } })
      .pow,
  });
  return {
    pow,
    tickets: pow.tickets,
    advance: (ms: number) => {
      now += ms;
    },
    /** Calm attempts (API logins) until the burst starts. */
    burst() {
      for (let i = 0; i < 3; i++) pow.admit(undefined);
      expect(pow.difficulty()).toBeGreaterThan(0);
    },
  };
}

describe('waitSecondsFor', () => {
  const pow = { baseBits: 10, bitsPerDoubling: 2 };
  it('is 0 while calm, 5 s at the base difficulty, doubling with the rate, at most 60 s', () => {
    expect(waitSecondsFor(0, pow, DEFAULT_WAIT_TICKETS)).toBe(0);
    expect(waitSecondsFor(10, pow, DEFAULT_WAIT_TICKETS)).toBe(5);
    expect(waitSecondsFor(12, pow, DEFAULT_WAIT_TICKETS)).toBe(10);
    expect(waitSecondsFor(14, pow, DEFAULT_WAIT_TICKETS)).toBe(20);
    expect(waitSecondsFor(22, pow, DEFAULT_WAIT_TICKETS)).toBe(60);
  });

  it('says in pt-BR how long to wait', () => {
    expect(waitMessage(5)).toBe('Muitas tentativas agora: aguarde 5 segundos e envie de novo.');
  });
});

describe('wait tickets', () => {
  it('while calm, every post passes, with or without a ticket, and counts toward the burst', () => {
    const { tickets, pow } = setup();
    expect(tickets.admit(undefined)).toEqual({ admitted: true });
    expect(tickets.admit('lixo')).toEqual({ admitted: true });
    expect(tickets.admit(tickets.issue())).toEqual({ admitted: true });
    expect(pow.difficulty()).toBe(4);
  });

  it('in a burst: an old enough ticket passes once; a young one waits the rest of its time', () => {
    const { tickets, advance, burst } = setup();
    const ticket = tickets.issue();
    burst();
    expect(tickets.waitSeconds()).toBe(5);
    advance(2_000);
    // The same ticket comes back: it becomes good after the rest of its wait.
    expect(tickets.admit(ticket)).toEqual({ admitted: false, retryAfterSeconds: 3, ticket });
    advance(3_000);
    expect(tickets.admit(ticket)).toEqual({ admitted: true });
    // Single use; and that admission counted: twice the calm rate, twice the wait.
    const again = tickets.admit(ticket);
    expect(again).toMatchObject({ admitted: false, retryAfterSeconds: 10 });
    expect(again.admitted === false && again.ticket).not.toBe(ticket);
  });

  it('in a burst: a missing, forged or expired ticket is refused with a fresh one', () => {
    const { tickets, advance, burst } = setup();
    const old = tickets.issue();
    burst();
    expect(tickets.admit(undefined)).toMatchObject({ admitted: false, retryAfterSeconds: 5 });
    const forged = `${old.slice(0, 44)}${'0'.repeat(32)}`;
    expect(tickets.admit(forged)).toMatchObject({ admitted: false, retryAfterSeconds: 5 });
    // An older issue time under the same MAC does not pass either.
    const backdated = `${old.slice(0, 32)}${'0'.repeat(12)}${old.slice(44)}`;
    expect(tickets.admit(backdated)).toMatchObject({ admitted: false });
    advance(DEFAULT_WAIT_TICKETS.ticketTtlMs);
    const fresh = tickets.issue();
    for (let i = 0; i < 3; i++) tickets.admit(undefined);
    expect(tickets.admit(old)).toMatchObject({ admitted: false });
    const refused = tickets.admit(old);
    expect(refused.admitted === false && refused.ticket).not.toBe(old);
    expect(fresh).toMatch(/^[0-9a-f]{76}$/);
  });

  it('in a burst: a stockpile of tickets spent at once passes only at the trickle, the rest wait', () => {
    const { tickets, burst, advance } = setup();
    burst();
    // A script collects tickets, waits once, then spends them all.
    const pile = Array.from({ length: DEFAULT_WAIT_TICKETS.burstAdmissionsPerMinute + 5 }, () =>
      tickets.issue(),
    );
    advance(61_000);
    burst();
    const verdicts = pile.map((ticket) => tickets.admit(ticket));
    const admitted = verdicts.filter((verdict) => verdict.admitted);
    expect(admitted).toHaveLength(DEFAULT_WAIT_TICKETS.burstAdmissionsPerMinute);
    const queued = verdicts.filter((verdict) => !verdict.admitted);
    expect(queued).toHaveLength(5);
    // The ticket is still good: it is the same one, after the minute frees a place.
    for (const [k, verdict] of queued.entries()) {
      expect(verdict).toMatchObject({ admitted: false, ticket: pile[pile.length - 5 + k] });
      expect((verdict as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    }
    advance(60_000);
    burst();
    expect(tickets.admit(pile.at(-1))).toEqual({ admitted: true });
  });
});
