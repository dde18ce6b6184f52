// pt-BR formatters shared by the SPA and the server's messages (spec §1: numbers and
// dates use the pt-BR format; amounts are shown in sats).

// Built on first use: creating an Intl formatter loads ICU locale and time-zone data
// (~8 MB in a server process that may never format anything while idle).
function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const integerFormat = lazy(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }));
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
};
const dateFormat = lazy(() => new Intl.DateTimeFormat('pt-BR', DATE_OPTIONS));
const dateTimeFormat = lazy(
  () => new Intl.DateTimeFormat('pt-BR', { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit' }),
);

/** 1000000 → '1.000.000' */
export function formatNumber(value: number): string {
  return integerFormat().format(value);
}

/** 1000000 → '1.000.000 sats' */
export function formatSats(value: number): string {
  return `${formatNumber(value)} sats`;
}

/** ISO date → '17/08/2025' (Brasília time). */
export function formatDate(iso: string | Date): string {
  return dateFormat().format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** ISO date → '17/08/2025, 14:00' (Brasília time). */
export function formatDateTime(iso: string | Date): string {
  return dateTimeFormat().format(typeof iso === 'string' ? new Date(iso) : iso);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `end`, rounded up (spec §9); 0 once it has passed. */
export function daysLeft(end: string | Date, now: Date = new Date()): number {
  const ms = new Date(end).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}
