import { daysLeft, formatDate, formatDateTime, formatNumber, formatSats } from '@rifa/shared';
import { describe, expect, it } from 'vitest';
import { timeLeftLabel } from '../features/raffles/index.ts';
import { DAY, raffle } from '../test/fixtures.ts';
import { formatCountdown } from './countdown.ts';

// pt-BR numbers and dates as the screens show them (spec §1, §9).

describe('pt-BR formatting', () => {
  it('numbers use dots for thousands', () => {
    expect(formatNumber(1_000_000)).toBe('1.000.000');
    expect(formatNumber(1_500)).toBe('1.500');
    expect(formatNumber(999)).toBe('999');
  });
  it('amounts are shown in sats', () => {
    expect(formatSats(1_000_000)).toBe('1.000.000 sats');
    expect(formatSats(0)).toBe('0 sats');
  });
  it('dates are dd/mm/aaaa in Brasília time', () => {
    expect(formatDate('2025-08-17T17:00:00.000Z')).toBe('17/08/2025');
    // 01:00 UTC is still the previous day in Brasília (UTC−3).
    expect(formatDate('2025-08-18T01:00:00.000Z')).toBe('17/08/2025');
  });
  it("the spec's example date 17/08/2025 14:00", () => {
    expect(formatDateTime('2025-08-17T17:00:00.000Z')).toBe('17/08/2025, 14:00');
  });
});

describe('days left, rounded up (spec §9)', () => {
  const now = new Date('2025-08-17T17:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  it.each([
    [1, 1],
    [DAY - 1, 1],
    [DAY, 1],
    [DAY + 1, 2],
    [2.5 * DAY, 3],
    [0, 0],
    [-DAY, 0],
  ])('%d ms left → %d day(s)', (ms, days) => {
    expect(daysLeft(at(ms), now)).toBe(days);
  });
  it("the card says '1 dia', 'N dias', or 'Finalizada'", () => {
    expect(timeLeftLabel(raffle({ end_date: at(DAY) }), now)).toBe('1 dia');
    // docs/decisions/0014-numbers-prizes-packages.md: under a day, hh:mm:ss, never '1 dia' for a raffle ending in 4 minutes.
    expect(timeLeftLabel(raffle({ end_date: at(3_600_000) }), now)).toBe('01:00:00');
    expect(timeLeftLabel(raffle({ end_date: at(240_000) }), now)).toBe('00:04:00');
    expect(timeLeftLabel(raffle({ end_date: at(DAY - 1) }), now)).toBe('24:00:00');
    expect(timeLeftLabel(raffle({ end_date: at(DAY + 1) }), now)).toBe('2 dias');
    expect(timeLeftLabel(raffle({ end_date: at(-1) }), now)).toBe('Finalizada');
    expect(timeLeftLabel(raffle({ status: 'completed', end_date: at(DAY) }), now)).toBe(
      'Finalizada',
    );
  });
});

describe('payment countdown', () => {
  it.each([
    [15 * 60 * 1000, '15:00'],
    [899_000, '14:59'],
    [400, '00:01'],
    [0, '00:00'],
    [-5, '00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
