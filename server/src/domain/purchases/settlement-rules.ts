// What a settled payment becomes (docs/protocols/payment.md step 5, docs/protocols/draw.md): a credit of the purchase's
// tickets, a refund owed, or nothing new. Pure: the SQLite adapter reads the facts and applies
// the decision inside one BEGIN IMMEDIATE transaction, so no other write can slip between them.
import type { RaffleStatus, RefundReason, PurchaseStatus } from '@rifa/shared';

/** The purchase a settled invoice pays, as stored when the payment arrives. */
export interface SettlementFacts {
  /** 'reserving' never has an invoice, so it never settles; listed for completeness. */
  status: PurchaseStatus | 'reserving' | 'refund_owed';
  quantity: number;
  raffleStatus: RaffleStatus;
  /** A draw row exists: N and tickets_hash are frozen (docs/protocols/draw.md close of sales). */
  salesClosed: boolean;
  endDate: string;
  /** When LND settled the invoice (ISO 8601). */
  settledAt: string;
  /** total − sold − tickets still held by the raffle's other live reservations. */
  freeTickets: number;
  /** No other purchase holds or bought any of this purchase's numbers (fixed at reservation). */
  numbersFree: boolean;
}

export type SettlementDecision =
  /** No purchase has this payment hash: not an invoice of ours. */
  | { kind: 'unknown' }
  /** Credited or refunded before (a replayed stream event, or the lookup after the stream). */
  | { kind: 'duplicate' }
  | { kind: 'credit' }
  | { kind: 'refund'; reason: RefundReason };

/** The rules in order; `undefined` facts mean the payment hash matched no purchase. */
export function decideSettlement(facts: SettlementFacts | undefined): SettlementDecision {
  if (!facts) return { kind: 'unknown' };
  // Exactly once (§7 step 5): a purchase is credited or refunded a single time.
  if (facts.status === 'paid' || facts.status === 'refund_owed') return { kind: 'duplicate' };
  // docs/protocols/draw.md: the admin cancelled the raffle; every payment to it is owed back.
  if (facts.raffleStatus === 'cancelled') return { kind: 'refund', reason: 'cancelled' };
  // docs/protocols/draw.md: a payment that settles after sales closed is never counted as a ticket.
  if (
    facts.raffleStatus !== 'active' ||
    facts.salesClosed ||
    Date.parse(facts.settledAt) >= Date.parse(facts.endDate)
  )
    return { kind: 'refund', reason: 'late_payment' };
  // Paid after its reservation was released (§7 step 6): tickets only if its own numbers are
  // still free — never more tickets than total_tickets, never one number twice.
  if (facts.status === 'expired' && (facts.freeTickets < facts.quantity || !facts.numbersFree))
    return { kind: 'refund', reason: 'no_tickets_left' };
  // A live reservation holds its numbers; if they are not its own any more, never credit them.
  if (!facts.numbersFree) return { kind: 'refund', reason: 'no_tickets_left' };
  return { kind: 'credit' };
}
