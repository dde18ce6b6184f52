import { describe, expect, it } from 'vitest';
import { cleanName, nameError } from './names.ts';

// The forms apply the server's name rule (shared names.ts, docs/decisions/0013-built-for-tor.md) before sending.

describe('nameError / cleanName', () => {
  it.each([
    ['only zero-width characters', '\u200B\u200D', 'Use letras, números ou símbolos visíveis.'],
    ['an ANSI escape', 'Ana\u001b[31m', 'Sem quebras de linha, tabulações ou códigos de controle.'],
    [
      'a right-to-left override',
      'Ana \u202Etxt',
      'Sem caracteres que invertem a direção do texto.',
    ],
    ['101 characters', 'a'.repeat(101), 'No máximo 100 caracteres.'],
  ])('%s: says why, and nothing to send', (_case, value, message) => {
    expect(nameError(value)).toBe(message);
    expect(cleanName(value)).toBeNull();
  });

  it('an empty field is only "required", not an error message', () => {
    expect(nameError('')).toBeUndefined();
  });

  it('a good name is sent as the server stores it', () => {
    expect(nameError('Jose\u0301\u200B Silva')).toBeUndefined();
    expect(cleanName('  Jose\u0301\u200B Silva ')).toBe('José Silva');
  });
});
