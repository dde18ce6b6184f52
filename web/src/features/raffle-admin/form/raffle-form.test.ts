import { describe, expect, it } from 'vitest';
import { EMPTY_RAFFLE_FORM, raffleCreatePayload } from './raffle-form.ts';

// The 'Criar Rifa' payload (spec §5): the server answers 400 to "" in an optional field
// (docs/decisions/0013-built-for-tor.md), so an empty one is left out, and the name follows the shared name rule.

const filled = {
  ...EMPTY_RAFFLE_FORM,
  name: 'Bicicleta',
  prize_amount: '1000000',
  ticket_price: '10000',
  total_tickets: '1000',
  end_date: '2099-01-01T12:00',
  admin_password: 'senha',
};

describe('raffleCreatePayload', () => {
  it('leaves empty optional fields out of the payload', () => {
    const payload = raffleCreatePayload({ ...filled, min_tickets: ' ', prize_btc_address: '' });
    expect(payload).not.toBeNull();
    expect(payload).not.toHaveProperty('min_tickets');
    expect(payload).not.toHaveProperty('prize_btc_address');
  });

  it('sends the optional fields when given', () => {
    expect(raffleCreatePayload({ ...filled, min_tickets: '5' })).toMatchObject({ min_tickets: 5 });
  });

  it('sends the end date typed in Brasília time as UTC', () => {
    expect(raffleCreatePayload(filled)?.end_date).toBe('2099-01-01T15:00:00.000Z');
  });

  it('sends the texts trimmed, and leaves blank ones out', () => {
    const payload = raffleCreatePayload({
      ...filled,
      description: '  Uma bicicleta nova.\n',
      rules: ' ',
      contact: 'wa.me/5511999999999',
    });
    expect(payload).toMatchObject({
      description: 'Uma bicicleta nova.',
      contact: 'wa.me/5511999999999',
    });
    expect(payload).not.toHaveProperty('rules');
  });

  it('sends the name cleaned, and nothing while it would be refused', () => {
    expect(raffleCreatePayload({ ...filled, name: 'Bici\u200Bcleta ' })?.name).toBe('Bicicleta');
    expect(raffleCreatePayload({ ...filled, name: '\u200B\u2060' })).toBeNull();
    expect(raffleCreatePayload({ ...filled, name: 'Rifa\u001b[31m' })).toBeNull();
  });
});
