import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, meetsDifficulty, powDigest, searchNonce, solvePow } from './pow.ts';

// docs/protocols/limits.md: sha256(utf8(challenge + ":" + nonce)) with `difficulty` leading zero bits.

describe('leadingZeroBits', () => {
  it.each([
    [[0x80, 0], 0],
    [[0x40, 0], 1],
    [[0x01, 0], 7],
    [[0x00, 0xff], 8],
    [[0x00, 0x00, 0x3f], 18],
    [[0x00, 0x00, 0x00], 24],
  ])('%j starts with %i zero bits', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });
});

describe('the proof of work', () => {
  it('hashes the UTF-8 of challenge ":" nonce (a known vector)', () => {
    // printf 'abc:1' | sha256sum
    expect(bytesToHex(powDigest('abc', '1'))).toBe(
      'bfcf0b9cbe9d8208b2cddd9a01c31a9a60698a106a0e4fc1664233a15f16acec',
    );
  });

  it('finds a nonce that meets the difficulty, and the check agrees', () => {
    const challenge = 'ab'.repeat(20);
    const nonce = searchNonce(challenge, 12);
    expect(nonce).not.toBeNull();
    expect(meetsDifficulty(challenge, nonce!, 12)).toBe(true);
    expect(leadingZeroBits(powDigest(challenge, nonce!))).toBeGreaterThanOrEqual(12);
  });

  it('gives up after the number of tries it was given', () => {
    expect(searchNonce('cd'.repeat(20), 40, 0, 50)).toBeNull();
  });

  it('difficulty 0 is met by any nonce', () => {
    expect(solvePow({ challenge: 'ef'.repeat(20), difficulty: 0, expires_at: '' })).toEqual({
      challenge: 'ef'.repeat(20),
      nonce: '0',
    });
  });
});

describe('searchNonce', () => {
  it('agrees with powDigest on every nonce it tries', () => {
    const challenge = '0123456789abcdef'.repeat(5);
    for (let from = 0; from < 300; from++) {
      const found = searchNonce(challenge, 3, from, 1);
      expect(found !== null).toBe(meetsDifficulty(challenge, String(from), 3));
    }
  });
});
