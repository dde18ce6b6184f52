import { formatDateTime } from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';

// Values of the draw proof as an auditor compares them (docs/protocols/draw.md): dates in pt-BR
// (Brasília) next to the unix seconds that the draw-block rule compares.

const withSeconds = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** 1755450612 → '17/08/2025, 14:10:12 (horário de Brasília)'. */
export function mediantimeText(seconds: number): string {
  return t('draw.brasilia', { date: withSeconds.format(new Date(seconds * 1000)) });
}

/** An ISO date in pt-BR (Brasília), to the minute. */
export function dateTimeText(iso: string): string {
  return t('draw.brasilia', { date: formatDateTime(iso) });
}

/**
 * end_date in unix seconds, exactly as the rule compares it: the rule is
 * mediantime × 1000 > end_date in ms, so a fraction of a second is kept (1755450000.5).
 */
export function unixSecondsOf(iso: string): string {
  const ms = Date.parse(iso);
  return ms % 1000 === 0 ? String(ms / 1000) : (ms / 1000).toFixed(3);
}

export const proofPath = (raffleId: number): string => `/api/rifa/${raffleId}/draw`;
