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

// Made on first use, like painel-days.ts's: ICU's zone data stays out of an idle server.
let parts: Intl.DateTimeFormat | undefined;
const brasiliaParts = () =>
  (parts ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

// Intl costs ~15 µs a call: a million tickets took 15 s. Rows share their minutes (a purchase's
// tickets one instant), so each minute is formatted once; Brasília's offset is whole hours,
// so the minute of the instant decides the text. Bounded: cleared when it grows past the cap.
const MINUTES_CACHED = 10_000;
const byMinute = new Map<string, string>();

/** ISO instant → '17/08/2025 14:05' (Brasília); null or '' → ''. */
export function csvDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const minute = date.toISOString().slice(0, 16);
  const cached = byMinute.get(minute);
  if (cached !== undefined) return cached;
  const part = Object.fromEntries(
    brasiliaParts()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const text = `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
  if (byMinute.size >= MINUTES_CACHED) byMinute.clear();
  byMinute.set(minute, text);
  return text;
}

/** One field: numbers as integers, text guarded against formulas and quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.trunc(value)) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The start of a file: the BOM and the header line. */
export function csvHeader(header: readonly string[]): string {
  return `${BOM}${csvLines([header])}`;
}

/** Rows as lines, each ending in CRLF: a file is csvHeader then csvLines of every page. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(csvCell).join(';')}\r\n`;
  return text;
}

/** The whole file: BOM, the header line, one line per row, each ending in CRLF. */
export function csvDocument(header: readonly string[], rows: readonly CsvCell[][]): string {
  return csvHeader(header) + csvLines(rows);
}
