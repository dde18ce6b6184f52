import invoices from 'invoices';

import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import type { ServiceImpl } from './service.ts';

// zpay32.Decode as LND runs it on a regtest node, for DecodePayReq and SendPaymentV2: the
// same checks in the same order with the same error texts (zpay32/decode.go Decode,
// zpay32/bech32.go decodeBech32), then the fields, read with the `invoices` codec.

/** zpay32/invoice.go maxInvoiceLength. */
const MAX_INVOICE_LENGTH = 7089;
/** zpay32/invoice.go DefaultInvoiceExpiry (1 hour) and DefaultAssumedFinalCLTVDelta. */
const DEFAULT_EXPIRY_SEC = 3600;
const DEFAULT_FINAL_CLTV_DELTA = 18;
/** chaincfg.RegressionNetParams: Bech32HRPSegwit and Name. */
const REGTEST_HRP = 'bcrt';
const REGTEST_NAME = 'regtest';

type ParsedRequest = ReturnType<typeof invoices.parsePaymentRequest>;
type RouteHop = NonNullable<ParsedRequest['routes']>[number][number];

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    GENERATOR.forEach((g, i) => {
      if ((top >>> i) & 1) chk ^= g;
    });
  }
  return chk >>> 0;
}

const hrpExpand = (hrp: string): number[] => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

const fail = (details: string): never => {
  throw new GrpcError(GRPC_UNKNOWN, details);
};

/** zpay32/bech32.go decodeBech32, down to its error texts; returns the lowercase HRP. */
function checkBech32(bech: string): string {
  if (bech.length < 8) fail(`invalid bech32 string length ${bech.length}`);
  for (const char of bech) {
    const code = char.charCodeAt(0);
    if (code < 33 || code > 126) fail(`invalid character in string: '${char}'`);
  }
  if (bech !== bech.toLowerCase() && bech !== bech.toUpperCase())
    fail('string not all lowercase or all uppercase');
  const lower = bech.toLowerCase();
  const one = lower.lastIndexOf('1');
  if (one < 1 || one + 7 > lower.length) fail('invalid index of 1');
  const hrp = lower.slice(0, one);
  const data = [...lower.slice(one + 1)].map((char) => {
    const index = CHARSET.indexOf(char);
    if (index < 0)
      fail(
        `failed converting data to bytes: invalid character not part of charset: ${char.charCodeAt(0)}`,
      );
    return index;
  });
  if (polymod([...hrpExpand(hrp), ...data]) !== 1) {
    const mod = polymod([...hrpExpand(hrp), ...data.slice(0, -6), 0, 0, 0, 0, 0, 0]) ^ 1;
    const expected = [0, 1, 2, 3, 4, 5].map((i) => CHARSET[(mod >>> (5 * (5 - i))) & 31]).join('');
    fail(`checksum failed. Expected ${expected}, got ${lower.slice(-6)}.`);
  }
  return hrp;
}

export interface DecodedPayReq {
  destination: string;
  /** Payment hash, hex. */
  hash: string;
  /** Undefined for an amountless invoice (zpay32 MilliSat nil). */
  valueMsat: bigint | undefined;
  createdAtSec: number;
  expirySec: number;
  description: string;
  /** Hex, '' when absent. */
  descriptionHash: string;
  cltvDelta: number;
  paymentAddr: Buffer | undefined;
  features: { bit: number; is_required: boolean }[];
  routes: RouteHop[][];
  fallbackAddr: string;
}

