import { describe, expect, it } from 'vitest';
import { authPath, returnedFromLogin, returnPathOf, safeReturnPath } from './return-path.ts';

// The way back after login is a path of this site only: nothing a crafted link puts in
// ?voltar= may send the person to another host (no open redirect).

describe('safeReturnPath', () => {
  it.each([
    ['/raffles/5', '/raffles/5'],
    ['/raffles?busca=agosto&aba=finalizadas', '/raffles?busca=agosto&aba=finalizadas'],
    ['/raffles/5#numeros', '/raffles/5#numeros'],
    ['/raffles/../dashboard', '/dashboard'],
  ])('keeps the same-origin path %s', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it.each([
    [null],
    [''],
    ['raffles/5'],
    ['//evil.example/raffles'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/raffles\n/5'],
    ['/\tevil'],
    ['/login'],
    ['/register?voltar=/raffles'],
    ['/recuperar-senha'],
    [`/${'a'.repeat(600)}`],
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('returnPathOf and authPath', () => {
  it('reads ?voltar= and writes it back encoded', () => {
    const path = authPath('/login', '/raffles?aba=finalizadas');
    expect(path).toBe('/login?voltar=%2Fraffles%3Faba%3Dfinalizadas');
    expect(returnPathOf(path.slice(path.indexOf('?')))).toBe('/raffles?aba=finalizadas');
  });
  it('without a safe way back, the plain page', () => {
    expect(authPath('/register', null)).toBe('/register');
    expect(authPath('/register', '//evil.example')).toBe('/register');
    expect(returnPathOf('?voltar=%2F%2Fevil.example')).toBeNull();
  });
});

describe('returnedFromLogin', () => {
  it('is true only for the state login leaves', () => {
    expect(returnedFromLogin({ returnedFromLogin: true })).toBe(true);
    expect(returnedFromLogin(null)).toBe(false);
    expect(returnedFromLogin({ returnedFromLogin: 'yes' })).toBe(false);
  });
});
