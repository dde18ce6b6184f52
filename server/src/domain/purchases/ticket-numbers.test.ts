// The numbers a purchase gets (docs/protocols/payment.md step 5, docs/decisions/0014-numbers-prizes-packages.md), rule by rule.
import { describe, expect, it } from 'vitest';
import {
  chooseNumbers,
  cryptoRandomInt,
  formatNumbers,
  lowestFreeNumbers,
  parseChosenNumbers,
  type NumberBook,
  type RandomInt,
} from './ticket-numbers.ts';

const bookOf = (total: number, taken: number[]): NumberBook => {
  const set = new Set(taken);
  return { total, isTaken: (n) => set.has(n), taken: () => set };
};

/** chooseNumbers with none chosen: the numbers, or undefined when too few are free. */
const pickAtRandom = (book: NumberBook, count: number, randomInt: RandomInt) => {
  const choice = chooseNumbers(book, count, undefined, randomInt);
  return choice.ok ? choice.numbers : undefined;
};

describe('parseChosenNumbers (POST /api/transaction numbers)', () => {
  it('absent means the server picks', () => {
    expect(parseChosenNumbers(undefined, 2, 10)).toBeUndefined();
    expect(parseChosenNumbers(null, 2, 10)).toBeUndefined();
  });
  it('returns them ascending', () => {
    expect(parseChosenNumbers([9, 3], 2, 10)).toEqual([3, 9]);
  });
  it.each<[string, unknown, RegExp]>([
    ['not a list', '3,9', /lista/],
    ['fewer than tickets_count', [3], /exatamente 2/],
    ['more than tickets_count', [1, 2, 3], /exatamente 2/],
    ['zero', [0, 1], /de 1 a 10/],
    ['above total', [1, 11], /de 1 a 10/],
    ['not an integer', [1, 2.5], /de 1 a 10/],
    ['a string', [1, '2'], /de 1 a 10/],
    ['repeated', [4, 4], /repetido: 4/],
  ])('refuses %s with a 400', (_case, value, message) => {
    expect(() => parseChosenNumbers(value, 2, 10)).toThrow(message);
  });
});

describe('chooseNumbers', () => {
  it('chosen and free: exactly those', () => {
    expect(chooseNumbers(bookOf(10, [1]), 2, [2, 3], cryptoRandomInt)).toEqual({
      ok: true,
      numbers: [2, 3],
    });
  });
  it('names every chosen number already held or sold', () => {
    expect(chooseNumbers(bookOf(10, [2, 3, 5]), 3, [2, 3, 4], cryptoRandomInt)).toEqual({
      ok: false,
      taken: [2, 3],
    });
  });
  it('none chosen: free numbers at random', () => {
    const choice = chooseNumbers(bookOf(10, [1, 2]), 3, undefined, cryptoRandomInt);
    expect(choice.ok && choice.numbers.every((n) => n > 2 && n <= 10)).toBe(true);
  });
  it('none chosen and too few free: refused with no number named', () => {
    expect(chooseNumbers(bookOf(3, [1, 2]), 2, undefined, cryptoRandomInt)).toEqual({
      ok: false,
      taken: [],
    });
  });
});

describe('chooseNumbers at random (uniform, crypto RNG)', () => {
  it('distinct, ascending, within 1..total and never taken', () => {
    const taken = [1, 5, 50, 99];
    for (let i = 0; i < 200; i++) {
      const picked = pickAtRandom(bookOf(100, taken), 10, cryptoRandomInt)!;
      expect(new Set(picked).size).toBe(10);
      expect(picked).toEqual([...picked].sort((a, b) => a - b));
      expect(picked.every((n) => n >= 1 && n <= 100 && !taken.includes(n))).toBe(true);
    }
  });
  it('a nearly full raffle falls back to listing the free numbers', () => {
    const taken = Array.from({ length: 99_995 }, (_, i) => i + 3);
    const book = bookOf(100_000, taken);
    expect(pickAtRandom(book, 5, cryptoRandomInt)).toEqual([1, 2, 99_998, 99_999, 100_000]);
    expect(pickAtRandom(book, 6, cryptoRandomInt)).toBeUndefined();
  });
  it('every free number is about equally likely (chi-square over 20,000 picks)', () => {
    const counts = new Array<number>(21).fill(0);
    const book = bookOf(20, [7]);
    for (let i = 0; i < 10_000; i++)
      for (const n of pickAtRandom(book, 2, cryptoRandomInt)!) counts[n]!++;
    const expected = 20_000 / 19;
    const chi = counts.reduce(
      (sum, c, n) => (n === 0 || n === 7 ? sum : sum + (c - expected) ** 2 / expected),
      0,
    );
    expect(counts[7]).toBe(0);
    // 18 degrees of freedom: P(chi² > 45) < 0.0005.
    expect(chi).toBeLessThan(45);
  });
  it('probes until it finds a free number (scripted RNG)', () => {
    // Probes 3 (taken), then 4: the RNG's answers map to numbers 1..total.
    const answers = [2, 3];
    expect(pickAtRandom(bookOf(5, [3]), 1, () => answers.shift()!)).toEqual([4]);
  });
});

describe('cryptoRandomInt', () => {
  it('stays in [0, max)', () => {
    for (const max of [1, 2, 7, 100_000])
      for (let i = 0; i < 100; i++) expect(cryptoRandomInt(max)).toBeLessThan(max);
  });
});

describe('lowestFreeNumbers (purchases reserved before numbers were fixed)', () => {
  it('skips taken numbers', () => {
    expect(lowestFreeNumbers(bookOf(6, [1, 3]), 3)).toEqual([2, 4, 5]);
    expect(lowestFreeNumbers(bookOf(3, [1, 3]), 2)).toBeUndefined();
  });
});

describe('formatNumbers', () => {
  it('zero-pads to the width of the largest number', () => {
    expect(formatNumbers([7, 42], 100_000)).toBe('000007, 000042');
    expect(formatNumbers([7], 9)).toBe('7');
  });
});
