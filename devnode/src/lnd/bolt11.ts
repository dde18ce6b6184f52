import invoices from 'invoices';

import type { NodeKey } from './node-key.ts';

// Real signed BOLT11 strings. The `lightning` client decodes the request AddInvoice returns
// and takes the invoice id from it, so a placeholder string fails with
// ExpectedValidPaymentRequestForInvoice (docs/protocols/devnode.md#faithfulness, obstacle 1).

/**
 * var_onion_optin (required), payment_secret (required), basic_mpp and route_blinding
 * (optional): what LND sets (feature/default_sets.go, the SetInvoice entries).
 */
export const INVOICE_FEATURE_BITS = [8, 14, 17, 25] as const;

/** LND's default final CLTV delta for invoices. */
export const DEFAULT_CLTV_DELTA = 80;

/**
 * One hop of a route hint (BOLT11 tag r), as LND's zpay32.HopHint: the channel from `nodeId`
 * to us, and that node's forwarding policy on it.
 */
export interface HopHint {
  /** Compressed public key, hex, of the node at the start of the channel. */
  nodeId: string;
  /** Short channel id as the uint64 LND uses (block << 40 | tx << 16 | output). */
  chanId: bigint;
  feeBaseMsat: number;
  feeProportionalMillionths: number;
  cltvExpiryDelta: number;
}

/** A short channel id in the `block x tx x output` form the `invoices` package takes. */
export function standardChannelId(chanId: bigint): string {
  return `${chanId >> 40n}x${(chanId >> 16n) & 0xffffffn}x${chanId & 0xffffn}`;
}

/** Route hints as `invoices` routes: the hint's first node, then each hop towards us. */
function routesOf(hints: HopHint[][], destination: string) {
  return hints.map((route) => [
    { public_key: route[0]?.nodeId },
    ...route.map((hop, i) => ({
      public_key: route[i + 1]?.nodeId ?? destination,
      channel: standardChannelId(hop.chanId),
      base_fee_mtokens: String(hop.feeBaseMsat),
      fee_rate: hop.feeProportionalMillionths,
      cltv_delta: hop.cltvExpiryDelta,
    })),
  ]);
}

export interface PaymentRequestInput {
  key: NodeKey;
  paymentHash: Buffer;
  paymentAddr: Buffer;
  /** 0 makes an amountless invoice, like LND. */
  valueMsat: bigint;
  memo: string;
  /** When set, the request carries this hash (tag h) instead of the memo (tag d). */
  descriptionHash?: Buffer | undefined;
  createdAtSec: number;
  expirySec: number;
  cltvDelta: number;
  /** Route hints (tag r); none when empty or absent. */
  routeHints?: HopHint[][] | undefined;
}

export function mintPaymentRequest(input: PaymentRequestInput): string {
  const hasHash = !!input.descriptionHash && input.descriptionHash.length > 0;
  const unsigned = invoices.createUnsignedRequest({
    network: 'regtest',
    destination: input.key.publicKey,
    id: input.paymentHash.toString('hex'),
    mtokens: input.valueMsat > 0n ? input.valueMsat.toString() : undefined,
    description: hasHash ? undefined : input.memo,
    description_hash: hasHash ? input.descriptionHash?.toString('hex') : undefined,
    created_at: new Date(input.createdAtSec * 1000).toISOString(),
    expires_at: new Date((input.createdAtSec + input.expirySec) * 1000).toISOString(),
    features: INVOICE_FEATURE_BITS.map((bit) => ({ bit })),
    payment: input.paymentAddr.toString('hex'),
    cltv_delta: input.cltvDelta,
    routes: input.routeHints?.length ? routesOf(input.routeHints, input.key.publicKey) : undefined,
  });
  const signature = input.key.sign(Buffer.from(unsigned.hash, 'hex')).toString('hex');
  return invoices.createSignedRequest({
    destination: input.key.publicKey,
    hrp: unsigned.hrp,
    signature,
    tags: unsigned.tags,
  }).request;
}
