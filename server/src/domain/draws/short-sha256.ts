// SHA-256 (FIPS 180-4) of the ticket tree's short messages — a leaf, 0x00 ‖ "<number> <hash>"
// (at most 83 bytes), and a node, 0x01 ‖ left ‖ right (65 bytes) — written straight into the
// tree's flat buffers. A million tickets take two million of these: Node's one-shot hash spends
// most of its ~2 µs a call allocating a Buffer and crossing into C++, which made the close of a
// million-ticket raffle take seconds more than its hashing (docs/protocols/targets.md#commitment-and-draw).
// This loop allocates nothing. Every output is checked against node:crypto in its test, and the
// tree's root against the shared code's (@noble/hashes).

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = Int32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** The longest message: it and its padding (0x80 and the 8-byte length) fit two blocks. */
export const SHORT_SHA256_MAX_BYTES = 128 - 9;

const W = new Int32Array(64);
const H = new Int32Array(8);
const message = new Uint8Array(128);

function compress(at: number): void {
  for (let i = 0; i < 16; i++) {
    const j = at + i * 4;
    W[i] = (message[j]! << 24) | (message[j + 1]! << 16) | (message[j + 2]! << 8) | message[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const a = W[i - 15]!;
    const b = W[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = H[0]!;
  let b = H[1]!;
  let c = H[2]!;
  let d = H[3]!;
  let e = H[4]!;
  let f = H[5]!;
  let g = H[6]!;
  let h = H[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  H[0] = (H[0]! + a) | 0;
  H[1] = (H[1]! + b) | 0;
  H[2] = (H[2]! + c) | 0;
  H[3] = (H[3]! + d) | 0;
  H[4] = (H[4]! + e) | 0;
  H[5] = (H[5]! + f) | 0;
  H[6] = (H[6]! + g) | 0;
  H[7] = (H[7]! + h) | 0;
}

/**
 * Writes sha256(prefix ‖ source[start, start + length)) at out[outAt, outAt + 32). The message
 * (the prefix byte included) is at most SHORT_SHA256_MAX_BYTES.
 */
export function shortSha256(
  prefix: number,
  source: Uint8Array,
  start: number,
  length: number,
  out: Uint8Array,
  outAt: number,
): void {
  const size = length + 1;
  if (size > SHORT_SHA256_MAX_BYTES) throw new RangeError(`mensagem longa demais: ${size} bytes`);
  const end = size + 9 <= 64 ? 64 : 128;
  message[0] = prefix;
  for (let i = 0; i < length; i++) message[i + 1] = source[start + i]!;
  message[size] = 0x80;
  message.fill(0, size + 1, end - 2);
  const bits = size * 8;
  message[end - 2] = bits >>> 8;
  message[end - 1] = bits & 0xff;
  H.set(IV);
  compress(0);
  if (end === 128) compress(64);
  for (let i = 0; i < 8; i++) {
    const word = H[i]!;
    const j = outAt + i * 4;
    out[j] = word >>> 24;
    out[j + 1] = (word >>> 16) & 0xff;
    out[j + 2] = (word >>> 8) & 0xff;
    out[j + 3] = word & 0xff;
  }
}
