// NIP-04 encryption of a kind-4 direct message: AES-256-CBC (PKCS#7 padding) keyed with the
// x coordinate of the ECDH shared point, unhashed (NIP-04's note on libsecp256k1), and the
// content `base64(ciphertext)?iv=base64(iv)`.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { hexToBytes } from '@noble/hashes/utils.js';
import { getSharedSecret } from '@noble/secp256k1';

/** The shared x coordinate: our secret × their x-only key lifted to the even-y point. */
function sharedKey(secretKey: Uint8Array, peerPubkeyHex: string): Buffer {
  const compressedPoint = getSharedSecret(secretKey, hexToBytes(`02${peerPubkeyHex}`), true);
  return Buffer.from(compressedPoint.subarray(1, 33));
}

/** `iv` is only fixed by known-answer tests; every message gets 16 fresh random bytes. */
export function nip04Encrypt(
  text: string,
  senderSecretKey: Uint8Array,
  recipientPubkeyHex: string,
  iv: Uint8Array = randomBytes(16),
): string {
  const cipher = createCipheriv('aes-256-cbc', sharedKey(senderSecretKey, recipientPubkeyHex), iv);
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${ciphertext.toString('base64')}?iv=${Buffer.from(iv).toString('base64')}`;
}

/** The reverse, with the recipient's secret and the sender's key; throws on malformed content. */
export function nip04Decrypt(
  content: string,
  recipientSecretKey: Uint8Array,
  senderPubkeyHex: string,
): string {
  const [ciphertext, iv] = content.split('?iv=');
  if (ciphertext === undefined || iv === undefined) throw new Error('Conteúdo NIP-04 sem iv.');
  const decipher = createDecipheriv(
    'aes-256-cbc',
    sharedKey(recipientSecretKey, senderPubkeyHex),
    Buffer.from(iv, 'base64'),
  );
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
