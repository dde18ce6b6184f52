// Names people read — a raffle's name, a participant's name (docs/decisions/0013-built-for-tor.md). They are shown to
// every visitor, written to the operator's logs and put in invoice memos that wallets
// display, so they must look like what they are: NFC-normalised, without control characters
// (a newline or an ANSI escape in a log or a terminal), without bidi overrides (U+202E turns
// "exe.txt" into "txt.exe"), and with something visible in them. Shared so that the server
// refuses and the forms warn with the same rule. No Node built-ins: it runs in the browser.

/** The longest name, in UTF-16 code units after cleaning (what the server stores). */
export const NAME_MAX_LENGTH = 100;

export type NameProblem =
  /** Nothing typed, or only spaces. */
  | 'empty'
  /** Only invisible characters: zero-width, fillers, lone combining marks. */
  | 'invisible'
  /** C0/C1 control characters: newlines, tabs, ESC (ANSI escapes), NUL, DEL. */
  | 'control'
  /** Bidirectional formatting: overrides, embeddings, isolates and marks. */
  | 'bidi'
  | 'too_long';

export type NameCheck = { ok: true; name: string } | { ok: false; problem: NameProblem };

const NAME_PROBLEMS: Record<NameProblem, (label: string, max: number) => string> = {
  empty: (label) => `${label} é obrigatório`,
  invisible: (label) => `${label} precisa ter letras, números ou símbolos visíveis`,
  control: (label) =>
    `${label} não pode conter caracteres de controle (quebras de linha, tabulações, códigos de terminal)`,
  bidi: (label) => `${label} não pode conter caracteres que invertem a direção do texto`,
  too_long: (label, max) => `${label} deve ter no máximo ${max} caracteres`,
};

/** The pt-BR message for a name's problem, naming the field: the server's 400 and the form's. */
export const nameProblemMessage = (problem: NameProblem, label: string, max: number): string =>
  NAME_PROBLEMS[problem](label, max);

const CONTROL = /\p{Cc}/u;
/** ALM, LRM, RLM, LRE–RLO (U+202A–U+202E), LRI–PDI (U+2066–U+2069). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Other format characters (zero-width space and joiners, word joiner, BOM, soft hyphen, tags). */
const FORMAT = /\p{Cf}/u;
const ZWJ = '\u200D';
const EMOJI_BEFORE_ZWJ = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const EMOJI_AFTER_ZWJ = /\p{Extended_Pictographic}/u;
const SPACES = /\s+/gu;
/** A character that draws something: not a space, mark, format character or Hangul/Braille blank. */
const VISIBLE = /[^\s\p{M}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * Drops format characters, keeping only the zero-width joiner inside an emoji sequence
 * (👩‍💻), where it is part of the picture rather than a hiding place.
 */
function stripFormat(text: string): string {
  const chars = [...text];
  return chars
    .filter((char, i) => {
      if (!FORMAT.test(char)) return true;
      return (
        char === ZWJ &&
        EMOJI_BEFORE_ZWJ.test(chars[i - 1] ?? '') &&
        EMOJI_AFTER_ZWJ.test(chars[i + 1] ?? '')
      );
    })
    .join('');
}

/**
 * The name to store, or why it is refused. Control characters and bidi formatting are refused
 * (silently dropping them would change what the person meant to write); zero-width and other
 * invisible format characters are stripped; runs of spaces become one; the result must have
 * something visible in it and at most `max` code units.
 */
export function checkName(raw: string, max = NAME_MAX_LENGTH): NameCheck {
  const trimmed = raw.normalize('NFC').trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (CONTROL.test(trimmed)) return { ok: false, problem: 'control' };
  if (BIDI.test(trimmed)) return { ok: false, problem: 'bidi' };
  const name = stripFormat(trimmed).replace(SPACES, ' ').trim();
  if (!VISIBLE.test(name)) return { ok: false, problem: 'invisible' };
  if (name.length > max) return { ok: false, problem: 'too_long' };
  return { ok: true, name };
}

/**
 * For text already stored (a raffle created before this rule) going somewhere it can do harm,
 * such as an invoice memo: control, bidi and format characters removed, never refused.
 */
export function safeDisplayText(text: string): string {
  return [...stripFormat(text.normalize('NFC'))]
    .filter((char) => !CONTROL.test(char) && !BIDI.test(char))
    .join('');
}

/** The longest public nickname (docs/decisions/0014-numbers-prizes-packages.md). */
export const NICKNAME_MAX_LENGTH = 30;

/** What the public sees for a participant: the nickname, or 'Participante #<id>' without one. */
export function publicNickname(id: number, nickname: string | null | undefined): string {
  return nickname ?? `Participante #${id}`;
}
