// Whether a purchase may reserve tickets (DESIGN.md §7 steps 1–2). Pure: the SQLite adapter
// reads the facts and applies the decision inside one BEGIN IMMEDIATE transaction, so
// concurrent buyers serialise on the write lock and can never oversell.
import type { RaffleStatus } from '@rifa/shared';

export interface ReservationFacts {
  /** Undefined when the raffle does not exist. */
  raffle?: {
    status: RaffleStatus;
    endDate: string;
    /** total − sold − unexpired reservations (§7 step 2). */
    available: number;
  };
  quantity: number;
  now: string;
}

export type ReservationDecision =
  { ok: true } | { ok: false; reason: 'not_open' | 'sold_out' | 'insufficient'; available: number };

/** Sales are open while the raffle is active and its end_date has not come (§7 step 1, §8). */
export function onSale(raffle: { status: RaffleStatus; endDate: string }, now: string): boolean {
  return raffle.status === 'active' && Date.parse(raffle.endDate) > Date.parse(now);
}

export function decideReservation(facts: ReservationFacts): ReservationDecision {
  const { raffle } = facts;
  if (!raffle || !onSale(raffle, facts.now)) return { ok: false, reason: 'not_open', available: 0 };
  if (raffle.available <= 0) return { ok: false, reason: 'sold_out', available: 0 };
  if (raffle.available < facts.quantity)
    return { ok: false, reason: 'insufficient', available: raffle.available };
  return { ok: true };
}
