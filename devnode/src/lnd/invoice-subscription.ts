import type { Invoice, InvoiceBook, InvoiceEvent } from './invoice-book.ts';

// SubscribeInvoices with LND's semantics (invoices/invoiceregistry.go, reproduced on
// purpose because the app's resume logic depends on them — docs/protocols/devnode.md#faithfulness,
// obstacle 11):
// - an index of 0 means "no backlog" for that cursor;
// - the backlog is every invoice with add_index > N in its *current* state, then every
//   invoice with settle_index > M — so one invoice can arrive twice;
// - only OPEN and SETTLED invoices are ever sent (LND drops other states as "unknown");
// - live events are adds and settlements only, deduplicated by per-client cursors that
//   start at the requested indexes and move only on the live path.

const isSent = (invoice: Invoice): boolean =>
  invoice.state === 'OPEN' || invoice.state === 'SETTLED';

export function invoiceBacklog(
  book: InvoiceBook,
  addIndex: number,
  settleIndex: number,
): Invoice[] {
  const added = addIndex > 0 ? book.addedSince(addIndex).filter(isSent) : [];
  const settled = settleIndex > 0 ? book.settledSince(settleIndex) : [];
  return [...added, ...settled];
}

/** Returns a filter that says whether a live event goes to this client, advancing its cursors. */
export function createLiveFilter(
  addIndex: number,
  settleIndex: number,
): (event: InvoiceEvent) => boolean {
  let addCursor = addIndex;
  let settleCursor = settleIndex;
  return ({ type, invoice }) => {
    if (type === 'added' && invoice.addIndex > addCursor) {
      addCursor = invoice.addIndex;
      return true;
    }
    if (type === 'settled' && invoice.settleIndex > settleCursor) {
      settleCursor = invoice.settleIndex;
      return true;
    }
    return false;
  };
}
