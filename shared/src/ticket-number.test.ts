// One way to write ticket numbers everywhere: zero-padded to the raffle's largest number.
import { describe, expect, it } from 'vitest';
import { ticketNumber, ticketNumbers } from './ticket-number.ts';

describe('ticketNumber', () => {
  it.each([
    [7, 100, '007'],
    [68, 100, '068'],
    [100, 100, '100'],
    [7, 1_000_000, '0000007'],
    [3, 9, '3'],
  ])('%i of %i is written %s', (number, total, written) => {
    expect(ticketNumber(number, total)).toBe(written);
  });
  it('a list is written padded, comma-separated, in the given order', () => {
    expect(ticketNumbers([7, 42], 1000)).toBe('0007, 0042');
    expect(ticketNumbers([], 1000)).toBe('');
  });
});
