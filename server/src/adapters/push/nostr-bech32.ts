// bech32 (BIP-173, not bech32m), the encoding NIP-19 uses for `npub`/`nsec`. Small enough to
// write here rather than add a dependency for two 32-byte keys.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    GENERATORS.forEach((generator, bit) => {
      if ((top >>> bit) & 1) checksum ^= generator;
    });
  }
  return checksum;
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0));
  return [...codes.map((code) => code >>> 5), 0, ...codes.map((code) => code & 31)];
}

/** Regroups bits (8 → 5 to encode, 5 → 8 to decode); undefined on non-zero padding. */
function convertBits(
  data: ArrayLike<number>,
  from: number,
  to: number,
  pad: boolean,
): number[] | undefined {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  const mask = (1 << to) - 1;
  for (let i = 0; i < data.length; i++) {
    accumulator = (accumulator << from) | (data[i] ?? 0);
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((accumulator >>> bits) & mask);
    }
  }
  if (pad) {
    if (bits > 0) out.push((accumulator << (to - bits)) & mask);
  } else if (bits >= from || ((accumulator << (to - bits)) & mask) !== 0) {
    return undefined;
  }
  return out;
}

/** `hrp` + `1` + data + 6-character checksum, lowercase. */
export function bech32Encode(hrp: string, bytes: Uint8Array): string {
  const words = convertBits(bytes, 8, 5, true) ?? [];
  const checksum = polymod([...expandHrp(hrp), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksumWords = [0, 1, 2, 3, 4, 5].map((i) => (checksum >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksumWords].map((word) => CHARSET[word]).join('')}`;
}

/** The prefix and bytes of a valid bech32 string (one case only), else undefined. */
export function bech32Decode(input: string): { hrp: string; bytes: Uint8Array } | undefined {
  if (input !== input.toLowerCase() && input !== input.toUpperCase()) return undefined;
  const text = input.toLowerCase();
  const separator = text.lastIndexOf('1');
  if (separator < 1 || separator + 7 > text.length || text.length > 90) return undefined;
  const hrp = text.slice(0, separator);
  if ([...hrp].some((char) => char.charCodeAt(0) < 33 || char.charCodeAt(0) > 126)) {
    return undefined;
  }
  const words = [...text.slice(separator + 1)].map((char) => CHARSET.indexOf(char));
  if (words.includes(-1)) return undefined;
  if (polymod([...expandHrp(hrp), ...words]) !== 1) return undefined;
  const bytes = convertBits(words.slice(0, -6), 5, 8, false);
  return bytes ? { hrp, bytes: Uint8Array.from(bytes) } : undefined;
}
