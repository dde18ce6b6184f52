import { DEFAULT_MIN_TICKETS, maxHeldTickets, type Raffle } from '@rifa/shared';

// The buy dialog's rules (spec §5) as pure functions.

/** Minimum per purchase: min_tickets, or 1 when absent. */
export function minTickets(raffle: Pick<Raffle, 'min_tickets'>): number {
  return raffle.min_tickets && raffle.min_tickets > 0 ? raffle.min_tickets : DEFAULT_MIN_TICKETS;
}

/**
 * Maximum: total − sold (spec §5), and never more than the server says can be reserved
 * right now (available_tickets also subtracts other buyers' unexpired invoices, docs/protocols/payment.md).
 */
export function availableTickets(
  raffle: Pick<Raffle, 'total_tickets' | 'sold_tickets' | 'available_tickets'>,
): number {
  const unsold = raffle.total_tickets - raffle.sold_tickets;
  return Math.max(0, Math.min(unsold, raffle.available_tickets ?? unsold));
}

/**
 * The most one purchase may ask for: what is available, and never more than one account may
 * hold unpaid in the raffle (docs/protocols/limits.md; the server also counts what the buyer already holds).
 */
export function maxPerPurchase(
  raffle: Pick<Raffle, 'total_tickets' | 'sold_tickets' | 'available_tickets' | 'min_tickets'>,
): number {
  return Math.min(availableTickets(raffle), maxHeldTickets(raffle));
}

/** A whole number typed in the quantity field, or null for anything else ('', '1.5', 'abc'). */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/** Typed or stepped values outside minimum..available are ignored (spec §5). */
export function acceptsQuantity(value: number | null, min: number, max: number): value is number {
  return value !== null && Number.isInteger(value) && value >= min && value <= max;
}

/** Amount of the purchase: quantity × ticket price (spec §3). */
export function purchaseAmount(quantity: number, ticketPrice: number): number {
  return quantity * ticketPrice;
}
