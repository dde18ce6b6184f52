import { describe, expect, it } from 'vitest';
import { invoiceValidityMs, validityBadge } from './invoice-validity.ts';

// The payment badge says the invoice's real validity, from the expiry the server gave.
describe("the invoice's real validity", () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
  const iso = (ms: number) => at(ms).toISOString();
  const usual = { created_at: iso(0), expires_at: iso(15 * 60_000) };

  it('is 15 minutes as usual, fewer when the raffle ends sooner', () => {
    expect(invoiceValidityMs(usual)).toBe(15 * 60_000);
    expect(invoiceValidityMs({ created_at: iso(0), expires_at: iso(4 * 60_000) })).toBe(4 * 60_000);
  });

  it('a fresh invoice says 15 minutes', () => {
    expect(validityBadge(usual, at(500))).toBe('Válido por 15 minutos');
  });

  it('a purchase resumed 10 minutes later says the 5 minutes left, not 15', () => {
    expect(validityBadge(usual, at(10 * 60_000))).toBe('Válido por 5 minutos');
    expect(validityBadge(usual, at(14 * 60_000 + 10_000))).toBe('Válido por 1 minuto');
  });

  it('a browser clock behind the server cannot stretch it beyond the whole validity', () => {
    expect(validityBadge(usual, at(-3 * 60_000))).toBe('Válido por 15 minutos');
  });

  it('says when the sales end before the usual 15 minutes', () => {
    expect(validityBadge({ created_at: iso(0), expires_at: iso(4 * 60_000) }, at(0))).toBe(
      'Válido por 4 min: as vendas terminam antes',
    );
  });
});
