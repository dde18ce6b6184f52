// Plural forms instead of 'bilhete(s)': pt-BR has two, one for exactly 1 (or -1) and the other
// for every other count ('0 bilhetes', '2 bilhetes'). Used by the SPA's messages (t's plural
// keys `….one` / `….other`) and by the server's pt-BR messages.

export type PluralForm = 'one' | 'other';

/** 1 → 'one'; 0, 2, 1.5 → 'other'. */
export function pluralForm(count: number): PluralForm {
  return Math.abs(count) === 1 ? 'one' : 'other';
}

/** plural(1, 'bilhete', 'bilhetes') → 'bilhete'; plural(3, …) → 'bilhetes'. */
export function plural(count: number, one: string, other: string): string {
  return pluralForm(count) === 'one' ? one : other;
}
