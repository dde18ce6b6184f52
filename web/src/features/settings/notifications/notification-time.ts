// When a notification came (docs/decisions/0016-operator-cockpit-release.md): relative within a day, the Brasília date after.
import { formatDateTime } from '@rifa/shared';
import { t } from '../../../i18n/pt-BR.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
];

/** 'há 5 minutos', 'há 2 horas' within a day; older: the Brasília date and time. */
export function notificationTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return t('notifications.justNow');
  if (seconds >= 24 * 60 * 60) return formatDateTime(iso);
  const [unit, size] = seconds < 60 * 60 ? UNITS[0]! : UNITS[1]!;
  return new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }).format(
    -Math.floor(seconds / size),
    unit,
  );
}
