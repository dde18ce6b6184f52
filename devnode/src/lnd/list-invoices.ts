import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import type { Invoice, InvoiceBook } from './invoice-book.ts';
import { rpcInvoice } from './rpc-invoice.ts';
import type { ServiceImpl } from './service.ts';

// Lightning.ListInvoices (rpcserver.go ListInvoices over channeldb/invoices.go QueryInvoices
// and channeldb/paginate.go): pages over the add index, the offset exclusive, newest first
// when reversed, always returned oldest first, with the first and last add index returned.

interface ListInvoiceRequest {
  pending_only: boolean;
  index_offset: string;
  num_max_invoices: string;
  reversed: boolean;
  creation_date_start: string;
  creation_date_end: string;
}

/** invoices.go IsPending: OPEN or ACCEPTED; an AMP invoice stays OPEN in the database. */
const isPending = (invoice: Invoice): boolean =>
  invoice.state === 'OPEN' || invoice.state === 'ACCEPTED' || invoice.push === 'amp';

export function createListInvoicesMethods(book: InvoiceBook): ServiceImpl {
  return {
    ListInvoices: {
      permission: 'invoices:read',
      unary: (request: ListInvoiceRequest) => {
        const max = Number(request.num_max_invoices) || 100;
        const start = Number(request.creation_date_start);
        const end = Number(request.creation_date_end);
        if (start !== 0 && end !== 0 && start >= end)
          throw new GrpcError(GRPC_UNKNOWN, `start date(${start}) must be before end date(${end})`);
        const offset = Number(request.index_offset);
        const all = book.list();
        // paginator.cursorStart: after the offset going forward, before it going back.
        const candidates = request.reversed
          ? all.filter((invoice) => offset === 0 || invoice.addIndex < offset).reverse()
          : all.filter((invoice) => invoice.addIndex > offset);
        const page = candidates
          .filter((invoice) => !request.pending_only || isPending(invoice))
          .filter(
            (invoice) => invoice.createdAt >= start && (end === 0 || invoice.createdAt <= end),
          )
          .slice(0, max);
        if (request.reversed) page.reverse();
        return {
          invoices: page.map(rpcInvoice),
          first_index_offset: String(page[0]?.addIndex ?? 0),
          last_index_offset: String(page.at(-1)?.addIndex ?? 0),
        };
      },
    },
  };
}
