// The LNURL answer shapes a wallet reads.
import { describe, expect, it } from 'vitest';
import { invalid } from '../kernel/errors.ts';
import { ticketsForAmount } from './callback-amount.ts';
import { lnurlError, lnurlOk } from './lnurl-status.ts';

describe('LNURL status', () => {
  it('OK is {"status":"OK"}', () => {
    expect(JSON.stringify(lnurlOk())).toBe('{"status":"OK"}');
  });

  it("ERROR carries a refusal's pt-BR message as reason", () => {
    const refused = ticketsForAmount('1500000', {
      ticketPriceSats: 1000,
      minTickets: 1,
      maxTickets: 10,
      available: 10,
    });
    if (refused.ok) throw new Error('expected a refusal');
    expect(lnurlError(refused.error)).toEqual({
      status: 'ERROR',
      reason:
        'O valor precisa ser um número inteiro de bilhetes de 1.000 sats (recebido: 1.500 sats)',
    });
    expect(lnurlError(invalid('Rifa encerrada'))).toEqual({
      status: 'ERROR',
      reason: 'Rifa encerrada',
    });
  });
});
