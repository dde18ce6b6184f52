import { createHash, randomBytes } from 'node:crypto';

import { GRPC_NOT_FOUND, GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { DEFAULT_CLTV_DELTA, type HopHint, mintPaymentRequest } from './bolt11.ts';
import { type Invoice, type InvoiceBook, PEER_CHANNEL_ID } from './invoice-book.ts';
import { createLiveFilter, invoiceBacklog } from './invoice-subscription.ts';
import type { NodeKey } from './node-key.ts';
import { rpcInvoice } from './rpc-invoice.ts';
import type { ServiceImpl } from './service.ts';

// Lightning.AddInvoice / LookupInvoice / SubscribeInvoices and Invoices.CancelInvoice /
// SubscribeSingleInvoice, with LND's defaults and error texts.

export interface AddInvoiceRequest {
  memo: string;
  r_preimage: Buffer;
  value: string;
  value_msat: string;
  description_hash: Buffer;
  expiry: string;
  cltv_expiry: string;
  private: boolean;
  route_hints: { hop_hints: RpcHopHint[] }[];
}

interface RpcHopHint {
  node_id: string;
  chan_id: string;
  fee_base_msat: number;
  fee_proportional_millionths: number;
  cltv_expiry_delta: number;
}

interface PaymentHashRequest {
  r_hash_str: string;
  r_hash: Buffer;
}

interface InvoiceSubscriptionRequest {
  add_index: string;
  settle_index: string;
}

interface HashRequest {
  payment_hash?: Buffer;
  r_hash?: Buffer;
}

/** How the node's channels are announced; 'private' is a home node behind an LSP. */
export type ChannelKind = 'public' | 'private';

export interface InvoiceServiceDeps {
  book: InvoiceBook;
  nodeKey: NodeKey;
  clock: () => number;
  /** Read on every AddInvoice; the setChannels control changes it. */
  channels: () => ChannelKind;
}

/** The LSP at the other end of the node's private channel: a fixed key, a public node. */
export const LSP_NODE_ID = '0360564b1585cdfeccd5cade52a8fb608e180f39ef4bccbdb09c8cccc1ffb9e6fc';

/**
 * The hop hint LND builds for that channel (lnrpc/invoicesrpc/addinvoice.go, newHopHint
 * ~line 751): the peer, the short channel id, and the peer's policy towards us — here LND's
 * defaults (chainreg/chainregistry.go ~line 121: base fee 1000 msat, 1 ppm, time lock delta 80).
 */
export const PRIVATE_CHANNEL_HINT: Readonly<HopHint> = {
  nodeId: LSP_NODE_ID,
  chanId: PEER_CHANNEL_ID,
  feeBaseMsat: 1000,
  feeProportionalMillionths: 1,
  cltvExpiryDelta: 80,
};

/** maxHopHints, lnrpc/invoicesrpc/addinvoice.go line 49. */
const MAX_HOP_HINTS = 20;

/** LND's default invoice expiry (invoices.DefaultInvoiceExpiry) when the request says 0. */
const DEFAULT_EXPIRY_SEC = 86_400;
/** channeldb.MaxMemoSize. */
const MAX_MEMO_BYTES = 1024;

const isFinal = (invoice: Invoice): boolean =>
  invoice.state === 'SETTLED' || invoice.state === 'CANCELED';

function valueMsatOf(request: AddInvoiceRequest): bigint {
  const sat = BigInt(request.value || '0');
  const msat = BigInt(request.value_msat || '0');
  if (sat !== 0n && msat !== 0n)
    throw new GrpcError(GRPC_UNKNOWN, 'sat and msat arguments are mutually exclusive');
  const value = msat !== 0n ? msat : sat * 1000n;
  if (value < 0n) throw new GrpcError(GRPC_UNKNOWN, 'payment of negative value is not allowed');
  return value;
}

const fromRpcHop = (hop: RpcHopHint): HopHint => ({
  nodeId: hop.node_id,
  chanId: BigInt(hop.chan_id || '0'),
  feeBaseMsat: hop.fee_base_msat,
  feeProportionalMillionths: hop.fee_proportional_millionths,
  cltvExpiryDelta: hop.cltv_expiry_delta,
});

/**
 * The request's route hints, as lnrpc/invoicesrpc/addinvoice.go builds them (~lines 439-470,
 * `if len(invoice.RouteHints) > 0 || invoice.Private`): the caller's own hints first, then,
 * only with `private`, a hint for each private channel not named yet. Public channels never
 * become hints (chanCanBeHopHint ~line 641), so a public node adds none.
 */
function routeHintsOf(request: AddInvoiceRequest, channels: ChannelKind): HopHint[][] {
  const forced = request.route_hints.map((route) => route.hop_hints.map(fromRpcHop));
  if (forced.length > MAX_HOP_HINTS)
    throw new GrpcError(
      GRPC_UNKNOWN,
      `number of routing hints must not exceed maximum of ${MAX_HOP_HINTS}`,
    );
  if (forced.some((route) => route.length === 0))
    throw new GrpcError(GRPC_UNKNOWN, 'number of hop hint within a route must be positive');
  const named = forced.some((route) => route[0]?.chanId === PRIVATE_CHANNEL_HINT.chanId);
  const own = request.private && channels === 'private' && !named ? [[PRIVATE_CHANNEL_HINT]] : [];
  return [...forced, ...own];
}

export interface AddedInvoice {
  r_hash: Buffer;
  payment_request: string;
  add_index: string;
  payment_addr: Buffer;
}

/** Lightning.AddInvoice's work, shared with the control that plays another app adding one. */
export function createInvoiceAdder(
  deps: InvoiceServiceDeps,
): (request: AddInvoiceRequest) => AddedInvoice {
  const { book, nodeKey, clock, channels } = deps;
  return function addInvoice(request) {
    const memoBytes = Buffer.byteLength(request.memo, 'utf8');
    if (memoBytes > MAX_MEMO_BYTES) {
      throw new GrpcError(
        GRPC_UNKNOWN,
        `memo too large: ${memoBytes} bytes (maxsize=${MAX_MEMO_BYTES})`,
      );
    }
    const valueMsat = valueMsatOf(request);
    const expirySec = Number(request.expiry) || DEFAULT_EXPIRY_SEC;
    if (expirySec < 0) throw new GrpcError(GRPC_UNKNOWN, 'expiry must be non-negative');
    const preimage = request.r_preimage.length > 0 ? request.r_preimage : randomBytes(32);
    if (preimage.length !== 32)
      throw new GrpcError(GRPC_UNKNOWN, `preimage must be exactly 32 bytes, is ${preimage.length}`);
    const hash = createHash('sha256').update(preimage).digest();
    if (book.get(hash.toString('hex')))
      throw new GrpcError(GRPC_UNKNOWN, 'invoice with payment hash already exists');
    const paymentAddr = randomBytes(32);
    const createdAt = Math.floor(clock() / 1000);
    const cltvExpiry = Number(request.cltv_expiry) || DEFAULT_CLTV_DELTA;
    const routeHints = routeHintsOf(request, channels());
    let paymentRequest: string;
    try {
      paymentRequest = mintPaymentRequest({
        key: nodeKey,
        paymentHash: hash,
        paymentAddr,
        valueMsat,
        memo: request.memo,
        descriptionHash: request.description_hash,
        createdAtSec: createdAt,
        expirySec,
        cltvDelta: cltvExpiry,
        routeHints,
      });
    } catch (error) {
      throw new GrpcError(
        GRPC_UNKNOWN,
        `unable to encode payment request: ${(error as Error).message}`,
      );
    }
    const invoice = book.add({
      hash: hash.toString('hex'),
      preimage,
      paymentAddr,
      memo: request.memo,
      descriptionHash: request.description_hash,
      valueMsat,
      createdAt,
      expirySec,
      cltvExpiry,
      request: paymentRequest,
      isPrivate: routeHints.length > 0,
      routeHints,
    });
    return {
      r_hash: hash,
      payment_request: paymentRequest,
      add_index: String(invoice.addIndex),
      payment_addr: paymentAddr,
    };
  };
}

export function createLightningInvoiceMethods(deps: InvoiceServiceDeps): ServiceImpl {
  const { book } = deps;
  const addInvoice = createInvoiceAdder(deps);

  function lookupInvoice(request: PaymentHashRequest): Record<string, unknown> {
    let hash: string;
    if (request.r_hash_str) hash = request.r_hash_str;
    else if (request.r_hash.length === 32) hash = request.r_hash.toString('hex');
    else
      throw new GrpcError(
        GRPC_UNKNOWN,
        `payment hash must be exactly 32 bytes, is ${request.r_hash.length}`,
      );
    const invoice = book.get(hash);
    // LND maps ErrInvoiceNotFound to NOT_FOUND here (and only here).
    if (!invoice) throw new GrpcError(GRPC_NOT_FOUND, 'unable to locate invoice');
    return rpcInvoice(invoice);
  }

  return {
    AddInvoice: {
      permission: 'invoices:write',
      unary: (request: AddInvoiceRequest) => ({ ...addInvoice(request) }),
    },
    LookupInvoice: { permission: 'invoices:read', unary: lookupInvoice },
    SubscribeInvoices: {
      permission: 'invoices:read',
      stream: (request: InvoiceSubscriptionRequest, sink) => {
        const addIndex = Number(request.add_index);
        const settleIndex = Number(request.settle_index);
        // Backlog and registration happen in one tick, so no live event can slip between.
        for (const invoice of invoiceBacklog(book, addIndex, settleIndex))
          sink.write(rpcInvoice(invoice));
        const wanted = createLiveFilter(addIndex, settleIndex);
        sink.onClose(
          book.subscribe((event) => {
            if (!wanted(event)) return;
            sink.write(rpcInvoice(event.invoice));
            if (book.repeating()) sink.write(rpcInvoice(event.invoice));
          }),
        );
      },
    },
  };
}

export function createInvoicesRpcMethods(deps: InvoiceServiceDeps): ServiceImpl {
  const { book } = deps;
  return {
    CancelInvoice: {
      permission: 'invoices:write',
      unary: (request: HashRequest) => {
        book.cancel((request.payment_hash ?? Buffer.alloc(0)).toString('hex'));
        return {};
      },
    },
    SubscribeSingleInvoice: {
      permission: 'invoices:read',
      // Current state first (nothing if the hash is unknown yet, as in LND), then every
      // change, ending the stream cleanly at a final state.
      stream: (request: HashRequest, sink) => {
        const hash = (request.r_hash ?? Buffer.alloc(0)).toString('hex');
        const current = book.get(hash);
        if (current) {
          sink.write(rpcInvoice(current));
          if (isFinal(current)) {
            sink.end();
            return;
          }
        }
        sink.onClose(
          book.subscribe(({ invoice }) => {
            if (invoice.hash !== hash) return;
            sink.write(rpcInvoice(invoice));
            if (isFinal(invoice)) sink.end();
          }),
        );
      },
    },
  };
}
