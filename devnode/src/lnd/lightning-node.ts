import {
  type ChannelLedger,
  createChannelBalanceMethods,
  createChannelLedger,
} from './channels.ts';
import { createDecodePayReqMethods } from './decode-pay-req.ts';
import { type ExternalWallets, createExternalWallets } from './external-wallets.ts';
import type { InvoiceBook } from './invoice-book.ts';
import {
  type AddInvoiceRequest,
  type AddedInvoice,
  type ChannelKind,
  type InvoiceServiceDeps,
  createInvoiceAdder,
} from './invoice-service.ts';
import { createListChannelsMethods } from './list-channels.ts';
import { createListInvoicesMethods } from './list-invoices.ts';
import { type Payments, createPayments } from './payments.ts';
import { createRouterMethods } from './router-service.ts';
import type { ServiceImpl } from './service.ts';

// The node's Lightning side beyond its invoices: channel liquidity, outgoing payments and
// the external wallets they reach, wired together once per devnode. Every settled incoming
// payment (our invoices, another app's, keysend, AMP) moves its amount from the remote to
// the local side of the channel.

export interface LightningNode {
  book: InvoiceBook;
  ledger: ChannelLedger;
  wallets: ExternalWallets;
  payments: Payments;
  clock: () => number;
  height: () => number;
  /** Whether its channel is announced; the setChannels control changes it. */
  channels: () => ChannelKind;
  /** AddInvoice as another app on the same node calls it. */
  addInvoice(request: AddInvoiceRequest): AddedInvoice;
}

export function createLightningNode(
  invoiceDeps: InvoiceServiceDeps,
  height: () => number,
): LightningNode {
  const { book, clock } = invoiceDeps;
  const ledger = createChannelLedger();
  const wallets = createExternalWallets(clock);
  const payments = createPayments({ ledger, wallets, clock, height });
  book.subscribe((event) => {
    if (event.type === 'settled') ledger.receive(event.invoice.amtPaidMsat);
  });
  return {
    book,
    ledger,
    wallets,
    payments,
    clock,
    height,
    channels: invoiceDeps.channels,
    addInvoice: createInvoiceAdder(invoiceDeps),
  };
}

/**
 * What the node adds to lnrpc.Lightning (ChannelBalance, ListChannels, DecodePayReq,
 * ListInvoices).
 */
export function lightningChannelMethods(node: LightningNode): ServiceImpl {
  return {
    ...createChannelBalanceMethods(node.ledger),
    ...createListChannelsMethods(node),
    ...createDecodePayReqMethods(),
    ...createListInvoicesMethods(node.book),
  };
}

/** routerrpc.Router: SendPaymentV2 and TrackPaymentV2. */
export function routerMethods(node: LightningNode): ServiceImpl {
  return createRouterMethods({ payments: node.payments, clock: node.clock });
}
