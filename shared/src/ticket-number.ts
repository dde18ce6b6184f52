// How a ticket number is written everywhere, to people (the board, 'Meus números', the payment
// dialog, receipts, the dashboard, the winners page, Gerenciar, the server's messages): zero-padded
// to the width of the raffle's largest number, so 7 of 1000 reads '0007' wherever it appears.

/** 7 of 1000 → '0007'. */
export function ticketNumber(number: number, total: number): string {
  return String(number).padStart(String(total).length, '0');
}

/** [7, 42] of 1000 → '0007, 0042'. */
export function ticketNumbers(numbers: readonly number[], total: number): string {
  return numbers.map((number) => ticketNumber(number, total)).join(', ');
}
