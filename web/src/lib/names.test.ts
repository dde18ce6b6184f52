import { describe, expect, it } from 'vitest';
import { cleanName, nameError } from './names.ts';
import { profileErrors, profileUpdate } from './profile.ts';
import { validateRegistration } from './registration.ts';
import { user } from '../test/fixtures.ts';

// The forms apply the server's name rule (shared names.ts, issue 13) before sending.

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

describe('the forms', () => {
  const registration = {
    name: 'Ana',
    email: 'ana@example.com',
    btc_address: 'bc1qexample',
    password: 'segredo',
    confirmPassword: 'segredo',
  };

  it('registration: a hostile name blocks the submit with its message', () => {
    const check = validateRegistration({ ...registration, name: '\u200B\u200B' });
    expect(check).toEqual({
      errors: { name: 'Use letras, números ou símbolos visíveis.' },
      valid: false,
    });
  });

  it('profile: a hostile name is an error; a decomposed one is sent composed', () => {
    const values = {
      name: 'Ana\u202E',
      btc_address: '',
      nickname: '',
      current_password: '',
      new_password: '',
      confirm_password: '',
    };
    expect(profileErrors(values).name).toBe('Sem caracteres que invertem a direção do texto.');
    const me = user({ name: 'Ana' });
    expect(
      profileUpdate(me, { ...values, name: 'Jose\u0301', btc_address: me.btc_address }),
    ).toEqual({ name: 'José' });
  });
});
