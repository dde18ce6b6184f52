import { describe, expect, it } from 'vitest';
import { transaction } from '../../test/fixtures.ts';
import { receiptNumbers } from './receipt-numbers.ts';

// The receipt writes the numbers as everywhere else (ticketNumber): ascending, zero-padded.
describe('receiptNumbers', () => {
  it("pads to the width of the raffle's largest number, carried on the purchase", () => {
    const tickets = [250, 7, 42];
    expect(
      receiptNumbers(transaction({ status: 'paid', tickets, raffle_total_tickets: 1_000 })),
    ).toEqual(['0007', '0042', '0250']);
    expect(
      receiptNumbers(transaction({ status: 'paid', tickets, raffle_total_tickets: 999 })),
    ).toEqual(['007', '042', '250']);
    expect(receiptNumbers(transaction({ tickets: [] }))).toEqual([]);
  });
});
