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
  /**
   * The account's consent given with this purchase (docs/protocols/payment.md#consent-before-the-first-purchase),
   * recorded in the reservation's transaction: a refused purchase leaves no trace.
   */
  consentAt?: string;
  /**
   * A purchase from a wallet, without an account (docs/protocols/lnurl.md#wallet-buyers): the
   * transaction creates its buyer (a users row nobody can log into; `userId` is ignored) and its
   * ticket page, and `decide` sees the unpaid tickets of all wallet buyers of the raffle, so the
   * cap holds for them together.
   */
  walletBuyer?: { email: string; secretHash: string };
}

export type ClaimStep =
  | { ok: true; numbers: number[] }
  | { ok: false; reason: 'numbers_taken'; taken: number[] }
  | { ok: false; reason: 'gone' };

export interface AttachInvoiceInput {
  paymentRequest: string;
  paymentHash: string;
  expiresAt: string;
}

export type ReserveResult =
  /** `numbers`: those claimed so far, ascending (all of them unless `choose` took fewer). */
  | { ok: true; purchaseId: number; numbers: number[] }
  | Extract<ReservationDecision, { ok: false }>
  /** A chosen number is held or sold already (`taken` lists them; empty: none free at all). */
  | { ok: false; reason: 'numbers_taken'; taken: number[] };

export interface PurchaseRepository {
  /** Reads availability and records a reservation if `decide` allows, atomically (docs/protocols/payment.md step 2). */
  reserve(reservation: ReserveInput): ReserveResult;
  /**
   * One more step of a large reservation (docs/protocols/limits.md#no-request-holds-the-event-loop): claims
   * the numbers `choose` picks for a purchase still reserving, in its own short transaction.
   * `gone`: the purchase was released or swept meanwhile.
   */
  claimMore(purchaseId: number, choose: (book: NumberBook) => NumberChoice): ClaimStep;
  /** Numbers of the raffle claimed (held or sold) above `afterNumber`, ascending, at most `limit`. */
  claimedPage(raffleId: number, afterNumber: number, limit: number): number[];
  /** Records the whole list of a reservation claimed in steps (ascending). */
  fixNumbers(purchaseId: number, numbers: readonly number[]): void;
  attachInvoice(purchaseId: number, invoice: AttachInvoiceInput): void;
  /** Drops a reservation whose invoice could not be created. */
  release(purchaseId: number): void;
  find(id: number): Purchase | undefined;
  listByUser(userId: number): Purchase[];
}
