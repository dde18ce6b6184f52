// A fake Lightning port: queued replies and failures per method (scripted-port.ts), every
// call recorded, invoice events pushed to the open subscriptions, and — for whatever is not
// scripted — a small model of LND: an invoice book (create, look up, cancel, settle) and an
// on-chain wallet (balance, labelled sends).
import { createHash } from 'node:crypto';
import {
  LightningError,
  type ChainTransaction,
  type Clock,
  type InvoiceCursor,
  type InvoiceState,
  type InvoiceStreamHandlers,
  type DecodedInvoice,
  type Lightning,
  type PaymentState,
} from '../../../server/src/domain/ports/index.ts';
import { controlsOf, createScript, type ScriptControls } from './scripted-port.ts';
import { FAKE_NODE_PUBKEY, signAsNode } from './fake-node-key.ts';

export interface FakeInvoice {
  state: InvoiceState;
  tokens: number;
  description: string;
  request: string;
}

export interface FakeSubscription {
  cursor: InvoiceCursor;
  /** The indexes of the last live events sent (LND's per-client cursors). */
  live: InvoiceCursor;
  handlers: InvoiceStreamHandlers;
  closed: boolean;
}

export interface FakeLightning extends Lightning, ScriptControls<Lightning> {
  /** The invoice book, by payment hash. */
  readonly invoices: Map<string, FakeInvoice>;
  /** A copy of an invoice's state as getInvoice would return it. */
  invoice(id: string): InvoiceState | undefined;
  /** Settles an invoice in the book and pushes the event to every open subscription. */
  settle(id: string, at?: Date): InvoiceState;
  /** Pushes an invoice event (any state) to every open subscription. */
  emit(invoice: InvoiceState): void;
  /** Ends every open subscription with an error, as a dropped gRPC stream does. */
  breakStream(error?: LightningError): void;
  readonly subscriptions: FakeSubscription[];
  /** Confirmed on-chain balance; sends take from it. */
  balance: number;
  /** LND's wallet transactions (sends append to it). */
  transactions: ChainTransaction[];
  /** What estimateChainFee answers (0 by default: the fee is tested where it matters). */
  chainFee: number;
  /** Sats the node can receive (getInboundLiquidity). */
  inbound: number;
  /** An invoice of someone else (a winner's wallet) for `tokens` (0: amountless). */
  externalInvoice(
    tokens: number,
    options?: { expiresAt?: Date },
  ): DecodedInvoice & { request: string };
  /** Outgoing payments by hash, as LND's payment records hold them. */
  readonly payments: Map<string, PaymentState & { request: string }>;
}

export const hash64 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const unavailable = (message = 'LND inacessível') =>
  new LightningError('unavailable', message);

