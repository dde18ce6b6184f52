import { ticketNumber, type Purchase } from '@rifa/shared';

/**
 * The ticket numbers a receipt prints, ascending and zero-padded to the width of the raffle's
 * largest number, as everywhere else (ticketNumber). The purchase carries the raffle's size,
 * so the receipt reads the same even when the raffle itself could not be read.
 */
export function receiptNumbers(tx: Pick<Purchase, 'tickets' | 'raffle_total_tickets'>): string[] {
  return [...tx.tickets]
    .sort((a, b) => a - b)
    .map((number) => ticketNumber(number, tx.raffle_total_tickets));
}
