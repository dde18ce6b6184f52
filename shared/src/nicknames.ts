// When two nicknames are the same nickname, and which ones pose as someone else
// (docs/protocols/accounts.md#look-alikes). A nickname is read, not typed back: 'Јоао' in
// Cyrillic, 'ADMIN' with a zero-width space or 'Participante #１２' in full-width digits look
// like 'Joao', 'Admin' and 'Participante #12' on the ranking and on /ganhadores. So nicknames
// are compared by a key in the spirit of Unicode's skeleton (UTS #39): compatibility forms
// folded (NFKC), invisible characters dropped, every character replaced by its look-alike in
// ASCII (confusables.ts), case folded. Shared so the browser can warn with the same rule; the
// table is built on first use, so a bundle that never asks leaves it out.
import { CONFUSABLE_GROUPS } from './confusables.ts';

/**
 * Default-ignorable code points (zero-width space and joiners, soft hyphen, variation
 * selectors, bidi controls, Hangul fillers, tags…) and the Braille blank, which draws nothing.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
const SPACES = /\s+/gu;
/** What is left to compare when spaces, punctuation, symbols and accents do not count. */
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;

let lookAlikes: Map<string, string> | undefined;

function lookAlike(text: string): string {
  if (!lookAlikes) {
    lookAlikes = new Map();
    for (const [target, sources] of CONFUSABLE_GROUPS) {
      for (const source of sources) lookAlikes.set(source, target);
    }
  }
  let out = '';
  for (const char of text) out += lookAlikes.get(char) ?? char;
  return out;
}

/**
 * The nickname's key: two nicknames with the same key are one nickname (the uniqueness of
 * users.nickname_key). The first pass maps what is shown (a Cyrillic 'В' is a 'B'), the
 * case fold joins capitals and small letters, the second pass maps small forms the first
 * left ('Ɑ' → 'ɑ' → 'a'). The result is lower-case, in NFD, with one space between words.
 */
export function nicknameKey(name: string): string {
  const shown = name.normalize('NFKC').replace(INVISIBLE, '').normalize('NFD');
  const folded = lookAlike(shown).toLowerCase().normalize('NFD');
  return lookAlike(folded).replace(SPACES, ' ').trim();
}

/** The key's letters and digits only: 'Ad.Min', 'A d m i n' and 'Ádmín' are all 'admin' here. */
export const nicknameLetters = (name: string) => nicknameKey(name).replace(NOT_LETTER_OR_DIGIT, '');

/**
 * Words of the organiser's side that no participant's nickname may contain, in any case,
 * accent, spacing or look-alike (docs/protocols/accounts.md#reserved-nicknames). 'admin' inside
 * a longer word counts too ('Badminton' is refused with the rest: a nickname is cheap to change,
 * an organiser impersonated on /ganhadores is not).
 */
export const RESERVED_NICKNAME_WORDS: readonly string[] = [
  'admin',
  'administrador',
  'administradora',
  'administração',
  'organizador',
  'organizadora',
  'organização',
  'moderador',
  'moderadora',
  'operador',
  'operadora',
  'suporte',
  'Rifa Relâmpago',
];

let reservedLetters: string[] | undefined;

/**
 * Whether a participant's nickname poses as the organiser: it contains a reserved word, or it
 * is, letters and digits compared, the public nickname of an admin account (`adminNicknames`).
 */
export function imitatesOrganiser(name: string, adminNicknames: readonly string[] = []): boolean {
  reservedLetters ??= RESERVED_NICKNAME_WORDS.map(nicknameLetters);
  const letters = nicknameLetters(name);
  if (letters === '') return false;
  return (
    reservedLetters.some((word) => letters.includes(word)) ||
    adminNicknames.some((admin) => nicknameLetters(admin) === letters)
  );
}

let defaultPattern: RegExp | undefined;

/**
 * Whether the nickname reads as some participant's default 'Participante #<id>'
 * (publicNickname): letters and digits compared, so 'Participante #１２', 'PARTICIPANTE 12'
 * and 'Participante #l2' are caught as 'Participante #12' is. Digits have look-alikes too
 * (0 is O, 1 is l): the digits part is any run of what the ten digits turn into.
 */
export function imitatesDefaultNickname(name: string): boolean {
  if (!defaultPattern) {
    const digits = [...new Set(nicknameLetters('0123456789'))].join('');
    defaultPattern = new RegExp(`^${nicknameLetters('Participante')}[${digits}]+$`, 'u');
  }
  return defaultPattern.test(nicknameLetters(name));
}
