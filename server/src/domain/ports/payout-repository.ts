// Storage of payouts: prizes and refund batches (DESIGN.md §8), exactly once.
import type { AdminPayout, AdminRefund, PayoutStatus, UserRefund, UserWin } from '@rifa/shared';

/** A payout row: what GET /api/admin/payouts shows (toAdminPayout picks those fields), plus
 *  what only the server keeps. */
export interface PayoutRecord extends AdminPayout {
  /** Prize: the winner's address. Refund batch: null (see outputs). */
  address: string | null;
  resolved_by: number | null;
}

export interface PayoutChangeInput {
  txid?: string | null;
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
  /** The prize payout of a raffle. */
  prizeOf(raffleId: number): PayoutRecord | undefined;
  /** A refund batch of the raffle that is not paid yet (any status but sent or manual). */
  openRefundBatch(raffleId: number): PayoutRecord | undefined;
  /**
   * Groups every unpaid refund of the raffle into a new 'pending' batch, labelled
   * label(batchNumber) (1 for the raffle's first batch); null when none is unpaid.
   */
  createRefundBatch(
    raffleId: number,
    label: (batch: number) => string,
    now: string,
  ): PayoutRecord | null;
  refunds(): AdminRefund[];
  winsOf(userId: number): UserWin[];
  refundsOf(userId: number): UserRefund[];
}
