// docs/decisions/0016-operator-cockpit-release.md: the reads behind the admin's Painel and the CSV exports. Rows come as the
// database holds them (ISO dates, integer sats); the domain shapes and formats them.
/** One raffle's raw counters (PainelFigures without the derived conversion). */
export interface RaffleCounters {
  raffle_id: number;
  name: string;
  status: 'active' | 'completed' | 'cancelled';
  total_tickets: number;
  end_date: string;
  sats_received: number;
  tickets_sold: number;
  buyers: number;
  invoices_created: number;
  invoices_paid: number;
  open_invoices: number;
  payouts_pending: number;
  payouts_pending_sats: number;
}

/** Paid purchases of one UTC hour ('YYYY-MM-DDTHH'): Brasília's offset is whole hours. */
export interface HourSales {
  hour: string;
  sats: number;
  tickets: number;
  purchases: number;
}

export interface PurchaseExportRow {
  id: number;
  created_at: string;
  paid_at: string | null;
  status: string;
  buyer_name: string;
  nickname: string | null;
  email: string;
  tickets_count: number;
  amount: number;
  numbers: string | null;
  payment_hash: string | null;
}

export interface TicketExportRow {
  number: number;
  transaction_id: number;
  buyer_name: string;
  nickname: string | null;
  email: string;
  payment_hash: string;
  created_at: string;
}

export interface PayoutExportRow {
  id: number;
  kind: string;
  position: number | null;
  method: string;
  status: string;
  amount: number;
  fee: number | null;
  address: string | null;
  winner_name: string | null;
  winner_email: string | null;
  txid: string | null;
  payment_hash: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface RefundExportRow {
  id: number;
  transaction_id: number;
  buyer_name: string;
  email: string;
  address: string;
  amount: number;
  reason: string;
  payout_id: number | null;
  payout_status: string | null;
  txid: string | null;
  created_at: string;
}

export interface PainelRepository {
  /** Every raffle's counters, newest first; `now` decides which pending invoices are open. */
  raffleCounters(now: string): RaffleCounters[];
  /** Distinct accounts with a paid purchase, over every raffle. */
  distinctBuyers(): number;
  /** Paid purchases credited at or after `since` (ISO), by UTC hour. */
  salesByHour(since: string): HourSales[];
  raffleExists(raffleId: number): boolean;
  // The export rows, a page at a time (keyset: id, or number for tickets, above `after`).
  purchases(raffleId: number, after: number, limit: number): PurchaseExportRow[];
  tickets(raffleId: number, after: number, limit: number): TicketExportRow[];
  payouts(raffleId: number, after: number, limit: number): PayoutExportRow[];
  refunds(raffleId: number, after: number, limit: number): RefundExportRow[];
}
