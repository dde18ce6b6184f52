// The two curve operations bitcoinjs-lib asks of its ECC library for Taproot addresses
// (initEccLib checks both against its vectors; toOutputScript calls isXOnlyPoint for a bc1p…),
// over @noble/secp256k1, which the server loads anyway for Nostr. tiny-secp256k1 did the same
// in WebAssembly: its module, its 1.8 MB memory and V8's WebAssembly compiler cost the idle
// server about 1 MB (docs/protocols/targets.md#memory). noble-ecc.test.ts holds the two equal.
import { Point } from '@noble/secp256k1';

const { n: ORDER } = Point.CURVE();

/** BIP-340 lift_x: the point with this x and an even y, or null when there is none. */
function liftX(x: Uint8Array): Point | null {
  if (x.length !== 32) return null;
  try {
    return Point.fromBytes(Uint8Array.of(0x02, ...x));
  } catch {
    return null;
  }
}

const toBigInt = (bytes: Uint8Array): bigint =>
  bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/**
 * t·G by double-and-add: Point.BASE.multiply would first build noble's table of 4,224 multiples
 * of G (about 1 MB kept for good) to speed up signing, which an address check never does.
 * Nothing here is secret, so a time that depends on t is harmless.
 */
function timesG(t: bigint): Point {
  let sum = Point.ZERO;
  for (let addend = Point.BASE, rest = t; rest > 0n; rest >>= 1n, addend = addend.double())
    if (rest & 1n) sum = sum.add(addend);
  return sum;
}

function toBytes32(value: bigint): Uint8Array {
  const bytes = new Uint8Array(32);
  for (let i = 31, rest = value; i >= 0; i--, rest >>= 8n) bytes[i] = Number(rest & 0xffn);
  return bytes;
}

export const nobleEcc = {
  isXOnlyPoint: (x: Uint8Array): boolean => liftX(x) !== null,

  /**
   * P + t·G for the x-only P; null when the sum is the infinity. As tiny-secp256k1, a point not
   * on the curve or of the wrong size, or a tweak of the wrong size or not below the order, throws.
   */
  xOnlyPointAddTweak(
    x: Uint8Array,
    tweak: Uint8Array,
  ): { parity: 0 | 1; xOnlyPubkey: Uint8Array } | null {
    if (x.length !== 32) throw new Error('Expected Point');
    const t = tweak.length === 32 ? toBigInt(tweak) : ORDER;
    if (t >= ORDER) throw new Error('Expected Tweak');
    const point = liftX(x);
    if (!point) throw new Error('Expected Point');
    const sum = point.add(timesG(t));
    if (sum.is0()) return null;
    const { x: sumX, y: sumY } = sum.toAffine();
    return { parity: sumY % 2n === 0n ? 0 : 1, xOnlyPubkey: toBytes32(sumX) };
  },
};
