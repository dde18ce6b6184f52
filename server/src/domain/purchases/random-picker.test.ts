// The random picker of large and nearly-full purchases (docs/protocols/limits.md#no-request-holds-the-event-loop), rule by rule.
import { describe, expect, it } from 'vitest';
import { createRandomPicker, freeNumbers } from './random-picker.ts';
import { cryptoRandomInt, type NumberBook } from './ticket-numbers.ts';

const bookOf = (total: number, taken: Iterable<number>): NumberBook => {
  const set = new Set(taken);
  return { total, isTaken: (n) => set.has(n), taken: () => set };
};

describe('createRandomPicker', () => {
  it('probes a mostly free raffle: distinct, ascending, never taken, no list asked', () => {
    const taken = [1, 5, 50, 99];
    for (let i = 0; i < 100; i++) {
      const picker = createRandomPicker(cryptoRandomInt);
      const choice = picker.pick(bookOf(100, taken), 10);
      if (!choice.ok) throw new Error('no pick');
      expect(new Set(choice.numbers).size).toBe(10);
      expect(choice.numbers).toEqual([...choice.numbers].sort((a, b) => a - b));
      expect(choice.numbers.every((n) => !taken.includes(n))).toBe(true);
      expect(picker.wantsList).toBe(false);
    }
  });

  it('gives up probing a nearly full raffle and asks for the free numbers, then draws only from them', () => {
    const taken = Array.from({ length: 99_990 }, (_, i) => i + 6);
    const book = bookOf(100_000, taken);
    const picker = createRandomPicker(cryptoRandomInt);
    expect(picker.pick(book, 8)).toEqual({ ok: false, taken: [] });
    expect(picker.wantsList).toBe(true);
    const free = [1, 2, 3, 4, 5, 99_996, 99_997, 99_998, 99_999, 100_000];
    picker.useList([...free]);
    expect(picker.wantsList).toBe(false);
    const first = picker.pick(book, 4);
    const second = picker.pick(book, 4);
    if (!first.ok || !second.ok) throw new Error('no pick');
    const both = [...first.numbers, ...second.numbers];
    expect(new Set(both).size).toBe(8);
    expect(both.every((n) => free.includes(n))).toBe(true);
  });

  it('skips a listed number another buyer claimed after the list was read', () => {
    const picker = createRandomPicker(cryptoRandomInt);
    picker.useList([1, 2, 3]);
    const choice = picker.pick(bookOf(3, [2]), 2);
    expect(choice).toEqual({ ok: true, numbers: [1, 3] });
    expect(picker.pick(bookOf(3, [1, 2, 3]), 1)).toEqual({ ok: false, taken: [] });
    expect(picker.wantsList).toBe(false);
  });

  it('draws uniformly from the list (chi-square over 20,000 picks)', () => {
    const counts = new Array<number>(21).fill(0);
    const book = bookOf(20, [7]);
    const free = Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => n !== 7);
    for (let i = 0; i < 10_000; i++) {
      const picker = createRandomPicker(cryptoRandomInt);
      picker.useList([...free]);
      const choice = picker.pick(book, 2);
      if (!choice.ok) throw new Error('no pick');
      for (const n of choice.numbers) counts[n]!++;
    }
    const expected = 20_000 / 19;
    const chi = counts.reduce(
      (sum, c, n) => (n === 0 || n === 7 ? sum : sum + (c - expected) ** 2 / expected),
      0,
    );
    expect(counts[7]).toBe(0);
    // 18 degrees of freedom: P(chi² > 45) < 0.0005.
    expect(chi).toBeLessThan(45);
  });
});

describe('freeNumbers', () => {
  it('lists the numbers no claim holds, reading the claims a page at a time', async () => {
    const claimed = Array.from({ length: 12_000 }, (_, i) => i + 2).filter((n) => n !== 9_000);
    const pages: number[] = [];
    const free = await freeNumbers(
      {
        claimedPage: (_raffleId, after, limit) => {
          pages.push(after);
          return claimed.filter((n) => n > after).slice(0, limit);
        },
      },
      1,
      12_005,
    );
    expect(free).toEqual([1, 9_000, 12_002, 12_003, 12_004, 12_005]);
    expect(pages.length).toBeGreaterThan(2);
  });
});
