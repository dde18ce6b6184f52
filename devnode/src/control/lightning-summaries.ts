import type { ChannelLedger } from '../lnd/channels.ts';
import type { ExternalInvoice } from '../lnd/external-wallets.ts';
import type { FailureReason, Payment, PaymentStatus } from '../lnd/payments.ts';

// JSON-friendly views of the node's channels, its outgoing payments and the external
// wallets' invoices (sats as numbers, msat as strings, dates as ISO strings).

export interface LiquiditySummary {
  /** Sats the node can still receive (remote balance), as getChannelBalance's inbound. */
  inbound: number;
  /** Sats it can send (local balance), as getChannelBalance's channel_balance. */
  outbound: number;
  inboundMsat: string;
  outboundMsat: string;
  /** Outgoing HTLCs in flight: left the local side, not yet on the remote one. */
  inFlightMsat: string;
}

export interface PaymentSummary {
  hash: string;
  request: string;
  status: PaymentStatus;
  /** Set once FAILED, as lnrpc.PaymentFailureReason (FAILURE_REASON_NO_ROUTE…). */
  failureReason: FailureReason | undefined;
  valueMsat: string;
  /** Routing fee paid: from settled HTLCs only, so 0 until SUCCEEDED. */
  feeMsat: string;
  /** LND's payment_index. */
  index: number;
  createdAt: string;
  /** Hex, once SUCCEEDED. */
  preimage: string | undefined;
}

export interface ExternalInvoiceSummary {
  hash: string;
  request: string;
  /** The external wallet's node key (the invoice's destination). */
  destination: string;
  description: string;
  /** 0 for an amountless invoice. */
  valueMsat: string;
  paid: boolean;
  /** What arrived; may exceed valueMsat on an amountless invoice. */
  paidMsat: string;
  paidAt: string | undefined;
  createdAt: string;
  expiresAt: string;
}

const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

export function liquiditySummary(ledger: ChannelLedger): LiquiditySummary {
  return {
    inbound: Number(ledger.remoteMsat() / 1000n),
    outbound: Number(ledger.localMsat() / 1000n),
    inboundMsat: ledger.remoteMsat().toString(),
    outboundMsat: ledger.localMsat().toString(),
    inFlightMsat: ledger.outgoingInFlightMsat().toString(),
  };
}

export function paymentSummary(payment: Payment): PaymentSummary {
  const settled = payment.htlcs.filter((htlc) => htlc.status === 'SUCCEEDED');
  return {
    hash: payment.hash,
    request: payment.request,
    status: payment.status,
    failureReason: payment.failureReason,
    valueMsat: payment.valueMsat.toString(),
    feeMsat: settled.reduce((fee, htlc) => fee + htlc.route.totalFeesMsat, 0n).toString(),
    index: payment.index,
    createdAt: new Date(Number(payment.createdNs / 1_000_000n)).toISOString(),
    preimage: settled.at(-1)?.preimage?.toString('hex'),
  };
}

export function externalInvoiceSummary(invoice: ExternalInvoice): ExternalInvoiceSummary {
  return {
    hash: invoice.hash,
    request: invoice.request,
    destination: invoice.destination,
    description: invoice.description,
    valueMsat: invoice.valueMsat.toString(),
    paid: invoice.paidAt > 0,
    paidMsat: invoice.paidMsat.toString(),
    paidAt: invoice.paidAt > 0 ? iso(invoice.paidAt) : undefined,
    createdAt: iso(invoice.createdAt),
    expiresAt: iso(invoice.createdAt + invoice.expirySec),
  };
}
