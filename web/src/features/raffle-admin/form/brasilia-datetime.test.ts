import { describe, expect, it } from 'vitest';
import {
  brasiliaInputToIso,
  brasiliaTextToIso,
  isoToBrasiliaInput,
  isoToBrasiliaText,
} from './brasilia-datetime.ts';

// docs/decisions/0014-numbers-prizes-packages.md: every admin date input is Brasília wall time whatever the browser's zone; the
// offset comes from the tz database (Brazil had DST until 2019, UTC−3 all year since).

describe('Brasília datetime-local inputs', () => {
  it('20:00 in Brasília is 23:00Z today (UTC−3, no DST since 2019)', () => {
    expect(brasiliaInputToIso('2030-01-15T20:00')).toBe('2030-01-15T23:00:00.000Z');
    expect(brasiliaInputToIso('2026-07-01T09:30')).toBe('2026-07-01T12:30:00.000Z');
    // Late evening in Brasília is already the next day in UTC.
    expect(brasiliaInputToIso('2030-12-31T22:15')).toBe('2031-01-01T01:15:00.000Z');
  });

  it('shows an instant as the Brasília wall time, the inverse of the above', () => {
    expect(isoToBrasiliaInput('2030-01-15T23:00:00.000Z')).toBe('2030-01-15T20:00');
    expect(isoToBrasiliaInput('2031-01-01T01:15:00.000Z')).toBe('2030-12-31T22:15');
    expect(isoToBrasiliaInput(new Date('2026-07-01T03:00:00.000Z'))).toBe('2026-07-01T00:00');
    const iso = '2027-03-04T05:06:00.000Z';
    expect(brasiliaInputToIso(isoToBrasiliaInput(iso))).toBe(iso);
  });

  it('knows the old Brazilian DST from the tz database (UTC−2 in the summer of 2018/19)', () => {
    expect(brasiliaInputToIso('2019-01-10T20:00')).toBe('2019-01-10T22:00:00.000Z');
    expect(isoToBrasiliaInput('2019-01-10T22:00:00.000Z')).toBe('2019-01-10T20:00');
    // 2018-11-04 00:00–00:59 never happened in Brasília: it maps to the hour after.
    expect(brasiliaInputToIso('2018-11-04T00:30')).toBe('2018-11-04T03:30:00.000Z');
    // 2019-02-16 23:xx happened twice: the first (still DST, UTC−2).
    expect(brasiliaInputToIso('2019-02-16T23:30')).toBe('2019-02-17T01:30:00.000Z');
  });

  it('empty or impossible inputs are null', () => {
    for (const value of ['', '2030-02-30T10:00', '2030-13-01T10:00', '2030-01-01T24:00', 'x'])
      expect(brasiliaInputToIso(value)).toBeNull();
  });

  it("does not depend on the browser's zone: in Tokyo 20:00 still becomes 23:00Z", () => {
    // Node re-reads the process zone when TZ is assigned: the browser's zone is now UTC+9,
    // where new Date('…T20:00') is 11:00Z; the Brasília input must not follow it.
    const before = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(new Date('2030-01-15T20:00').toISOString()).toBe('2030-01-15T11:00:00.000Z');
      expect(brasiliaInputToIso('2030-01-15T20:00')).toBe('2030-01-15T23:00:00.000Z');
      expect(isoToBrasiliaInput('2030-01-15T23:00:00.000Z')).toBe('2030-01-15T20:00');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe("the field's text: 'dd/mm/aaaa hh:mm' in any browser", () => {
  it('reads the Brazilian order, with or without leading zeros', () => {
    expect(brasiliaTextToIso('15/01/2030 20:00')).toBe('2030-01-15T23:00:00.000Z');
    expect(brasiliaTextToIso(' 5/1/2030  9:05 ')).toBe('2030-01-05T12:05:00.000Z');
    // The old field's form still reads (a paste from a spreadsheet, a saved draft).
    expect(brasiliaTextToIso('2030-01-15T20:00')).toBe('2030-01-15T23:00:00.000Z');
  });
  it('refuses what is not a real date and time, never reading it as mm/dd', () => {
    for (const value of [
      '',
      '01/15/2030 20:00',
      '30/02/2030 10:00',
      '15/01/2030',
      '15/01/2030 24:00',
      'amanhã',
    ])
      expect(brasiliaTextToIso(value)).toBeNull();
  });
  it('shows an instant as Brasília text, the inverse of the above', () => {
    expect(isoToBrasiliaText('2031-01-01T01:15:00.000Z')).toBe('31/12/2030 22:15');
    const iso = '2027-03-04T05:06:00.000Z';
    expect(brasiliaTextToIso(isoToBrasiliaText(iso))).toBe(iso);
  });
});
