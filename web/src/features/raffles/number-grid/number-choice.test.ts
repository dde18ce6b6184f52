// docs/decisions/0014-numbers-prizes-packages.md: the grid's pages, states and random picks, without a DOM.
import { bitmapOf, bitmapToBase64 } from '@rifa/shared';
import { describe, expect, it } from 'vitest';
import {
  fillSelection,
  numberMap,
  pageCount,
  pageNumbers,
  pageOf,
  randomBelow,
  randomFreeNumbers,
  resizeSelection,
  toggleNumber,
} from './number-choice.ts';

const mapOf = (total: number, sold: number[], reserved: number[] = []) =>
  numberMap({
    total,
    sold: bitmapToBase64(bitmapOf(total, sold)),
    reserved: bitmapToBase64(bitmapOf(total, reserved)),
  });

describe('number grid', () => {
  it('reads sold and reserved from the bitmaps', () => {
    const map = mapOf(10, [1], [9]);
    expect([1, 2, 9].map((n) => map.stateOf(n))).toEqual(['sold', 'free', 'reserved']);
  });
  it('pages of 100: 100,000 numbers are 1,000 pages', () => {
    expect(pageCount(100_000)).toBe(1_000);
    expect(pageNumbers(250, 2)).toEqual(Array.from({ length: 50 }, (_, i) => 201 + i));
    expect(pageOf(100)).toBe(0);
    expect(pageOf(101)).toBe(1);
  });
  it('random picks are distinct, free and not already chosen', () => {
    const map = mapOf(100, [1, 2, 3], [4, 5]);
    for (let i = 0; i < 50; i++) {
      const picks = randomFreeNumbers(map, 10, new Set([6, 7]));
      expect(new Set(picks).size).toBe(10);
      expect(picks.every((n) => n > 7 && n <= 100)).toBe(true);
    }
  });
  it('a nearly sold-out raffle gives what is left', () => {
    const map = mapOf(
      100_000,
      Array.from({ length: 99_998 }, (_, i) => i + 2),
    );
    expect(randomFreeNumbers(map, 5, new Set()).sort((a, b) => a - b)).toEqual([1, 100_000]);
  });
  it('toggles a number, never past the cap', () => {
    expect(toggleNumber([3], 3, 5)).toEqual([]);
    expect(toggleNumber([3], 4, 5)).toEqual([3, 4]);
    expect(toggleNumber([3, 4], 5, 2)).toEqual([3, 4]);
  });
  it('a lower quantity drops the most recent picks; a higher one keeps the picks as they are', () => {
    expect(resizeSelection([5, 1, 3], 2)).toEqual([5, 1]);
    expect(resizeSelection([5], 3)).toEqual([5]);
    expect(resizeSelection([], 3)).toEqual([]);
  });
  it('filling keeps the hand-picked numbers and adds free ones in the slots left', () => {
    const map = mapOf(10, [10]);
    const filled = fillSelection(map, [4, 2], 5);
    expect(filled.slice(0, 2)).toEqual([4, 2]);
    expect(new Set(filled).size).toBe(5);
    expect(filled).not.toContain(10);
    expect(fillSelection(map, [1, 2, 3], 3)).toEqual([1, 2, 3]);
  });
  it('randomBelow stays in range', () => {
    for (let i = 0; i < 100; i++) expect(randomBelow(7)).toBeLessThan(7);
  });
});
