// Storage of the settlement money path (DESIGN.md §7 steps 5–6).

export type SettleResult =
  | { kind: 'credited'; transactionId: number; tickets: number[] }
  | { kind: 'duplicate'; transactionId: number }
  | {
      kind: 'refund_owed';
      transactionId: number;
      reason: 'late_payment' | 'no_tickets_left' | 'cancelled';
    }
  | { kind: 'unknown' };

export interface PendingInvoiceRecord {
  transactionId: number;
  paymentHash: string;
  expiresAt: string;
}

/** The settlement money path (DESIGN.md §7 steps 5–6), each method one atomic transaction. */
export interface SettlementRepository {
  /**
   * Credits a settled invoice exactly once: the next sequential ticket numbers of the
   * raffle, status paid, sold_tickets. A payment after sales closed becomes a refund owed.
   */
  settle(input: {
    paymentHash: string;
    settledAt: string;
    settleIndex?: number;
    now: string;
  }): SettleResult;
  /** Pending invoices (a payment_hash is attached), oldest first. */
  pending(): PendingInvoiceRecord[];
  /** Releases a pending reservation whose invoice is cancelled or expired; no-op otherwise. */
  expire(transactionId: number): boolean;
  /** Reservations that never got an invoice (a crash between reserve and invoice). */
  releaseStaleReservations(olderThan: string): number;
}
