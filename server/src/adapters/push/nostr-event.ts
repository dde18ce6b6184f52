// A signed Nostr event (NIP-01): id = sha256 of the UTF-8 JSON `[0, pubkey, created_at,
// kind, tags, content]` with no whitespace; sig = BIP-340 Schnorr signature of the id.
// JSON.stringify escapes exactly what NIP-01 lists (\n \" \\ \r \t \b \f) and leaves every
// other printable character verbatim, accents included.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { schnorr } from '@noble/secp256k1';

export interface NostrEventTemplate {
  kind: number;
  created_at: number;
  tags: string[][];
  content: string;
}

export interface NostrEvent extends NostrEventTemplate {
  id: string;
  pubkey: string;
  sig: string;
}

export function nostrEventId(event: NostrEventTemplate & { pubkey: string }): string {
  const serialized = JSON.stringify([
    0,
    event.pubkey,
    event.created_at,
    event.kind,
    event.tags,
    event.content,
  ]);
  return bytesToHex(sha256(utf8ToBytes(serialized)));
}

/**
 * Signs with WebCrypto's SHA-256 (the async API), so nothing sets the process-wide
 * `hashes.sha256` of @noble/secp256k1. `auxRand` is fixed only by known-answer tests.
 */
export async function signNostrEvent(
  template: NostrEventTemplate,
  secretKey: Uint8Array,
  auxRand?: Uint8Array,
): Promise<NostrEvent> {
  const pubkey = bytesToHex(schnorr.getPublicKey(secretKey));
  const id = nostrEventId({ ...template, pubkey });
  const sig = await schnorr.signAsync(hexToBytes(id), secretKey, auxRand);
  return { ...template, id, pubkey, sig: bytesToHex(sig) };
}
