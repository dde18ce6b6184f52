// Which numbers a purchase gets (docs/protocols/payment.md step 5, docs/decisions/0014-numbers-prizes-packages.md): those the buyer chose in the
// grid, or free numbers picked uniformly at random with a crypto RNG. Pure: the SQLite adapter
// answers `isTaken` inside the reservation's BEGIN IMMEDIATE transaction, and a unique index
// on (raffle, number) makes a double allocation impossible even if this code were wrong.
import { plural, ticketNumbers } from '@rifa/shared';
import { invalid } from '../kernel/errors.ts';
import { createRandomPicker, freeAmong } from './random-picker.ts';

/** A uniform integer in [0, maxExclusive) from a cryptographic source (node:crypto randomInt). */
export type RandomInt = (maxExclusive: number) => number;

/** Random words fetched per call to the RNG: one call per draw cost a quarter of a large purchase's CPU. */
const POOL_WORDS = 1024;
const pool = new Uint32Array(POOL_WORDS);
let poolNext = POOL_WORDS;

function randomWord(): number {
  if (poolNext === POOL_WORDS) {
    globalThis.crypto.getRandomValues(pool);
    poolNext = 0;
  }
  return pool[poolNext++]!;
}

/**
 * A uniform integer in [0, maxExclusive) from the Web Crypto RNG (a global in Node and
 * browsers, so the domain imports nothing), read 4 KB at a time; rejection sampling keeps it
 * unbiased.
 */
export function cryptoRandomInt(maxExclusive: number): number {
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % maxExclusive);
  for (;;) {
    const word = randomWord();
    if (word < limit) return word % maxExclusive;
  }
}

/** The raffle's numbers as the reservation sees them: claimed by a live purchase or sold. */
export interface NumberBook {
  total: number;
  isTaken(number: number): boolean;
  /** Every taken number; read only when random probing gave up. */
  taken(): Iterable<number>;
}

export type NumberChoice = { ok: true; numbers: number[] } | { ok: false; taken: number[] };

/**
 * The `numbers` of POST /api/transaction: absent, or distinct integers in 1..total, exactly
 * `quantity` of them (docs/decisions/0014-numbers-prizes-packages.md API contract). Returned ascending.
 */
export function parseChosenNumbers(
  value: unknown,
  quantity: number,
  total: number,
): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw invalid('Números devem ser uma lista');
  if (value.length !== quantity)
    throw invalid(
      `Escolha exatamente ${quantity} ${plural(quantity, 'número', 'números')}: ${plural(value.length, 'foi enviado', 'foram enviados')} ${value.length}`,
    );
  const seen = new Set<number>();
  for (const number of value) {
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > total)
      throw invalid(`Número inválido: escolha números de 1 a ${total}`);
    if (seen.has(number)) throw invalid(`Número repetido: ${number}`);
    seen.add(number);
  }
  return [...seen].sort((a, b) => a - b);
}

/** The chosen numbers if all are free, else which are taken; random free ones when none chosen. */
export function chooseNumbers(
  book: NumberBook,
  quantity: number,
  chosen: number[] | undefined,
  randomInt: RandomInt,
): NumberChoice {
  if (chosen) {
    const taken = chosen.filter((n) => book.isTaken(n));
    return taken.length > 0 ? { ok: false, taken } : { ok: true, numbers: chosen };
  }
  // The same picker as a purchase's later steps (random-picker.ts), the free list read here
  // from the book when probing gives up.
  const picker = createRandomPicker(randomInt);
  const choice = picker.pick(book, quantity);
  if (choice.ok || !picker.wantsList) return choice;
  picker.useList(freeAmong(book.total, book.taken()));
  return picker.pick(book, quantity);
}

/** The lowest `count` free numbers: for a purchase reserved before numbers were fixed. */
export function lowestFreeNumbers(book: NumberBook, count: number): number[] | undefined {
  const numbers: number[] = [];
  for (let n = 1; n <= book.total && numbers.length < count; n++)
    if (!book.isTaken(n)) numbers.push(n);
  return numbers.length === count ? numbers : undefined;
}

/** The pt-BR names of numbers, zero-padded to the width of the largest (as the grid shows them). */
export function formatNumbers(numbers: number[], total: number): string {
  return ticketNumbers(numbers, total);
}
