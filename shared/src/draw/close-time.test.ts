// docs/protocols/draw.md: a block is after the close when its mediantime is strictly greater than end_date.
import { describe, expect, it } from 'vitest';
import { endDateMillis, isAfterClose } from './close-time.ts';
import { DrawInputError } from './input-checks.ts';

const END = '2025-08-17T17:00:00.000Z';
const END_SECONDS = Date.UTC(2025, 7, 17, 17) / 1000;

describe('isAfterClose', () => {
  it('is strict: a mediantime equal to end_date is not after it', () => {
    expect(isAfterClose(END_SECONDS, END)).toBe(false);
    expect(isAfterClose(END_SECONDS + 1, END)).toBe(true);
    expect(isAfterClose(END_SECONDS, new Date(END))).toBe(false);
  });

  it('requires a time zone in end_date, so every auditor reads the same instant', () => {
    expect(() => isAfterClose(END_SECONDS, '2025-08-17T17:00:00')).toThrow(DrawInputError);
    expect(() => isAfterClose(END_SECONDS, '17/08/2025 14:00')).toThrow(/end_date inválido/);
    expect(endDateMillis('2025-08-17T14:00:00-03:00')).toBe(END_SECONDS * 1000);
  });

  it('rejects a mediantime that is not whole unix seconds', () => {
    for (const bad of [1.5, -1, Number.NaN, '1755450001'])
      expect(() => isAfterClose(bad as number, END)).toThrow(/mediantime inválido/);
  });
});
