// Storage of payouts: prizes and refund batches (docs/protocols/draw.md), exactly once.
import type { AdminPayout, AdminRefund, PayoutStatus, UserRefund, UserWin } from '@rifa/shared';

/** A payout row: what GET /api/admin/payouts shows (toAdminPayout picks those fields), plus
 *  what only the server keeps. */
export interface PayoutRecord extends AdminPayout {
  /** Prize: the winner's address. Refund batch: null (see outputs). */
  address: string | null;
  /** Lightning: the BOLT11 the recipient pasted. */
  payment_request: string | null;
  resolved_by: number | null;
}

/** A refund not in any payout yet. */
export interface UnpaidRefund {
  id: number;
  user_id: number;
  address: string;
  amount: number;
}

/** The recipient's invoice for a Lightning payout, checked by the domain. */
export interface LightningInvoiceInput {
  request: string;
  hash: string;
  status: 'pending' | 'awaiting_admin';
}

/** Why a write about a Lightning payout did not happen. */
export type LightningWriteRefusal = 'moved' | 'invoice_used';

export interface PayoutChangeInput {
  txid?: string | null;
  /** Lightning: the routing fee paid. */
  fee?: number | null;
  last_error?: string | null;
  resolved_by?: number;
}

export interface PayoutRepository {
  find(id: number): PayoutRecord | undefined;
  list(): PayoutRecord[];
  withStatus(statuses: readonly PayoutStatus[]): PayoutRecord[];
  /** Atomic claim before an LND call: status in `from` → 'sending', attempts + 1. */
  claim(id: number, from: readonly PayoutStatus[], now: string): boolean;
  /** Conditional transition: false when the row's status is not in `from` any more. */
  transition(
    id: number,
    from: readonly PayoutStatus[],
    to: PayoutStatus,
    change: PayoutChangeInput,
    now: string,
  ): boolean;
  /** The prize payout of a raffle's position (1 unless given, docs/protocols/draw.md#several-prizes). */
  prizeOf(raffleId: number, position?: number): PayoutRecord | undefined;
  /** A refund batch of the raffle that is not paid yet (any status but sent or manual). */
  openRefundBatch(raffleId: number): PayoutRecord | undefined;
  /** Refunds of the raffle not in any payout yet, oldest first (of one user, when given). */
  unpaidRefunds(raffleId: number, userId?: number): UnpaidRefund[];
  /**
   * Groups these refunds (still unpaid: the others are left out) into a new 'pending'
   * on-chain batch, labelled label(batchNumber) (1 for the raffle's first batch); null when
   * none of them is unpaid any more.
   */
  createRefundBatch(
    raffleId: number,
    refundIds: readonly number[],
    label: (batch: number) => string,
    now: string,
  ): PayoutRecord | null;
  /**
   * A new Lightning payout of these refunds of one user (all still unpaid, else 'moved'),
   * paying `invoice`; 'invoice_used' when another payout has that payment hash.
   */
  createLightningRefund(input: {
    raffleId: number;
    userId: number;
    refundIds: readonly number[];
    label: string;
    invoice: LightningInvoiceInput;
    now: string;
  }): PayoutRecord | LightningWriteRefusal;
  /** Switches a payout still in `from` to Lightning with this invoice. */
  useLightning(
    id: number,
    from: readonly PayoutStatus[],
    invoice: LightningInvoiceInput,
    now: string,
  ): true | LightningWriteRefusal;
  /** The user's Lightning refund payouts of a raffle, newest first. */
  lightningRefundsOf(userId: number, raffleId: number): PayoutRecord[];
  /** Every refund, newest first; the domain adds each unpaid one's route. */
  refunds(): Omit<AdminRefund, 'route'>[];
  /**
   * Closes a refund that is in no payout, with the operator's reason: 'closed', or 'same'
   * when it was closed already (the first reason stays), 'in_payout', or 'missing'.
   */
  closeRefund(
    id: number,
    reason: string,
    by: number,
    now: string,
  ): 'closed' | 'same' | 'in_payout' | 'missing';
  winsOf(userId: number): UserWin[];
  refundsOf(userId: number): UserRefund[];
}
