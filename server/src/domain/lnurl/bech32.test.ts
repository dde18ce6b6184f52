// bech32.ts against BIP-173's test vectors, and the length and bech32m cases LNURL depends on.
import { describe, expect, it } from 'vitest';
import { bech32Decode, bech32Encode, decodeWords, encodeWords } from './bech32.ts';

describe('bech32', () => {
  it.each([
    'A12UEL5L',
    'a12uel5l',
    'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
    'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
    'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
    '?1ezyfcl',
  ])('accepts the BIP-173 valid string %s and re-encodes it', (text) => {
    const decoded = decodeWords(text);
    expect(decoded).toBeDefined();
    expect(encodeWords(decoded!.hrp, decoded!.words)).toBe(text.toLowerCase());
  });

  it.each([
    ['mixed case', 'A12uEL5L'],
    ['no separator', 'pzry9x0s0muk'],
    ['empty prefix', '1pzry9x0s0muk'],
    ['character outside the alphabet', 'x1b4n0q5v'],
    ['checksum too short', 'li1dgmt3'],
    ['checksum made over an upper-case prefix', 'A1G7SGD8'],
    ['bech32m checksum (BIP-350), not bech32', 'a1lqfn3a'],
  ])('refuses %s', (_, text) => {
    expect(decodeWords(text)).toBeUndefined();
  });

  it('refuses a single changed character', () => {
    expect(decodeWords('abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw')).toBeDefined();
    expect(decodeWords('abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxx')).toBeUndefined();
  });

  it('has no 90-character cap: 500 bytes round-trip', () => {
    const bytes = Uint8Array.from({ length: 500 }, (_, i) => (i * 37) % 256);
    const text = bech32Encode('lnurl', bytes);
    expect(text.length).toBeGreaterThan(800);
    expect(bech32Decode(text)).toEqual({ hrp: 'lnurl', bytes });
    expect(bech32Decode(text.toUpperCase())).toEqual({ hrp: 'lnurl', bytes });
  });

  it('refuses words whose padding is not zero bits', () => {
    // One byte is 8 bits: two words carry 10, the last 2 must be zero.
    expect(bech32Decode(encodeWords('x', [0, 0]))?.bytes).toEqual(Uint8Array.of(0));
    expect(bech32Decode(encodeWords('x', [0, 1]))).toBeUndefined();
  });
});
