// docs/protocols/draw.md: tickets_hash = sha256 of the lines `<number> <payment_hash>\n` ordered by number.
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { DrawInputError } from './input-checks.ts';
import { sortTickets, ticketLine, ticketLines, ticketsCommitment } from './tickets-commitment.ts';
import type { DrawTicket } from './types.ts';

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);
const ticketList = fc
  .uniqueArray(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 200 })
  .chain((numbers) =>
    fc.tuple(...numbers.map((number) => hex64.map((payment_hash) => ({ number, payment_hash })))),
  );

/** The definition, written the slow obvious way: one string, sorted numerically, hashed at once. */
function naiveCommitment(tickets: readonly DrawTicket[]): string {
  const text = [...tickets]
    .sort((a, b) => a.number - b.number)
    .map((ticket) => `${ticket.number} ${ticket.payment_hash}\n`)
    .join('');
  return bytesToHex(sha256(utf8ToBytes(text)));
}

describe('ticketsCommitment', () => {
  it('equals sha256 of the concatenated lines (property)', () => {
    fc.assert(
      fc.property(ticketList, (tickets) => {
        expect(ticketsCommitment(tickets)).toBe(naiveCommitment(tickets));
      }),
    );
  });

  it('does not depend on the input order: lines are sorted by number (property)', () => {
    fc.assert(
      fc.property(ticketList, fc.infiniteStream(fc.nat()), (tickets, randoms) => {
        const shuffled = [...tickets];
        for (let k = shuffled.length - 1; k > 0; k--) {
          const j = (randoms.next().value as number) % (k + 1);
          [shuffled[k], shuffled[j]] = [shuffled[j] as DrawTicket, shuffled[k] as DrawTicket];
        }
        expect(ticketsCommitment(shuffled)).toBe(ticketsCommitment(tickets));
      }),
    );
  });

  it('streams across its 64 KiB buffer without losing a byte (5,000 tickets, several purchases)', () => {
    const tickets = Array.from({ length: 5000 }, (_, k) => ({
      number: k + 1,
      payment_hash: bytesToHex(sha256(utf8ToBytes(String(k % 1700)))),
    }));
    expect(ticketsCommitment(tickets)).toBe(naiveCommitment(tickets));
    expect(ticketsCommitment([...tickets].reverse())).toBe(naiveCommitment(tickets));
  });

  it('orders numerically, not as text (10 after 9)', () => {
    const h = 'a'.repeat(64);
    expect(
      ticketLines([
        { number: 10, payment_hash: h },
        { number: 9, payment_hash: h },
      ]),
    ).toEqual([`9 ${h}\n`, `10 ${h}\n`]);
  });

  it('commits N = 0 as the hash of the empty string', () => {
    expect(ticketsCommitment([])).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('rejects repeated numbers, bad numbers and payment hashes that are not 64 lowercase hex', () => {
    const h = 'b'.repeat(64);
    expect(() =>
      ticketsCommitment([
        { number: 2, payment_hash: h },
        { number: 1, payment_hash: h },
        { number: 2, payment_hash: h },
      ]),
    ).toThrow(/nº 2 repetido/);
    expect(() =>
      ticketsCommitment([
        { number: 1, payment_hash: h },
        { number: 1, payment_hash: h },
      ]),
    ).toThrow(/nº 1 repetido/);
    for (const number of [0, -3, 1.5, 2 ** 53, '7']) {
      expect(() => ticketsCommitment([{ number: number as number, payment_hash: h }])).toThrow(
        DrawInputError,
      );
    }
    for (const payment_hash of [
      h.toUpperCase(),
      h.slice(1),
      `${h}0`,
      `${'g'}${h.slice(1)}`,
      `${h.slice(0, 63)}\n`,
      null,
    ]) {
      expect(() =>
        ticketsCommitment([{ number: 1, payment_hash: payment_hash as string }]),
      ).toThrow(/payment_hash inválido/);
    }
    expect(() => ticketsCommitment([null as unknown as DrawTicket])).toThrow(DrawInputError);
    expect(() => ticketLine({ number: 1, payment_hash: 'x' })).toThrow(DrawInputError);
  });

  it('sortTickets returns an already ascending list as is', () => {
    const tickets = [{ number: 1, payment_hash: 'c'.repeat(64) }];
    expect(sortTickets(tickets)).toBe(tickets);
  });
});
