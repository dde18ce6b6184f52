// decideReservation, one row per rule (docs/protocols/payment.md steps 1–2, docs/protocols/limits.md), in the order they apply.
import { describe, expect, it } from 'vitest';
import {
  decideReservation,
  onSale,
  type ReservationDecision,
  type ReservationFacts,
} from './reservation-rules.ts';

const NOW = '2030-01-01T12:00:00.000Z';
const LATER = '2030-01-01T13:00:00.000Z';

/** A 100-ticket raffle (each account may hold 10 unpaid) and a buyer holding nothing yet. */
const facts = (
  raffle: Partial<NonNullable<ReservationFacts['raffle']>> | null,
  quantity = 2,
  buyer: Partial<ReservationFacts['buyer']> = {},
): ReservationFacts => ({
  ...(raffle
    ? {
        raffle: {
          status: 'active',
          endDate: LATER,
          available: 10,
          totalTickets: 100,
          minTickets: null,
          ...raffle,
        },
      }
    : {}),
  buyer: { openPurchases: 0, heldTickets: 0, ...buyer },
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
    ['4 open purchases: a fifth is reserved', facts({}, 1, { openPurchases: 4 }), { ok: true }],
    [
      '5 open purchases: a sixth is refused, naming the cap',
      facts({}, 1, { openPurchases: 5 }),
      { ok: false, reason: 'open_purchases', limit: 5 },
    ],
    [
      'the open-purchase cap holds even when the tickets would fit',
      facts({ available: 90 }, 1, { openPurchases: 7 }),
      { ok: false, reason: 'open_purchases', limit: 5 },
    ],
    [
      'holding 8 of the 10 an account may hold: 2 more are reserved',
      facts({ available: 90 }, 2, { heldTickets: 8, openPurchases: 1 }),
      { ok: true },
    ],
    [
      'holding 8: 3 more would pass the cap of 10',
      facts({ available: 90 }, 3, { heldTickets: 8, openPurchases: 1 }),
      { ok: false, reason: 'held_tickets', limit: 10, held: 8 },
    ],
    [
      'one purchase above the cap, holding nothing',
      facts({ available: 90 }, 11),
      { ok: false, reason: 'held_tickets', limit: 10, held: 0 },
    ],
    [
      'a whole small raffle: refused at half of it',
      facts({ available: 10, totalTickets: 10 }, 10),
      { ok: false, reason: 'held_tickets', limit: 5, held: 0 },
    ],
    [
      'the raffle minimum stays buyable above the cap',
      facts({ available: 10, totalTickets: 10, minTickets: 8 }, 8),
      { ok: true },
    ],
    [
      'fewer available than asked: "only N left" before the cap',
      facts({ available: 3 }, 11),
      { ok: false, reason: 'insufficient', available: 3 },
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
