// The organiser's texts on a raffle (docs/decisions/0014-numbers-prizes-packages.md): description, regulamento (`rules`) and
// contact. Plain text shown as text (never HTML) with its line breaks, so newlines and tabs
// are kept (CRLF and CR become LF); every other control character (ESC of a terminal escape,
// NUL) and the bidi overrides that disguise text (U+202E) are refused, as for names
// (shared names.ts).
import { plainTextRule, RAFFLE_TEXT_FIELDS, type RaffleTextsInput } from '@rifa/shared';
import { invalid } from '../kernel/errors.ts';
import { has, type Input } from '../kernel/validate.ts';

export type RaffleTextField = 'description' | 'rules' | 'contact';

/** Validated texts: a field absent from the body is absent here, a cleared one is null. */
export type RaffleTexts = RaffleTextsInput;

/**
 * One text: NFC, line ends as '\n', trimmed; absent, null or blank → null (no text); a
 * string of at most `max` characters without control or bidi characters, else a pt-BR 400.
 */
export function plainText(
  value: unknown,
  label: string,
  max: number,
  field?: string,
): string | null {
  const text = plainTextRule(value, label, max);
  if (!text.ok) throw invalid(text.error, field);
  return text.value;
}

/** The texts present in the body, validated; fields absent from it are absent here. */
export function parseRaffleTexts(input: Input): RaffleTexts {
  const texts: RaffleTexts = {};
  for (const { key, label, max } of RAFFLE_TEXT_FIELDS) {
    if (has(input, key)) texts[key] = plainText(input[key], label, max, key);
  }
  return texts;
}

/**
 * Whether `texts` changes the regulamento. It is fixed from the first sale or reservation on
 * (buyers bought under it); sending it again unchanged is no change. The description and the
 * contact may still change while the raffle is active (a typo, a new phone number): the draw
 * and the buyers' terms depend on neither.
 */
export function changesRules(texts: RaffleTexts, current: string | null | undefined): boolean {
  return texts.rules !== undefined && texts.rules !== (current ?? null);
}
