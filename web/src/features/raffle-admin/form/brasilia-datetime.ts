// The admin's date field is text in the Brazilian form 'dd/mm/aaaa hh:mm', Brasília time, in any
// browser: a native datetime-local input shows the browser's own order and language
// (mm/dd/yyyy in an English one) and answers with its own validation messages. The API speaks
// ISO 8601 UTC (docs/protocols/http-api.md). docs/decisions/0014-numbers-prizes-packages.md: the admin's date inputs are in Brasília time whatever the
// browser's zone, like every date the app shows (shared formatDateTime). The offset comes
// from the tz database through Intl, never hard-coded: Brazil kept DST until 2019.

const BRASILIA_ZONE = 'America/Sao_Paulo';

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

let wallFormat: Intl.DateTimeFormat | undefined;

/** The Brasília wall clock of an instant, as if that wall time were UTC (ms). */
function wallAsUtc(instant: number): number {
  wallFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BRASILIA_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part: Record<string, number> = {};
  for (const { type, value } of wallFormat.formatToParts(new Date(instant)))
    if (type !== 'literal') part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Brasília's offset from UTC at an instant (ms; −3 h today). */
const offsetAt = (instant: number): number =>
  wallAsUtc(instant) - Math.floor(instant / 1000) * 1000;

/**
 * '2030-01-15T20:00' (Brasília) → '2030-01-15T23:00:00.000Z', or null when empty or not a
 * real date. A wall time skipped by an old DST change (00:xx on its first day) maps to the
 * hour after it; one repeated when DST ended maps to its first occurrence.
 */
export function brasiliaInputToIso(value: string): string | null {
  const match = INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    month < 1 ||
    month > 12 ||
    hour > 23 ||
    minute > 59 ||
    check.getUTCDate() !== day ||
    check.getUTCMonth() !== month - 1
  )
    return null;
  // Two passes: the offset at the first guess may differ from the one at the answer when
  // the wall time sits next to a DST change.
  const guess = wall - offsetAt(wall);
  const instant = wall - offsetAt(guess);
  return new Date(wallAsUtc(instant) === wall ? instant : guess).toISOString();
}

/** ISO (or a Date) → the Brasília wall time 'YYYY-MM-DDTHH:mm'. */
export function isoToBrasiliaInput(iso: string | Date): string {
  const instant = new Date(iso).getTime();
  return new Date(wallAsUtc(instant)).toISOString().slice(0, 16);
}

const TEXT = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*$/;
const two = (n: string) => n.padStart(2, '0');

/**
 * '24/12/2030 20:00' (Brasília) → ISO 8601 UTC, or null when empty or not a real date. The
 * 'YYYY-MM-DDTHH:mm' form is taken too (what the field held before, and what a paste from a
 * spreadsheet may bring).
 */
export function brasiliaTextToIso(value: string): string | null {
  const match = TEXT.exec(value);
  if (!match) return brasiliaInputToIso(value.trim());
  const [, day, month, year, hour, minute] = match as unknown as [string, ...string[]];
  return brasiliaInputToIso(`${year}-${two(month!)}-${two(day!)}T${two(hour!)}:${minute}`);
}

/** ISO (or a Date) → '24/12/2030 20:00', the field's text in Brasília time. */
export function isoToBrasiliaText(iso: string | Date): string {
  const [date, time] = isoToBrasiliaInput(iso).split('T') as [string, string];
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}