export function decodePayReq(request: string): DecodedPayReq {
  if (request.length > MAX_INVOICE_LENGTH) fail('invoice is too large');
  const hrp = checkBech32(request);
  if (hrp.length < 3) fail('hrp too short');
  if (!hrp.startsWith('ln')) fail('prefix should be "ln"');
  if (!hrp.slice(2).startsWith(REGTEST_HRP))
    fail(`invoice not for current active network '${REGTEST_NAME}'`);
  let parsed: ParsedRequest;
  try {
    parsed = invoices.parsePaymentRequest({ request: request.toLowerCase() });
  } catch (error) {
    // Past the checks above, a malformed field; LND names it differently per field.
    return fail(`invalid payment request: ${(error as Error).message}`);
  }
  const createdAtSec = Math.floor(Date.parse(parsed.created_at) / 1000);
  const expiresAtSec = Math.floor(Date.parse(parsed.expires_at) / 1000);
  return {
    destination: parsed.destination,
    hash: parsed.id,
    valueMsat: parsed.mtokens && parsed.mtokens !== '0' ? BigInt(parsed.mtokens) : undefined,
    createdAtSec,
    expirySec: expiresAtSec - createdAtSec || DEFAULT_EXPIRY_SEC,
    description: parsed.description ?? '',
    descriptionHash: parsed.description_hash ?? '',
    cltvDelta: parsed.cltv_delta || DEFAULT_FINAL_CLTV_DELTA,
    paymentAddr: parsed.payment ? Buffer.from(parsed.payment, 'hex') : undefined,
    features: parsed.features.map(({ bit, is_required }) => ({ bit, is_required })),
    routes: parsed.routes ?? [],
    fallbackAddr: '',
  };
}

/** lnwire.Features names of the bits an invoice carries; other bits are "unknown". */
const FEATURE_NAMES: Record<number, string> = {
  8: 'tlv-onion',
  14: 'payment-addr',
  16: 'multi-path-payments',
  24: 'route-blinding',
  30: 'amp',
  48: 'payment-metadata',
  54: 'keysend',
  262: 'bolt-11-blinded-paths',
};

/** invoicesrpc.CreateRPCFeatures: bit → {name, is_required, is_known}. */
export function rpcFeatures(
  features: { bit: number; is_required: boolean }[],
): Record<number, Record<string, unknown>> {
  const out: Record<number, Record<string, unknown>> = {};
  for (const { bit, is_required } of features) {
    const name = FEATURE_NAMES[bit - (bit % 2)];
    out[bit] = { name: name ?? 'unknown', is_required, is_known: name !== undefined };
  }
  return out;
}

const channelNumber = (channel: string | undefined): string => {
  const [block = 0n, tx = 0n, out = 0n] = (channel ?? '0x0x0').split('x').map(BigInt);
  return ((block << 40n) | (tx << 16n) | out).toString();
};

/** invoicesrpc.CreateRPCRouteHints: one hop hint per channel, named by its start node. */
function rpcRouteHints(routes: RouteHop[][]): Record<string, unknown>[] {
  return routes.map((route) => ({
    hop_hints: route.slice(1).map((hop, i) => ({
      node_id: route[i]?.public_key ?? '',
      chan_id: channelNumber(hop.channel),
      fee_base_msat: Number(hop.base_fee_mtokens ?? 0),
      fee_proportional_millionths: hop.fee_rate ?? 0,
      cltv_expiry_delta: hop.cltv_delta ?? 0,
    })),
  }));
}

/** Lightning.DecodePayReq (rpcserver.go DecodePayReq). */
export function createDecodePayReqMethods(): ServiceImpl {
  return {
    DecodePayReq: {
      permission: 'offchain:read',
      unary: (request: { pay_req: string }) => {
        const decoded = decodePayReq(request.pay_req);
        const msat = decoded.valueMsat ?? 0n;
        return {
          destination: decoded.destination,
          payment_hash: decoded.hash,
          num_satoshis: (msat / 1000n).toString(),
          num_msat: msat.toString(),
          timestamp: String(decoded.createdAtSec),
          expiry: String(decoded.expirySec),
          description: decoded.description,
          description_hash: decoded.descriptionHash,
          fallback_addr: decoded.fallbackAddr,
          cltv_expiry: String(decoded.cltvDelta),
          route_hints: rpcRouteHints(decoded.routes),
          // zpay32: PaymentAddr.UnwrapOr([32]byte{}).
          payment_addr: decoded.paymentAddr ?? Buffer.alloc(32),
          features: rpcFeatures(decoded.features),
          blinded_paths: [],
        };
      },
    },
  };
}
