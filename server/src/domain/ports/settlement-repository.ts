// Storage of the settlement money path (docs/protocols/payment.md steps 5–6).
import type { SettlementDecision, SettlementFacts } from '../purchases/index.ts';

export type SettleResult =
  /** `unfinished`: some tickets are still to be written (creditMore). */
  | { kind: 'credited'; purchaseId: number; tickets: number[]; unfinished?: true }
  | { kind: 'duplicate'; purchaseId: number }
  | {
      kind: 'refund_owed';
      purchaseId: number;
      reason: 'late_payment' | 'no_tickets_left' | 'cancelled';
    }
  | { kind: 'unknown' };

export interface SettleInput {
  paymentHash: string;
  settledAt: string;
  settleIndex?: number;
  now: string;
  /**
   * The domain's rule (settlement-rules.ts decideSettlement), applied to the facts read inside
   * the transaction; the repository only carries out what it decides.
   */
  decide: (facts: SettlementFacts | undefined) => SettlementDecision;
  /**
   * At most this many tickets written by this transaction (docs/protocols/limits.md#no-request-holds-the-event-loop):
   * a larger purchase is paid and counted at once, its remaining tickets written by
   * creditMore. Absent: every ticket now.
   */
  ticketsNow?: number;
}

export interface PendingInvoiceRecord {
  purchaseId: number;
  paymentHash: string;
  expiresAt: string;
}

/** The settlement money path (docs/protocols/payment.md steps 5–6), each method one atomic transaction. */
export interface SettlementRepository {
  /**
   * Reads the purchase the invoice pays and carries out `decide`'s verdict in the same
   * transaction: credit (the numbers fixed at reservation become tickets, status paid, sold_tickets), or a
   * refund owed to the buyer's address, or nothing (duplicate, unknown).
   */
  settle(input: SettleInput): SettleResult;
  /**
   * Writes up to `limit` more tickets of a purchase credited in steps; true once all are
   * written (then, or if nothing was left to write). Idempotent, one short transaction.
   */
  creditMore(purchaseId: number, limit: number, now: string): boolean;
  /** Purchases paid whose tickets are not all written yet (a crash between steps). */
  unfinishedCredits(): number[];
  /** Pending invoices (a payment_hash is attached), oldest first. */
  pending(): PendingInvoiceRecord[];
  /** Releases a pending reservation whose invoice is cancelled or expired; no-op otherwise. */
  expire(purchaseId: number): boolean;
  /**
   * Reservations that never got an invoice (a crash between reserve and invoice, or between
   * the steps of a large one): those created before `olderThan`, and every one numbered up to
   * `madeBeforeStart` (the app's own start: no request of this process is finishing them).
   */
  releaseStaleReservations(olderThan: string, madeBeforeStart: number): number;
  /** The highest purchase id so far (0 for none): what existed before the app started. */
  lastPurchaseId(): number;
}
