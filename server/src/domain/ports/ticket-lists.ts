// Reading, hashing and rooting a raffle's whole paid ticket list: seconds of work for a million
// tickets. The domain does it in steps on the event loop (draws/frozen-tickets.ts); the
// composition runs the same code in a worker thread over its own read-only connection when the
// database is a file, so the close of sales uses the second core and holds nothing
// (docs/protocols/limits.md#no-request-holds-the-event-loop).
import type { TicketTree } from '@rifa/shared';

export interface FrozenTickets {
  count: number;
  /** tickets_hash (docs/protocols/draw.md). */
  hash: string;
  /** tickets_root (docs/protocols/draw-v2.md), when asked for and N ≥ 1. */
  root: string | null;
  /** The paid numbers, ascending: what the draw draws from. */
  numbers: number[];
}

export interface TicketLists {
  /** N, tickets_hash and (withRoot) tickets_root of the raffle's paid tickets as they are now. */
  freeze(raffleId: number, withRoot: boolean): Promise<FrozenTickets>;
  /** The Merkle tree of the raffle's paid tickets, every level kept (inclusion proofs). */
  tree(raffleId: number): Promise<TicketTree>;
}
