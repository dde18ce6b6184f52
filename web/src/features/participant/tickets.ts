import type { Purchase } from '@rifa/shared';

interface TicketGroup {
  raffle_id: number;
  raffle_name: string;
  /** The raffle's numbers: the width its tickets are written to. */
  total: number;
  /** Ticket numbers, ascending. */
  tickets: number[];
}

/** The user's paid tickets grouped by raffle, newest raffle first (dashboard tickets tab). */
export function groupTicketsByRaffle(transactions: readonly Purchase[]): TicketGroup[] {
  const groups = new Map<number, TicketGroup>();
  for (const tx of transactions) {
    if (tx.status !== 'paid' || tx.tickets.length === 0) continue;
    const group = groups.get(tx.raffle_id) ?? {
      raffle_id: tx.raffle_id,
      raffle_name: tx.raffle_name,
      total: tx.raffle_total_tickets,
      tickets: [],
    };
    group.tickets.push(...tx.tickets);
    groups.set(tx.raffle_id, group);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, tickets: [...g.tickets].sort((a, b) => a - b) }))
    .sort((a, b) => b.raffle_id - a.raffle_id);
}
