import { describe, expect, it } from 'vitest';
import { validateRegistration, type RegistrationValues } from './registration.ts';

const valid: RegistrationValues = {
  name: 'Ana',
  email: 'ana@example.com',
  btc_address: 'bc1qexample',
  password: 'segredo',
  confirmPassword: 'segredo',
};

describe('registration validation (spec §5)', () => {
  it('a complete form with matching passwords of 6+ characters is valid', () => {
    expect(validateRegistration(valid)).toEqual({ errors: {}, valid: true });
  });

  it.each(['name', 'email', 'btc_address', 'password', 'confirmPassword'] as const)(
    '%s is required',
    (field) => {
      expect(validateRegistration({ ...valid, [field]: '  ' }).valid).toBe(false);
    },
  );

  it('the password needs at least 6 characters', () => {
    const check = validateRegistration({ ...valid, password: '12345', confirmPassword: '12345' });
    expect(check.valid).toBe(false);
    expect(check.errors.password).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(
      validateRegistration({ ...valid, password: '123456', confirmPassword: '123456' }).valid,
    ).toBe(true);
  });

  it("different passwords: 'As senhas não coincidem' and invalid", () => {
    const check = validateRegistration({ ...valid, confirmPassword: 'segredo!' });
    expect(check.valid).toBe(false);
    expect(check.errors.confirmPassword).toBe('As senhas não coincidem');
  });

  it('once sending was tried, each missing field says what it needs', () => {
    const check = validateRegistration(
      { name: '', email: 'ana@example.com', btc_address: ' ', password: '', confirmPassword: '' },
      { showMissing: true, addressPrefix: 'bcrt1' },
    );
    expect(check.valid).toBe(false);
    expect(check.errors).toEqual({
      name: 'Informe seu nome',
      btc_address: 'Informe o endereço Bitcoin que vai receber o prêmio (começa com bcrt1…)',
      password: 'Crie uma senha com pelo menos 6 caracteres',
      confirmPassword: 'Repita a senha para confirmar',
    });
  });

  it.each([
    ['email', 'ana.example.com', 'E-mail inválido: use o formato nome@exemplo.com'],
    [
      'btc_address',
      'ana@example.com',
      'Isto não parece um endereço Bitcoin: ele tem só letras e números e começa com bc1…',
    ],
  ] as const)('%s that is plainly wrong is named while typing', (field, value, message) => {
    const check = validateRegistration({ ...valid, [field]: value });
    expect(check.valid).toBe(false);
    expect(check.errors[field]).toBe(message);
  });

  it('no messages before the user types into a field', () => {
    const check = validateRegistration({
      name: '',
      email: '',
      btc_address: '',
      password: '',
      confirmPassword: '',
    });
    expect(check.errors).toEqual({});
    expect(check.valid).toBe(false);
  });
});

// The forms apply the server's name rule (shared names.ts, docs/decisions/0013-built-for-tor.md) before sending.
describe('the registration form and names', () => {
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
});
