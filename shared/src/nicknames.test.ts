// The nickname key (docs/protocols/accounts.md#look-alikes): what an attacker tried to pass for
// someone else's nickname or for the organiser, and what must stay apart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFUSABLE_GROUPS } from './confusables.ts';
import {
  imitatesDefaultNickname,
  imitatesOrganiser,
  nicknameKey,
  nicknameLetters,
} from './nicknames.ts';

describe('nicknameKey', () => {
  it.each([
    ['Cyrillic look-alikes', 'Јоао', 'Joao'],
    ['a Cyrillic capital A', '\u0410dmin', 'Admin'],
    ['Greek capitals', '\u0391\u0392\u0395', 'ABE'],
    ['Cherokee and Lisu capitals', '\u13AA\uA4EE', 'AA'],
    ['Armenian small letters', '\u0570\u0585', 'ho'],
    ['any case', 'ADMIN', 'admin'],
    ['case beyond ASCII', 'CORAÇÃO Valente', 'coração valente'],
    ['Cyrillic words in any case', 'ВОВА', 'вова'],
    ['a zero-width space', 'Ad\u200Bmin', 'Admin'],
    ['a soft hyphen, a word joiner and a BOM', 'Ad\u00ADm\u2060i\uFEFFn', 'Admin'],
    ['zero-width joiner and non-joiner', 'Ad\u200Dmi\u200Cn', 'Admin'],
    ['a variation selector', 'Admin\uFE0F', 'Admin'],
    ['bidi marks and isolates', '\u200EAd\u2066min\u2069\u200F', 'Admin'],
    ['a Hangul filler and a Braille blank', 'Ad\u3164min\u2800', 'Admin'],
    ['full-width letters', 'Ｏｒｇａｎｉｚａｄｏｒ', 'Organizador'],
    ['full-width digits and signs', 'Participante ＃１２', 'Participante #12'],
    ['mathematical bold letters', '𝐀𝐝𝐦𝐢𝐧', 'Admin'],
    ['capital I for small l', 'AIice', 'Alice'],
    ['digit one and bar for l', '1|ha', 'llha'],
    ['i and l, once I is both', 'Ilha', 'ilha'],
    ['rn for m', 'Adrnin', 'Admin'],
    ['decomposed and composed accents', 'Jo\u0061\u0303o', 'João'],
    ['runs of spaces', 'Ana   Maria', 'Ana Maria'],
  ])('joins %s: %j and %j', (_case, a, b) => {
    expect(nicknameKey(a)).toBe(nicknameKey(b));
  });

  it.each([
    ['accents', 'João', 'Joao'],
    ['O and Q', 'Otto', 'Qtto'],
    ['spaces', 'Jo ao', 'Joao'],
    ['different words', 'Sortudo', 'Sortuda'],
    ['another Cyrillic word', 'Иван', 'Ivan'],
  ])('keeps %s apart: %j and %j', (_case, a, b) => {
    expect(nicknameKey(a)).not.toBe(nicknameKey(b));
  });

  it('is lower-case NFD, and the key of a key is itself', () => {
    expect(nicknameKey('Admin')).toBe('adrnln');
    expect(nicknameKey('Coração')).toBe('coração'.normalize('NFD'));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (name) => {
        const key = nicknameKey(name);
        expect(nicknameKey(key)).toBe(key);
        expect(key).toBe(key.toLowerCase());
      }),
    );
  });

  it('the table maps each character once, to lower-case ASCII that maps no further', () => {
    const seen = new Set<string>();
    for (const [target, sources] of CONFUSABLE_GROUPS) {
      expect(target).toMatch(/^[\x21-\x7e]+$/);
      expect(nicknameKey(target)).toBe(target);
      for (const source of sources) {
        expect(seen.has(source), source).toBe(false);
        seen.add(source);
      }
    }
    expect(seen.size).toBeLessThan(1_000);
  });
});

describe('nicknameLetters', () => {
  it('drops spaces, punctuation, symbols and accents', () => {
    expect(nicknameLetters('Ad.Min ✨')).toBe(nicknameLetters('Ádmín'));
    expect(nicknameLetters('Rifa Relâmpago')).toBe(nicknameLetters('rifa-relampago'));
  });
});

describe('imitatesOrganiser', () => {
  it.each([
    'Admin',
    'ADMIN',
    '\u0410dmin',
    'Ad\u200Bmin',
    'Ad min',
    'Admin_Oficial',
    'Administrador',
    'administradora',
    'Administração',
    'Ｏｒｇａｎｉｚａｄｏｒ',
    'Organizadora',
    'Organizacao',
    'Suporte Técnico',
    'moderador',
    'Operador',
    'Rifa Relâmpago',
    'RIFA RELAMPAGO oficial',
  ])('%j does', (name) => expect(imitatesOrganiser(name)).toBe(true));

  it.each(['Ana Sortuda', 'Maior Comprador', 'Vice', 'Participante Feliz', '🎉'])(
    '%j does not',
    (name) => expect(imitatesOrganiser(name)).toBe(false),
  );

  it("an admin's nickname, letters and digits compared", () => {
    const admins = ['Carlos Rifas'];
    expect(imitatesOrganiser('Carlos Rifas', admins)).toBe(true);
    expect(imitatesOrganiser('carlos.rifas', admins)).toBe(true);
    expect(imitatesOrganiser('Саrlos Rifаs', admins)).toBe(true);
    expect(imitatesOrganiser('Carlos', admins)).toBe(false);
  });
});

describe('imitatesDefaultNickname', () => {
  it.each([
    'Participante #12',
    'participante #1',
    'Participante #１２',
    'Ｐａｒｔｉｃｉｐａｎｔｅ ＃１２',
    'PARTICIPANTE 12',
    'Participante#12',
    'Participante #l2',
    'Participante #1O',
    'Pаrticipаnte #12',
    'Partici\u200Bpante #12',
  ])('%j does', (name) => expect(imitatesDefaultNickname(name)).toBe(true));

  it.each(['Participante', 'Participante Feliz', 'Participantes #12x', 'Ana #12'])(
    '%j does not',
    (name) => expect(imitatesDefaultNickname(name)).toBe(false),
  );
});
