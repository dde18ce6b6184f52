// The numbers of a purchase that chose none (docs/protocols/payment.md step 5): free numbers at random,
// uniformly. While the raffle is mostly free, random probes find them with a few index look-ups.
// In a nearly full raffle probing would take too long, so the picker asks for the list of free
// numbers, which the caller reads a page at a time outside any transaction (freeNumbers), and
// then draws from it in random order, checking each number again where it is claimed: one
// taken meanwhile by another buyer is skipped. Nothing here holds the event loop for long
// (docs/protocols/limits.md#no-request-holds-the-event-loop).
import { inPages } from '../kernel/pages.ts';
import type { PurchaseRepository } from '../ports/index.ts';
import type { NumberBook, NumberChoice, RandomInt } from './ticket-numbers.ts';

/** Probes allowed per step: a free share below about 1/8 of the raffle gives up and lists. */
const probeBudget = (count: number) => count * 8 + 256;

export interface RandomPicker {
  /** Up to `count` free numbers, ascending; a failure with `wantsList` set asks for useList. */
  pick(book: NumberBook, count: number): NumberChoice;
  /** True once probing gave up: read the free numbers and call useList. */
  readonly wantsList: boolean;
  useList(free: number[]): void;
}

export function createRandomPicker(randomInt: RandomInt): RandomPicker {
  let free: number[] | undefined;
  /** free[0..drawn) were drawn already (a lazy Fisher–Yates shuffle). */
  let drawn = 0;
  let wantsList = false;

  function probe(book: NumberBook, count: number): number[] | undefined {
    const picked = new Set<number>();
    for (let budget = probeBudget(count); picked.size < count && budget > 0; budget--) {
      const n = randomInt(book.total) + 1;
      if (!picked.has(n) && !book.isTaken(n)) picked.add(n);
    }
    return picked.size === count ? [...picked] : undefined;
  }

  function fromList(list: number[], book: NumberBook, count: number): number[] | undefined {
    const picked: number[] = [];
    // Each draw is uniform over the numbers not drawn yet; a taken one is dropped for good.
    while (picked.length < count && drawn < list.length) {
      const j = drawn + randomInt(list.length - drawn);
      const n = list[j]!;
      list[j] = list[drawn]!;
      list[drawn++] = n;
      if (!book.isTaken(n)) picked.push(n);
    }
    return picked.length === count ? picked : undefined;
  }

  return {
    pick(book, count) {
      const numbers = free ? fromList(free, book, count) : probe(book, count);
      if (numbers) return { ok: true, numbers: numbers.sort((a, b) => a - b) };
      if (!free) wantsList = true;
      return { ok: false, taken: [] };
    },
    get wantsList() {
      return wantsList && !free;
    },
    useList(list) {
      free = list;
      drawn = 0;
    },
  };
}

/** The numbers of 1..total not in `taken`, ascending. */
export function freeAmong(total: number, taken: Iterable<number>): number[] {
  const isTaken = new Uint8Array(total + 1);
  for (const n of taken) if (n >= 1 && n <= total) isTaken[n] = 1;
  const free: number[] = [];
  for (let n = 1; n <= total; n++) if (isTaken[n] === 0) free.push(n);
  return free;
}

/** The raffle's numbers not claimed now, read a page of claims at a time. */
export async function freeNumbers(
  purchases: Pick<PurchaseRepository, 'claimedPage'>,
  raffleId: number,
  total: number,
): Promise<number[]> {
  const claimed: number[] = [];
  const pages = inPages(
    (after, limit) => purchases.claimedPage(raffleId, after, limit),
    (n) => n,
  );
  for await (const page of pages) for (const n of page) claimed.push(n);
  return freeAmong(total, claimed);
}
