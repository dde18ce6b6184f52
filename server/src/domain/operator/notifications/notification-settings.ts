// docs/decisions/0016-operator-cockpit-release.md: where the operator's notifications are pushed — an ntfy topic URL (with an
// optional access token) and a Nostr DM (their relay and key) — kept in the settings table.
// Nothing is configured by default, so nothing leaves the server until the operator says so.
// The ntfy token never goes back to the browser, and it belongs to the server it was given for:
// a URL on another origin drops it unless the same request brings a new one
// (docs/protocols/configuration.md#secrets-tied-to-a-destination). The server's own Nostr key is
// generated once and only its npub is shown.
import type { NotificationSettings, PushChannel } from '@rifa/shared';
import { invalid } from '../../kernel/errors.ts';
import type {
  NostrTarget,
  NotificationPushers,
  NotificationRepository,
  NtfyTarget,
  SettingsRepository,
} from '../../ports/index.ts';
import { asObject, has, type Input } from '../../kernel/validate.ts';

const KEYS = {
  ntfyUrl: 'notifications.ntfy_url',
  ntfyToken: 'notifications.ntfy_token',
  nostrRelay: 'notifications.nostr_relay',
  nostrRecipient: 'notifications.nostr_recipient',
  nostrSecret: 'notifications.nostr_secret',
} as const;

const MAX_URL = 2_000;
const MAX_TOKEN = 500;

export interface PushTargets {
  ntfy?: NtfyTarget;
  nostr?: NostrTarget;
}

/** null: clear; undefined: keep; a string: trimmed, '' clears too. */
function optionalText(input: Input, key: string, label: string, max: number) {
  if (!has(input, key)) return undefined;
  const value = input[key];
  if (value === null) return '';
  if (typeof value !== 'string') throw invalid(`${label} deve ser um texto`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalid(`${label} deve ter no máximo ${max} caracteres`);
  return trimmed;
}

function checkUrl(value: string, protocols: string[], message: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(message);
  }
  if (!protocols.includes(url.protocol) || !url.hostname || url.username || url.password)
    throw invalid(message);
  return value;
}

/** scheme://host:port as URL normalizes it (case, default port, IDN); undefined when unparsable. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a saved token may follow the topic to `next`: only to the origin it was given for.
 * The topic path may change (an ntfy token is a user's on that server, whatever the topic).
 */
function sameNtfyServer(saved: string | undefined, next: string): boolean {
  const before = originOf(saved);
  return before !== undefined && before === originOf(next);
}

export function createNotificationSettings(deps: {
  settings: SettingsRepository;
  notifications: NotificationRepository;
  pushers: NotificationPushers;
}) {
  const { settings, pushers } = deps;
  const get = (key: string) => settings.get(key) || undefined;

  /** The server's Nostr secret key, generated on first use. */
  function serverSecret(): string {
    let secret = get(KEYS.nostrSecret);
    if (!secret) {
      secret = pushers.newSecretKeyHex();
      settings.set(KEYS.nostrSecret, secret);
    }
    return secret;
  }

  function targets(): PushTargets {
    const url = get(KEYS.ntfyUrl);
    const token = get(KEYS.ntfyToken);
    const relayUrl = get(KEYS.nostrRelay);
    const recipient = get(KEYS.nostrRecipient);
    const recipientHex = recipient ? pushers.parseNostrPubkey(recipient) : undefined;
    return {
      ...(url ? { ntfy: { url, ...(token ? { token } : {}) } } : {}),
      ...(relayUrl && recipientHex
        ? {
            nostr: {
              relayUrl,
              recipientPubkeyHex: recipientHex,
              senderSecretKeyHex: serverSecret(),
            },
          }
        : {}),
    };
  }

  function read(): NotificationSettings {
    const failed = deps.notifications.failedPushes();
    return {
      ntfy: { url: get(KEYS.ntfyUrl) ?? null, token_set: Boolean(get(KEYS.ntfyToken)) },
      nostr: {
        relay_url: get(KEYS.nostrRelay) ?? null,
        recipient: get(KEYS.nostrRecipient) ?? null,
        server_npub: pushers.npubFromSecretKey(serverSecret()),
      },
      failed_pushes: failed.count,
      last_failure: failed.last,
    };
  }

  return {
    read,
    targets,
    /** The channels a notification created now is pushed to. */
    channels(): PushChannel[] {
      const now = targets();
      return (['ntfy', 'nostr'] as const).filter((channel) => now[channel] !== undefined);
    },

    /** PUT /api/admin/notifications/settings: everything checked before anything is stored. */
    update(body: unknown): NotificationSettings {
      const input = asObject(body);
      const ntfyUrl = optionalText(input, 'ntfy_url', 'URL do tópico ntfy', MAX_URL);
      const ntfyToken = optionalText(input, 'ntfy_token', 'Token de acesso do ntfy', MAX_TOKEN);
      const relay = optionalText(input, 'nostr_relay_url', 'Relay Nostr', MAX_URL);
      const recipient = optionalText(input, 'nostr_recipient', 'Chave pública Nostr', 200);
      if (ntfyUrl)
        checkUrl(
          ntfyUrl,
          ['http:', 'https:'],
          'URL do tópico ntfy inválida: use um endereço http:// ou https://, como https://ntfy.sh/meu-topico',
        );
      // Printable ASCII only: it goes into an HTTP header.
      if (ntfyToken && !/^[\x21-\x7e]+$/.test(ntfyToken))
        throw invalid(
          'Token de acesso do ntfy inválido: use só letras, números e símbolos, sem espaços',
        );
      if (relay)
        checkUrl(relay, ['ws:', 'wss:'], 'Relay Nostr inválido: use um endereço ws:// ou wss://');
      if (recipient && !pushers.parseNostrPubkey(recipient))
        throw invalid(
          'Chave pública Nostr inválida: use a npub1… ou os 64 caracteres hexadecimais',
        );
      const savedUrl = get(KEYS.ntfyUrl);
      let token = ntfyToken;
      // docs/protocols/configuration.md#secrets-tied-to-a-destination: another server does not
      // inherit the token; without a topic a token means nothing (clearing the URL clears it).
      if (token === undefined && ntfyUrl !== undefined && !sameNtfyServer(savedUrl, ntfyUrl))
        token = '';
      if (!(ntfyUrl ?? savedUrl)) token = '';
      if (ntfyUrl !== undefined) settings.set(KEYS.ntfyUrl, ntfyUrl);
      if (token !== undefined) settings.set(KEYS.ntfyToken, token);
      if (relay !== undefined) settings.set(KEYS.nostrRelay, relay);
      if (recipient !== undefined) settings.set(KEYS.nostrRecipient, recipient);
      return read();
    },
  };
}
