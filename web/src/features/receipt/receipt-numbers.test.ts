import { describe, expect, it } from 'vitest';
import { transaction } from '../../test/fixtures.ts';
import { receiptNumbers } from './receipt-numbers.ts';

// docs/decisions/0014-numbers-prizes-packages.md: the receipt writes the numbers as the grid does, ascending and zero-padded.
describe('receiptNumbers', () => {
  const tx = transaction({ status: 'paid', tickets: [250, 7, 42] });

  it("pads to the width of the raffle's largest number", () => {
    expect(receiptNumbers(tx, { total_tickets: 1_000 })).toEqual(['0007', '0042', '0250']);
    expect(receiptNumbers(tx, { total_tickets: 999 })).toEqual(['007', '042', '250']);
  });

  it('without the raffle, pads to the largest number bought', () => {
    expect(receiptNumbers(tx, null)).toEqual(['007', '042', '250']);
    expect(receiptNumbers(transaction({ tickets: [] }), null)).toEqual([]);
  });
});
