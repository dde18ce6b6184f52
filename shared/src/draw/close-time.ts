// "After close" as the draw block rule uses it (docs/protocols/draw.md): a block qualifies when its
// mediantime — unix seconds, as bitcoind's getblockheader reports it — is STRICTLY greater
// than end_date. A mediantime equal to end_date (to the second) does not qualify.

import { DrawInputError } from './input-checks.ts';

// An explicit zone is required: without one, Date.parse reads the string as local time and
// two auditors in different time zones would disagree about which block is the draw block.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** end_date in milliseconds since the epoch. Accepts a Date or ISO 8601 with Z or ±hh:mm. */
export function endDateMillis(endDate: string | Date): number {
  const millis =
    typeof endDate === 'string' && ISO_WITH_ZONE.test(endDate)
      ? Date.parse(endDate)
      : endDate instanceof Date
        ? endDate.getTime()
        : Number.NaN;
  if (!Number.isFinite(millis)) {
    throw new DrawInputError(
      `end_date inválido: ${JSON.stringify(endDate)} (esperado: data ISO 8601 com fuso, ex.: 2025-08-17T17:00:00.000Z)`,
    );
  }
  return millis;
}

/** True when a block with this mediantime is after the close of sales (strictly). */
export function isAfterClose(mediantime: number, endDate: string | Date): boolean {
  if (!Number.isSafeInteger(mediantime) || mediantime < 0) {
    throw new DrawInputError(
      `mediantime inválido: ${JSON.stringify(mediantime)} (esperado: segundos Unix, inteiro)`,
    );
  }
  // Compared in milliseconds so an end_date with a fraction of a second stays exact:
  // end 14:00:00.500 → a mediantime of 14:00:00 is before it, 14:00:01 after it.
  return mediantime * 1000 > endDateMillis(endDate);
}
