// Storage of the settlement money path (docs/protocols/payment.md steps 5–6).
import type { SettlementDecision, SettlementFacts } from '../purchases/index.ts';

export type SettleResult =
  | { kind: 'credited'; purchaseId: number; tickets: number[] }
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
  /** Pending invoices (a payment_hash is attached), oldest first. */
  pending(): PendingInvoiceRecord[];
  /** Releases a pending reservation whose invoice is cancelled or expired; no-op otherwise. */
  expire(purchaseId: number): boolean;
  /** Reservations that never got an invoice (a crash between reserve and invoice). */
  releaseStaleReservations(olderThan: string): number;
}
