import { describe, expect, it } from 'vitest';
import { authLimits, DEFAULT_AUTH_LIMITS, difficultyFor, waitAfter } from './auth-limits.ts';

// docs/protocols/limits.md: the proof-of-work curve and the per-account waits, as table-driven vectors.

const { pow, attempts } = DEFAULT_AUTH_LIMITS;

describe('difficultyFor: 0 while calm, 10 bits above 60/min, +2 per doubling, capped at 22', () => {
  it.each([
    [0, 0],
    [60, 0],
    [61, 10],
    [119, 10],
    [120, 12],
    [200, 12],
    [240, 14],
    [480, 16],
    [960, 18],
    [1_920, 20],
    [3_840, 22],
    [1_000_000, 22],
  ])('%i attempts in the last minute → %i bits', (perMinute, bits) => {
    expect(difficultyFor(perMinute, pow)).toBe(bits);
  });

  it('never asks more than 22 bits, whatever an override says', () => {
    expect(authLimits({ pow: { maxBits: 40 } }).pow.maxBits).toBe(22);
    expect(difficultyFor(1e12, { ...pow, bitsPerDoubling: 8 })).toBe(22);
  });
});

describe('waitAfter: 5 free failures, then 1 s doubling up to 15 min', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 1_000],
    [6, 2_000],
    [10, 32_000],
    [14, 512_000],
    [15, 900_000],
    [1_000, 900_000],
  ])('after failure %i the account waits %i ms', (failures, ms) => {
    expect(waitAfter(failures, attempts)).toBe(ms);
  });
});
