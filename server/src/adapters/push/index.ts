// The real notification push channels: ntfy over HTTP, and a Nostr DM through the operator's
// relay. Tests pass fake pushers instead.
import type { NotificationPushers } from '../../domain/ports/index.ts';
import { sendNtfy } from './ntfy.ts';
import {
  generateNostrSecretKey,
  npubFromSecretKey,
  parseNostrPubkey,
  sendNostrDm,
} from './nostr-dm.ts';

export const realPushers: NotificationPushers = {
  ntfy: sendNtfy,
  async nostr(target, message, timeoutMs) {
    await sendNostrDm({ ...target, text: `${message.title}\n\n${message.body}`, timeoutMs });
  },
  parseNostrPubkey,
  npubFromSecretKey,
  newSecretKeyHex: generateNostrSecretKey,
};
