// parseLightningAddress: LUD-16's name@domain, its pay request URL (https on clearnet, http on
// an onion), and pt-BR reasons for what is not an address (docs/protocols/lnurl.md#pay-request).
import { describe, expect, it } from 'vitest';
import { parseLightningAddress } from './address.ts';

const ONION = `${'a'.repeat(52)}wxyz.onion`;

describe('parseLightningAddress', () => {
  it.each([
    [
      'maria@carteira.exemplo',
      'maria@carteira.exemplo',
      'https://carteira.exemplo/.well-known/lnurlp/maria',
    ],
    [
      '  Maria@Carteira.Exemplo ',
      'maria@carteira.exemplo',
      'https://carteira.exemplo/.well-known/lnurlp/maria',
    ],
    [
      'joao.silva+rifa_1-x@pay.wallet.com.br',
      'joao.silva+rifa_1-x@pay.wallet.com.br',
      'https://pay.wallet.com.br/.well-known/lnurlp/joao.silva+rifa_1-x',
    ],
    [`maria@${ONION}`, `maria@${ONION}`, `http://${ONION}/.well-known/lnurlp/maria`],
    [
      'ana@carteira.exempló',
      'ana@carteira.xn--exempl-gxa',
      'https://carteira.xn--exempl-gxa/.well-known/lnurlp/ana',
    ],
  ])('%s', (input, address, url) => {
    const parsed = parseLightningAddress(input);
    expect(parsed.ok && { address: parsed.address.address, url: parsed.address.url.href }).toEqual({
      address,
      url,
    });
  });

  it.each([
    ['no @', 'maria.carteira.exemplo', 'use o formato nome@domínio'],
    ['nothing before @', '@carteira.exemplo', 'use o formato nome@domínio'],
    ['nothing after @', 'maria@', 'use o formato nome@domínio'],
    ['a space in the name', 'maria silva@carteira.exemplo', 'letras minúsculas, números'],
    ['userinfo (two @)', 'x:y@maria@carteira.exemplo', 'letras minúsculas, números'],
    ['a slash in the name', '../admin@carteira.exemplo', 'letras minúsculas, números'],
    ['an IPv4 domain', 'maria@127.0.0.1', 'não um endereço IP'],
    ['an IPv4 in disguise', 'maria@0x7f.1', 'não um endereço IP'],
    ['a decimal IPv4', 'maria@2130706433', 'não um endereço IP'],
    ['an IPv6 domain', 'maria@[::1]', 'não um endereço IP'],
    ['a bare IPv6', 'maria@::1', 'não um endereço IP'],
    ['a port', 'maria@carteira.exemplo:8443', 'não pode ter porta'],
    ['a path', 'maria@carteira.exemplo/x', 'não é um domínio válido'],
    ['a single label', 'maria@localhost', 'não é um domínio válido'],
    ['a numeric top-level label', 'maria@carteira.123', 'não é um domínio válido'],
    ['a label starting with -', 'maria@-carteira.exemplo', 'não é um domínio válido'],
    ['an empty label', 'maria@carteira..exemplo', 'não é um domínio válido'],
  ])('refuses %s', (_, input, reason) => {
    const parsed = parseLightningAddress(input);
    expect(parsed).toMatchObject({ ok: false, kind: 'invalid_address' });
    expect(!parsed.ok && parsed.reason).toContain(reason);
    expect(!parsed.ok && parsed.reason).toMatch(/^Endereço Lightning inválido: /);
  });
});
