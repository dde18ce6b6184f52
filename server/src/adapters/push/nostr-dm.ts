// Operator notifications as a Nostr direct message to the operator's own relay (docs/decisions/0016-operator-cockpit-release.md):
// the app signs with its own key and encrypts to the operator's public key.
//
// Why NIP-04 (kind 4) and not NIP-17: every common Nostr client (Damus, Amethyst, Primal,
// Coracle, 0xchat…) still decrypts kind-4 DMs, and it is one event to one relay. NIP-17's
// private DMs need NIP-44 encryption and three events (rumor, seal, gift wrap) with an
// ephemeral key, and the operator's relay must accept kind 1059; that is a later step.
// What kind 4 leaks — sender, recipient and time are public metadata — matters little for a
// note from the operator's own app to the operator, on the operator's own relay.
import { signNostrEvent } from './nostr-event.ts';
import { nostrSecretKeyBytes, parseNostrPubkey } from './nostr-keys.ts';
import { nip04Encrypt } from './nostr-nip04.ts';
import { publishNostrEvent } from './nostr-relay-publish.ts';

export { generateNostrSecretKey, npubFromSecretKey, parseNostrPubkey } from './nostr-keys.ts';

export interface NostrDm {
  relayUrl: string;
  recipientPubkeyHex: string;
  senderSecretKeyHex: string;
  text: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const ENCRYPTED_DIRECT_MESSAGE = 4;

/**
 * Signs, encrypts and publishes one kind-4 DM; resolves once the relay answers OK true.
 * Rejects with a pt-BR message saying why (bad key or address, refused with the relay's
 * reason, connection failed, timeout); the socket is closed either way.
 */
export async function sendNostrDm(dm: NostrDm): Promise<{ eventId: string }> {
  const recipient = parseNostrPubkey(dm.recipientPubkeyHex);
  if (!recipient) throw new Error('Chave pública Nostr do destinatário inválida.');
  const secretKey = nostrSecretKeyBytes(dm.senderSecretKeyHex);
  if (!secretKey) throw new Error('Chave secreta Nostr do remetente inválida.');

  const event = await signNostrEvent(
    {
      kind: ENCRYPTED_DIRECT_MESSAGE,
      created_at: Math.floor(Date.now() / 1000),
      tags: [['p', recipient]],
      content: nip04Encrypt(dm.text, secretKey, recipient),
    },
    secretKey,
  );
  await publishNostrEvent(dm.relayUrl, event, dm.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  return { eventId: event.id };
}
