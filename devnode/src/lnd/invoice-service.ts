import { createHash, randomBytes } from 'node:crypto';

import { GRPC_NOT_FOUND, GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { DEFAULT_CLTV_DELTA, mintPaymentRequest } from './bolt11.ts';
import type { Invoice, InvoiceBook } from './invoice-book.ts';
import { createLiveFilter, invoiceBacklog } from './invoice-subscription.ts';
import { invoiceMessage } from './messages.ts';
import type { NodeKey } from './node-key.ts';
import type { ServiceImpl } from './service.ts';

// Lightning.AddInvoice / LookupInvoice / SubscribeInvoices and Invoices.CancelInvoice /
// SubscribeSingleInvoice, with LND's defaults and error texts.

interface AddInvoiceRequest {
  memo: string;
  r_preimage: Buffer;
  value: string;
  value_msat: string;
  description_hash: Buffer;
  expiry: string;
  cltv_expiry: string;
  private: boolean;
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

export interface InvoiceServiceDeps {
  book: InvoiceBook;
  nodeKey: NodeKey;
  clock: () => number;
}

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

export function createLightningInvoiceMethods(deps: InvoiceServiceDeps): ServiceImpl {
  const { book, nodeKey, clock } = deps;

  function addInvoice(request: AddInvoiceRequest): Record<string, unknown> {
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
      isPrivate: request.private,
    });
    return {
      r_hash: hash,
      payment_request: paymentRequest,
      add_index: String(invoice.addIndex),
      payment_addr: paymentAddr,
    };
  }

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
    return invoiceMessage(invoice);
  }

  return {
    AddInvoice: { permission: 'invoices:write', unary: addInvoice },
    LookupInvoice: { permission: 'invoices:read', unary: lookupInvoice },
    SubscribeInvoices: {
      permission: 'invoices:read',
      stream: (request: InvoiceSubscriptionRequest, sink) => {
        const addIndex = Number(request.add_index);
        const settleIndex = Number(request.settle_index);
        // Backlog and registration happen in one tick, so no live event can slip between.
        for (const invoice of invoiceBacklog(book, addIndex, settleIndex))
          sink.write(invoiceMessage(invoice));
        const wanted = createLiveFilter(addIndex, settleIndex);
        sink.onClose(
          book.subscribe((event) => {
            if (wanted(event)) sink.write(invoiceMessage(event.invoice));
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
          sink.write(invoiceMessage(current));
          if (isFinal(current)) {
            sink.end();
            return;
          }
        }
        sink.onClose(
          book.subscribe(({ invoice }) => {
            if (invoice.hash !== hash) return;
            sink.write(invoiceMessage(invoice));
            if (isFinal(invoice)) sink.end();
          }),
        );
      },
    },
  };
}
