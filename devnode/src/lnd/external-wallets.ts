import { createHash, randomBytes } from 'node:crypto';

import { ControlError } from '../errors.ts';
import { DEFAULT_CLTV_DELTA, mintPaymentRequest } from './bolt11.ts';
import { type NodeKey, createNodeKey } from './node-key.ts';

// Wallets elsewhere on the network that the devnode's LND pays: each invoice is a real
// regtest BOLT11 signed by another node's key, and the wallet records what arrived for it.
// It settles any HTLC for an open invoice that pays at least the amount asked (the same
// rule LND's invoice registry applies, invoices/update.go updateMpp), and refuses the rest
// as INCORRECT_OR_UNKNOWN_PAYMENT_DETAILS.

/** A wallet's invoice expires after a day unless told otherwise, as LND's AddInvoice. */
const DEFAULT_EXPIRY_SEC = 86_400;

export interface ExternalInvoice {
  hash: string;
  preimage: Buffer;
  paymentAddr: Buffer;
  request: string;
  destination: string;
  description: string;
  /** 0 for an amountless invoice. */
  valueMsat: bigint;
  createdAt: number;
  expirySec: number;
  cltvDelta: number;
  paidMsat: bigint;
  /** Unix seconds; 0 until paid. */
  paidAt: number;
}

export interface NewExternalInvoice {
  /** Sats; omitted or 0 makes an amountless invoice. */
  tokens?: number | undefined;
  description?: string | undefined;
  expirySeconds?: number | undefined;
}

export interface ExternalWallets {
  /** The other node's identity: every external invoice is signed by it. */
  key: NodeKey;
  create(options?: NewExternalInvoice): ExternalInvoice;
  get(hash: string): ExternalInvoice | undefined;
  list(): ExternalInvoice[];
  /**
   * The HTLC reaches the wallet: settled (the preimage) when the invoice is open and the
   * amount enough, else refused.
   */
  receive(hash: string, amtMsat: bigint, paymentAddr: Buffer | undefined): Buffer | undefined;
}

export function createExternalWallets(clock: () => number): ExternalWallets {
  const key = createNodeKey();
  const byHash = new Map<string, ExternalInvoice>();

  return {
    key,
    create(options = {}) {
      const tokens = options.tokens ?? 0;
      if (!Number.isSafeInteger(tokens) || tokens < 0)
        throw new ControlError(400, 'tokens must be a whole, non-negative number of sats');
      const expirySec = options.expirySeconds ?? DEFAULT_EXPIRY_SEC;
      if (!Number.isSafeInteger(expirySec) || expirySec <= 0)
        throw new ControlError(400, 'expirySeconds must be a positive whole number');
      const preimage = randomBytes(32);
      const paymentHash = createHash('sha256').update(preimage).digest();
      const paymentAddr = randomBytes(32);
      const createdAt = Math.floor(clock() / 1000);
      const description = options.description ?? '';
      const valueMsat = BigInt(tokens) * 1000n;
      const invoice: ExternalInvoice = {
        hash: paymentHash.toString('hex'),
        preimage,
        paymentAddr,
        request: mintPaymentRequest({
          key,
          paymentHash,
          paymentAddr,
          valueMsat,
          memo: description,
          createdAtSec: createdAt,
          expirySec,
          cltvDelta: DEFAULT_CLTV_DELTA,
        }),
        destination: key.publicKey,
        description,
        valueMsat,
        createdAt,
        expirySec,
        cltvDelta: DEFAULT_CLTV_DELTA,
        paidMsat: 0n,
        paidAt: 0,
      };
      byHash.set(invoice.hash, invoice);
      return invoice;
    },
    get: (hash) => byHash.get(hash.toLowerCase()),
    list: () => [...byHash.values()],
    receive(hash, amtMsat, paymentAddr) {
      const invoice = byHash.get(hash);
      if (!invoice || invoice.paidAt > 0) return undefined;
      if (paymentAddr && !paymentAddr.equals(invoice.paymentAddr)) return undefined;
      if (amtMsat < invoice.valueMsat) return undefined;
      if (invoice.createdAt + invoice.expirySec <= Math.floor(clock() / 1000)) return undefined;
      invoice.paidMsat = amtMsat;
      invoice.paidAt = Math.floor(clock() / 1000);
      return invoice.preimage;
    },
  };
}
