// The name rule (docs/decisions/0013-built-for-tor.md), one row per kind of input an attacker tried, and what an honest
// name looks like after it.
import { describe, expect, it } from 'vitest';
import { checkName, safeDisplayText, type NameCheck } from './names.ts';
import { invoiceMemo, maxHeldTickets } from './rules.ts';

const ok = (name: string): NameCheck => ({ ok: true, name });
const refused = (problem: string) => ({ ok: false, problem });

describe('checkName', () => {
  it.each<[string, string, NameCheck | ReturnType<typeof refused>]>([
    ['a plain name', 'Bicicleta aro 29', ok('Bicicleta aro 29')],
    [
      'accents, emoji and CJK stay',
      'Sorteio de São João 🎉 抽奖',
      ok('Sorteio de São João 🎉 抽奖'),
    ],
    ['decomposed accents become NFC', 'Jose\u0301', ok('José')],
    ['surrounding spaces and a pasted newline are trimmed', '  Ana\n', ok('Ana')],
    [
      'runs of spaces, NBSP and ideographic space become one space',
      'Ana \u00A0\u3000 Maria',
      ok('Ana Maria'),
    ],
    [
      'zero-width characters inside are stripped',
      'Bi\u200Bci\u200Ccle\u2060ta\uFEFF',
      ok('Bicicleta'),
    ],
    ['a soft hyphen is stripped', 'Bici\u00ADcleta', ok('Bicicleta')],
    ['the joiner inside an emoji sequence stays', 'Equipe 👩\u200D💻', ok('Equipe 👩\u200D💻')],
    ['a joiner between letters does not', 'a\u200Db', ok('ab')],
    ['empty', '', refused('empty')],
    ['only spaces', ' \t ', refused('empty')],
    ['only zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF', refused('invisible')],
    ['only a Hangul filler and a Braille blank', '\u3164\u2800', refused('invisible')],
    ['only combining marks', '\u0301\u0301', refused('invisible')],
    ['an ANSI escape', 'Rifa \u001b[31mvermelha\u001b[0m', refused('control')],
    ['a newline inside', 'Rifa\nfalsa', refused('control')],
    ['a tab inside', 'Rifa\tfalsa', refused('control')],
    ['NUL', 'Rifa\u0000', refused('control')],
    ['a C1 control', 'Rifa\u009B31m', refused('control')],
    ['right-to-left override', 'Rifa \u202Etxt.exe', refused('bidi')],
    ['left-to-right embedding', '\u202AAna', refused('bidi')],
    ['an isolate', 'Ana\u2067x\u2069', refused('bidi')],
    ['a right-to-left mark', 'Ana\u200F', refused('bidi')],
    ['101 characters', 'a'.repeat(101), refused('too_long')],
  ])('%s', (_case, raw, expected) => {
    expect(checkName(raw)).toEqual(expected);
  });

  it('counts the length after cleaning, against the given maximum', () => {
    expect(checkName(`${'a'.repeat(100)}\u200B\u200B`)).toEqual(ok('a'.repeat(100)));
    expect(checkName('abcd', 3)).toEqual(refused('too_long'));
  });
});

describe('invoice memos of names saved before the rule', () => {
  it('drop control, bidi and zero-width characters', () => {
    expect(safeDisplayText('Ri\u200Bfa\u001b[2J \u202Eok')).toBe('Rifa[2J ok');
    expect(invoiceMemo('Bici\u202Ecleta\n', 2)).toBe('Rifa Bicicleta: 2 bilhetes');
  });
});

describe('maxHeldTickets: tickets one account may hold unpaid in one raffle', () => {
  it.each([
    [1, null, 1],
    [2, null, 1],
    [3, null, 2],
    [10, null, 5],
    [20, null, 10],
    [100, null, 10],
    [101, null, 11],
    [1_000, null, 100],
    [1_000_000, null, 100_000],
    // The raffle's minimum purchase must stay possible, even above the cap.
    [10, 8, 8],
    [100, 30, 30],
  ])('%i tickets, minimum %s → %i', (total, min, cap) => {
    expect(maxHeldTickets({ total_tickets: total, min_tickets: min })).toBe(cap);
  });
});
