// The CSV cells of the exports (docs/decisions/0016-operator-cockpit-release.md): what a Brazilian spreadsheet needs, field by field.
import { describe, expect, it } from 'vitest';
import { csvCell, csvDate, csvDocument } from './painel-csv.ts';
import { brasiliaDay, lastDays, salesPerDay } from './painel-days.ts';

describe('csvCell', () => {
  it('quotes a field holding ;, " or a line break, with " doubled', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('linha 1\r\nlinha 2')).toBe('"linha 1\r\nlinha 2"');
    expect(csvCell('João da Silva')).toBe('João da Silva');
  });

  it('puts an apostrophe before a text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t'])
      expect(csvCell(`${start}SOMA(A1)`)).toBe(`'${start}SOMA(A1)`);
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvCell('Maria = Ana')).toBe('Maria = Ana');
  });

  it('writes amounts as integers and null as an empty field', () => {
    expect(csvCell(1_000_000)).toBe('1000000');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvDate', () => {
  it("is 'dd/mm/aaaa hh:mm' in Brasília", () => {
    expect(csvDate('2026-01-05T02:30:00.000Z')).toBe('04/01/2026 23:30');
    expect(csvDate('2026-12-31T15:07:59.000Z')).toBe('31/12/2026 12:07');
    expect(csvDate(null)).toBe('');
  });
});

describe('csvDocument', () => {
  it('starts with the BOM, separates with ; and ends every line with CRLF', () => {
    expect(csvDocument(['Número', 'Nome'], [[1, 'Zé; "o" Rei']])).toBe(
      '\uFEFFNúmero;Nome\r\n1;"Zé; ""o"" Rei"\r\n',
    );
  });
});

describe('Brasília days', () => {
  it('puts 02:30 UTC on the day before and counts 30 days back from today', () => {
    expect(brasiliaDay(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    const days = lastDays(new Date('2026-03-01T02:30:00Z'), 30);
    expect(days).toHaveLength(30);
    expect([days[0], days.at(-1)]).toEqual(['2026-01-30', '2026-02-28']);
    const sales = salesPerDay(days, [
      { hour: '2026-02-28T02', sats: 5, tickets: 1, purchases: 1 },
      { hour: '2026-02-28T03', sats: 7, tickets: 2, purchases: 1 },
      { hour: '2025-12-01T12', sats: 9, tickets: 9, purchases: 9 },
    ]);
    expect(sales.find((d) => d.day === '2026-02-27')).toMatchObject({ sats: 5, tickets: 1 });
    expect(sales.find((d) => d.day === '2026-02-28')).toMatchObject({ sats: 7, tickets: 2 });
    expect(sales.reduce((sum, d) => sum + d.sats, 0)).toBe(12);
  });
});
