// Generates shared/src/confusables.ts, the compact look-alike table behind nickname keys
// (docs/protocols/accounts.md#look-alikes), from Unicode's confusables.txt (UTS #39).
//
//   node scripts/nickname-confusables.ts <confusables.txt | data.json> [--version X.Y.Z]
//
// The input is either the file Unicode publishes (its "# Version:" header is read) or a JSON
// map of one source character to its prototype string, such as the data.json that the npm
// package unhomoglyph ships (pass --version, the JSON carries none). Run it at dev time only,
// then `npx prettier --write shared/src/confusables.ts`: the app never reads the input.
//
// What is kept, and why (the browser bundles the table, so only what nicknames need):
// - sources whose skeleton is ASCII (letters, digits, punctuation) after the rules below: the
//   look-alikes of what a Brazilian participant types — Cyrillic, Greek, Armenian, Cherokee,
//   Lisu, Coptic, Canadian syllabics, IPA and Latin letter variants, digit and dash shapes;
// - only sources that survive NFKC and NFD unchanged (capitals stay): full-width forms,
//   mathematical alphanumerics, ligatures and compatibility digits never reach the table,
//   NFKC folds them first (shared/src/nicknames.ts);
// - targets lower-cased and mapped again until nothing changes, so one pass is final.
// Case is folded too, and TR39 treats capitals on their own, so two rules join the two:
// - 'i' maps as 'I' does (to 'l'): a nickname is unique regardless of case, and TR39 joins
//   I, l, 1 and |; so i, I, l, 1 and | are one letter in keys;
// - a small letter with no ASCII look-alike of its own takes its capital's (в as В, 'b'), and
//   so does every character TR39 confuses with it (ʙ), so 'ВОВ' and 'вов' stay one nickname.
// Confusables between two non-Latin scripts, and those TR39 maps to accented letters, are left
// out: they cannot pass for a Latin nickname.
import fs from 'node:fs';
import path from 'node:path';

const OUTPUT = path.resolve(import.meta.dirname, '../shared/src/confusables.ts');

function readConfusables(
  file: string,
  given?: string,
): { map: Map<string, string>; version: string } {
  const text = fs.readFileSync(file, 'utf8');
  const map = new Map<string, string>();
  if (file.endsWith('.json')) {
    if (!given) throw new Error('--version X.Y.Z is required with a JSON input');
    for (const [source, target] of Object.entries(JSON.parse(text) as Record<string, string>)) {
      map.set(source, target);
    }
    return { map, version: given };
  }
  const version = given ?? /^#\s*Version:\s*(\S+)/m.exec(text)?.[1];
  if (!version) throw new Error('no "# Version:" header: pass --version');
  for (const line of text.split('\n')) {
    // "source ; target ; MA # comment": code points in hex, the type field is always MA.
    const data = line.replace(/#.*/, '').trim();
    if (data === '') continue;
    const [source, target] = data
      .split(';')
      .slice(0, 2)
      .map((field) =>
        field
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map((hex) => String.fromCodePoint(parseInt(hex, 16)))
          .join(''),
      );
    if (source && target !== undefined) map.set(source, target);
  }
  return { map, version };
}

const ASCII = /^[\x21-\x7e]+$/;
const isAscii = (text: string) => ASCII.test(text);
/** The case rule joins letters only: a combining mark is no letter's small form. */
const LETTER = /^\p{L}$/u;
/** What shared/src/nicknames.ts does to a name before looking characters up. */
const prepare = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .normalize('NFD');

function buildTable(tr39: Map<string, string>): Map<string, string> {
  // ASCII first: TR39's own ASCII rows (0→O, 1→l, I→l, m→rn, |→l, `→', "→''), then the case
  // rule for i; every ASCII string is lower-cased and mapped until it stops changing.
  const asciiRow = new Map<string, string>();
  for (const [source, target] of tr39) {
    if (isAscii(source) && isAscii(target)) asciiRow.set(source, target);
  }
  asciiRow.set('i', asciiRow.get('I') ?? 'i');
  const asciiSkeleton = (text: string): string => {
    let current = text;
    for (;;) {
      const next = [...current]
        .map((char) => asciiRow.get(char) ?? char)
        .join('')
        .toLowerCase();
      if (next === current) return current;
      current = next;
    }
  };
  // Each source's own look-alike in ASCII, when TR39 gives it one.
  const own = (char: string): string | undefined => {
    if (isAscii(char)) return asciiSkeleton(char);
    const target = tr39.get(char)?.normalize('NFD');
    return target !== undefined && isAscii(target) ? asciiSkeleton(target) : undefined;
  };
  const table = new Map<string, string>();
  for (const source of tr39.keys()) {
    const target = own(source);
    if (target !== undefined && target !== source) table.set(source, target);
  }
  for (const [source, target] of asciiRow) {
    if (asciiSkeleton(source) !== source) table.set(source, asciiSkeleton(target));
  }
  // The case rule for small letters without an ASCII look-alike, over their TR39 class.
  const classOf = new Map<string, string[]>();
  for (const [source, target] of tr39) {
    const members = classOf.get(target) ?? [target];
    members.push(source);
    classOf.set(target, members);
  }
  const fromCapital = new Map<string, Set<string>>();
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const small = String.fromCodePoint(cp);
    const capital = small.toUpperCase();
    if (capital === small || [...capital].length !== 1 || !LETTER.test(small)) continue;
    if (own(small) !== undefined) continue;
    const viaCapital = own(capital);
    if (viaCapital === undefined) continue;
    const prototype = tr39.get(small) ?? small;
    const votes = fromCapital.get(prototype) ?? new Set<string>();
    votes.add(viaCapital);
    fromCapital.set(prototype, votes);
  }
  for (const [prototype, votes] of fromCapital) {
    if (votes.size !== 1) {
      console.warn(`left out, capitals disagree: ${prototype} → ${[...votes].join(' | ')}`);
      continue;
    }
    const [target] = votes as Set<string> & { size: 1 };
    for (const member of classOf.get(prototype) ?? [prototype]) {
      if (!table.has(member) && LETTER.test(member)) table.set(member, target!);
    }
  }
  // Only characters the runtime can meet; capitals stay (the first pass sees them as shown).
  for (const source of [...table.keys()]) {
    if ([...source].length !== 1 || prepare(source) !== source) table.delete(source);
  }
  return table;
}

