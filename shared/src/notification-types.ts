// docs/decisions/0016-operator-cockpit-release.md: the operator's notifications (the Admin's bell) and where they are pushed.

/** What happened: a raffle sold out, closed or was drawn; a payout needs the admin; LND. */
export type NotificationKind = 'sold_out' | 'closed' | 'drawn' | 'payout' | 'lnd_down' | 'lnd_up';

export interface AdminNotification {
  id: number;
  kind: NotificationKind;
  raffle_id: number | null;
  title: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

/** GET /api/admin/notifications: the newest first, and how many are unread. */
export interface NotificationList {
  data: AdminNotification[];
  unread: number;
}

/** GET /api/admin/notifications/unread: the bell's cheap poll. */
export interface NotificationCount {
  unread: number;
}

export type PushChannel = 'ntfy' | 'nostr';

/** GET/PUT /api/admin/notifications/settings. The ntfy token is never sent back, only whether it is set. */
export interface NotificationSettings {
  ntfy: { url: string | null; token_set: boolean };
  nostr: {
    relay_url: string | null;
    /** The operator's key as they typed it (npub1… or hex). */
    recipient: string | null;
    /** The server's own key, generated once: the DM's sender. */
    server_npub: string;
  };
  /** Pushes given up after their retries. */
  failed_pushes: number;
  last_failure: { channel: PushChannel; error: string; at: string } | null;
}

/** PUT body: absent keeps a value, null or blank clears it. */
export interface NotificationSettingsInput {
  ntfy_url?: string | null;
  ntfy_token?: string | null;
  nostr_relay_url?: string | null;
  nostr_recipient?: string | null;
}
