// Reading the wallet's answers as LUD-06 asks a paying wallet to (docs/protocols/lnurl.md):
// the pay request's tag, limits and callback; the callback URL with amount and LUD-12
// comment; an invoice of exactly the amount; LUD-06 ERRORs passed on with their reason.
import { describe, expect, it } from 'vitest';
import { fakeInvoice } from '../../../../tests/support/lnurl-pay-server.ts';
import { ResolveFailure } from './failure.ts';
import { invoiceRequestUrl, readInvoice, readPayTerms, type PayTerms } from './pay-answer.ts';

const WHO = 'maria@carteira.exemplo';
const MSAT = 2_000_000;
const PAY_REQUEST = {
  tag: 'payRequest',
  callback: 'https://carteira.exemplo/lnurlp/maria/callback',
  minSendable: 1_000,
  maxSendable: 10_000_000,
  metadata: '[["text/plain","Maria"]]',
  commentAllowed: 50,
};

function failureOf(read: () => unknown): { kind: string; reason: string } {
  try {
    read();
  } catch (error) {
    if (error instanceof ResolveFailure) return { kind: error.kind, reason: error.message };
    throw error;
  }
  throw new Error('no failure');
}

describe('readPayTerms', () => {
  it('takes tag, limits, callback and commentAllowed', () => {
    expect(readPayTerms({ status: 200, json: PAY_REQUEST }, WHO, MSAT)).toEqual({
      callback: PAY_REQUEST.callback,
      minSendable: 1_000,
      maxSendable: 10_000_000,
      commentAllowed: 50,
    });
  });

  it('keeps an onion callback on http, and drops a fragment', () => {
    const callback = `http://${'b'.repeat(56)}.onion/cb?k=1#frag`;
    const terms = readPayTerms({ status: 200, json: { ...PAY_REQUEST, callback } }, WHO, MSAT);
    expect(terms.callback).toBe(callback.replace('#frag', ''));
  });

  it.each([
    [
      'below minSendable',
      { minSendable: MSAT + 1 },
      'wrong_amount',
      'aceita de 2.001 sats a 10.000 sats',
    ],
    ['above maxSendable', { maxSendable: MSAT - 1_000 }, 'wrong_amount', 'este é de 2.000 sats'],
    ['another tag', { tag: 'withdrawRequest' }, 'bad_answer', 'payRequest'],
    ['min above max', { minSendable: 5, maxSendable: 4 }, 'bad_answer', 'limites'],
    ['limits as text', { minSendable: '1000' }, 'bad_answer', 'limites'],
    ['no metadata', { metadata: undefined }, 'bad_answer', 'metadata'],
    ['no callback', { callback: undefined }, 'bad_answer', 'callback ausente'],
    ['a callback that is no URL', { callback: 'callback' }, 'bad_answer', 'não é uma URL'],
    [
      'a clearnet callback on http',
      { callback: 'http://carteira.exemplo/cb' },
      'bad_answer',
      'sem https',
    ],
    ['a callback on another scheme', { callback: 'file:///etc/passwd' }, 'bad_answer', 'sem https'],
    [
      'a callback with userinfo',
      { callback: 'https://u:p@carteira.exemplo/cb' },
      'bad_answer',
      'usuário',
    ],
  ])('refuses %s', (_, change, kind, reason) => {
    const failure = failureOf(() =>
      readPayTerms({ status: 200, json: { ...PAY_REQUEST, ...change } }, WHO, MSAT),
    );
    expect(failure.kind).toBe(kind);
    expect(failure.reason).toContain(reason);
  });

  it.each([
    [
      'LUD-06 ERROR, quoted and cleaned',
      200,
      { status: 'ERROR', reason: 'Conta\u202e\n bloqueada' },
      'refused',
      `A carteira de ${WHO} recusou: "Conta bloqueada"`,
    ],
    [
      'ERROR on a 400',
      400,
      { status: 'ERROR', reason: 'x'.repeat(500) },
      'refused',
      `${'x'.repeat(199)}…"`,
    ],
    ['ERROR without a reason', 200, { status: 'ERROR' }, 'refused', 'recusou o pedido'],
    ['an unknown name', 404, undefined, 'refused', 'HTTP 404'],
    ['a server error', 503, undefined, 'unreachable', 'HTTP 503'],
    ['another status', 401, { tag: 'payRequest' }, 'bad_answer', 'HTTP 401'],
    ['not JSON', 200, undefined, 'bad_answer', 'não respondeu em JSON'],
    ['a JSON array', 200, [PAY_REQUEST], 'bad_answer', 'não respondeu em JSON'],
  ])('%s', (_, status, json, kind, reason) => {
    const failure = failureOf(() => readPayTerms({ status, json }, WHO, MSAT));
    expect(failure).toEqual({ kind, reason: expect.stringContaining(reason) });
  });
});

describe('invoiceRequestUrl', () => {
  const terms: PayTerms = { ...PAY_REQUEST, commentAllowed: 10 };
  it.each([
    ['a callback without a query', terms.callback, undefined, `${terms.callback}?amount=${MSAT}`],
    [
      'a callback with a query: &',
      'https://c.exemplo/cb?id=7&sig=a%2Fb',
      undefined,
      `https://c.exemplo/cb?id=7&sig=a%2Fb&amount=${MSAT}`,
    ],
    [
      'a callback ending in ?',
      'https://c.exemplo/cb?',
      undefined,
      `https://c.exemplo/cb?amount=${MSAT}`,
    ],
    [
      'a comment that fits',
      terms.callback,
      'Parabéns!',
      `${terms.callback}?amount=${MSAT}&comment=Parab%C3%A9ns!`,
    ],
    [
      'a comment too long: left out',
      terms.callback,
      'Parabéns, Maria!',
      `${terms.callback}?amount=${MSAT}`,
    ],
  ])('%s', (_, callback, comment, url) => {
    expect(invoiceRequestUrl({ ...terms, callback }, MSAT, comment).href).toBe(url);
  });

  it('sends no comment to a wallet that takes none', () => {
    const url = invoiceRequestUrl({ ...terms, commentAllowed: 0 }, MSAT, 'oi');
    expect(url.search).toBe(`?amount=${MSAT}`);
  });
});

describe('readInvoice', () => {
  it('returns an invoice of exactly the amount', () => {
    const pr = fakeInvoice(MSAT);
    expect(pr.startsWith('lnbcrt20u1')).toBe(true);
    expect(readInvoice({ status: 200, json: { pr, routes: [] } }, WHO, MSAT)).toBe(pr);
  });

  it.each([
    [
      'one msat more',
      fakeInvoice(MSAT + 1),
      'wrong_amount',
      'fatura de 2.000.001 msats; o pagamento é de 2.000 sats',
    ],
    ['one sat less', fakeInvoice(MSAT - 1_000), 'wrong_amount', 'fatura de 1.999 sats'],
    ['no amount', fakeInvoice(undefined), 'wrong_amount', 'fatura sem valor'],
    ['not an invoice', 'lnbcrt20u1qqqq', 'bad_answer', 'fatura Lightning inválida'],
    ['no pr', undefined, 'bad_answer', 'não enviou uma fatura (pr)'],
  ])('refuses %s', (_, pr, kind, reason) => {
    const failure = failureOf(() => readInvoice({ status: 200, json: { pr } }, WHO, MSAT));
    expect(failure).toEqual({ kind, reason: expect.stringContaining(reason) });
  });
});
