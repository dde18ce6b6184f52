// NIP-19 keys: the examples in the NIP's own text, and the inputs an operator might paste.
import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { bech32Decode, bech32Encode } from './nostr-bech32.ts';
import {
  generateNostrSecretKey,
  nostrPubkeyFromSecretKey,
  nostrSecretKeyBytes,
  npubFromSecretKey,
  parseNostrPubkey,
} from './nostr-keys.ts';

// NIP-19 "Examples": this nsec and this npub are one key pair.
const NIP19_NPUB = 'npub10elfcs4fr0l0r8af98jlmgdh9c8tcxjvz9qkw038js35mp4dma8qzvjptg';
const NIP19_PUBKEY = '7e7e9c42a91bfef19fa929e5fda1b72e0ebc1a4c1141673e2794234d86addf4e';
const NIP19_NSEC = 'nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5';
const NIP19_SECRET = '67dea2ed018072d675f5415ecfaed7d2597555e202d85b3d65ea4e58d2d92ffa';
// NIP-19 "Bare keys and ids".
const FIATJAF_NPUB = 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6';
const FIATJAF_PUBKEY = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';
/** x = 5: x³ + 7 is not a square mod p, so no secp256k1 point has it. */
const OFF_CURVE_X = '5'.padStart(64, '0');

describe('NIP-19 vectors', () => {
  it('npub ↔ hex both ways', () => {
    expect(parseNostrPubkey(NIP19_NPUB)).toBe(NIP19_PUBKEY);
    expect(parseNostrPubkey(FIATJAF_NPUB)).toBe(FIATJAF_PUBKEY);
    expect(bech32Encode('npub', hexToBytes(NIP19_PUBKEY))).toBe(NIP19_NPUB);
    expect(bech32Encode('npub', hexToBytes(FIATJAF_PUBKEY))).toBe(FIATJAF_NPUB);
  });

  it('nsec ↔ hex, and its public key is the example npub', () => {
    expect(bech32Encode('nsec', hexToBytes(NIP19_SECRET))).toBe(NIP19_NSEC);
    expect(bech32Decode(NIP19_NSEC)?.hrp).toBe('nsec');
    expect(npubFromSecretKey(NIP19_SECRET)).toBe(NIP19_NPUB);
    expect(nostrPubkeyFromSecretKey(NIP19_SECRET)).toBe(NIP19_PUBKEY);
  });
});

describe('parseNostrPubkey', () => {
  it.each([
    ['hex, lowercase', NIP19_PUBKEY],
    ['hex, uppercase', NIP19_PUBKEY.toUpperCase()],
    ['npub, uppercase (bech32 allows one case)', NIP19_NPUB.toUpperCase()],
    ['with spaces around, as pasted', `  ${NIP19_NPUB}\n`],
  ])('accepts %s', (_, input) => {
    expect(parseNostrPubkey(input)).toBe(NIP19_PUBKEY);
  });

  it.each([
    ['empty', ''],
    ['63 hex digits', NIP19_PUBKEY.slice(1)],
    ['65 hex digits', `${NIP19_PUBKEY}0`],
    ['non-hex digit', `${NIP19_PUBKEY.slice(0, 63)}g`],
    ['x not on the curve', OFF_CURVE_X],
    ['x ≥ p', 'f'.repeat(64)],
    ['npub of an x not on the curve', bech32Encode('npub', hexToBytes(OFF_CURVE_X))],
    ['npub with a wrong checksum', `${NIP19_NPUB.slice(0, -1)}q`],
    ['npub in mixed case', `NPUB${NIP19_NPUB.slice(4)}`],
    ['an nsec (a secret key is not a contact)', NIP19_NSEC],
    ['npub of 31 bytes', bech32Encode('npub', new Uint8Array(31).fill(1))],
    ['a NIP-05 address', 'operador@exemplo.com'],
  ])('refuses %s', (_, input) => {
    expect(parseNostrPubkey(input)).toBeUndefined();
  });
});

describe('secret keys', () => {
  it('generates 64 hex digits of a valid scalar, different every time', () => {
    const one = generateNostrSecretKey();
    const two = generateNostrSecretKey();
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(nostrSecretKeyBytes(one)).toBeDefined();
    expect(one).not.toBe(two);
    expect(npubFromSecretKey(one)).toMatch(/^npub1[02-9ac-hj-np-z]{58}$/);
  });

  it('refuses zero, the group order and malformed text', () => {
    const order = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141';
    for (const bad of ['0'.repeat(64), order, 'abc', NIP19_NSEC]) {
      expect(nostrSecretKeyBytes(bad)).toBeUndefined();
      expect(() => npubFromSecretKey(bad)).toThrow('Chave secreta Nostr inválida.');
    }
  });
});
