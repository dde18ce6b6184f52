import { describe, expect, it } from 'vitest';
import { raffle } from '../../test/fixtures.ts';
import {
  acceptsQuantity,
  availableTickets,
  maxPerPurchase,
  minTickets,
  parseQuantity,
  purchaseAmount,
} from './buy-rules.ts';

describe('buy rules (spec §5)', () => {
  it('the minimum is min_tickets, or 1 when absent', () => {
    expect(minTickets(raffle({ min_tickets: null }))).toBe(1);
    expect(minTickets(raffle({ min_tickets: 0 }))).toBe(1);
    expect(minTickets(raffle({ min_tickets: 500 }))).toBe(500);
  });

  it('the maximum is total − sold, capped by what can be reserved now', () => {
    expect(
      availableTickets(raffle({ total_tickets: 100, sold_tickets: 20, available_tickets: 80 })),
    ).toBe(80);
    expect(
      availableTickets(raffle({ total_tickets: 100, sold_tickets: 20, available_tickets: 75 })),
    ).toBe(75);
    expect(
      availableTickets(raffle({ total_tickets: 100, sold_tickets: 100, available_tickets: 0 })),
    ).toBe(0);
  });

  it('one purchase never asks for more than one account may hold unpaid (docs/protocols/limits.md)', () => {
    const base = { sold_tickets: 0, min_tickets: null };
    expect(maxPerPurchase(raffle({ ...base, total_tickets: 100, available_tickets: 60 }))).toBe(10);
    expect(maxPerPurchase(raffle({ ...base, total_tickets: 100, available_tickets: 4 }))).toBe(4);
    expect(maxPerPurchase(raffle({ ...base, total_tickets: 10, available_tickets: 10 }))).toBe(5);
    expect(
      maxPerPurchase(raffle({ ...base, total_tickets: 1_000, available_tickets: 1_000 })),
    ).toBe(100);
  });

  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['', null],
    ['1.5', null],
    ['-3', null],
    ['abc', null],
    ['1e3', null],
  ])('parseQuantity(%j) = %s', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });

  it('accepts only whole numbers within minimum..available', () => {
    expect(acceptsQuantity(5, 5, 10)).toBe(true);
    expect(acceptsQuantity(10, 5, 10)).toBe(true);
    expect(acceptsQuantity(4, 5, 10)).toBe(false);
    expect(acceptsQuantity(11, 5, 10)).toBe(false);
    expect(acceptsQuantity(null, 5, 10)).toBe(false);
    expect(acceptsQuantity(5.5, 5, 10)).toBe(false);
  });

  it('amount = quantity × ticket price (spec §3)', () => {
    expect(purchaseAmount(3, 1_000)).toBe(3_000);
  });
});
