import { ControlError, GrpcError } from '../errors.ts';
import type { NewExternalInvoice } from '../lnd/external-wallets.ts';
import type { ChannelKind } from '../lnd/invoice-service.ts';
import type { LightningNode } from '../lnd/lightning-node.ts';
import { FAILURE_REASONS, type FailureReason } from '../lnd/payments.ts';
import { receiveAmp, receiveKeysend } from '../lnd/push-payments.ts';
import {
  type ExternalInvoiceSummary,
  type LiquiditySummary,
  type PaymentSummary,
  externalInvoiceSummary,
  liquiditySummary,
  paymentSummary,
} from './lightning-summaries.ts';
import { type InvoiceSummary, invoiceSummary } from './summaries.ts';

// The test controls over the node's channels and payments: its liquidity, the routing fee
// the network charges, wallets elsewhere to pay, faults on outgoing payments, and what
// other apps and payers do to the same node (their invoices, keysend and AMP payments).

/** A payment failure the next payment should end with, as lnrpc.PaymentFailureReason. */
export type PaymentFailure = ShortReason<FailureReason>;
type ShortReason<T> = T extends `FAILURE_REASON_${infer Short}` ? Short : never;

export interface LightningControls {
  /** The channel's sides in sats: inbound = remote balance, outbound = local. */
  setLiquidity(liquidity: { inbound?: number; outbound?: number }): LiquiditySummary;
  liquidity(): LiquiditySummary;
  /** The fee the route charges an outgoing payment: base msat + ppm (default 1000 msat, 1). */
  setRoutingFee(fee: { base?: number; ppm?: number }): void;
  /** A BOLT11 from a wallet elsewhere (another node key); no tokens: amountless. */
  createExternalInvoice(options?: NewExternalInvoice): ExternalInvoiceSummary;
  /** Whether that invoice was paid, and how much arrived; 404 if unknown. */
  externalInvoice(hash: string): ExternalInvoiceSummary;
  externalInvoices(): ExternalInvoiceSummary[];
  /** The node's outgoing payments, oldest first. */
  payments(): PaymentSummary[];
  /** While on, new payments' HTLCs stay in flight; off releases them to settle or fail. */
  holdPayments(on: boolean): void;
  /** The next payment ends FAILED with this reason (default NO_ROUTE). */
  failNextPayment(reason?: PaymentFailure): void;
  /** Another app on the node adds an invoice (AddInvoice with its own memo). */
  createForeignInvoice(options?: {
    tokens?: number;
    memo?: string;
    expirySeconds?: number;
  }): InvoiceSummary;
  /** A keysend payment arrives: LND adds an invoice for it and settles it at once. */
  receiveKeysend(options: { tokens: number }): InvoiceSummary;
  /** A spontaneous AMP payment arrives, likewise. */
  receiveAmp(options: { tokens: number }): InvoiceSummary;
}

export interface LightningControlDeps {
  node: LightningNode;
  /** A node still syncing, or with only private channels, cannot be paid without an invoice. */
  syncing: { current: boolean };
  channels: { current: ChannelKind };
}

const SHORT_REASONS = FAILURE_REASONS.map((reason) => reason.replace('FAILURE_REASON_', ''));

export function createLightningControls(deps: LightningControlDeps): LightningControls {
  const { node } = deps;
  const push = { book: node.book, ledger: node.ledger, clock: node.clock, height: node.height };

  // As settleInvoice refuses: nobody pays a node not synced yet, and without an invoice's
  // route hint nobody finds a route to a node whose channels are all private.
  const reachable = (): void => {
    if (deps.syncing.current)
      throw new ControlError(409, 'the node is not synced to the chain yet: no payment can arrive');
    if (deps.channels.current === 'private')
      throw new ControlError(
        409,
        'no route to the node: its channels are private and a payment without an invoice carries no route hints',
      );
  };

  return {
    setLiquidity(liquidity) {
      node.ledger.setLiquidity(liquidity);
      return liquiditySummary(node.ledger);
    },
    liquidity: () => liquiditySummary(node.ledger),
    setRoutingFee: (fee) => node.payments.setRoutingFee(fee),
    createExternalInvoice: (options) => externalInvoiceSummary(node.wallets.create(options)),
    externalInvoice(hash) {
      const invoice = node.wallets.get(hash);
      if (!invoice) throw new ControlError(404, `no external invoice with payment hash ${hash}`);
      return externalInvoiceSummary(invoice);
    },
    externalInvoices: () => node.wallets.list().map(externalInvoiceSummary),
    payments: () => node.payments.list().map(paymentSummary),
    holdPayments: (on) => node.payments.hold(on),
    failNextPayment(reason = 'NO_ROUTE') {
      if (!SHORT_REASONS.includes(reason))
        throw new ControlError(400, `reason must be one of ${SHORT_REASONS.join(', ')}`);
      node.payments.failNext(`FAILURE_REASON_${reason}` as FailureReason);
    },
    createForeignInvoice(options = {}) {
      const tokens = options.tokens ?? 0;
      if (!Number.isSafeInteger(tokens) || tokens < 0)
        throw new ControlError(400, 'tokens must be a whole, non-negative number of sats');
      try {
        const added = node.addInvoice({
          memo: options.memo ?? '',
          r_preimage: Buffer.alloc(0),
          value: String(tokens),
          value_msat: '0',
          description_hash: Buffer.alloc(0),
          expiry: String(options.expirySeconds ?? 0),
          cltv_expiry: '0',
          private: false,
          route_hints: [],
        });
        const invoice = node.book.get(added.r_hash.toString('hex'));
        if (!invoice) throw new ControlError(500, 'the added invoice vanished');
        return invoiceSummary(invoice);
      } catch (error) {
        if (error instanceof GrpcError) throw new ControlError(400, error.details);
        throw error;
      }
    },
    receiveKeysend({ tokens }) {
      reachable();
      return invoiceSummary(receiveKeysend(push, tokens));
    },
    receiveAmp({ tokens }) {
      reachable();
      return invoiceSummary(receiveAmp(push, tokens));
    },
  };
}
