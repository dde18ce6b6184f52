// docs/decisions/0016-operator-cockpit-release.md: the outbox of pushes. Each notification gets one row per channel configured when
// it was created; this sends the due ones (10 s deadline each), marks them sent, and retries a
// failure later with a growing delay, giving up as 'failed' after MAX_PUSH_ATTEMPTS (the
// Configurações card counts those). A crash after a send but before its mark sends it again:
// at least once, never silently lost.
import type { PushChannel } from '@rifa/shared';
import { invalid, unavailable } from '../../kernel/errors.ts';
import type { PushTargets } from './notification-settings.ts';
import { pushMessage, TEST_MESSAGE } from './notification-texts.ts';
import type {
  Clock,
  NotificationPushers,
  NotificationRepository,
  PushMessage,
} from '../../ports/index.ts';
import type { DomainLog } from '../../kernel/log.ts';

export const PUSH_TIMEOUT_MS = 10_000;
export const MAX_PUSH_ATTEMPTS = 5;
const FIRST_RETRY_MS = 10_000;
const BATCH = 20;

/** Delay after the n-th failed attempt: 10 s, 30 s, 1.5 min, 4.5 min. */
export const retryDelayMs = (attempts: number) => FIRST_RETRY_MS * 3 ** (attempts - 1);

const CHANNEL_NAME: Record<PushChannel, string> = { ntfy: 'ntfy', nostr: 'Nostr' };

function reason(error: unknown): string {
  const text = error instanceof Error && error.message ? error.message : String(error);
  return text.slice(0, 300);
}

export function createNotificationPushes(deps: {
  notifications: NotificationRepository;
  pushers: NotificationPushers;
  targets: () => PushTargets;
  clock: Clock;
  log: DomainLog;
  timeoutMs?: number;
}) {
  const timeoutMs = deps.timeoutMs ?? PUSH_TIMEOUT_MS;

  function send(targets: PushTargets, channel: PushChannel, message: PushMessage) {
    if (channel === 'ntfy' && targets.ntfy)
      return deps.pushers.ntfy(targets.ntfy, message, timeoutMs);
    if (channel === 'nostr' && targets.nostr)
      return deps.pushers.nostr(targets.nostr, message, timeoutMs);
    return undefined;
  }

  return {
    /** Sends every due push once; resolves with how many were delivered. */
    async pushDue(): Promise<number> {
      const due = deps.notifications.duePushes(deps.clock.now().toISOString(), BATCH);
      if (due.length === 0) return 0;
      const targets = deps.targets();
      let delivered = 0;
      for (const push of due) {
        const { notificationId: id, channel } = push;
        const sending = send(targets, channel, pushMessage(push));
        if (!sending) {
          // The operator removed the channel since: nothing to send it to.
          const now = deps.clock.now().toISOString();
          deps.notifications.pushFailed(id, channel, 'canal não configurado', now, null);
          continue;
        }
        try {
          await sending;
          deps.notifications.pushSent(id, channel, deps.clock.now().toISOString());
          delivered += 1;
        } catch (error) {
          const attempts = push.attempts + 1;
          const now = deps.clock.now();
          const next =
            attempts >= MAX_PUSH_ATTEMPTS
              ? null
              : new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
          deps.notifications.pushFailed(id, channel, reason(error), now.toISOString(), next);
          deps.log.warn({ channel, notificationId: id, attempts }, 'falha ao enviar notificação');
        }
      }
      return delivered;
    },

    /** 'Enviar teste': one push now; a pt-BR error when it is not configured or fails. */
    async test(channel: unknown): Promise<void> {
      if (channel !== 'ntfy' && channel !== 'nostr')
        throw invalid("Canal inválido: use 'ntfy' ou 'nostr'");
      const sending = send(deps.targets(), channel, TEST_MESSAGE);
      if (!sending)
        throw invalid(`Configure o ${CHANNEL_NAME[channel]} e salve antes de enviar um teste`);
      try {
        await sending;
      } catch (error) {
        throw unavailable(
          `Falha no envio de teste pelo ${CHANNEL_NAME[channel]}: ${reason(error)}`,
        );
      }
    },
  };
}
