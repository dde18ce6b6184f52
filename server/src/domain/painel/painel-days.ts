// Brasília calendar days for the Painel's sales chart (docs/decisions/0016-operator-cockpit-release.md). The zone comes from the
// ICU data (America/Sao_Paulo), not a fixed −3 h: the chart stays right if Brazil ever
// brings daylight saving back. Its offset has always been whole hours, so sales counted by
// UTC hour fall into exactly one Brasília day each.
import type { HourSales } from '../ports/painel.ts';
import type { PainelDay } from '@rifa/shared';

// Made on first use: a formatter with a time zone loads ICU's zone data (~6 MB of memory
// for the process's life), which an idle server never needs (docs/protocols/targets.md#memory).
let day: Intl.DateTimeFormat | undefined;

/** The Brasília calendar day of an instant, 'YYYY-MM-DD'. */
export function brasiliaDay(at: Date): string {
  day ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return day.format(at);
}

/** The `count` Brasília days ending with the one `now` falls in, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const [year, month, day] = brasiliaDay(now).split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10),
  );
}

/**
 * The instant to count sales from: a day more than the window, so the first day is whole
 * whatever the offset; hours before it are dropped when the buckets are placed.
 */
export function windowStart(now: Date, count: number): string {
  return new Date(now.getTime() - (count + 1) * 86_400_000).toISOString();
}

/** Hourly sales (UTC) summed into the given Brasília days; days without sales are zeros. */
export function salesPerDay(days: string[], hours: HourSales[]): PainelDay[] {
  const byDay = new Map(days.map((day) => [day, { day, sats: 0, tickets: 0, purchases: 0 }]));
  for (const hour of hours) {
    const entry = byDay.get(brasiliaDay(new Date(`${hour.hour}:00:00Z`)));
    if (!entry) continue;
    entry.sats += hour.sats;
    entry.tickets += hour.tickets;
    entry.purchases += hour.purchases;
  }
  return [...byDay.values()];
}
