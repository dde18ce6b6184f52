// docs/decisions/0016-operator-cockpit-release.md: the operator's notifications are derived from state, not written by the money
// paths. Each scan reads what has no notification yet (a raffle sold out, closed, drawn; a
// payout waiting for the operator) and LND's health, and inserts one notification per unique
// key — a crash or a restart re-derives the same keys, so nothing is duplicated or lost.
import type { PushChannel } from '@rifa/shared';
import { withTimeout } from '../../kernel/with-timeout.ts';
import {
  closedDraft,
  drawnDraft,
  lndDraft,
  PAYOUT_ATTENTION,
  payoutDraft,
  soldOutDraft,
} from './notification-texts.ts';
import type {
  Clock,
  Lightning,
  NotificationDraft,
  NotificationRepository,
  SettingsRepository,
} from '../../ports/index.ts';

/** Set on the first scan ever: what existed before the upgrade is history, not news. */
export const INITIALIZED_KEY = 'notifications.initialized';
/** 'down' once a drop was notified; the return is notified on the next answer. */
export const LND_STATE_KEY = 'notifications.lnd_state';
/** How many drops were notified: the n of the 'lnd_down:<n>' key. */
export const LND_DROPS_KEY = 'notifications.lnd_drops';
/** Consecutive failed probes before LND counts as down (one failure is often a blip). */
export const LND_DOWN_AFTER = 2;

export interface ScannerDeps {
  notifications: NotificationRepository;
  settings: SettingsRepository;
  lightning: Lightning;
  clock: Clock;
  /** The channels configured now: a new notification is pushed to these. */
  channels: () => PushChannel[];
  probeTimeoutMs?: number;
}

export function createNotificationScanner(deps: ScannerDeps) {
  const { notifications, settings } = deps;
  const probeTimeoutMs = deps.probeTimeoutMs ?? 5_000;
  let misses = 0;

  async function lndAnswers(): Promise<boolean> {
    try {
      await withTimeout(deps.lightning.getInfo(), probeTimeoutMs);
      return true;
    } catch {
      return false;
    }
  }

  /** LND's transition this scan, with the settings to store once it is inserted. */
  async function lndChange(): Promise<{ draft: NotificationDraft; save: () => void } | undefined> {
    const up = await lndAnswers();
    misses = up ? 0 : misses + 1;
    const wasDown = settings.get(LND_STATE_KEY) === 'down';
    const drops = Number(settings.get(LND_DROPS_KEY) ?? '0');
    if (!wasDown && misses >= LND_DOWN_AFTER) {
      return {
        draft: lndDraft('lnd_down', drops + 1),
        save: () => {
          settings.set(LND_DROPS_KEY, String(drops + 1));
          settings.set(LND_STATE_KEY, 'down');
        },
      };
    }
    if (wasDown && up)
      return { draft: lndDraft('lnd_up', drops), save: () => settings.set(LND_STATE_KEY, 'up') };
    return undefined;
  }

  return {
    /** One scan; resolves with how many notifications are new. */
    async scan(): Promise<number> {
      const lnd = await lndChange();
      const drafts = [
        ...notifications.soldOut().map(soldOutDraft),
        ...notifications.closed().map(closedDraft),
        ...notifications.drawn().map(drawnDraft),
        ...notifications.payouts(PAYOUT_ATTENTION).map(payoutDraft),
        ...(lnd ? [lnd.draft] : []),
      ];
      const first = settings.get(INITIALIZED_KEY) === undefined;
      const now = deps.clock.now().toISOString();
      const inserted =
        drafts.length === 0
          ? 0
          : notifications.insert(drafts, {
              now,
              read: first,
              channels: first ? [] : deps.channels(),
            });
      // Stored after the insert: a crash in between re-derives the same key next scan.
      lnd?.save();
      if (first) settings.set(INITIALIZED_KEY, now);
      return inserted;
    },
  };
}
