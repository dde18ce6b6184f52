// Storage of purchases. reserve() is the oversell guard: one atomic check-and-insert.
import type { Purchase } from '@rifa/shared';
import type {
  ReservationDecision,
  ReservationFacts,
  NumberBook,
  NumberChoice,
} from '../purchases/index.ts';

export interface ReserveInput {
  userId: number;
  raffleId: number;
  quantity: number;
  amount: number;
  now: string;
  /** Until when the reservation holds if no invoice gets attached (crash in between). */
  holdUntil: string;
  /**
   * The domain's rule (reservation-rules.ts decideReservation), applied to the facts read
   * inside the transaction.
   */
  decide: (facts: ReservationFacts) => ReservationDecision;
  /**
   * The domain's choice of numbers (ticket-numbers.ts chooseNumbers), asked inside the same
   * transaction once `decide` allows; the numbers are claimed with the reservation.
   */
  choose: (book: NumberBook) => NumberChoice;
}

export interface AttachInvoiceInput {
  paymentRequest: string;
  paymentHash: string;
  expiresAt: string;
}

export type ReserveResult =
  | { ok: true; purchaseId: number }
  | Extract<ReservationDecision, { ok: false }>
  /** A chosen number is held or sold already (`taken` lists them; empty: none free at all). */
  | { ok: false; reason: 'numbers_taken'; taken: number[] };

export interface PurchaseRepository {
  /** Reads availability and records a reservation if `decide` allows, atomically (docs/protocols/payment.md step 2). */
  reserve(reservation: ReserveInput): ReserveResult;
  attachInvoice(purchaseId: number, invoice: AttachInvoiceInput): void;
  /** Drops a reservation whose invoice could not be created. */
  release(purchaseId: number): void;
  find(id: number): Purchase | undefined;
  listByUser(userId: number): Purchase[];
}
