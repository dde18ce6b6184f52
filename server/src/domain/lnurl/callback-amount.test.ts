// ticketsForAmount, one row per rule, in the order they apply.
import { describe, expect, it } from 'vitest';
import { ticketsAndSats, ticketsForAmount, type AmountRules } from './callback-amount.ts';

/** 1.000-sat tickets, 2 at least, 10 per buyer, 50 left. */
const rules = (over: Partial<AmountRules> = {}): AmountRules => ({
  ticketPriceSats: 1000,
  minTickets: 2,
  maxTickets: 10,
  available: 50,
  ...over,
});

describe('ticketsForAmount', () => {
  it.each([
    ['2 tickets, the minimum', '2000000', rules(), 2],
    ['10 tickets, the per-buyer cap', '10000000', rules(), 10],
    ['the last 3 tickets', '3000000', rules({ available: 3 }), 3],
    ['a number, not a string', 5_000_000, rules(), 5],
  ])('%s: accepted', (_, amount, r, tickets) => {
    expect(ticketsForAmount(amount, r)).toEqual({ ok: true, tickets });
  });

  it.each([
    [
      'missing',
      undefined,
      'malformed',
      'O valor (amount) precisa ser um número inteiro de milissatoshis',
    ],
    [
      'decimal',
      '2000000.0',
      'malformed',
      'O valor (amount) precisa ser um número inteiro de milissatoshis',
    ],
    [
      'negative',
      '-2000000',
      'malformed',
      'O valor (amount) precisa ser um número inteiro de milissatoshis',
    ],
    [
      'a list (amount twice)',
      ['2000000', '3000000'],
      'malformed',
      'O valor (amount) precisa ser um número inteiro de milissatoshis',
    ],
    [
      '1.5 tickets',
      '1500000',
      'fraction',
      'O valor precisa ser um número inteiro de bilhetes de 1.000 sats (recebido: 1.500 sats)',
    ],
    [
      '2 tickets and 1 msat',
      '2000001',
      'fraction',
      'O valor precisa ser um número inteiro de bilhetes de 1.000 sats (recebido: 2.000.001 msats)',
    ],
    ['nothing', '0', 'below_min', 'Mínimo de 2 bilhetes (2.000 sats) por compra'],
    ['1 ticket of 2', '1000000', 'below_min', 'Mínimo de 2 bilhetes (2.000 sats) por compra'],
    [
      '11 tickets, 1 past the cap',
      '11000000',
      'above_max',
      'Cada compra pode levar no máximo 10 bilhetes (10.000 sats) sem pagamento confirmado. Pague menos bilhetes e, depois, compre mais.',
    ],
  ])('%s: refused as %s', (_, amount, reason, message) => {
    const result = ticketsForAmount(amount, rules());
    expect(result).toMatchObject({ ok: false, reason });
    if (!result.ok) expect(result.error.message).toBe(message);
  });

  it('sold out: refused whatever the amount', () => {
    const result = ticketsForAmount('2000000', rules({ available: 0 }));
    expect(result).toMatchObject({ ok: false, reason: 'sold_out' });
    if (!result.ok) expect(result.error.message).toBe('Bilhetes esgotados');
  });

  it('more than is left: says how many are, before the per-buyer cap', () => {
    const result = ticketsForAmount('20000000', rules({ available: 3 }));
    expect(result).toMatchObject({ ok: false, reason: 'insufficient' });
    if (!result.ok)
      expect(result.error.message).toBe('Restam apenas 3 bilhetes (3.000 sats) nesta rifa');
    const one = ticketsForAmount('5000000', rules({ available: 1, minTickets: 1 }));
    if (!one.ok) expect(one.error.message).toBe('Resta apenas 1 bilhete (1.000 sats) nesta rifa');
  });

  it('maps refusals to the domain codes: bad input is validation, too many is conflict', () => {
    const fraction = ticketsForAmount('1500000', rules());
    const tooMany = ticketsForAmount('11000000', rules());
    expect(
      !fraction.ok && [fraction.error.code, fraction.error.field, fraction.error.reason],
    ).toEqual(['validation', 'amount', 'fraction']);
    expect(!tooMany.ok && [tooMany.error.code, tooMany.error.reason]).toEqual([
      'conflict',
      'above_max',
    ]);
  });

  it('names amounts in pt-BR with the right plural', () => {
    expect(ticketsAndSats(1, 21)).toBe('1 bilhete (21 sats)');
    expect(ticketsAndSats(1000, 1000)).toBe('1.000 bilhetes (1.000.000 sats)');
  });
});
