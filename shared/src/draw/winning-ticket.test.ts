// docs/protocols/draw.md: the winner is always a paid number, i = n mod N, inputs are validated.
import fc from 'fast-check';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { DrawInputError } from './input-checks.ts';
import { drawIndex, drawMessage, winningTicket } from './winning-ticket.ts';

const HASH = '00000000000000000002' + 'ab'.repeat(22);
const blockHash = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);
const drawId = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
const paidNumbers = fc.uniqueArray(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), {
  minLength: 1,
  maxLength: 300,
});

describe('winningTicket', () => {
  it('always returns a paid number, the index-th in ascending order (property)', () => {
    fc.assert(
      fc.property(blockHash, drawId, paidNumbers, (hash, id, paid) => {
        const result = winningTicket(hash, id, paid);
        const ascending = [...paid].sort((a, b) => a - b);
        expect(paid).toContain(result.winning_ticket);
        expect(result.tickets_count).toBe(paid.length);
        expect(result.index).toBeGreaterThanOrEqual(0);
        expect(result.index).toBeLessThan(paid.length);
        expect(ascending[result.index]).toBe(result.winning_ticket);
        expect(BigInt(`0x${result.digest}`).toString()).toBe(result.n);
        expect(BigInt(result.n) % BigInt(paid.length)).toBe(BigInt(result.index));
      }),
    );
  });

  it('does not depend on the order the paid numbers are given in (property)', () => {
    fc.assert(
      fc.property(blockHash, drawId, paidNumbers, fc.integer(), (hash, id, paid, seed) => {
        const shuffled = [...paid].sort((a, b) => ((a * 31 + seed) % 97) - ((b * 31 + seed) % 97));
        expect(winningTicket(hash, id, shuffled)).toEqual(winningTicket(hash, id, paid));
      }),
    );
  });

  it('with N = 1 the only ticket wins', () => {
    expect(winningTicket(HASH, '1', [7]).winning_ticket).toBe(7);
  });

  it('hashes exactly utf8(block_hash + draw_id): no separator, no normalization', () => {
    expect(new TextDecoder().decode(drawMessage(HASH, 'ação'))).toBe(`${HASH}ação`);
    expect(drawMessage(HASH, 'a\u0301').length).toBe(64 + 3);
  });

  it('rejects a block hash that is not 64 lowercase hex (bitcoind prints lowercase)', () => {
    for (const bad of [
      HASH.toUpperCase(),
      HASH.slice(1),
      `${HASH}0`,
      `0x${HASH.slice(2)}`,
      '',
      42,
    ]) {
      expect(() => winningTicket(bad as string, '1', [1])).toThrow(DrawInputError);
    }
    expect(() => winningTicket(HASH.toUpperCase(), '1', [1])).toThrow(/minúsculos/);
  });

  it('rejects an empty draw_id and one with a lone surrogate', () => {
    expect(() => winningTicket(HASH, '', [1])).toThrow(/draw_id/);
    expect(() => winningTicket(HASH, 'a\ud800', [1])).toThrow(/sem par/);
  });

  it('rejects N = 0, repeated and non-integer ticket numbers', () => {
    expect(() => winningTicket(HASH, '1', [])).toThrow(/N = 0/);
    expect(() => winningTicket(HASH, '1', [3, 1, 3])).toThrow(/nº 3 repetido/);
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 53, '1']) {
      expect(() => winningTicket(HASH, '1', [bad as number])).toThrow(DrawInputError);
    }
    expect(() => drawIndex(HASH, '1', 0)).toThrow(/N inválido/);
    expect(() => drawIndex(HASH, '1', 2 ** 53)).toThrow(/N inválido/);
  });
});
