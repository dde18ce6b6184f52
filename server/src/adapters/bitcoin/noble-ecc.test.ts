// noble-ecc.ts answers as tiny-secp256k1 (what bitcoinjs-lib was given before) on bitcoinjs-lib's
// own vectors, on edge values and on random ones; and a Taproot address is judged by its key.
import { randomBytes } from 'node:crypto';
import * as bitcoin from 'bitcoinjs-lib';
import * as tiny from 'tiny-secp256k1';
import { describe, expect, it } from 'vitest';
import { createAddressValidator } from './address-validator.ts';
import { nobleEcc } from './noble-ecc.ts';

const hex = (value: string) => Buffer.from(value, 'hex');
const ORDER = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141';
const FIELD = 'fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f';

const outcome = (run: () => unknown) => {
  try {
    const value = run() as { parity: number; xOnlyPubkey: Uint8Array } | boolean | null;
    return value && typeof value === 'object'
      ? { parity: value.parity, x: Buffer.from(value.xOnlyPubkey).toString('hex') }
      : value;
  } catch {
    return 'throws';
  }
};

const keys = [
  '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  '0000000000000000000000000000000000000000000000000000000000000001',
  '0000000000000000000000000000000000000000000000000000000000000000',
  FIELD,
  'fffffffffffffffffffffffffffffffffffffffffffffffffffffffeeffffc2e',
  '1617d38ed8d8657da4d4761e8057bc396ea9e4b9d29776d4be096016dbd2509b',
  '00',
];
const tweaks = [
  '0000000000000000000000000000000000000000000000000000000000000000',
  '0000000000000000000000000000000000000000000000000000000000000001',
  'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140',
  ORDER,
  'a8397a935f0dfceba6ba9618f6451ef4d80637abf4e6af2669fbc9de6a8fd2ac',
  '01',
];

describe('nobleEcc', () => {
  it('passes the check bitcoinjs-lib runs on an ECC library', () => {
    expect(() => bitcoin.initEccLib(nobleEcc)).not.toThrow();
  });

  it('agrees with tiny-secp256k1 on edge keys and tweaks', () => {
    for (const key of keys) {
      expect(nobleEcc.isXOnlyPoint(hex(key)), key).toBe(tiny.isXOnlyPoint(hex(key)));
      for (const tweak of tweaks)
        expect(
          outcome(() => nobleEcc.xOnlyPointAddTweak(hex(key), hex(tweak))),
          `${key} ${tweak}`,
        ).toEqual(outcome(() => tiny.xOnlyPointAddTweak(hex(key), hex(tweak))));
    }
  });

  it('agrees with tiny-secp256k1 on random keys and tweaks', () => {
    for (let i = 0; i < 200; i++) {
      const key = randomBytes(32);
      const tweak = randomBytes(32);
      expect(nobleEcc.isXOnlyPoint(key)).toBe(tiny.isXOnlyPoint(key));
      expect(outcome(() => nobleEcc.xOnlyPointAddTweak(key, tweak))).toEqual(
        outcome(() => tiny.xOnlyPointAddTweak(key, tweak)),
      );
    }
  });
});

describe('Taproot addresses', () => {
  const validator = createAddressValidator('mainnet');
  const taproot = (key: string) =>
    bitcoin.address.toBech32(hex(key), 1, bitcoin.networks.bitcoin.bech32);

  it('accepts a key on the curve and refuses one that is not', () => {
    expect(validator.isValid(taproot(keys[0]!))).toBe(true);
    expect(validator.isValid(taproot(keys[1]!))).toBe(true);
    expect(validator.isValid(taproot(keys[2]!))).toBe(false);
    expect(validator.isValid(taproot(FIELD))).toBe(false);
  });
});
