import { checkName, NAME_MAX_LENGTH } from '@rifa/shared';
import { describe, expect, it } from 'vitest';
import { raffle } from '../../../test/fixtures.ts';
import { copyName, raffleDraftFrom } from './raffle-duplicate.ts';
import { raffleCreatePayload } from './raffle-form.ts';

// docs/decisions/0016-operator-cockpit-release.md: Gerenciar → 'Duplicar' turns a raffle (GET /api/rifa/:id) into the create form's
// rows: everything but the end date, the admin password and the photos.

const source = raffle({
  id: 8,
  name: 'Bicicleta',
  status: 'completed',
  prize_amount: 500_000,
  ticket_price: 1_000,
  total_tickets: 100,
  min_tickets: 20,
  end_date: '2025-01-15T23:00:00.000Z',
  prize_btc_address: 'bcrt1qexample',
  prizes: [
    { position: 1, amount: 500_000, description: null },
    { position: 2, amount: 50_000, description: null },
    { position: 3, amount: 0, description: 'Capacete' },
  ],
  packages: [
    { id: 9, quantity: 10, price: 9_000 },
    { id: 10, quantity: 50, price: 40_000 },
  ],
  description: 'Uma bicicleta aro 29.',
  rules: 'Sorteio pelo bloco.',
  contact: 'wa.me/55',
  photos: [{ id: 1, url: '/p/1.webp', thumb_url: '/p/1-t.webp', width: 800, height: 600 }],
});

describe('a raffle duplicated into the create form', () => {
  it('copies every field but the end date and the password, and counts the photos left behind', () => {
    expect(raffleDraftFrom(source)).toEqual({
      values: {
        name: 'Bicicleta (cópia)',
        prize_amount: '500000',
        ticket_price: '1000',
        total_tickets: '100',
        end_date: '',
        min_tickets: '20',
        prize_btc_address: 'bcrt1qexample',
        admin_password: '',
        description: 'Uma bicicleta aro 29.',
        rules: 'Sorteio pelo bloco.',
        contact: 'wa.me/55',
      },
      extraPrizes: [
        { amount: '50000', description: '' },
        { amount: '0', description: 'Capacete' },
      ],
      packageRows: [
        { quantity: '10', price: '9000' },
        { quantity: '50', price: '40000' },
      ],
      sourceName: 'Bicicleta',
      photoCount: 1,
    });
  });

  it('leaves empty what the source did not have', () => {
    const bare = raffle({ name: 'Simples', prize_amount: 10_000, min_tickets: null });
    const draft = raffleDraftFrom(bare);
    expect(draft.values).toMatchObject({
      prize_amount: '10000',
      min_tickets: '',
      prize_btc_address: '',
      description: '',
      rules: '',
      contact: '',
    });
    expect(draft.extraPrizes).toEqual([]);
    expect(draft.packageRows).toEqual([]);
    expect(draft.photoCount).toBe(0);
  });

  it('cannot be sent before an end date and the password are given', () => {
    const { values } = raffleDraftFrom(source);
    expect(raffleCreatePayload(values)).toBeNull();
    expect(
      raffleCreatePayload({ ...values, end_date: '2030-02-01T20:00', admin_password: 'x' }),
    ).toMatchObject({ name: 'Bicicleta (cópia)', end_date: '2030-02-01T23:00:00.000Z' });
  });

  it("shortens a long name so that the copy's stays valid, never splitting a character", () => {
    const long = `${'🎁'.repeat(40)}${'a'.repeat(30)}`; // 80 + 30 = 110 code units
    const name = copyName(long);
    expect(name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    expect(name.endsWith(' (cópia)')).toBe(true);
    expect(checkName(name).ok).toBe(true);
    // ' (cópia)' is 8 code units: 46 two-unit emoji fill the other 92.
    expect(copyName('🎁'.repeat(50))).toBe(`${'🎁'.repeat(46)} (cópia)`);
  });
});
