import { describe, expect, it } from 'vitest';
import { formatClock, validityLabel, validityMinutes } from './countdown.ts';

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

describe("the invoice's real validity", () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
  it('15 minutes as usual, fewer when the raffle ends sooner, never 0', () => {
    expect(validityMinutes({ created_at: at(0), expires_at: at(15 * 60_000) })).toBe(15);
    expect(validityMinutes({ created_at: at(0), expires_at: at(4 * 60_000 + 10_000) })).toBe(4);
    expect(validityMinutes({ created_at: at(0), expires_at: at(10_000) })).toBe(1);
  });
  it("says it beside 'Expira em'", () => {
    expect(validityLabel({ created_at: at(0), expires_at: at(15 * 60_000) })).toBe(
      'Válido por 15 minutos',
    );
    expect(validityLabel({ created_at: at(0), expires_at: at(4 * 60_000) })).toBe(
      'Válido por 4 min: as vendas terminam antes',
    );
  });
});
