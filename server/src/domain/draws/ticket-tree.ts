// The ticket list's Merkle tree (docs/protocols/draw-v2.md) on the server: shared's ticketTree with Node's
// native sha256. The pure-JS hash took 1.6–4 s for 100,000 tickets on the 2-core CI machine
// under load, too long inside the close's write transaction and for a public endpoint; the
// native one takes about a third of that. The tree keeps every level, so a buyer's inclusion
// proof is a walk up a cached tree (ticket-proofs.ts), not a rebuild.
import { hash } from 'node:crypto';
import {
  DrawInputError,
  sortTickets,
  ticketTree as sharedTicketTree,
  treeFromLevels,
  type DrawTicket,
  type TicketTree,
} from '@rifa/shared';
import { nextTurn } from '../kernel/next-turn.ts';

export type { TicketTree };

// Node's one-shot hash: ~20 % faster than createHash per call on these 33–65-byte inputs.
const nodeSha256 = (bytes: Uint8Array): Uint8Array => hash('sha256', bytes, 'buffer');

/** Builds the tree of a non-empty list (validated and put in ascending order first). */
export const ticketTree = (tickets: readonly DrawTicket[]): TicketTree =>
  sharedTicketTree(tickets, nodeSha256);

/** Hashes per step of ticketTreeInSteps: about 10 ms of native SHA-256. */
const HASHES_PER_STEP = 10_000;

/**
 * The same tree as ticketTree, built in steps with a turn of the event loop between them
 * (docs/protocols/limits.md#no-request-holds-the-event-loop): a million tickets are two million hashes.
 */
export async function ticketTreeInSteps(tickets: readonly DrawTicket[]): Promise<TicketTree> {
  if (tickets.length === 0) throw new DrawInputError('lista de bilhetes vazia: não há raiz');
  // Lists come from SQLite in ascending order; validated a step at a time, sorted if not.
  let sorted: readonly DrawTicket[] = tickets;
  for (let at = 0; at < tickets.length; at += HASHES_PER_STEP) {
    const step = tickets.slice(at, at + HASHES_PER_STEP);
    if (sortTickets(step) !== step || (at > 0 && tickets[at - 1]!.number >= step[0]!.number)) {
      sorted = sortTickets(tickets);
      break;
    }
    await nextTurn();
  }
  const encoder = new TextEncoder();
  const leaves: Uint8Array[] = new Array<Uint8Array>(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && i % HASHES_PER_STEP === 0) await nextTurn();
    const ticket = sorted[i]!;
    // U+0000 encodes as the single byte 0x00: the leaf prefix and the text in one buffer.
    leaves[i] = nodeSha256(encoder.encode(`\u0000${ticket.number} ${ticket.payment_hash}`));
  }
  const levels: Uint8Array[][] = [leaves];
  const pair = new Uint8Array(65);
  pair[0] = 0x01;
  let hashed = 0;
  for (let below = leaves; below.length > 1; below = levels.at(-1)!) {
    const above: Uint8Array[] = [];
    for (let i = 0; i + 1 < below.length; i += 2) {
      if (++hashed % HASHES_PER_STEP === 0) await nextTurn();
      pair.set(below[i]!, 1);
      pair.set(below[i + 1]!, 33);
      above.push(nodeSha256(pair));
    }
    if (below.length % 2 === 1) above.push(below.at(-1)!);
    levels.push(above);
  }
  return treeFromLevels(sorted, levels);
}
