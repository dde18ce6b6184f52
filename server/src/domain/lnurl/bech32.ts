// bech32 (BIP-173 checksum constant 1, not bech32m) without BIP-173's 90-character cap: an
// LNURL and a BOLT11 invoice are far longer (docs/protocols/lnurl.md#encoding). Written here
// because the server does not depend on a bech32 package and the domain imports no adapter.

const ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3] as const;
const CHECKSUM_LENGTH = 6;

function polymod(words: readonly number[]): number {
  let chk = 1;
  for (const word of words) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ word;
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) chk ^= GENERATOR[bit]!;
  }
  return chk;
}

function hrpWords(hrp: string): number[] {
  const high: number[] = [];
  const low: number[] = [];
  for (let i = 0; i < hrp.length; i++) {
    high.push(hrp.charCodeAt(i) >>> 5);
    low.push(hrp.charCodeAt(i) & 31);
  }
  return [...high, 0, ...low];
}

/**
 * Regroups a bit stream from `fromBits`-bit to `toBits`-bit groups. Encoding pads the last
 * group with zeros; decoding refuses leftover bits that are not zero padding.
 */
function regroup(
  input: ArrayLike<number>,
  fromBits: number,
  toBits: number,
  pad: boolean,
): number[] | undefined {
  const out: number[] = [];
  const mask = (1 << toBits) - 1;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < input.length; i++) {
    buffer = ((buffer << fromBits) | input[i]!) & 0xffffff;
    bits += fromBits;
    while (bits >= toBits) {
      bits -= toBits;
      out.push((buffer >>> bits) & mask);
    }
  }
  if (pad) {
    if (bits > 0) out.push((buffer << (toBits - bits)) & mask);
    return out;
  }
  return bits >= fromBits || ((buffer << (toBits - bits)) & mask) !== 0 ? undefined : out;
}

/** 5-bit words → lower-case `hrp1…` with the bech32 checksum. */
export function encodeWords(hrp: string, words: readonly number[]): string {
  const lower = hrp.toLowerCase();
  const chk = polymod([...hrpWords(lower), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  let text = `${lower}1`;
  for (const word of words) text += ALPHABET[word];
  for (let i = CHECKSUM_LENGTH - 1; i >= 0; i--) text += ALPHABET[(chk >>> (5 * i)) & 31];
  return text;
}

/** The prefix and 5-bit words of a valid bech32 string in one case, else undefined. */
export function decodeWords(text: string): { hrp: string; words: number[] } | undefined {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return undefined;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || lower.length - separator - 1 < CHECKSUM_LENGTH) return undefined;
  const hrp = lower.slice(0, separator);
  for (let i = 0; i < hrp.length; i++) {
    const code = hrp.charCodeAt(i);
    if (code < 33 || code > 126) return undefined;
  }
  const words: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const word = ALPHABET.indexOf(char);
    if (word < 0) return undefined;
    words.push(word);
  }
  if (polymod([...hrpWords(hrp), ...words]) !== 1) return undefined;
  return { hrp, words: words.slice(0, -CHECKSUM_LENGTH) };
}

/** Bytes → lower-case bech32. */
export function bech32Encode(hrp: string, bytes: Uint8Array): string {
  return encodeWords(hrp, regroup(bytes, 8, 5, true)!);
}

/** The prefix and bytes of a valid bech32 string, else undefined. */
export function bech32Decode(text: string): { hrp: string; bytes: Uint8Array } | undefined {
  const decoded = decodeWords(text);
  const bytes = decoded && regroup(decoded.words, 5, 8, false);
  return decoded && bytes ? { hrp: decoded.hrp, bytes: Uint8Array.from(bytes) } : undefined;
}
