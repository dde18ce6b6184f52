// The profile's Lightning Address (docs/protocols/lnurl.md#lightning-address-payouts): LUD-16's
// name@domain, lower-cased, the name in a-z 0-9 - _ . +, the domain a host name without IP or
// port, at most 320 characters.
import { describe, expect, it } from 'vitest';
import { checkLightningAddress, LIGHTNING_ADDRESS_MAX } from './lightning-address-format.ts';

describe('checkLightningAddress', () => {
  it.each([
    ['maria@carteira.exemplo', 'maria@carteira.exemplo'],
    ['  Maria@Carteira.Exemplo ', 'maria@carteira.exemplo'],
    ['a.b-c_d+e@pay.sub.exemplo.com', 'a.b-c_d+e@pay.sub.exemplo.com'],
    ['0@x.co', '0@x.co'],
    // A Unicode domain is kept as typed; it is asked for in punycode.
    ['maria@carteira.exempló', 'maria@carteira.exempló'],
    ['maria@abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrstuvw.onion', undefined],
  ])('accepts %j', (input, kept) => {
    const checked = checkLightningAddress(input);
    expect(checked).toEqual({ ok: true, address: kept ?? input });
  });

  it.each([
    ['', 'use o formato nome@domínio'],
    ['maria', 'use o formato nome@domínio'],
    ['@carteira.exemplo', 'use o formato nome@domínio'],
    ['maria@', 'use o formato nome@domínio'],
    ['ma ria@carteira.exemplo', 'só pode ter letras minúsculas'],
    ['maria!@carteira.exemplo', 'só pode ter letras minúsculas'],
    ['a@b@carteira.exemplo', 'só pode ter letras minúsculas'],
    ['maria@127.0.0.1', 'não um endereço IP'],
    ['maria@[::1]', 'não um endereço IP'],
    ['maria@::ffff:7f00:1', 'não um endereço IP'],
    ['maria@carteira.exemplo:8080', 'não pode ter porta'],
    ['maria@localhost', 'não é um domínio válido'],
    ['maria@carteira', 'não é um domínio válido'],
    ['maria@-carteira.exemplo', 'não é um domínio válido'],
    ['maria@carteira..exemplo', 'não é um domínio válido'],
    ['maria@carteira.exemplo/x', 'não é um domínio válido'],
    ['maria@user:pass@x.co', 'só pode ter letras minúsculas'],
    // An IPv4 address in disguise: a numeric last label.
    ['maria@127.1', 'não é um domínio válido'],
    ['maria@0x7f.1', 'não é um domínio válido'],
    [`${'a'.repeat(LIGHTNING_ADDRESS_MAX)}@x.co`, 'no máximo 320 caracteres'],
  ])('refuses %j in pt-BR', (input, why) => {
    const checked = checkLightningAddress(input);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.reason).toMatch(/^Lightning Address inválido: /);
    expect(checked.reason).toContain(why);
  });

  it('takes exactly 320 characters', () => {
    const address = `${'a'.repeat(LIGHTNING_ADDRESS_MAX - 5)}@x.co`;
    expect(address).toHaveLength(LIGHTNING_ADDRESS_MAX);
    expect(checkLightningAddress(address).ok).toBe(true);
  });
});