export function createFakeLightning(options: { clock?: Clock } = {}): FakeLightning {
  const script = createScript<Lightning>();
  const invoices = new Map<string, FakeInvoice>();
  const subscriptions: FakeSubscription[] = [];
  const now = () => options.clock?.now() ?? new Date();
  let addIndex = 0;
  let settleIndex = 0;
  let sends = 0;
  const external = new Map<string, DecodedInvoice>();
  const payments = new Map<string, PaymentState & { request: string }>();

  const copy = (id: string) => {
    const invoice = invoices.get(id);
    return invoice ? { ...invoice.state } : undefined;
  };
  // LND's registry drops a live event whose index is not above the client's cursor
  // (invoices/invoiceregistry.go ~405-413); an event without an index always goes out.
  const wanted = (subscription: FakeSubscription, invoice: InvoiceState): boolean => {
    const key = invoice.isConfirmed ? 'settleIndex' : 'addIndex';
    const index = invoice[key];
    if (index === undefined) return true;
    if (index <= subscription.live[key]) return false;
    subscription.live[key] = index;
    return true;
  };
  const emit = (invoice: InvoiceState) => {
    for (const subscription of subscriptions)
      if (!subscription.closed && wanted(subscription, invoice))
        subscription.handlers.onInvoice({ ...invoice });
  };

  const fake: FakeLightning = {
    ...controlsOf(script),
    invoices,
    subscriptions,
    balance: 10_000_000,
    transactions: [],
    chainFee: 0,
    inbound: 100_000_000,
    payments,

    createInvoice: (input) =>
      script.call('createInvoice', [input], () => {
        addIndex += 1;
        const id = hash64(`fatura ${addIndex}`);
        const expiresAt = input.expiresAt.toISOString();
        const request = `lnbcrt${input.tokens}0n1fake${addIndex}`;
        invoices.set(id, {
          state: { id, isConfirmed: false, isCanceled: false, received: 0, expiresAt, addIndex },
          tokens: input.tokens,
          description: 'description' in input ? input.description : input.descriptionHash,
          request,
        });
        return { id, request, expiresAt };
      }),
    getInvoice: (id) => script.call('getInvoice', [id], () => copy(id) ?? null),
    cancelInvoice: (id) =>
      script.call('cancelInvoice', [id], () => {
        const invoice = invoices.get(id);
        if (!invoice) throw new LightningError('not_found', 'fatura não encontrada');
        if (invoice.state.isConfirmed) throw new LightningError('already_settled', 'já paga');
        invoice.state.isCanceled = true;
      }),
    subscribeInvoices(cursor, handlers) {
      script.calls.push({ method: 'subscribeInvoices', args: [cursor, handlers] });
      const subscription: FakeSubscription = {
        cursor,
        live: { ...cursor },
        handlers,
        closed: false,
      };
      subscriptions.push(subscription);
      return {
        close() {
          subscription.closed = true;
        },
      };
    },
    getInfo: () =>
      script.call('getInfo', [], () => ({
        alias: 'fake-lnd',
        publicKey: FAKE_NODE_PUBKEY,
        synced: true,
        blockHeight: 0,
      })),
    getChainBalance: () => script.call('getChainBalance', [], () => fake.balance),
    getChainTransactions: () =>
      script.call('getChainTransactions', [], () => fake.transactions.map((tx) => ({ ...tx }))),
    sendToChainAddresses: (input) =>
      script.call('sendToChainAddresses', [input], () => {
        const tokens = input.outputs.reduce((sum, output) => sum + output.tokens, 0);
        if (tokens > fake.balance)
          throw new LightningError('insufficient_balance', 'saldo on-chain insuficiente');
        sends += 1;
        const txid = hash64(`envio ${sends}`);
        fake.balance -= tokens;
        fake.transactions.push({
          txid,
          label: input.label,
          tokens,
          isOutgoing: true,
          isConfirmed: false,
          outputAddresses: input.outputs.map((output) => output.address),
        });
        return { txid };
      }),

    estimateChainFee: (outputs) => script.call('estimateChainFee', [outputs], () => fake.chainFee),
    getInboundLiquidity: () => script.call('getInboundLiquidity', [], () => fake.inbound),
    decodeInvoice: (request) =>
      script.call('decodeInvoice', [request], () => {
        const decoded = external.get(request);
        if (!decoded) throw new LightningError('invalid_invoice', 'fatura inválida');
        return { ...decoded };
      }),
    // Like LND: one payment per hash (payments/db ErrAlreadyPaid, ErrPaymentInFlight).
    payInvoice: (input) =>
      script.call('payInvoice', [input], () => {
        const decoded = external.get(input.request);
        if (!decoded) throw new LightningError('unknown', 'fatura inválida');
        const known = payments.get(decoded.id);
        if (known && known.status !== 'failed')
          throw new LightningError('unknown', 'invoice is already paid');
        payments.set(decoded.id, { status: 'succeeded', fee: 1, request: input.request });
        return { id: decoded.id, fee: 1 };
      }),
    getPayment: (id) =>
      script.call('getPayment', [id], () => {
        const payment = payments.get(id);
        if (!payment) return null;
        const { request: _request, ...state } = payment;
        return state;
      }),
    signMessage: (message) => script.call('signMessage', [message], () => signAsNode(message)),
    externalInvoice(tokens, invoiceOptions = {}) {
      const id = hash64(`fatura externa ${external.size + 1}`);
      const request = `lnbcrt${tokens}n1externa${external.size + 1}`;
      const expiresAt = (
        invoiceOptions.expiresAt ?? new Date(now().getTime() + 3_600_000)
      ).toISOString();
      external.set(request, { id, tokens, expiresAt, destination: `03${hash64('carteira')}` });
      return { id, tokens, expiresAt, destination: `03${hash64('carteira')}`, request };
    },

    invoice: copy,
    settle(id, at) {
      const invoice = invoices.get(id);
      if (!invoice) throw new Error(`fake LND: no invoice ${id}`);
      settleIndex += 1;
      Object.assign(invoice.state, {
        isConfirmed: true,
        received: invoice.tokens,
        confirmedAt: (at ?? now()).toISOString(),
        settleIndex,
      });
      emit(invoice.state);
      return { ...invoice.state };
    },
    emit,
    breakStream(error = unavailable('fluxo de faturas encerrado')) {
      for (const subscription of subscriptions)
        if (!subscription.closed) subscription.handlers.onError(error);
    },
  };
  return fake;
}
