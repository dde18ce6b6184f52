// shortSha256 (short-sha256.ts) answers as node:crypto does, for every message length it takes
// and for random bytes, prefixes and offsets.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHORT_SHA256_MAX_BYTES, shortSha256 } from './short-sha256.ts';

const reference = (prefix: number, bytes: Uint8Array) =>
  createHash('sha256').update(Uint8Array.of(prefix)).update(bytes).digest('hex');

function ours(prefix: number, source: Uint8Array, start: number, length: number, outAt = 0) {
  const out = new Uint8Array(outAt + 32 + 5).fill(0xee);
  shortSha256(prefix, source, start, length, out, outAt);
  // Nothing written outside its 32 bytes.
  expect([...out.subarray(0, outAt), ...out.subarray(outAt + 32)].every((b) => b === 0xee)).toBe(
    true,
  );
  return Buffer.from(out.subarray(outAt, outAt + 32)).toString('hex');
}

describe('shortSha256 = node:crypto sha256', () => {
  it('the empty message after the prefix, and the known digest of "abc"', () => {
    expect(ours(0x00, new Uint8Array(0), 0, 0)).toBe(reference(0x00, new Uint8Array(0)));
    // FIPS 180-4's example: the prefix is the message's first byte ('a').
    expect(ours(0x61, Buffer.from('bc'), 0, 2)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('every length it takes, each around the one- and two-block edges', () => {
    for (let length = 0; length < SHORT_SHA256_MAX_BYTES; length++) {
      const bytes = randomBytes(length);
      expect(ours(0x01, bytes, 0, length), `length ${length}`).toBe(reference(0x01, bytes));
    }
  });

  it('random messages from inside a larger buffer, written at an offset', () => {
    for (let i = 0; i < 2_000; i++) {
      const source = randomBytes(300);
      const length = randomInt(SHORT_SHA256_MAX_BYTES);
      const start = randomInt(300 - length);
      const prefix = randomInt(256);
      expect(ours(prefix, source, start, length, randomInt(64))).toBe(
        reference(prefix, source.subarray(start, start + length)),
      );
    }
  });

  it('refuses a message that would need a third block', () => {
    expect(() =>
      shortSha256(0, new Uint8Array(200), 0, SHORT_SHA256_MAX_BYTES, new Uint8Array(32), 0),
    ).toThrow(RangeError);
  });
});
