// Known-answer vectors (docs/protocols/draw.md), computed independently by vectors.py.
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { isAfterClose } from './close-time.ts';
import { ticketLines, ticketsCommitment } from './tickets-commitment.ts';
import vectors from './vectors.json' with { type: 'json' };
import { drawIndex, winningTicket } from './winning-ticket.ts';

describe('draw vectors: n = sha256(utf8(block_hash + draw_id)) big-endian, i = n mod N, winner = ascending[i]', () => {
  it('has the cases the issue asks for', () => {
    expect(vectors.draw.length).toBeGreaterThanOrEqual(10);
    expect(vectors.draw.some((v) => v.tickets_count === 1)).toBe(true);
    expect(vectors.draw.some((v) => v.block_hash.startsWith('00000000000000000002'))).toBe(true);
    expect(vectors.draw.some((v) => /[^\x20-\x7e]/.test(v.draw_id))).toBe(true);
    expect(vectors.draw.some((v) => v.tickets_count > 2 ** 32)).toBe(true);
  });

  it.each(vectors.draw)('$name', (vector) => {
    // The JSON file must still hold the exact bytes vectors.py wrote (no Unicode normalization on the way).
    expect(bytesToHex(utf8ToBytes(vector.draw_id))).toBe(vector.draw_id_utf8_hex);
    const expected = {
      digest: vector.digest,
      n: vector.n,
      tickets_count: vector.tickets_count,
      index: vector.index,
    };
    if (vector.paid_numbers) {
      expect(winningTicket(vector.block_hash, vector.draw_id, vector.paid_numbers)).toEqual({
        ...expected,
        winning_ticket: vector.winning_ticket,
      });
    } else {
      expect(drawIndex(vector.block_hash, vector.draw_id, vector.tickets_count)).toEqual(expected);
      expect(vector.index + 1).toBe(vector.winning_ticket);
    }
    if (vector.paid_numbers === null && vector.tickets_count <= 1000) {
      const numbers = Array.from({ length: vector.tickets_count }, (_, k) => k + 1);
      expect(winningTicket(vector.block_hash, vector.draw_id, numbers).winning_ticket).toBe(
        vector.winning_ticket,
      );
    }
  });
});

describe('tickets_hash vectors: sha256 of "<number> <payment_hash>\\n" lines in ascending number order', () => {
  it.each(vectors.tickets_hash)('$name', (vector) => {
    expect(ticketLines(vector.tickets).join('')).toBe(vector.lines);
    expect(ticketsCommitment(vector.tickets)).toBe(vector.tickets_hash);
  });
});

describe('after-close vectors: mediantime strictly greater than end_date', () => {
  it.each(vectors.after_close)('$mediantime vs $end_date → $after', (vector) => {
    expect(isAfterClose(vector.mediantime, vector.end_date)).toBe(vector.after);
  });
});
