import { padNumber, type Raffle, type Purchase } from '@rifa/shared';

/**
 * The ticket numbers a receipt prints, ascending and zero-padded to the width of the raffle's
 * largest number, as the grid shows them (docs/decisions/0014-numbers-prizes-packages.md). Without the raffle (it could not be read)
 * the largest of these numbers sets the width: the same numbers, perhaps less padded.
 */
export function receiptNumbers(tx: Purchase, raffle: Pick<Raffle, 'total_tickets'> | null) {
  const numbers = [...tx.tickets].sort((a, b) => a - b);
  const widest = raffle?.total_tickets ?? Math.max(0, ...numbers);
  return numbers.map((number) => padNumber(number, widest));
}
