// The CSV exports (docs/decisions/0016-operator-cockpit-release.md): per raffle, for the admin, its purchases, tickets, payouts and
// refunds (names and e-mails included: only an admin reaches them); for anyone, the public
// ticket list, exactly the numbers and payment hashes of GET /api/rifa/:id/tickets.
import { EXPORT_KINDS, type DrawTicket, type ExportKind } from '@rifa/shared';
import { csvDate, csvDocument, type CsvCell } from './painel-csv.ts';
import {
  payoutKind,
  payoutMethod,
  payoutStatus,
  purchaseStatus,
  refundReason,
} from './painel-labels.ts';
import { notFound } from '../kernel/errors.ts';
import type { PainelRepository } from '../ports/painel.ts';

export interface CsvFile {
  filename: string;
  body: string;
}

export interface PainelExportsDeps {
  painel: PainelRepository;
  /** The raffle's paid tickets, ascending: what GET /api/rifa/:id/tickets lists. */
  publicTickets(raffleId: number): DrawTicket[];
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

  const tables: Record<ExportKind, (raffleId: number) => [string[], CsvCell[][]]> = {
    purchases: (id) => [
      ['Compra', 'Criada em', 'Paga em', 'Situação', 'Comprador', 'Apelido', 'E-mail'].concat([
        'Bilhetes',
        'Valor (sats)',
        'Números',
        'Hash do pagamento',
      ]),
      painel.purchases(id).map((row) => [
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
      ]),
    ],
    tickets: (id) => [
      ['Número', 'Compra', 'Comprador', 'Apelido', 'E-mail', 'Hash do pagamento', 'Creditado em'],
      painel
        .tickets(id)
        .map((row) => [
          row.number,
          row.transaction_id,
          row.buyer_name,
          row.nickname,
          row.email,
          row.payment_hash,
          csvDate(row.created_at),
        ]),
    ],
    payouts: (id) => [
      ['Pagamento', 'Tipo', 'Posição', 'Método', 'Situação', 'Valor (sats)', 'Taxa (sats)']
        .concat(['Endereço', 'Ganhador', 'E-mail', 'Txid', 'Hash do pagamento', 'Tentativas'])
        .concat(['Último erro', 'Criado em', 'Atualizado em']),
      painel
        .payouts(id)
        .map((row) => [
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
        ]),
    ],
    refunds: (id) => [
      ['Reembolso', 'Compra', 'Comprador', 'E-mail', 'Endereço', 'Valor (sats)', 'Motivo'].concat([
        'Pagamento',
        'Situação do pagamento',
        'Txid',
        'Criado em',
      ]),
      painel
        .refunds(id)
        .map((row) => [
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
        ]),
    ],
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
      const [header, rows] = tables[kind](raffleId);
      return {
        filename: `rifa-${raffleId}-${FILE_WORD[kind]}.csv`,
        body: csvDocument(header, rows),
      };
    },
    /** GET /api/rifa/:id/tickets.csv (public): number and payment hash, nothing personal. */
    publicTicketsCsv(raffleId: number): CsvFile {
      mustExist(raffleId);
      const rows = deps
        .publicTickets(raffleId)
        .map((ticket) => [ticket.number, ticket.payment_hash]);
      return {
        filename: `rifa-${raffleId}-bilhetes.csv`,
        body: csvDocument(['Número', 'Hash do pagamento'], rows),
      };
    },
  };
}

export type PainelExports = ReturnType<typeof createPainelExports>;
