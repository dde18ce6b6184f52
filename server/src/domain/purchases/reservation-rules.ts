// Whether a purchase may reserve tickets (docs/protocols/payment.md steps 1–2, docs/protocols/limits.md). Pure: the SQLite
// adapter reads the facts and applies the decision inside one BEGIN IMMEDIATE transaction, so
// concurrent buyers serialise on the write lock and can never oversell — nor can one account's
// parallel requests slip past its cap on unpaid reservations.
import { MAX_OPEN_PURCHASES, maxHeldTickets, type RaffleStatus } from '@rifa/shared';

export interface ReservationFacts {
  /** Undefined when the raffle does not exist. */
  raffle?: {
    status: RaffleStatus;
    endDate: string;
    /** total − sold − unexpired reservations (§7 step 2). */
    available: number;
    totalTickets: number;
    minTickets: number | null;
  };
  /** The buyer's unpaid reservations in this raffle (reserving or pending). */
  buyer: { openPurchases: number; heldTickets: number };
  quantity: number;
  now: string;
}

export type ReservationDecision =
  | { ok: true }
  | { ok: false; reason: 'not_open' | 'sold_out' | 'insufficient'; available: number }
  /** The account already has MAX_OPEN_PURCHASES unpaid invoices in this raffle (§6.1). */
  | { ok: false; reason: 'open_purchases'; limit: number }
  /** held + quantity would pass maxHeldTickets (§6.1); `held` is what the account holds now. */
  | { ok: false; reason: 'held_tickets'; limit: number; held: number }
  /** docs/protocols/lnurl.md#wallet-buyers: wallet buyers together hold maxHeldTickets unpaid. */
  | { ok: false; reason: 'wallet_held'; limit: number; held: number };

/** Sales are open while the raffle is active and its end_date has not come (§7 step 1, §8). */
export function onSale(raffle: { status: RaffleStatus; endDate: string }, now: string): boolean {
  return raffle.status === 'active' && Date.parse(raffle.endDate) > Date.parse(now);
}

export function decideReservation(facts: ReservationFacts): ReservationDecision {
  const { raffle } = facts;
  if (!raffle || !onSale(raffle, facts.now)) return { ok: false, reason: 'not_open', available: 0 };
  if (raffle.available <= 0) return { ok: false, reason: 'sold_out', available: 0 };
  const { openPurchases, heldTickets } = facts.buyer;
  if (openPurchases >= MAX_OPEN_PURCHASES)
    return { ok: false, reason: 'open_purchases', limit: MAX_OPEN_PURCHASES };
  // Before the per-account cap: "only 3 left" is the answer that helps most.
  if (raffle.available < facts.quantity)
    return { ok: false, reason: 'insufficient', available: raffle.available };
  const limit = maxHeldTickets({
    total_tickets: raffle.totalTickets,
    min_tickets: raffle.minTickets,
  });
  if (heldTickets + facts.quantity > limit)
    return { ok: false, reason: 'held_tickets', limit, held: heldTickets };
  return { ok: true };
}

/**
 * A wallet's purchase (docs/protocols/lnurl.md#wallet-buyers): `buyer` holds the unpaid tickets of
 * every wallet buyer of the raffle, which together may hold what one account may. No count of
 * open invoices (each wallet buyer has one); the callback's rate per raffle bounds them instead.
 */
export function decideWalletReservation(facts: ReservationFacts): ReservationDecision {
  const { raffle } = facts;
  if (!raffle || !onSale(raffle, facts.now)) return { ok: false, reason: 'not_open', available: 0 };
  if (raffle.available <= 0) return { ok: false, reason: 'sold_out', available: 0 };
  if (raffle.available < facts.quantity)
    return { ok: false, reason: 'insufficient', available: raffle.available };
  const limit = maxHeldTickets({
    total_tickets: raffle.totalTickets,
    min_tickets: raffle.minTickets,
  });
  if (facts.buyer.heldTickets + facts.quantity > limit)
    return { ok: false, reason: 'wallet_held', limit, held: facts.buyer.heldTickets };
  return { ok: true };
}
