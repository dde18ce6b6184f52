// decideSettlement, one row per rule (docs/protocols/payment.md step 5, docs/protocols/draw.md), in the order they apply.
import { describe, expect, it } from 'vitest';
import {
  decideSettlement,
  type SettlementDecision,
  type SettlementFacts,
} from './settlement-rules.ts';

const END = '2030-01-01T13:00:00.000Z';
const BEFORE_END = '2030-01-01T12:59:59.999Z';

/** A pending purchase of 2 tickets paid in time, on an active raffle with room to spare. */
const facts = (changes: Partial<SettlementFacts> = {}): SettlementFacts => ({
  status: 'pending',
  quantity: 2,
  raffleStatus: 'active',
  salesClosed: false,
  endDate: END,
  settledAt: BEFORE_END,
  freeTickets: 8,
  numbersFree: true,
  ...changes,
});

const credit: SettlementDecision = { kind: 'credit' };
const refund = (reason: 'late_payment' | 'no_tickets_left' | 'cancelled'): SettlementDecision => ({
  kind: 'refund',
  reason,
});

describe('decideSettlement', () => {
  it.each<[string, SettlementFacts | undefined, SettlementDecision]>([
    ['a payment hash of no purchase is not ours', undefined, { kind: 'unknown' }],
    ['a pending purchase paid in time is credited', facts(), credit],
    ['credited already: duplicate', facts({ status: 'paid' }), { kind: 'duplicate' }],
    ['refunded already: duplicate', facts({ status: 'refund_owed' }), { kind: 'duplicate' }],
    [
      'a duplicate stays a duplicate even after the raffle was cancelled',
      facts({ status: 'paid', raffleStatus: 'cancelled' }),
      { kind: 'duplicate' },
    ],
    ['the raffle was cancelled', facts({ raffleStatus: 'cancelled' }), refund('cancelled')],
    [
      'cancelled wins over late',
      facts({ raffleStatus: 'cancelled', settledAt: END }),
      refund('cancelled'),
    ],
    ['settled exactly at end_date is late', facts({ settledAt: END }), refund('late_payment')],
    [
      'settled after end_date is late',
      facts({ settledAt: '2030-01-02T00:00:00.000Z' }),
      refund('late_payment'),
    ],
    [
      'in time, but the close already froze N',
      facts({ salesClosed: true }),
      refund('late_payment'),
    ],
    ['the raffle is completed', facts({ raffleStatus: 'completed' }), refund('late_payment')],
    [
      'late wins over no tickets left',
      facts({ status: 'expired', freeTickets: 0, settledAt: END }),
      refund('late_payment'),
    ],
    [
      'expired, and its tickets are still free',
      facts({ status: 'expired', freeTickets: 2 }),
      credit,
    ],
    [
      'expired, and fewer free tickets than it bought',
      facts({ status: 'expired', freeTickets: 1 }),
      refund('no_tickets_left'),
    ],
    [
      'expired, and another purchase took one of its numbers',
      facts({ status: 'expired', freeTickets: 2, numbersFree: false }),
      refund('no_tickets_left'),
    ],
    [
      'pending, but its numbers are not its own: never one number twice',
      facts({ numbersFree: false }),
      refund('no_tickets_left'),
    ],
    [
      'pending holds its own reservation: free tickets do not matter',
      facts({ freeTickets: 0 }),
      credit,
    ],
    [
      'times are compared as instants, not as text (13:00Z written in -03:00)',
      facts({ endDate: '2030-01-01T10:00:00-03:00', settledAt: BEFORE_END }),
      credit,
    ],
  ])('%s', (_rule, input, expected) => {
    expect(decideSettlement(input)).toEqual(expected);
  });
});
