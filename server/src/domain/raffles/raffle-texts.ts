// The organiser's texts on a raffle (docs/decisions/0014-numbers-prizes-packages.md): description, regulamento (`rules`) and
// contact. Plain text shown as text (never HTML) with its line breaks, so newlines and tabs
// are kept (CRLF and CR become LF); every other control character (ESC of a terminal escape,
// NUL) and the bidi overrides that disguise text (U+202E) are refused, as for names
// (shared names.ts).
import {
  formatNumber,
  MAX_CONTACT_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_RULES_CHARS,
  type RaffleTextsInput,
} from '@rifa/shared';
import { invalid } from '../kernel/errors.ts';
import { has, type Input } from '../kernel/validate.ts';

export type RaffleTextField = 'description' | 'rules' | 'contact';

/** Validated texts: a field absent from the body is absent here, a cleared one is null. */
export type RaffleTexts = RaffleTextsInput;

const FIELDS: readonly { key: RaffleTextField; label: string; max: number }[] = [
  { key: 'description', label: 'Descrição', max: MAX_DESCRIPTION_CHARS },
  { key: 'rules', label: 'Regulamento', max: MAX_RULES_CHARS },
  { key: 'contact', label: 'Contato do organizador', max: MAX_CONTACT_CHARS },
];

/** C0/C1 controls except tab (U+0009) and newline (U+000A). */
const CONTROL = /(?![\t\n])\p{Cc}/u;
/** ALM, LRM, RLM, LRE–RLO (U+202A–U+202E), LRI–PDI (U+2066–U+2069), as in names.ts. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * One text: NFC, line ends as '\n', trimmed; absent, null or blank → null (no text); a
 * string of at most `max` characters without control or bidi characters, else a pt-BR 400.
 */
export function plainText(value: unknown, label: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(`${label} deve ser um texto`);
  const text = value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (text === '') return null;
  if (CONTROL.test(text))
    throw invalid(
      `${label} não pode conter caracteres de controle (só quebras de linha e tabulações)`,
    );
  if (BIDI.test(text))
    throw invalid(`${label} não pode conter caracteres que invertem a direção do texto`);
  if (text.length > max)
    throw invalid(`${label} deve ter no máximo ${formatNumber(max)} caracteres`);
  return text;
}

/** The texts present in the body, validated; fields absent from it are absent here. */
export function parseRaffleTexts(input: Input): RaffleTexts {
  const texts: RaffleTexts = {};
  for (const { key, label, max } of FIELDS) {
    if (has(input, key)) texts[key] = plainText(input[key], label, max);
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
