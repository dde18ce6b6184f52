import { describe, expect, it } from 'vitest';
import { numberList, randomBelow, typedNumbers } from './buy-page-numbers.ts';

describe('buy page number lists', () => {
  it('numberList keeps whole numbers of 1..total, once each, in order', () => {
    expect(numberList('7,42', 100)).toEqual([7, 42]);
    expect(numberList(' 3; 1 2,3 ', 100)).toEqual([3, 1, 2]);
    expect(numberList('0, 101, -5, 2.5, x, 9', 100)).toEqual([9]);
    expect(numberList(null, 100)).toEqual([]);
    expect(numberList(undefined, 100)).toEqual([]);
    expect(numberList('', 100)).toEqual([]);
  });

  it('typedNumbers is the list only when every entry is a number of 1..total', () => {
    expect(typedNumbers('7, 42', 100)).toEqual([7, 42]);
    expect(typedNumbers('', 100)).toEqual([]);
    expect(typedNumbers('7, 4', 100)).toEqual([7, 4]);
    expect(typedNumbers('7, 420', 100)).toBeNull();
    expect(typedNumbers('7, a', 100)).toBeNull();
    expect(typedNumbers('7,', 100)).toEqual([7]);
  });

  it('randomBelow stays in 0..max-1', () => {
    for (let i = 0; i < 50; i++) {
      const n = randomBelow(7);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7);
    }
    expect(randomBelow(1)).toBe(0);
  });
});
