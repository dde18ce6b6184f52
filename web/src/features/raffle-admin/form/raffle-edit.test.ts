import { describe, expect, it } from 'vitest';
import { bicycleRaffle } from '../../../test/fixtures.ts';
import { committedTickets, editValuesFrom, raffleUpdatePayload } from './raffle-edit.ts';

// docs/decisions/0014-numbers-prizes-packages.md: the Gerenciar edit dialog sends PUT /api/rifa/:id only the fields that changed,
// in the API's types (integers, ISO UTC from Brasília wall time, null for a cleared field).

const base = bicycleRaffle({
  id: 3,
  min_tickets: 2,
  prize_btc_address: null,
  description: 'Uma bicicleta.',
  contact: 'wa.me/55',
});

describe('the edit dialog values and payload', () => {
  it('shows the raffle as typed: end date in Brasília wall time, prizes after the 1st as rows', () => {
    const values = editValuesFrom(base);
    expect(values).toMatchObject({
      name: 'Bicicleta',
      prize_amount: '500000',
      extra_prizes: [{ amount: '0', description: 'Capacete' }],
      packages: [{ quantity: '10', price: '9000' }],
      end_date: '15/01/2030 20:00',
      min_tickets: '2',
      prize_btc_address: '',
      description: 'Uma bicicleta.',
      rules: '',
      contact: 'wa.me/55',
    });
  });

  it('nothing changed → an empty payload', () => {
    expect(raffleUpdatePayload(base, editValuesFrom(base))).toEqual({});
  });

  it('sends only the changed fields', () => {
    const values = {
      ...editValuesFrom(base),
      name: 'Bicicleta nova',
      end_date: '01/02/2030 18:30',
    };
    expect(raffleUpdatePayload(base, values)).toEqual({
      name: 'Bicicleta nova',
      end_date: '2030-02-01T21:30:00.000Z',
    });
  });

  it('sends texts trimmed, a cleared one as null', () => {
    const values = {
      ...editValuesFrom(base),
      description: '',
      rules: ' Regra 1.\n',
      contact: 'wa.me/55',
    };
    expect(raffleUpdatePayload(base, values)).toEqual({ description: null, rules: 'Regra 1.' });
  });

  it('sends the whole ranked list when a prize changes, the 1st from its own field', () => {
    const values = {
      ...editValuesFrom(base),
      prize_amount: '600000',
      extra_prizes: [
        { amount: '0', description: 'Capacete' },
        { amount: '1000', description: '' },
      ],
    };
    expect(raffleUpdatePayload(base, values)).toEqual({
      prizes: [{ amount: 600_000 }, { amount: 0, description: 'Capacete' }, { amount: 1_000 }],
    });
  });

  it('sends the packages when they change, [] to remove them all', () => {
    expect(raffleUpdatePayload(base, { ...editValuesFrom(base), packages: [] })).toEqual({
      packages: [],
    });
    const more = [
      { quantity: '10', price: '9000' },
      { quantity: '20', price: '17000' },
    ];
    expect(raffleUpdatePayload(base, { ...editValuesFrom(base), packages: more })).toEqual({
      packages: [
        { quantity: 10, price: 9_000 },
        { quantity: 20, price: 17_000 },
      ],
    });
  });

  it('totals and optional fields: integers, a cleared minimum or address as null', () => {
    const values = {
      ...editValuesFrom(base),
      ticket_price: '2000',
      total_tickets: '200',
      min_tickets: '',
      prize_btc_address: ' bcrt1qexample ',
    };
    expect(raffleUpdatePayload(base, values)).toEqual({
      ticket_price: 2_000,
      total_tickets: 200,
      min_tickets: null,
      prize_btc_address: 'bcrt1qexample',
    });
    const withAddress = { ...base, prize_btc_address: 'bcrt1qold' };
    expect(
      raffleUpdatePayload(withAddress, { ...editValuesFrom(withAddress), prize_btc_address: '' }),
    ).toEqual({ prize_btc_address: null });
  });

  it('an empty or invalid field → null (nothing is sent)', () => {
    const values = editValuesFrom(base);
    expect(raffleUpdatePayload(base, { ...values, name: ' ' })).toBeNull();
    expect(raffleUpdatePayload(base, { ...values, total_tickets: '0' })).toBeNull();
    expect(raffleUpdatePayload(base, { ...values, ticket_price: '1.5' })).toBeNull();
    expect(raffleUpdatePayload(base, { ...values, min_tickets: '101' })).toBeNull();
    expect(raffleUpdatePayload(base, { ...values, end_date: '' })).toBeNull();
    expect(
      raffleUpdatePayload(base, { ...values, extra_prizes: [{ amount: '0', description: '' }] }),
    ).toBeNull();
  });

  it('counts tickets sold or reserved (what fixes price, prizes and packages)', () => {
    expect(committedTickets(base)).toBe(0);
    expect(committedTickets({ ...base, sold_tickets: 3, available_tickets: 95 })).toBe(5);
  });
});
