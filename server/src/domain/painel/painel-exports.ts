// The CSV exports (docs/decisions/0016-operator-cockpit-release.md): per raffle, for the admin, its purchases, tickets, payouts and
// refunds (names and e-mails included: only an admin reaches them); for anyone, the public
// ticket list, exactly the numbers and payment hashes of GET /api/rifa/:id/tickets. A file is
// made a page of rows at a time, a turn of the event loop between pages, and sent as it is made:
// a million tickets never hold the server (docs/protocols/limits.md#no-request-holds-the-event-loop).
import { EXPORT_KINDS, type DrawTicket, type ExportKind } from '@rifa/shared';
import { inPages, type PageReader } from '../kernel/pages.ts';
import { csvDate, csvHeader, csvLines, type CsvCell } from './painel-csv.ts';
import {
  payoutKind,
  payoutMethod,
  payoutStatus,
  purchaseStatus,
  refundReason,
} from './painel-labels.ts';
import { notFound } from '../kernel/errors.ts';
import type {
  PainelRepository,
  PayoutExportRow,
  PurchaseExportRow,
  RefundExportRow,
  TicketExportRow,
} from '../ports/painel.ts';

export interface CsvFile {
  filename: string;
  /** The text, in pieces: the header line first, then the lines of each page of rows. */
  chunks: AsyncIterable<string>;
}

export interface PainelExportsDeps {
  painel: PainelRepository;
  /** A page of the raffle's paid tickets, ascending: what GET /api/rifa/:id/tickets lists. */
  publicTicketPage(raffleId: number, afterNumber: number, limit: number): DrawTicket[];
}

/** One export: its header, how to read its rows a page at a time, and each row's cells. */
interface CsvTable<Row> {
  header: string[];
  read(raffleId: number): PageReader<Row>;
  /** The keyset column of a row (id, or number for tickets). */
  key(row: Row): number;
  cells(row: Row): CsvCell[];
}

async function* csvChunks<Row>(table: CsvTable<Row>, raffleId: number): AsyncGenerator<string> {
  yield csvHeader(table.header);
  for await (const page of inPages(table.read(raffleId), table.key))
    yield csvLines(page.map(table.cells));
}

/** The file name part of each kind, in pt-BR: rifa-7-compras.csv. */
const FILE_WORD: Record<ExportKind, string> = {
  purchases: 'compras',
  tickets: 'bilhetes',
  payouts: 'pagamentos',
  refunds: 'reembolsos',
};

/** 'purchases.csv' → 'purchases'; anything else → undefined. */
export function exportKind(file: string): ExportKind | undefined {
  const kind = /^([a-z]+)\.csv$/.exec(file)?.[1];
  return EXPORT_KINDS.find((known) => known === kind);
}

export function createPainelExports(deps: PainelExportsDeps) {
  const { painel } = deps;

  const purchases: CsvTable<PurchaseExportRow> = {
    header: ['Compra', 'Criada em', 'Paga em', 'Situação', 'Comprador', 'Apelido', 'E-mail'].concat(
      ['Bilhetes', 'Valor (sats)', 'Números', 'Hash do pagamento'],
    ),
    read: (id) => (after, limit) => painel.purchases(id, after, limit),
    key: (row) => row.id,
    cells: (row) => [
      row.id,
      csvDate(row.created_at),
      csvDate(row.paid_at),
      purchaseStatus(row.status),
      row.buyer_name,
      row.nickname,
      row.email,
      row.tickets_count,
      row.amount,
      // Numbers joined with spaces: a comma list would read as one decimal in pt-BR.
      row.numbers?.split(',').join(' ') ?? '',
      row.payment_hash,
    ],
  };
  const tickets: CsvTable<TicketExportRow> = {
    header: ['Número', 'Compra', 'Comprador', 'Apelido', 'E-mail', 'Hash do pagamento'].concat([
      'Creditado em',
    ]),
    read: (id) => (after, limit) => painel.tickets(id, after, limit),
    key: (row) => row.number,
    cells: (row) => [
      row.number,
      row.transaction_id,
      row.buyer_name,
      row.nickname,
      row.email,
      row.payment_hash,
      csvDate(row.created_at),
    ],
  };
  const payouts: CsvTable<PayoutExportRow> = {
    header: ['Pagamento', 'Tipo', 'Posição', 'Método', 'Situação', 'Valor (sats)', 'Taxa (sats)']
      .concat(['Endereço', 'Ganhador', 'E-mail', 'Txid', 'Hash do pagamento', 'Tentativas'])
      .concat(['Último erro', 'Criado em', 'Atualizado em']),
    read: (id) => (after, limit) => painel.payouts(id, after, limit),
    key: (row) => row.id,
    cells: (row) => [
      row.id,
      payoutKind(row.kind),
      row.position,
      payoutMethod(row.method),
      payoutStatus(row.status),
      row.amount,
      row.fee,
      row.address,
      row.winner_name,
      row.winner_email,
      row.txid,
      row.payment_hash,
      row.attempts,
      row.last_error,
      csvDate(row.created_at),
      csvDate(row.updated_at),
    ],
  };
  const refunds: CsvTable<RefundExportRow> = {
    header: [
      'Reembolso',
      'Compra',
      'Comprador',
      'E-mail',
      'Endereço',
      'Valor (sats)',
      'Motivo',
    ].concat(['Pagamento', 'Situação do pagamento', 'Txid', 'Criado em']),
    read: (id) => (after, limit) => painel.refunds(id, after, limit),
    key: (row) => row.id,
    cells: (row) => [
      row.id,
      row.transaction_id,
      row.buyer_name,
      row.email,
      row.address,
      row.amount,
      refundReason(row.reason),
      row.payout_id,
      row.payout_id === null ? 'A pagar' : payoutStatus(row.payout_status),
      row.txid,
      csvDate(row.created_at),
    ],
  };
  const publicTickets: CsvTable<DrawTicket> = {
    header: ['Número', 'Hash do pagamento'],
    read: (id) => (after, limit) => deps.publicTicketPage(id, after, limit),
    key: (ticket) => ticket.number,
    cells: (ticket) => [ticket.number, ticket.payment_hash],
  };
  const chunksOf: Record<ExportKind, (raffleId: number) => AsyncIterable<string>> = {
    purchases: (id) => csvChunks(purchases, id),
    tickets: (id) => csvChunks(tickets, id),
    payouts: (id) => csvChunks(payouts, id),
    refunds: (id) => csvChunks(refunds, id),
  };

  function mustExist(raffleId: number): void {
    if (!painel.raffleExists(raffleId)) throw notFound('Rifa não encontrada');
  }

  return {
    /** GET /api/admin/rifa/:id/export/<kind>.csv (admin only). */
    raffleCsv(raffleId: number, file: string): CsvFile {
      const kind = exportKind(file);
      if (!kind) throw notFound('Exportação não encontrada');
      mustExist(raffleId);
      return {
        filename: `rifa-${raffleId}-${FILE_WORD[kind]}.csv`,
        chunks: chunksOf[kind](raffleId),
      };
    },
    /** GET /api/rifa/:id/tickets.csv (public): number and payment hash, nothing personal. */
    publicTicketsCsv(raffleId: number): CsvFile {
      mustExist(raffleId);
      return {
        filename: `rifa-${raffleId}-bilhetes.csv`,
        chunks: csvChunks(publicTickets, raffleId),
      };
    },
  };
}

export type PainelExports = ReturnType<typeof createPainelExports>;
