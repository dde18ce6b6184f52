// z-base-32 (github.com/tv42/zbase32, the encoding LND's SignMessage returns): 5 bits per
// character, most significant first, with its own alphabet and no padding.

const ALPHABET = 'ybndrfg8ejkmcpqxot1uwisza345h769';

export function zbase32Encode(data: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Throws tv42/zbase32's CorruptInputError text on a character outside the alphabet. */
export function zbase32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (let i = 0; i < text.length; i += 1) {
    const index = ALPHABET.indexOf(text[i] as string);
    if (index < 0) throw new Error(`illegal z-base-32 data at input byte ${i}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}
