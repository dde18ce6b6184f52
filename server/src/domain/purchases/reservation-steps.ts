// A purchase of many numbers is claimed in steps (docs/protocols/limits.md#no-request-holds-the-event-loop):
// the first step is the ordinary reservation (decision, purchase row and its first numbers in
// one transaction), so the count is held from the start and nobody can oversell; each further
// step claims NUMBERS_PER_STEP more in its own short transaction, with a turn of the event loop
// between, so other requests wait milliseconds, not the whole purchase. A crash between steps
// leaves a purchase still 'reserving', which the stale-reservation sweep releases with its claims.
import { nextTurn } from '../kernel/next-turn.ts';
import type { PurchaseRepository } from '../ports/index.ts';
import { createRandomPicker, freeNumbers } from './random-picker.ts';
import {
  chooseNumbers,
  type NumberBook,
  type NumberChoice,
  type RandomInt,
} from './ticket-numbers.ts';

/**
 * Numbers claimed (or credited) per SQLite transaction. Random numbers land on as many B-tree
 * pages as there are numbers, each written to the WAL at commit: in a nearly full 1,000,000-ticket
 * raffle a 250-number step took 30–55 ms, a 100-number step about a third of that
 * (docs/protocols/targets.md).
 */
export const NUMBERS_PER_STEP = 100;

export type StepsOutcome =
  | { ok: true; numbers: number[] }
  | { ok: false; reason: 'numbers_taken'; taken: number[] }
  | { ok: false; reason: 'gone' };

/**
 * Where each step's numbers come from: the buyer's own list, a slice per step, or the random
 * picker (random-picker.ts), which may ask for the list of free numbers before it can go on.
 * A list shorter than the purchase (a wallet's comment, docs/protocols/lnurl.md#numbers-in-the-comment)
 * gives its numbers, and the rest at random.
 */
export function numberSource(chosen: number[] | undefined, randomInt: RandomInt) {
  const picker = createRandomPicker(randomInt);
  return {
    /** The choice of the numbers [from, from + count) of the purchase. */
    choose:
      (from: number, count: number) =>
      (book: NumberBook): NumberChoice => {
        const mine = chosen?.slice(from, from + count) ?? [];
        if (chosen && mine.length === count) return chooseNumbers(book, count, mine, randomInt);
        if (mine.length === 0) return picker.pick(book, count);
        const taken = mine.filter((n) => book.isTaken(n));
        if (taken.length > 0) return { ok: false, taken };
        const own = new Set(mine);
        const rest = picker.pick(
          {
            total: book.total,
            isTaken: (n) => own.has(n) || book.isTaken(n),
            taken: function* () {
              yield* book.taken();
              yield* own;
            },
          },
          count - mine.length,
        );
        if (!rest.ok) return rest;
        return { ok: true, numbers: [...mine, ...rest.numbers].sort((a, b) => a - b) };
      },
    get wantsList() {
      return picker.wantsList;
    },
    useList: (free: number[]) => picker.useList(free),
  };
}

export type NumberSource = ReturnType<typeof numberSource>;

/**
 * One step, and once more with the list of free numbers when the picker asks for it (read a
 * page at a time, outside any transaction).
 */
export async function withFreeList<T extends { ok: boolean }>(
  source: NumberSource,
  purchases: Pick<PurchaseRepository, 'claimedPage'>,
  raffle: { id: number; total: number },
  step: () => T,
): Promise<T> {
  const result = step();
  if (result.ok || !source.wantsList) return result;
  source.useList(await freeNumbers(purchases, raffle.id, raffle.total));
  return step();
}

/**
 * Claims the rest of a reservation whose first step claimed `claimed`; on success the whole
 * list (ascending) is recorded on the purchase. On failure the caller releases the purchase.
 */
export async function claimRemaining(
  purchases: PurchaseRepository,
  purchaseId: number,
  raffle: { id: number; total: number },
  quantity: number,
  claimed: number[],
  source: NumberSource,
): Promise<StepsOutcome> {
  const numbers = [...claimed];
  while (numbers.length < quantity) {
    await nextTurn();
    const from = numbers.length;
    const count = Math.min(quantity - from, NUMBERS_PER_STEP);
    const step = await withFreeList(source, purchases, raffle, () =>
      purchases.claimMore(purchaseId, source.choose(from, count)),
    );
    if (!step.ok) return step;
    for (const n of step.numbers) numbers.push(n);
  }
  // Random steps are each ascending; the whole list must be too. Chosen slices already are.
  const sorted = Array.from(Int32Array.from(numbers).sort());
  await nextTurn();
  purchases.fixNumbers(purchaseId, sorted);
  return { ok: true, numbers: sorted };
}
