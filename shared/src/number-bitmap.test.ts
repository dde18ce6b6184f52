// The bitmaps of GET /api/rifa/:id/numbers: bit i, most significant first, is number i + 1.
import { describe, expect, it } from 'vitest';
import {
  bitmapFromBase64,
  bitmapOf,
  bitmapToBase64,
  emptyBitmap,
  hasNumber,
} from './number-bitmap.ts';

describe('number bitmaps', () => {
  it('number 1 is the top bit of the first byte; 9 the top bit of the second', () => {
    expect([...bitmapOf(10, [1, 8, 9])]).toEqual([0b1000_0001, 0b1000_0000]);
  });
  it('round-trips through base64, also for 100,000 numbers', () => {
    const numbers = [1, 2, 77_777, 100_000];
    const decoded = bitmapFromBase64(bitmapToBase64(bitmapOf(100_000, numbers)));
    expect(decoded).toHaveLength(12_500);
    const set: number[] = [];
    for (let n = 1; n <= 100_000; n++) if (hasNumber(decoded, n)) set.push(n);
    expect(set).toEqual(numbers);
  });
  it('known answer: numbers 1 and 3 of 3 → "oA=="', () => {
    expect(bitmapToBase64(bitmapOf(3, [1, 3]))).toBe('oA==');
    expect(emptyBitmap(0)).toHaveLength(0);
  });
});
