// docs/decisions/0016-operator-cockpit-release.md: the shapes of the admin's Painel (GET /api/admin/painel). Amounts are integer
// sats; dates ISO 8601 UTC; days are Brasília calendar days ('YYYY-MM-DD').
import type { Health } from './types.ts';

/** The figures the Painel shows for one raffle and, summed, for all of them. */
export interface PainelFigures {
  /** Sats that reached the node: paid purchases plus late payments owed back. */
  sats_received: number;
  tickets_sold: number;
  /** Distinct accounts with at least one paid purchase (the total counts a person once). */
  buyers: number;
  /** Purchases that got an invoice. */
  invoices_created: number;
  /** Of those, the invoices paid (late payments owed back included). */
  invoices_paid: number;
  /** invoices_paid ÷ invoices_created, 0..1; null before the first invoice. */
  conversion: number | null;
  /** Invoices still payable now (pending and not past their expiry). */
  open_invoices: number;
  /** Prizes and refunds not yet paid out: payouts not sent, refunds not yet in a batch. */
  payouts_pending: number;
  payouts_pending_sats: number;
}

export interface PainelRaffle extends PainelFigures {
  raffle_id: number;
  name: string;
  status: 'active' | 'completed' | 'cancelled';
  total_tickets: number;
  end_date: string;
}

/** One Brasília day of the sales chart: purchases credited with tickets that day. */
export interface PainelDay {
  day: string;
  sats: number;
  tickets: number;
  purchases: number;
}

/** The node at a glance: /api/health's ports plus the wallet's two balances. */
export interface PainelNode {
  lightning: Health['lightning'];
  bitcoin: Health['bitcoin'];
  /** On-chain sats LND can spend now; null when LND did not answer. */
  onchain_spendable: number | null;
  /** Sats the channels can receive now; null when LND did not answer. */
  inbound_liquidity: number | null;
}

export interface Painel {
  generated_at: string;
  totals: PainelFigures;
  /** Newest raffle first. */
  raffles: PainelRaffle[];
  /** The last 30 Brasília days, oldest first, today last; days without sales are zeros. */
  sales_per_day: PainelDay[];
  node: PainelNode;
}

/** The per-raffle CSV exports of GET /api/admin/rifa/:id/export/<kind>.csv. */
export const EXPORT_KINDS = ['purchases', 'tickets', 'payouts', 'refunds'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
