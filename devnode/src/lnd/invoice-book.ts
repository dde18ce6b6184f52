import { ControlError, GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import type { HopHint } from './bolt11.ts';

// The devnode's invoice database, with LND's bookkeeping: a monotonic add_index for every
// new invoice, a settle_index for every settlement, and expiry that cancels an OPEN invoice
// the moment it passes (LND's invoice expiry watcher does the same).

export type InvoiceState = 'OPEN' | 'SETTLED' | 'CANCELED' | 'ACCEPTED';

export interface Htlc {
  chanId: string;
  htlcIndex: number;
  amtMsat: bigint;
  acceptHeight: number;
  acceptTime: number;
  resolveTime: number;
  expiryHeight: number;
  state: 'ACCEPTED' | 'SETTLED' | 'CANCELED';
  /** TLV records from the onion (a keysend HTLC carries its preimage as 5482373484). */
  customRecords?: Record<string, Buffer> | undefined;
  /** The MPP record's total; 0 for a legacy (keysend) HTLC; default the HTLC's amount. */
  mppTotalMsat?: bigint | undefined;
  amp?: AmpHtlc | undefined;
}

/** lnrpc.AMP: the AMP record of one HTLC and the child hash and preimage it derives. */
export interface AmpHtlc {
  rootShare: Buffer;
  setId: Buffer;
  childIndex: number;
  hash: Buffer;
  preimage: Buffer;
}

/**
 * Invoices LND inserts just in time for a payment that came without one
 * (invoices/invoiceregistry.go processKeySend, processAMP).
 */
export type PushKind = 'keysend' | 'amp';

export interface Invoice {
  /** Payment hash, hex. */
  hash: string;
  preimage: Buffer;
  paymentAddr: Buffer;
  memo: string;
  descriptionHash: Buffer;
  valueMsat: bigint;
  /** Unix seconds. */
  createdAt: number;
  expirySec: number;
  cltvExpiry: number;
  request: string;
  isPrivate: boolean;
  /** The route hints the request carries (tag r); empty when it has none. */
  routeHints: HopHint[][];
  addIndex: number;
  state: InvoiceState;
  settleIndex: number;
  settleDate: number;
  amtPaidMsat: bigint;
  htlcs: Htlc[];
  push?: PushKind | undefined;
}

export type NewInvoice = Omit<
  Invoice,
  'addIndex' | 'state' | 'settleIndex' | 'settleDate' | 'amtPaidMsat' | 'htlcs' | 'routeHints'
> & { routeHints?: HopHint[][] };

export interface InvoiceEvent {
  type: 'added' | 'settled' | 'canceled';
  invoice: Invoice;
}

export interface SettleOptions {
  /** Amount the simulated payer sends; default the invoice's value (required when amountless). */
  amtMsat?: bigint | undefined;
  /** Chain height when the HTLC arrived, used for accept_height and the CLTV expiry height. */
  height: number;
  /** What the HTLC's onion carried beyond the amount (keysend record, AMP record). */
  htlc?: Pick<Htlc, 'customRecords' | 'mppTotalMsat' | 'amp'> | undefined;
}

export interface InvoiceBook {
  add(invoice: NewInvoice): Invoice;
  get(hash: string): Invoice | undefined;
  list(): Invoice[];
  /** Invoices with add_index > index, in their current state, oldest first. */
  addedSince(index: number): Invoice[];
  /** Invoices with settle_index > index, in settlement order. */
  settledSince(index: number): Invoice[];
  settle(hash: string, options: SettleOptions): Invoice;
  cancel(hash: string): Invoice;
  expire(hash: string): Invoice;
  /** Cancels every OPEN invoice whose expiry has passed. */
  sweepExpired(): void;
  subscribe(listener: (event: InvoiceEvent) => void): () => void;
  /**
   * Later invoices get add and settle indexes from 1 again, as after LND's move to its SQL
   * invoice store, which draws them from its own sequences (invoices/sql_store.go
   * NextInvoiceSettleIndex; sqldb/sqlc/queries/invoices.sql invoice_sequences).
   */
  restartIndexes(): void;
  /** While on, SubscribeInvoices sends every event it sends twice (LND may repeat them). */
  repeatEvents(on: boolean): void;
  repeating(): boolean;
}

/**
 * The HTLCs arrive over one simulated channel, opened at block 102 (short id 102x1x0); when
 * the node's channels are private, it is the channel the route hint names.
 */
export const PEER_CHANNEL_ID = (102n << 40n) | (1n << 16n);
const CHANNEL_ID = PEER_CHANNEL_ID.toString();

/**
 * An invoice without an expiry (a keysend one) expires after zpay32.DefaultInvoiceExpiry,
 * as invoices/invoice_expiry_watcher.go makeTimestampExpiry reads it.
 */
const DEFAULT_EXPIRY_SEC = 3600;

export function createInvoiceBook(clock: () => number): InvoiceBook {
  const byHash = new Map<string, Invoice>();
  const ordered: Invoice[] = [];
  const listeners = new Set<(event: InvoiceEvent) => void>();
  let lastAddIndex = 0;
  let lastSettleIndex = 0;
  let nextHtlcIndex = 0;
  let repeat = false;

  const nowSec = (): number => Math.floor(clock() / 1000);
  const emit = (event: InvoiceEvent): void => {
    for (const listener of [...listeners]) listener(event);
  };

  function cancelNow(invoice: Invoice): void {
    invoice.state = 'CANCELED';
    for (const htlc of invoice.htlcs) {
      if (htlc.state === 'ACCEPTED') {
        htlc.state = 'CANCELED';
        htlc.resolveTime = nowSec();
      }
    }
    emit({ type: 'canceled', invoice });
  }

  function sweepExpired(): void {
    const now = nowSec();
    for (const invoice of ordered) {
      const expirySec = invoice.expirySec || DEFAULT_EXPIRY_SEC;
      if (invoice.state === 'OPEN' && invoice.createdAt + expirySec <= now) cancelNow(invoice);
    }
  }

  function find(hash: string): Invoice | undefined {
    sweepExpired();
    return byHash.get(hash.toLowerCase());
  }

  function mustFind(hash: string): Invoice {
    const invoice = find(hash);
    if (!invoice) throw new ControlError(404, `no invoice with payment hash ${hash}`);
    return invoice;
  }

  return {
    add(fresh) {
      if (byHash.has(fresh.hash))
        throw new GrpcError(GRPC_UNKNOWN, 'invoice with payment hash already exists');
      const invoice: Invoice = {
        ...fresh,
        routeHints: fresh.routeHints ?? [],
        addIndex: (lastAddIndex += 1),
        state: 'OPEN',
        settleIndex: 0,
        settleDate: 0,
        amtPaidMsat: 0n,
        htlcs: [],
      };
      byHash.set(invoice.hash, invoice);
      ordered.push(invoice);
      emit({ type: 'added', invoice });
      return invoice;
    },
    get: find,
    list() {
      sweepExpired();
      return [...ordered];
    },
    addedSince(index) {
      sweepExpired();
      return ordered.filter((invoice) => invoice.addIndex > index);
    },
    settledSince(index) {
      sweepExpired();
      return ordered
        .filter((invoice) => invoice.settleIndex > index)
        .sort((a, b) => a.settleIndex - b.settleIndex);
    },
    settle(hash, { amtMsat, height, htlc }) {
      const invoice = mustFind(hash);
      if (invoice.state === 'SETTLED' || invoice.state === 'CANCELED') {
        throw new ControlError(409, `invoice ${hash} is already ${invoice.state.toLowerCase()}`);
      }
      const paid = amtMsat ?? invoice.valueMsat;
      if (paid <= 0n) throw new ControlError(400, 'an amountless invoice needs amtMsat to settle');
      if (paid < invoice.valueMsat)
        throw new ControlError(
          400,
          `amtMsat ${paid} is below the invoice value ${invoice.valueMsat}`,
        );
      const now = nowSec();
      // Every field the client's HTLC validator checks is set (docs/protocols/devnode.md#faithfulness, obstacle 3):
      // lightning 12 silently drops HTLCs whose accept_height is 0.
      invoice.htlcs.push({
        chanId: CHANNEL_ID,
        htlcIndex: nextHtlcIndex,
        amtMsat: paid,
        acceptHeight: height,
        acceptTime: now,
        resolveTime: now,
        expiryHeight: height + invoice.cltvExpiry,
        state: 'SETTLED',
        ...htlc,
      });
      nextHtlcIndex += 1;
      lastSettleIndex += 1;
      invoice.state = 'SETTLED';
      invoice.settleIndex = lastSettleIndex;
      invoice.settleDate = now;
      invoice.amtPaidMsat = paid;
      emit({ type: 'settled', invoice });
      return invoice;
    },
    cancel(hash) {
      const invoice = find(hash);
      if (!invoice) throw new GrpcError(GRPC_UNKNOWN, 'unable to locate invoice');
      if (invoice.state === 'SETTLED') throw new GrpcError(GRPC_UNKNOWN, 'invoice already settled');
      // Cancelling a cancelled invoice is not an error in LND.
      if (invoice.state !== 'CANCELED') cancelNow(invoice);
      return invoice;
    },
    expire(hash) {
      const invoice = mustFind(hash);
      if (invoice.state === 'SETTLED')
        throw new ControlError(409, `invoice ${hash} is already settled`);
      if (invoice.state === 'CANCELED') return invoice;
      // Pull the expiry in to now so expires_at agrees with the state; the client rejects
      // expiry 0, hence at least one second.
      invoice.expirySec = Math.max(1, nowSec() - invoice.createdAt);
      cancelNow(invoice);
      return invoice;
    },
    sweepExpired,
    restartIndexes() {
      lastAddIndex = 0;
      lastSettleIndex = 0;
    },
    repeatEvents(on) {
      repeat = on;
    },
    repeating: () => repeat,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
