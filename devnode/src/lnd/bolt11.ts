import invoices from 'invoices';

import type { NodeKey } from './node-key.ts';

// Real signed BOLT11 strings. The `lightning` client decodes the request AddInvoice returns
// and takes the invoice id from it, so a placeholder string fails with
// ExpectedValidPaymentRequestForInvoice (NODE-CLIENTS.md §6, obstacle 1).

/** var_onion_optin (required), payment_secret (required), basic_mpp (optional): what LND sets. */
export const INVOICE_FEATURE_BITS = [8, 14, 17] as const;

/** LND's default final CLTV delta for invoices. */
export const DEFAULT_CLTV_DELTA = 80;

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
  });
  const signature = input.key.sign(Buffer.from(unsigned.hash, 'hex')).toString('hex');
  return invoices.createSignedRequest({
    destination: input.key.publicKey,
    hrp: unsigned.hrp,
    signature,
    tags: unsigned.tags,
  }).request;
}
