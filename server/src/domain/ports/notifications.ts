// docs/decisions/0016-operator-cockpit-release.md: the operator's notifications — their storage (the scanner's facts, the outbox of
// pushes) and the push channels (ntfy, a Nostr DM), so the domain stays free of SQL and HTTP.
import type { AdminNotification, NotificationKind, PushChannel } from '@rifa/shared';

/** A notification to insert once under its unique key. */
export interface NotificationDraft {
  key: string;
  kind: NotificationKind;
  raffleId: number | null;
  title: string;
  body: string;
}

/** Facts the scanner turns into notifications; each list holds only what has none yet. */
export interface SoldOutFact {
  raffleId: number;
  name: string;
  totalTickets: number;
}
export interface ClosedFact {
  raffleId: number;
  name: string;
  ticketsCount: number;
}
export interface DrawnFact {
  raffleId: number;
  name: string;
  winningTicket: number;
}
export interface PayoutFact {
  payoutId: number;
  raffleId: number;
  name: string;
  kind: 'prize' | 'refund';
  status: string;
  amount: number;
  lastError: string | null;
}

export interface PendingPush {
  notificationId: number;
  channel: PushChannel;
  attempts: number;
  kind: NotificationKind;
  title: string;
  body: string;
}

export interface NotificationRepository {
  soldOut(): SoldOutFact[];
  closed(): ClosedFact[];
  drawn(): DrawnFact[];
  /** Payouts in one of `statuses` without a notification for that status. */
  payouts(statuses: readonly string[]): PayoutFact[];
  /**
   * Inserts the drafts whose key is new (INSERT OR IGNORE), in one transaction; each new one
   * gets a pending push per channel. `read`: inserted as already read (the first scan).
   */
  insert(
    drafts: NotificationDraft[],
    options: { now: string; read: boolean; channels: PushChannel[] },
  ): number;
  list(limit: number): AdminNotification[];
  unread(): number;
  readAll(now: string): void;
  /** Pending pushes whose next attempt is due at `now`, oldest first. */
  duePushes(now: string, limit: number): PendingPush[];
  pushSent(notificationId: number, channel: PushChannel, now: string): void;
  /** One more failed attempt: retried at `nextAttemptAt`, or given up when it is null. */
  pushFailed(
    notificationId: number,
    channel: PushChannel,
    error: string,
    now: string,
    nextAttemptAt: string | null,
  ): void;
  failedPushes(): {
    count: number;
    last: { channel: PushChannel; error: string; at: string } | null;
  };
}

/** A message to push: the same title and text the bell shows. */
export interface PushMessage {
  title: string;
  body: string;
  /** ntfy tags (emoji short codes), e.g. 'tada'. */
  tags: string[];
  /** ntfy priority, 1 (min) to 5 (max); 3 is the default. */
  priority: 1 | 2 | 3 | 4 | 5;
}

export interface NtfyTarget {
  url: string;
  token?: string;
}

export interface NostrTarget {
  relayUrl: string;
  recipientPubkeyHex: string;
  senderSecretKeyHex: string;
}

/** The push channels and the Nostr key helpers they need; rejects with a pt-BR Error. */
export interface NotificationPushers {
  ntfy(target: NtfyTarget, message: PushMessage, timeoutMs: number): Promise<void>;
  nostr(target: NostrTarget, message: PushMessage, timeoutMs: number): Promise<void>;
  /** npub1… or 64 hex → hex; undefined when invalid. */
  parseNostrPubkey(input: string): string | undefined;
  npubFromSecretKey(secretHex: string): string;
  /** A fresh random 32-byte secret key, hex. */
  newSecretKeyHex(): string;
}
