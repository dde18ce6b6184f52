// docs/protocols/draw.md#several-prizes (several prizes): the known-answer vectors computed by vectors.py, and the
// rules they illustrate (distinct winners, position 1 unchanged, positions beyond N not drawn).
import fc from 'fast-check';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { DrawInputError } from './input-checks.ts';
import { drawPrizes, prizeMessage } from './prize-draw.ts';
import vectors from './vectors.json' with { type: 'json' };
import { winningTicket } from './winning-ticket.ts';

const numbersOf = (v: { paid_numbers: number[] | null; tickets_count: number }) =>
  v.paid_numbers ?? Array.from({ length: v.tickets_count }, (_, k) => k + 1);

describe('§8.1 vectors: n_k = sha256(utf8(h + draw_id + "#" + k)), winner_k = T_k[n_k mod (N − k + 1)]', () => {
  it('has a single-prize case, a case with N < P and a two-digit position', () => {
    expect(vectors.prizes.some((v) => v.prizes === 1)).toBe(true);
    expect(vectors.prizes.some((v) => v.not_awarded.length > 0)).toBe(true);
    expect(vectors.prizes.some((v) => v.winners.length >= 10)).toBe(true);
  });

  it.each(vectors.prizes)('$name', (vector) => {
    expect(bytesToHex(utf8ToBytes(vector.draw_id))).toBe(vector.draw_id_utf8_hex);
    for (const winner of vector.winners) {
      expect(utf8ToBytes(winner.message)).toEqual(
        prizeMessage(vector.block_hash, vector.draw_id, winner.position),
      );
    }
    const drawn = drawPrizes(vector.block_hash, vector.draw_id, numbersOf(vector), vector.prizes);
    expect(drawn).toEqual(vector.winners.map(({ message: _message, ...rest }) => rest));
    expect(drawn.length + vector.not_awarded.length).toBe(vector.prizes);
  });

  it('position 1 of every vector is the §8 draw of the same inputs', () => {
    for (const vector of vectors.prizes) {
      const single = winningTicket(vector.block_hash, vector.draw_id, numbersOf(vector));
      expect(vector.winners[0]).toMatchObject({ ...single, position: 1 });
    }
    const same = vectors.draw.find((v) => v.draw_id === '42');
    expect(vectors.prizes[0]?.winners[0]?.winning_ticket).toBe(same?.winning_ticket);
  });
});

describe('drawPrizes', () => {
  const hash = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);
  const paid = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), {
    minLength: 1,
    maxLength: 60,
  });

  it('draws min(P, N) distinct paid tickets, position 1 as winningTicket (property)', () => {
    fc.assert(
      fc.property(
        hash,
        fc.string({ minLength: 1, maxLength: 8 }),
        paid,
        fc.integer({ min: 1, max: 20 }),
        (h, id, numbers, prizes) => {
          const drawn = drawPrizes(h, id, numbers, prizes);
          expect(drawn.length).toBe(Math.min(prizes, numbers.length));
          expect(new Set(drawn.map((d) => d.winning_ticket)).size).toBe(drawn.length);
          for (const d of drawn) expect(numbers).toContain(d.winning_ticket);
          expect(drawn[0]?.winning_ticket).toBe(winningTicket(h, id, numbers).winning_ticket);
          drawn.forEach((d, k) => expect(d.tickets_count).toBe(numbers.length - k));
        },
      ),
    );
  });

  it('rejects a prize count outside 1..100', () => {
    const h = 'ab'.repeat(32);
    for (const bad of [0, -1, 1.5, 101, Number.NaN])
      expect(() => drawPrizes(h, '1', [1, 2], bad)).toThrow(DrawInputError);
  });
});
