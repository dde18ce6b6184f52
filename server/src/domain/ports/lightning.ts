// The Lightning port (docs/protocols/payment.md): one thin method per node call. The LND adapter maps
// the library's [code, name] errors onto LightningError kinds by name, never by text.
import { PortError } from './port-error.ts';

export type LightningErrorKind =
  /** LND cannot be reached or is still starting. */
  | 'unavailable'
  /** LND runs but its wallet is locked, or its credentials are not readable yet. */
  | 'locked'
  | 'insufficient_balance'
  | 'not_found'
  | 'already_settled'
  /** LND could not read the BOLT11 (malformed, or for another network). */
  | 'invalid_invoice'
  /** A Lightning payment failed for good: no route, no outbound liquidity, rejected. */
  | 'payment_failed'
  | 'unknown';

export class LightningError extends PortError<LightningErrorKind> {
  override readonly name = 'LightningError';
}

export interface CreatedInvoice {
  /** Payment hash, 64 lowercase hex. */
  id: string;
  /** BOLT11 payment request. */
  request: string;
  expiresAt: string;
}

export interface InvoiceState {
  id: string;
  isConfirmed: boolean;
  isCanceled: boolean;
  /** Sats received (0 until settled). */
  received: number;
  confirmedAt?: string;
  expiresAt?: string;
  /** LND's add index of this invoice. */
  addIndex?: number;
  /** LND's settle index, once settled. */
  settleIndex?: number;
  /** The preimage (hex), once settled: LUD-21 verify shows it to the payer. */
  preimage?: string;
}

export interface InvoiceCursor {
  addIndex: number;
  settleIndex: number;
}

export interface InvoiceStreamHandlers {
  onInvoice(invoice: InvoiceState): void;
  onError(error: LightningError): void;
}

export interface InvoiceSubscription {
  close(): void;
}

export interface LightningInfo {
  alias: string;
  publicKey: string;
  synced: boolean;
  blockHeight: number;
}

export interface ChainTransaction {
  txid: string;
  /** The label given at send time (LND returns it as description). */
  label?: string;
  /** What left the wallet: the amount sent plus the fee (LND's amount, unsigned). */
  tokens: number;
  /** The fee within tokens, when LND reports it. */
  fee?: number;
  isOutgoing: boolean;
  isConfirmed: boolean;
  outputAddresses: string[];
}

export interface ChainOutput {
  address: string;
  tokens: number;
}

/** A BOLT11 as LND decodes it (DecodePayReq). */
export interface DecodedInvoice {
  /** Payment hash, 64 lowercase hex. */
  id: string;
  /** 0 for an amountless invoice. */
  tokens: number;
  expiresAt: string;
  /** The payee's node public key. */
  destination: string;
}

/** What LND knows of an outgoing payment by its hash (TrackPaymentV2). */
export type PaymentState =
  { status: 'succeeded'; fee: number } | { status: 'failed' } | { status: 'in_flight' };

export interface Lightning {
  /**
   * An invoice with a memo, or (LNURL-pay, docs/protocols/lnurl.md) with the hash of the
   * metadata the wallet showed instead, and a preimage we chose (32 bytes hex).
   */
  createInvoice(
    input: { tokens: number; expiresAt: Date } & (
      { description: string } | { descriptionHash: string; preimage: string }
    ),
  ): Promise<CreatedInvoice>;
  /** Resolves null when LND does not know the invoice. */
  getInvoice(id: string): Promise<InvoiceState | null>;
  cancelInvoice(id: string): Promise<void>;
  subscribeInvoices(cursor: InvoiceCursor, handlers: InvoiceStreamHandlers): InvoiceSubscription;
  getInfo(): Promise<LightningInfo>;
  /**
   * What the wallet can spend now: confirmed sats minus the reserve LND keeps for anchor
   * channels (unconfirmed change is not spendable: LND sends with min_confs 1).
   */
  getChainBalance(): Promise<number>;
  /** The fee LND would pay now to send these outputs (EstimateFee, same coin selection). */
  estimateChainFee(outputs: ChainOutput[]): Promise<number>;
  sendToChainAddresses(input: { outputs: ChainOutput[]; label: string }): Promise<{ txid: string }>;
  getChainTransactions(): Promise<ChainTransaction[]>;
  /** Sats the node can receive now over its channels (the remote balance). */
  getInboundLiquidity(): Promise<number>;
  decodeInvoice(request: string): Promise<DecodedInvoice>;
  /** Pays a BOLT11 with at most `maxFee` sats of routing fee; rejects 'payment_failed'. */
  payInvoice(input: { request: string; maxFee: number }): Promise<{ id: string; fee: number }>;
  /** Resolves null when LND never started a payment with this hash. */
  getPayment(id: string): Promise<PaymentState | null>;
  /**
   * LND SignMessage with the node's identity key: the z-base-32 compact signature of
   * sha256d("Lightning Signed Message:" ‖ message) (the receipts of docs/protocols/draw-v2.md).
   */
  signMessage(message: string): Promise<string>;
}
