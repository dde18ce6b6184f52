/** Numbers per board page, as the server's buy form (docs/protocols/no-javascript.md). */
export const PAGE_SIZE = 100;

export type NumberState = 'free' | 'reserved' | 'sold';

/** The list a page carries ('7,42'), only whole numbers of 1..total. */
export function numberList(value: string | null | undefined, total: number): number[] {
  const numbers: number[] = [];
  for (const token of (value ?? '').split(/[\s,;]+/)) {
    const n = /^\d{1,9}$/.test(token) ? Number(token) : NaN;
    if (n >= 1 && n <= total && !numbers.includes(n)) numbers.push(n);
  }
  return numbers;
}

/** The typed list when every entry is a number of 1..total; else null (keep the last choice). */
export function typedNumbers(typed: string, total: number): number[] | null {
  const tokens = typed.split(/[\s,;]+/).filter(Boolean);
  const numbers = numberList(typed, total);
  return tokens.every((token) => numbers.includes(Number(token))) ? numbers : null;
}

/** A uniform random integer of 0..max-1 (no modulo bias). */
export function randomBelow(max: number): number {
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % max);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % max;
  }
}
