import { describe, expect, it } from 'vitest';
import { formatClock } from './countdown.ts';

describe('remaining time on the last day', () => {
  it.each([
    [240_000, '00:04:00'],
    [3_600_000, '01:00:00'],
    [86_399_000, '23:59:59'],
    [400, '00:00:01'],
    [0, '00:00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});
