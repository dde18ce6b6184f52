// The paid ticket list of a raffle read, hashed and rooted a page at a time (docs/protocols/limits.md#no-request-holds-the-event-loop):
// the close of sales freezes what this computes, and the draw step recomputes it before drawing.
// A million tickets take seconds of work in all; between pages the event loop serves others.
import { ticketsHasher, type DrawTicket } from '@rifa/shared';
import { inPages } from '../kernel/pages.ts';
import type { DrawRepository } from '../ports/index.ts';
import { ticketTreeInSteps } from './ticket-tree.ts';

export interface FrozenTickets {
  tickets: DrawTicket[];
  count: number;
  /** tickets_hash (docs/protocols/draw.md). */
  hash: string;
  /** tickets_root (docs/protocols/draw-v2.md), when asked for and N ≥ 1. */
  root: string | null;
}

/** Every paid ticket of the raffle, ascending, read a page at a time; `onPage` sees each page. */
export async function readTickets(
  draws: Pick<DrawRepository, 'ticketPage'>,
  raffleId: number,
  onPage?: (page: DrawTicket[]) => void,
): Promise<DrawTicket[]> {
  const tickets: DrawTicket[] = [];
  const pages = inPages(
    (after, limit) => draws.ticketPage(raffleId, after, limit),
    (ticket) => ticket.number,
  );
  for await (const page of pages) {
    onPage?.(page);
    for (const ticket of page) tickets.push(ticket);
  }
  return tickets;
}

export async function freezeTickets(
  draws: Pick<DrawRepository, 'ticketPage'>,
  raffleId: number,
  withRoot: boolean,
): Promise<FrozenTickets> {
  const hasher = ticketsHasher();
  const tickets = await readTickets(draws, raffleId, (page) => {
    // Keyset pages are ascending by construction; the hasher checks it anyway.
    if (!hasher.add(page)) throw new Error(`tickets of raffle ${raffleId} out of order`);
  });
  const root = withRoot && tickets.length > 0 ? (await ticketTreeInSteps(tickets)).root : null;
  return { tickets, count: tickets.length, hash: hasher.digest(), root };
}
