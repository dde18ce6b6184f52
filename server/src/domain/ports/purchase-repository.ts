// Storage of purchases. reserve() is the oversell guard: one atomic check-and-insert.
import type { Transaction } from '@rifa/shared';

export interface ReserveInput {
  userId: number;
  raffleId: number;
  quantity: number;
  amount: number;
  now: string;
  /** Until when the reservation holds if no invoice gets attached (crash in between). */
  holdUntil: string;
}

export type ReserveResult =
  | { ok: true; transactionId: number }
  | { ok: false; reason: 'not_open' | 'sold_out' | 'insufficient'; available: number };

export interface PurchaseRepository {
  /** Atomically checks availability and records a reservation (DESIGN.md §7 step 2). */
  reserve(reservation: ReserveInput): ReserveResult;
  attachInvoice(
    transactionId: number,
    invoice: { paymentRequest: string; paymentHash: string; expiresAt: string },
  ): void;
  /** Drops a reservation whose invoice could not be created. */
  release(transactionId: number): void;
  find(id: number): Transaction | undefined;
  listByUser(userId: number): Transaction[];
}
