// The number grid of the buy dialog (docs/decisions/0014-numbers-prizes-packages.md): which numbers are free, pages of 100 so a
// 100,000-number raffle renders 100 buttons at a time, and random picks of free numbers
// ('Quero sorte!', +1/+5/+10/+50) with the browser's crypto RNG. The server checks every
// choice again inside its reservation: this only helps the buyer choose.
import { bitmapFromBase64, hasNumber, type NumbersResponse } from '@rifa/shared';

const NUMBERS_PER_PAGE = 100;
export const QUICK_PICKS = [1, 5, 10, 50] as const;

export type NumberState = 'free' | 'reserved' | 'sold';

export interface NumberMap {
  total: number;
  stateOf(number: number): NumberState;
}

export function numberMap(response: NumbersResponse): NumberMap {
  const sold = bitmapFromBase64(response.sold);
  const reserved = bitmapFromBase64(response.reserved);
  return {
    total: response.total,
    stateOf: (n) => (hasNumber(sold, n) ? 'sold' : hasNumber(reserved, n) ? 'reserved' : 'free'),
  };
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / NUMBERS_PER_PAGE));

/** The numbers of page `page` (0-based). */
export function pageNumbers(total: number, page: number): number[] {
  const first = page * NUMBERS_PER_PAGE + 1;
  const last = Math.min(total, first + NUMBERS_PER_PAGE - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

export const pageOf = (number: number) => Math.floor((number - 1) / NUMBERS_PER_PAGE);

/** A uniform integer in [0, max) from crypto.getRandomValues, without modulo bias. */
export function randomBelow(max: number): number {
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % max);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % max;
  }
}

/**
 * `count` free numbers not in `exclude`, at random (fewer when fewer are left). Probes random
 * numbers while that is cheap, then lists the free ones (a nearly sold-out raffle).
 */
export function randomFreeNumbers(
  map: NumberMap,
  count: number,
  exclude: ReadonlySet<number>,
  random: (max: number) => number = randomBelow,
): number[] {
  const picked = new Set<number>();
  const usable = (n: number) => !exclude.has(n) && !picked.has(n) && map.stateOf(n) === 'free';
  for (let probes = count * 32; picked.size < count && probes > 0; probes--) {
    const n = random(map.total) + 1;
    if (usable(n)) picked.add(n);
  }
  if (picked.size < count) {
    const free: number[] = [];
    for (let n = 1; n <= map.total; n++) if (usable(n)) free.push(n);
    while (picked.size < count && free.length > 0) {
      const i = random(free.length);
      picked.add(free[i]!);
      free.splice(i, 1);
    }
  }
  return [...picked];
}

/** Selects or unselects `number`; a new pick beyond `max` is refused (returns the same list). */
export function toggleNumber(selected: number[], number: number, max: number): number[] {
  if (selected.includes(number)) return selected.filter((n) => n !== number);
  return selected.length >= max ? selected : [...selected, number];
}

/**
 * The hand-picked numbers when the quantity drops below them: the most recent picks go first.
 * Raising the quantity keeps the picks as they are: the slots left are filled at random when
 * the buyer asks ('Quero sorte!') or buys (fillSelection).
 */
export function resizeSelection(selected: number[], quantity: number): number[] {
  return selected.length > quantity ? selected.slice(0, Math.max(0, quantity)) : selected;
}

/** The picks kept, and random free numbers in the slots left up to `quantity`. */
export function fillSelection(map: NumberMap, selected: number[], quantity: number): number[] {
  if (selected.length >= quantity) return selected;
  return [...selected, ...randomFreeNumbers(map, quantity - selected.length, new Set(selected))];
}
