// The Lightning port (DESIGN.md §7): one thin method per node call. The LND adapter maps
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

export interface Lightning {
  createInvoice(input: {
    tokens: number;
    description: string;
    expiresAt: Date;
  }): Promise<CreatedInvoice>;
  /** Resolves null when LND does not know the invoice. */
  getInvoice(id: string): Promise<InvoiceState | null>;
  cancelInvoice(id: string): Promise<void>;
  subscribeInvoices(cursor: InvoiceCursor, handlers: InvoiceStreamHandlers): InvoiceSubscription;
  getInfo(): Promise<LightningInfo>;
  getChainBalance(): Promise<number>;
  sendToChainAddresses(input: { outputs: ChainOutput[]; label: string }): Promise<{ txid: string }>;
  getChainTransactions(): Promise<ChainTransaction[]>;
}
