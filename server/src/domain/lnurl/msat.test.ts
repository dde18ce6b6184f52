// satsToMsat: LNURL's unit, exact or refused.
import { describe, expect, it } from 'vitest';
import { satsToMsat } from './msat.ts';

describe('satsToMsat', () => {
  it('multiplies by 1000', () => {
    expect(satsToMsat(0)).toBe(0);
    expect(satsToMsat(21)).toBe(21_000);
    expect(satsToMsat(2_100_000_000_000)).toBe(2_100_000_000_000_000);
  });

  it('refuses what a Number cannot hold exactly, and fractions of a millisatoshi', () => {
    expect(() => satsToMsat(2_100_000_000_000_000)).toThrow(RangeError);
    expect(() => satsToMsat(0.0001)).toThrow(RangeError);
  });
});
