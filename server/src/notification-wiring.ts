// Issue 16: the operator's notifications over their SQLite table and the real push channels
// (ntfy over HTTP, a Nostr DM through the operator's relay); apart from services.ts so that
// file stays small. Tests pass fake pushers instead.
import { sendNtfy } from './adapters/push/ntfy.ts';
import {
  generateNostrSecretKey,
  npubFromSecretKey,
  parseNostrPubkey,
  sendNostrDm,
} from './adapters/push/nostr-dm.ts';
import type { Store } from './adapters/sqlite/index.ts';
import { createNotifications } from './domain/operator/index.ts';
import type { Clock, Lightning, NotificationPushers } from './domain/ports/index.ts';
import type { DomainLog } from './domain/kernel/log.ts';

export const realPushers: NotificationPushers = {
  ntfy: sendNtfy,
  async nostr(target, message, timeoutMs) {
    await sendNostrDm({ ...target, text: `${message.title}\n\n${message.body}`, timeoutMs });
  },
  parseNostrPubkey,
  npubFromSecretKey,
  newSecretKeyHex: generateNostrSecretKey,
};

export function wireNotifications(deps: {
  store: Store;
  lightning: Lightning;
  clock: Clock;
  log: DomainLog;
  pushers?: NotificationPushers | undefined;
}) {
  return createNotifications({
    notifications: deps.store.notifications,
    settings: deps.store.settings,
    lightning: deps.lightning,
    clock: deps.clock,
    log: deps.log,
    pushers: deps.pushers ?? realPushers,
  });
}
