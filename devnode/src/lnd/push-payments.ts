import { createHash, randomBytes } from 'node:crypto';

import { ControlError } from '../errors.ts';
import type { ChannelLedger } from './channels.ts';
import type { Invoice, InvoiceBook } from './invoice-book.ts';

// Payments that arrive without an invoice of ours: a keysend or an AMP payment from another
// node. LND inserts an invoice for each just in time and settles it at once
// (invoices/invoiceregistry.go processKeySend and processAMP), so a SubscribeInvoices
// client sees an add (OPEN, a new add_index) then a settlement, for an invoice no app made.

/** lncfg.DefaultFinalCltvRejectDelta (DefaultIncomingBroadcastDelta 16 + 3): their cltv. */
const FINAL_CLTV_REJECT_DELTA = 19;
/** record.KeySendType: the TLV record carrying a keysend payment's preimage. */
export const KEYSEND_RECORD = '5482373484';

export interface PushDeps {
  book: InvoiceBook;
  ledger: ChannelLedger;
  clock: () => number;
  height: () => number;
}

const sha256 = (...parts: Buffer[]): Buffer => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

function amountOf(tokens: number): bigint {
  if (!Number.isSafeInteger(tokens) || tokens <= 0)
    throw new ControlError(400, 'tokens must be a positive whole number of sats');
  return BigInt(tokens) * 1000n;
}

/**
 * A keysend payment: the invoice has no payment request, no memo, a blank payment address
 * (BlankPayAddr), the preimage from the HTLC's keysend record, no expiry, and only the TLV
 * onion feature; the HTLC is legacy (no MPP total) and carries the keysend record.
 */
export function receiveKeysend(deps: PushDeps, tokens: number): Invoice {
  const amtMsat = amountOf(tokens);
  deps.ledger.assertCanReceive(amtMsat);
  const preimage = randomBytes(32);
  const hash = sha256(preimage).toString('hex');
  deps.book.add({
    hash,
    preimage,
    paymentAddr: Buffer.alloc(32),
    memo: '',
    descriptionHash: Buffer.alloc(0),
    valueMsat: amtMsat,
    createdAt: Math.floor(deps.clock() / 1000),
    expirySec: 0,
    cltvExpiry: FINAL_CLTV_REJECT_DELTA,
    request: '',
    isPrivate: false,
    push: 'keysend',
  });
  return deps.book.settle(hash, {
    amtMsat,
    height: deps.height(),
    htlc: { customRecords: { [KEYSEND_RECORD]: preimage }, mppTotalMsat: 0n },
  });
}

/**
 * A spontaneous AMP payment in one shard: the invoice takes the sender's payment address
 * and the MPP total as its value, has no preimage of its own, and its HTLC carries the AMP
 * record; the child preimage is sha256(root ‖ share ‖ index) (amp/child.go DeriveChild),
 * with one share the root itself.
 */
export function receiveAmp(deps: PushDeps, tokens: number): Invoice {
  const amtMsat = amountOf(tokens);
  deps.ledger.assertCanReceive(amtMsat);
  const rootShare = randomBytes(32);
  const setId = randomBytes(32);
  const index = Buffer.alloc(4);
  const childPreimage = sha256(rootShare, rootShare, index);
  const childHash = sha256(childPreimage);
  const hash = childHash.toString('hex');
  deps.book.add({
    hash,
    preimage: childPreimage,
    paymentAddr: randomBytes(32),
    memo: '',
    descriptionHash: Buffer.alloc(0),
    valueMsat: amtMsat,
    createdAt: Math.floor(deps.clock() / 1000),
    expirySec: 0,
    cltvExpiry: FINAL_CLTV_REJECT_DELTA,
    request: '',
    isPrivate: false,
    push: 'amp',
  });
  return deps.book.settle(hash, {
    amtMsat,
    height: deps.height(),
    htlc: {
      mppTotalMsat: amtMsat,
      amp: { rootShare, setId, childIndex: 0, hash: childHash, preimage: childPreimage },
    },
  });
}
