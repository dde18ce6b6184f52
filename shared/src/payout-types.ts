// The API shapes of payouts, refunds and wins (docs/protocols/draw.md), shared by the server and the SPA.
// Dates are ISO 8601 UTC strings; amounts are integers in sats.

import type { PrizeDelivery } from './delivery-types.ts';
import type { DrawProof } from './draw/types.ts';
import type { DrawEstimate } from './draw-estimate.ts';
import type { Raffle } from './types.ts';

/**
 * A prize or refund sent from the node, exactly once (docs/protocols/draw.md): on-chain from LND's
 * wallet, or over Lightning to an invoice the recipient pasted (amounts below the on-chain
 * threshold, or by the recipient's choice):
 * - awaiting_invoice: 'aguardando fatura' — Lightning only: the recipient pastes an invoice
 *   of exactly the amount in the dashboard;
 * - pending: due, the server sends it soon;
 * - awaiting_balance: 'aguardando saldo' — the wallet holds less than the amount; retried;
 * - sending: the call to LND is in progress (or was, when the server stopped);
 * - sent: in a transaction, txid known;
 * - unknown: the outcome could not be established — the admin checks the wallet and
 *   confirms it (with the txid) or asks for a new attempt; never re-sent on its own;
 * - failed: LND refused the send and holds no transaction with its label, or the Lightning
 *   payment failed for good — nothing left the node; the admin may retry, the recipient
 *   may paste a new invoice;
 * - awaiting_admin: PAYOUT_MODE=manual — the admin pays and confirms in Gerenciar;
 * - manual: the admin confirmed paying it outside the app, without a txid.
 */
export type PayoutStatus =
  | 'pending'
  | 'awaiting_balance'
  | 'sending'
  | 'sent'
  | 'unknown'
  | 'failed'
  | 'awaiting_admin'
  | 'manual'
  | 'awaiting_invoice';

/**
 * Nothing left the node for a payout in these states, so its recipient may name (or rename)
 * the Lightning invoice to pay: the server accepts a claim exactly then, and the dashboard
 * offers 'Receber via Lightning' exactly then.
 */
export const LIGHTNING_CLAIMABLE: readonly PayoutStatus[] = [
  'awaiting_invoice',
  'pending',
  'awaiting_balance',
  'awaiting_admin',
  'failed',
];

/** How a payout travels: one on-chain transaction, or one Lightning payment. */
export type PayoutMethod = 'onchain' | 'lightning';

export type PayoutKind = 'prize' | 'refund';

export type RefundReason = 'late_payment' | 'no_tickets_left' | 'cancelled';

export interface PayoutOutput {
  address: string;
  amount: number;
}

