// Nostr keys: BIP-340 x-only public keys (32 bytes, lowercase hex on the wire, NIP-01) and
// their NIP-19 display form `npub1…`. The operator pastes whichever their client shows.
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { Point, schnorr, utils } from '@noble/secp256k1';
import { bech32Decode, bech32Encode } from './nostr-bech32.ts';

const HEX_32_BYTES = /^[0-9a-f]{64}$/i;

/** Whether 32 bytes of x are the x coordinate of a secp256k1 point (BIP-340 lift_x). */
function isCurveX(xHex: string): boolean {
  try {
    Point.fromHex(`02${xHex}`);
    return true;
  } catch {
    return false;
  }
}

/** `npub1…` or 64 hex digits → 64 lowercase hex of a key on the curve; anything else → undefined. */
export function parseNostrPubkey(input: string): string | undefined {
  const text = input.trim();
  let hex: string | undefined;
  if (HEX_32_BYTES.test(text)) {
    hex = text.toLowerCase();
  } else {
    const decoded = bech32Decode(text);
    if (decoded?.hrp === 'npub' && decoded.bytes.length === 32) hex = bytesToHex(decoded.bytes);
  }
  return hex !== undefined && isCurveX(hex) ? hex : undefined;
}

/** The secret key's bytes when it is 64 hex digits of a valid scalar (1 ≤ k < n), else undefined. */
export function nostrSecretKeyBytes(secretHex: string): Uint8Array | undefined {
  if (!HEX_32_BYTES.test(secretHex)) return undefined;
  const bytes = hexToBytes(secretHex.toLowerCase());
  return utils.isValidSecretKey(bytes) ? bytes : undefined;
}

/** The secret key's x-only public key, hex. Throws on an invalid secret key. */
export function nostrPubkeyFromSecretKey(secretHex: string): string {
  const secret = nostrSecretKeyBytes(secretHex);
  if (!secret) throw new Error('Chave secreta Nostr inválida.');
  return bytesToHex(schnorr.getPublicKey(secret));
}

export function npubFromPubkey(pubkeyHex: string): string {
  return bech32Encode('npub', hexToBytes(pubkeyHex));
}

/** The `npub1…` the operator adds as a contact to recognise the app's messages. */
export function npubFromSecretKey(secretHex: string): string {
  return npubFromPubkey(nostrPubkeyFromSecretKey(secretHex));
}

/** 32 random bytes (CSPRNG) that are a valid secp256k1 scalar, hex. */
export function generateNostrSecretKey(): string {
  return bytesToHex(utils.randomSecretKey());
}
