// decideReservation, one row per rule (DESIGN.md §7 steps 1–2), in the order they apply.
import { describe, expect, it } from 'vitest';
import {
  decideReservation,
  onSale,
  type ReservationDecision,
  type ReservationFacts,
} from './reservation-rules.ts';

const NOW = '2030-01-01T12:00:00.000Z';
const LATER = '2030-01-01T13:00:00.000Z';

const facts = (
  raffle: Partial<NonNullable<ReservationFacts['raffle']>> | null,
  quantity = 2,
): ReservationFacts => ({
  ...(raffle ? { raffle: { status: 'active', endDate: LATER, available: 10, ...raffle } } : {}),
  quantity,
  now: NOW,
});

const notOpen: ReservationDecision = { ok: false, reason: 'not_open', available: 0 };

describe('decideReservation', () => {
  it.each<[string, ReservationFacts, ReservationDecision]>([
    ['room for the quantity: reserved', facts({}), { ok: true }],
    ['exactly the last tickets: reserved', facts({ available: 2 }), { ok: true }],
    ['no such raffle: not open', facts(null), notOpen],
    ['cancelled: not open', facts({ status: 'cancelled' }), notOpen],
    ['completed: not open', facts({ status: 'completed' }), notOpen],
    ['end_date now: not open', facts({ endDate: NOW }), notOpen],
    ['end_date past: not open', facts({ endDate: '2030-01-01T11:00:00.000Z' }), notOpen],
    ['not open wins over sold out', facts({ status: 'cancelled', available: 0 }), notOpen],
    [
      'nothing left: sold out',
      facts({ available: 0 }),
      { ok: false, reason: 'sold_out', available: 0 },
    ],
    [
      'fewer than asked: insufficient, saying how many',
      facts({ available: 1 }),
      { ok: false, reason: 'insufficient', available: 1 },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(decideReservation(input)).toEqual(expected);
  });
});

describe('onSale', () => {
  it('is open strictly before end_date, compared as instants', () => {
    const raffle = { status: 'active' as const, endDate: '2030-01-01T09:00:00-03:00' };
    expect(onSale(raffle, '2030-01-01T11:59:59.999Z')).toBe(true);
    expect(onSale(raffle, NOW)).toBe(false);
  });
});
