// The paid ticket list of a raffle read, hashed and rooted a page at a time (docs/protocols/limits.md#no-request-holds-the-event-loop):
// the close of sales freezes what this computes, and the draw step recomputes it before drawing.
// A million tickets take seconds of work in all; between pages the event loop serves others,
// and no page outlives its step (only the numbers and the tree's flat levels are kept).
import { createHash } from 'node:crypto';
import { ticketsHasher, type DrawTicket } from '@rifa/shared';
import { inPages } from '../kernel/pages.ts';
import type { DrawRepository, FrozenTickets, TicketLists } from '../ports/index.ts';
import {
  ticketTreeBuilder,
  treeFromParts,
  type TicketTree,
  type TicketTreeParts,
} from './ticket-tree.ts';

/** The raffle's paid tickets, ascending, a page at a time. */
export function ticketPages(
  draws: Pick<DrawRepository, 'ticketPage'>,
  raffleId: number,
): AsyncGenerator<DrawTicket[]> {
  return inPages(
    (after, limit) => draws.ticketPage(raffleId, after, limit),
    (ticket) => ticket.number,
  );
}

export async function freezeTickets(
  draws: Pick<DrawRepository, 'ticketPage'>,
  raffleId: number,
  withRoot: boolean,
): Promise<FrozenTickets> {
  // Node's SHA-256 for the stream: the same digest as the browser's, several times faster.
  const hasher = ticketsHasher(() => createHash('sha256'));
  const tree = withRoot ? ticketTreeBuilder() : undefined;
  const numbers: number[] = [];
  for await (const page of ticketPages(draws, raffleId)) {
    // Keyset pages are ascending by construction; the hasher checks it anyway.
    if (!hasher.add(page)) throw new Error(`tickets of raffle ${raffleId} out of order`);
    tree?.add(page);
    for (const ticket of page) numbers.push(ticket.number);
  }
  const root = tree && numbers.length > 0 ? (await tree.finish()).root : null;
  return { count: numbers.length, hash: hasher.digest(), root, numbers };
}

/** The tree as plain buffers, for a worker thread to hand over (ticket-tree.ts treeFromParts). */
export async function buildTicketTreeParts(
  draws: Pick<DrawRepository, 'ticketPage'>,
  raffleId: number,
): Promise<TicketTreeParts> {
  const tree = ticketTreeBuilder();
  for await (const page of ticketPages(draws, raffleId)) tree.add(page);
  return tree.finishParts();
}

/** The raffle's Merkle tree, its leaves hashed as the list is read (ticket proofs). */
export const buildTicketTree = async (
  draws: Pick<DrawRepository, 'ticketPage'>,
  raffleId: number,
): Promise<TicketTree> => treeFromParts(await buildTicketTreeParts(draws, raffleId));

/** The ticket lists on this thread, in steps: a database in memory (tests), or a fallback. */
export const ticketListsOf = (draws: Pick<DrawRepository, 'ticketPage'>): TicketLists => ({
  freeze: (raffleId, withRoot) => freezeTickets(draws, raffleId, withRoot),
  tree: (raffleId) => buildTicketTree(draws, raffleId),
});
