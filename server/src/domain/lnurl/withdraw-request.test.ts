// The LUD-03 withdrawRequest for a prize or refund, and its callback's checks.
import { describe, expect, it } from 'vitest';
import {
  checkWithdrawInvoice,
  isK1,
  parseWithdrawCallback,
  withdrawRequest,
} from './withdraw-request.ts';

const K1 = 'a3'.repeat(32);
const CALLBACK = 'https://rifa.exemplo.com.br/api/lnurlw/callback';
/** BOLT 11's example: 2500u, 250,000 sats. */
const INVOICE_250K =
  'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp';
/** BOLT 11's donation example: no amount. */
const INVOICE_ANY =
  'lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq8rkx3yf5tcsyz3d73gafnh3cax9rn449d9p5uxz9ezhhypd0elx87sjle52x86fux2ypatgddc6k63n7erqz25le42c4u4ecky03ylcqca784w';

describe('withdrawRequest (LUD-03)', () => {
  it('fixes the amount: min = max, in msat', () => {
    expect(
      withdrawRequest({
        callback: CALLBACK,
        k1: K1,
        amountSats: 250_000,
        raffleName: 'Bicicleta',
        kind: 'prize',
      }),
    ).toEqual({
      tag: 'withdrawRequest',
      callback: CALLBACK,
      k1: K1,
      defaultDescription: 'Prêmio da rifa Bicicleta (250.000 sats)',
      minWithdrawable: 250_000_000,
      maxWithdrawable: 250_000_000,
    });
  });

  it('describes a refund as one', () => {
    const body = withdrawRequest({
      callback: CALLBACK,
      k1: K1,
      amountSats: 3000,
      raffleName: 'Bici\u202Ecleta',
      kind: 'refund',
    });
    expect(body.defaultDescription).toBe('Reembolso da rifa Bicicleta (3.000 sats)');
  });

  it('refuses a malformed k1 and an amount of no sats', () => {
    const base = { callback: CALLBACK, raffleName: 'X', kind: 'prize' as const };
    expect(() => withdrawRequest({ ...base, k1: 'abc', amountSats: 1 })).toThrow(RangeError);
    expect(() => withdrawRequest({ ...base, k1: K1, amountSats: 0 })).toThrow(RangeError);
  });
});

describe('isK1', () => {
  it.each([
    [K1, true],
    ['0'.repeat(64), true],
    [K1.toUpperCase(), false],
    [K1.slice(2), false],
    [`${K1}00`, false],
    [`${K1.slice(1)}g`, false],
    [undefined, false],
  ])('%s → %s', (value, ok) => {
    expect(isK1(value)).toBe(ok);
  });
});

describe('parseWithdrawCallback', () => {
  it('accepts a k1 and an invoice, trimming the invoice', () => {
    expect(parseWithdrawCallback({ k1: K1, pr: ` ${INVOICE_250K}\n` })).toEqual({
      ok: true,
      k1: K1,
      pr: INVOICE_250K,
    });
  });

  it.each([
    ['no k1', { pr: INVOICE_250K }, 'k1'],
    ['a short k1', { k1: 'abcd', pr: INVOICE_250K }, 'k1'],
    ['k1 twice', { k1: [K1, K1], pr: INVOICE_250K }, 'k1'],
    ['no pr', { k1: K1 }, 'pr'],
    ['an empty pr', { k1: K1, pr: '' }, 'pr'],
    ['a truncated pr', { k1: K1, pr: INVOICE_250K.slice(0, -3) }, 'pr'],
    ['an LNURL where the invoice belongs', { k1: K1, pr: 'lnurl1dp68gurn8ghj7' }, 'pr'],
    ['a huge pr', { k1: K1, pr: `${INVOICE_250K}${'q'.repeat(2000)}` }, 'pr'],
  ])('refuses %s', (_, query, reason) => {
    const result = parseWithdrawCallback(query);
    expect(result).toMatchObject({ ok: false, reason });
    if (!result.ok) expect(result.error.field).toBe(reason);
  });

  it('explains a bad k1 and a bad invoice in pt-BR', () => {
    const k1 = parseWithdrawCallback({ pr: INVOICE_250K });
    const pr = parseWithdrawCallback({ k1: K1, pr: 'x' });
    expect(!k1.ok && k1.error.message).toBe(
      'Link de saque inválido. Abra de novo a página do bilhete e leia o QR.',
    );
    expect(!pr.ok && pr.error.message).toBe(
      'A carteira não enviou uma fatura Lightning válida (pr).',
    );
  });
});

describe('checkWithdrawInvoice', () => {
  it('accepts an invoice of exactly the prize', () => {
    expect(checkWithdrawInvoice(INVOICE_250K, 250_000)).toBeUndefined();
  });

  it.each([
    ['1 sat more', INVOICE_250K, 249_999],
    ['1 sat less', INVOICE_250K, 250_001],
    ['any amount', INVOICE_ANY, 250_000],
  ])('refuses an invoice of %s', (_, invoice, prize) => {
    const error = checkWithdrawInvoice(invoice, prize);
    expect(error?.message).toMatch(/^A fatura precisa ser de exatamente [\d.]+ sats\.$/);
    expect(error?.field).toBe('pr');
  });
});
