// Issue 16: the admin calls of the operator's notifications (the bell and the settings card),
// beside the main client (client.ts) so they ship only in the admin route's chunk.
import type {
  NotificationCount,
  NotificationList,
  NotificationSettings,
  NotificationSettingsInput,
  PushChannel,
} from '@rifa/shared';
import { formatDateTime } from '@rifa/shared';
import { request } from '../../../api/client.ts';
import { t } from '../../../i18n/pt-BR.ts';

export const notificationsApi = {
  unread: (signal?: AbortSignal) =>
    request<NotificationCount>('GET', '/api/admin/notifications/unread', {
      fallback: 'notifications.loadFailed',
      signal,
    }),
  list: (signal?: AbortSignal) =>
    request<NotificationList>('GET', '/api/admin/notifications', {
      fallback: 'notifications.loadFailed',
      signal,
    }),
  readAll: () =>
    request<NotificationCount>('POST', '/api/admin/notifications/read-all', {
      fallback: 'notifications.loadFailed',
    }),
  settings: (signal?: AbortSignal) =>
    request<NotificationSettings>('GET', '/api/admin/notifications/settings', {
      fallback: 'errors.notificationSettings',
      signal,
    }),
  saveSettings: (body: NotificationSettingsInput) =>
    request<NotificationSettings>('PUT', '/api/admin/notifications/settings', {
      fallback: 'errors.saveNotificationSettings',
      body,
    }),
  test: (channel: PushChannel) =>
    request<{ ok: true }>('POST', '/api/admin/notifications/test', {
      fallback: 'errors.notificationTest',
      body: { channel },
    }),
};

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