function render(table: Map<string, string>, version: string, input: string): string {
  const groups = new Map<string, string[]>();
  for (const [source, target] of [...table].sort(
    ([a], [b]) => a.codePointAt(0)! - b.codePointAt(0)!,
  )) {
    const members = groups.get(target) ?? [];
    members.push(source);
    groups.set(target, members);
  }
  const escape = (char: string) => {
    const cp = char.codePointAt(0)!;
    if (cp >= 0x21 && cp <= 0x7e && char !== "'" && char !== '\\') return char;
    return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
  };
  const rows = [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([target, sources]) =>
        `  ['${[...target].map(escape).join('')}', '${sources.map(escape).join('')}'],`,
    );
  return `// GENERATED by scripts/nickname-confusables.ts — do not edit; run the script again instead.
// Source: Unicode confusables.txt (UTS #39, Unicode Security Mechanisms), version ${version},
// read from ${input}.
// Unicode data, under Unicode's terms of use (https://www.unicode.org/license.txt).
//
// What it covers (docs/protocols/accounts.md#look-alikes): every character that TR39 maps to an
// ASCII look-alike (letters, digits, punctuation), with targets already lower-cased, after the
// rules the script's header states (i with I; a small letter takes its capital's look-alike).
// Not here because nicknames.ts folds them with NFKC first: full-width forms, mathematical
// alphanumerics, ligatures, superscripts. Not covered: confusables between two non-Latin scripts.
${'/'}** The Unicode version of the confusables data. *${'/'}
export const CONFUSABLES_VERSION = '${version}';

${'/'}** [look-alike in ASCII, the characters that map to it], ${table.size} characters in all. *${'/'}
export const CONFUSABLE_GROUPS: readonly (readonly [string, string])[] = [
${rows.join('\n')}
];
`;
}

const args = process.argv.slice(2);
const versionAt = args.indexOf('--version');
const given = versionAt >= 0 ? args[versionAt + 1] : undefined;
const file = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--version');
if (!file) {
  console.error(
    'uso: node scripts/nickname-confusables.ts <confusables.txt | data.json> [--version X.Y.Z]',
  );
  process.exit(2);
}
const { map, version } = readConfusables(file, given);
const table = buildTable(map);
const label = process.env.CONFUSABLES_SOURCE ?? path.basename(file);
fs.writeFileSync(OUTPUT, render(table, version, label));
console.log(`${OUTPUT}: ${table.size} characters from confusables ${version}`);