/** A row of GET /api/admin/payouts. */
export interface AdminPayout {
  id: number;
  raffle_id: number;
  raffle_name: string;
  kind: PayoutKind;
  /**
   * Unique name of the payout; for on-chain sends the LND transaction label,
   * `rifa:<install>:<id>:premio` or `rifa:<install>:<id>:reembolso[:<n>]`.
   */
  label: string;
  status: PayoutStatus;
  method: PayoutMethod;
  /** Lightning: the hash of the invoice being paid (null until the recipient pastes one). */
  payment_hash: string | null;
  /** Lightning: the routing fee paid, in sats, once sent. */
  fee: number | null;
  /** Sats to the recipients (the network fee is paid on top by the wallet). */
  amount: number;
  /** One output for a prize; one per distinct address for a refund batch. */
  outputs: PayoutOutput[];
  /** The winner (prize only). */
  user_id: number | null;
  txid: string | null;
  attempts: number;
  /** The last failure, in pt-BR when it comes from the server. */
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of GET /api/admin/refunds: a refund owed to a buyer, paid in a batch. */
export interface AdminRefund {
  id: number;
  raffle_id: number;
  raffle_name: string;
  transaction_id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  address: string;
  amount: number;
  reason: RefundReason;
  /** The batch that pays it; null while unpaid (POST /api/admin/raffles/:id/refunds/pay). */
  payout_id: number | null;
  payout_status: PayoutStatus | null;
  payout_method: PayoutMethod | null;
  txid: string | null;
  created_at: string;
  /**
   * How an unpaid refund outside any payout will be paid: 'onchain' in the raffle's next
   * batch ('Pagar reembolsos'), 'lightning' by the buyer's own invoice (below the on-chain
   * threshold); null once it is in a payout or closed.
   */
  route: 'onchain' | 'lightning' | null;
  /** The buyer erased the account (name and e-mail are placeholders). */
  account_deleted: boolean;
  /** The buyer holds a live claim link (POST /user/me/claim-link) to receive it over Lightning. */
  claim_link: boolean;
  /** The operator closed it without paying (POST /api/admin/refunds/:id/close), and why. */
  closed_at: string | null;
  closed_reason: string | null;
}

/** A row of GET /api/user/wins: a raffle the user won, with the prize payout state. */
export interface UserWin {
  raffle_id: number;
  raffle_name: string;
  /** Which prize (docs/protocols/draw.md#several-prizes): 1 for the first; a raffle won twice has two rows. */
  position: number;
  winning_ticket: number;
  /** The raffle's numbers: the width the ticket is written to (ticketNumber). */
  raffle_total_tickets: number;
  /** This position's prize in sats (0: a physical prize, see prize_description). */
  prize_amount: number;
  prize_description: string | null;
  drawn_at: string;
  block_height: number;
  block_hash: string;
  /** Where the prize goes: the user's btc_address when the draw ran. */
  address: string;
  payout_status: PayoutStatus | null;
  payout_method: PayoutMethod | null;
  txid: string | null;
  payment_hash: string | null;
  /** The last failure of the payout, in pt-BR (e.g. why a Lightning payment failed). */
  payout_error: string | null;
  /** A physical prize's delivery (docs/protocols/prize-delivery.md); null for a sats prize. */
  delivery: PrizeDelivery | null;
}

/** A row of GET /api/user/refunds: money the operator owes the user back. */
export interface UserRefund {
  id: number;
  raffle_id: number;
  raffle_name: string;
  transaction_id: number;
  amount: number;
  reason: RefundReason;
  address: string;
  created_at: string;
  /** null while the admin has not paid the refund batch yet. */
  payout_status: PayoutStatus | null;
  payout_method: PayoutMethod | null;
  txid: string | null;
  payment_hash: string | null;
  payout_error: string | null;
  /** The operator closed it without paying, and why (null while it is owed or paid). */
  closed_at: string | null;
  closed_reason: string | null;
}

/** The body of POST /api/user/wins/:raffleId/lightning and /api/user/refunds/:raffleId/lightning. */
export interface LightningClaimInput {
  /** A BOLT11 invoice of exactly the amount owed (amountless invoices are refused). */
  invoice: string;
  /** Which prize of the raffle (docs/protocols/draw.md#several-prizes); 1 when absent. Prize claims only. */
  position?: number;
}

/** The answer to a Lightning claim: the payout as it is after the attempt to pay it now. */
export interface LightningClaimResult {
  status: PayoutStatus;
  amount: number;
  payment_hash: string | null;
  /** Routing fee paid, once sent. */
  fee: number | null;
  last_error: string | null;
}

/** GET/PUT /api/admin/payout-settings: kept in the database, editable in Configurações. */
export interface PayoutSettings {
  /** auto: the server sends prizes right after the draw; manual: the admin does. */
  mode: 'auto' | 'manual';
  /** Sats: a prize or a buyer's refund below it is paid over Lightning only. */
  lightning_threshold: number;
  /**
   * Pay a Lightning prize to the winner's own Lightning Address, when their profile has one
   * (docs/protocols/lnurl.md#lightning-address-payouts). Off by default: asking for the invoice
   * tells the address's host this server's address (or a Tor exit's) and the prize.
   */
  lightning_address_payouts: boolean;
  /** Read only: that request goes through the node's Tor proxy (TOR_PROXY is set). */
  tor_proxy: boolean;
}

/** PUT /api/admin/payout-settings: the fields that change; the others keep their value. */
export type PayoutSettingsInput = Partial<Omit<PayoutSettings, 'tor_proxy'>>;

/** GET /api/rifa/:id: the raffle with its draw proof (null until sales close). */
export type RaffleDetail = Raffle & {
  draw: DrawProof | null;
  /** When the draw should happen (draw-estimate.ts); null before end_date or when cancelled. */
  draw_estimate?: DrawEstimate | null;
};
