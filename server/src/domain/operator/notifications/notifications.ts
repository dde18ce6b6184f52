// docs/decisions/0016-operator-cockpit-release.md: the operator's notifications as one service — the bell's reads, the push
// settings, 'Enviar teste', and the job that scans for news then sends the due pushes every
// few seconds. composition/services.ts builds it with the real channels.
import type { NotificationCount, NotificationList } from '@rifa/shared';
import { createPeriodicJob } from '../../kernel/periodic-job.ts';
import { createNotificationPushes } from './notification-pushes.ts';
import { createNotificationScanner } from './notification-scanner.ts';
import { createNotificationSettings } from './notification-settings.ts';
import type {
  Clock,
  Lightning,
  NotificationPushers,
  NotificationRepository,
  SettingsRepository,
} from '../../ports/index.ts';
import type { DomainLog } from '../../kernel/log.ts';

export const NOTIFICATION_LIST_LIMIT = 50;

export interface NotificationsDeps {
  notifications: NotificationRepository;
  settings: SettingsRepository;
  lightning: Lightning;
  clock: Clock;
  pushers: NotificationPushers;
  log: DomainLog;
  /** Period of the scan + push pass (default 5 s). */
  intervalMs?: number;
  pushTimeoutMs?: number;
}

export function createNotifications(deps: NotificationsDeps) {
  const { notifications, clock } = deps;
  const settings = createNotificationSettings(deps);
  const scanner = createNotificationScanner({ ...deps, channels: settings.channels });
  const pushes = createNotificationPushes({
    ...deps,
    targets: settings.targets,
    ...(deps.pushTimeoutMs === undefined ? {} : { timeoutMs: deps.pushTimeoutMs }),
  });

  const pass = async (): Promise<void> => {
    try {
      await scanner.scan();
      await pushes.pushDue();
    } catch (error) {
      deps.log.error({ err: error }, 'falha na verificação de notificações');
    }
  };
  const job = createPeriodicJob(pass, deps.intervalMs ?? 5_000);

  return {
    list(): NotificationList {
      return { data: notifications.list(NOTIFICATION_LIST_LIMIT), unread: notifications.unread() };
    },
    count(): NotificationCount {
      return { unread: notifications.unread() };
    },
    readAll(): NotificationCount {
      notifications.readAll(clock.now().toISOString());
      return { unread: 0 };
    },
    settings,
    test: pushes.test,
    scan: scanner.scan,
    pushDue: pushes.pushDue,
    /** Scan then push, every interval; compose.ts starts and stops it with the other jobs. */
    job,
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
