// CSV as a Brazilian spreadsheet opens it (docs/decisions/0016-operator-cockpit-release.md): UTF-8 with a BOM (Excel reads the
// accents right only then), ';' between fields (',' is the decimal mark in pt-BR), CRLF line
// ends, a field quoted when it holds ';', '"' or a line break, with '"' doubled. Amounts stay
// integers (sats: no decimal mark to misread) and dates are 'dd/mm/aaaa hh:mm' in Brasília.

export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[;"\r\n]/;
// A text starting with one of these is a formula to Excel, LibreOffice and Google Sheets
// (OWASP 'CSV injection'); names and nicknames are typed by participants, so such a text
// gets a leading apostrophe, which the spreadsheet shows as plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

const PARTS = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** ISO instant → '17/08/2025 14:05' (Brasília); null or '' → ''. */
export function csvDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** One field: numbers as integers, text guarded against formulas and quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.trunc(value)) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, the header line, one line per row, each ending in CRLF. */
export function csvDocument(header: readonly string[], rows: readonly CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
