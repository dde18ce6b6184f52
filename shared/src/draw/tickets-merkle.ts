// The ticket list as a Merkle tree (DESIGN.md §8.2, proof version 2): one leaf per paid ticket
// in ascending number order, so a buyer can check their own ticket against tickets_root with a
// handful of hashes instead of the whole list. Leaves and nodes carry different prefixes (0x00,
// 0x01) so a node can never pass for a leaf; an odd last node is carried up, never duplicated
// (duplication would let two different lists share a root, CVE-2012-2459).

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { DrawInputError, isLowerHex64 } from './input-checks.ts';
import { sortTickets, ticketLine } from './tickets-commitment.ts';
import type { DrawTicket } from './types.ts';

/** One step of an inclusion proof: the sibling hash and the side it sits on. */
export interface MerkleStep {
  side: 'left' | 'right';
  hash: string;
}

/** GET /api/rifa/:id/tickets/:number/proof: a ticket, its place and the path to the root. */
export interface TicketInclusionProof {
  number: number;
  payment_hash: string;
  /** Position of the leaf among the paid tickets in ascending order (from 0). */
  index: number;
  path: MerkleStep[];
  tickets_root: string;
}

const LEAF = Uint8Array.of(0x00);
const NODE = Uint8Array.of(0x01);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** sha256(0x00 ‖ utf8("<number> <payment_hash>")). */
export function ticketLeaf(ticket: DrawTicket): Uint8Array {
  // ticketLine ends with '\n' (the v1 commitment's line); the leaf hashes the line without it.
  return sha256(concat(LEAF, utf8ToBytes(ticketLine(ticket).slice(0, -1))));
}

function merkleNode(left: Uint8Array, right: Uint8Array): Uint8Array {
  return sha256(concat(NODE, left, right));
}

/** Every level of the tree, leaves first; the last level holds the root alone. */
function treeLevels(tickets: readonly DrawTicket[]): Uint8Array[][] {
  const sorted = sortTickets(tickets);
  if (sorted.length === 0) throw new DrawInputError('lista de bilhetes vazia: não há raiz');
  const levels: Uint8Array[][] = [sorted.map(ticketLeaf)];
  for (
    let below = levels[0] as Uint8Array[];
    below.length > 1;
    below = levels.at(-1) as Uint8Array[]
  ) {
    const above: Uint8Array[] = [];
    for (let i = 0; i + 1 < below.length; i += 2) {
      above.push(merkleNode(below[i] as Uint8Array, below[i + 1] as Uint8Array));
    }
    if (below.length % 2 === 1) above.push(below.at(-1) as Uint8Array);
    levels.push(above);
  }
  return levels;
}

/** tickets_root: 64 lowercase hex. An empty list has none (N = 0 is cancelled, never anchored). */
export function ticketsRoot(tickets: readonly DrawTicket[]): string {
  return bytesToHex((treeLevels(tickets).at(-1) as Uint8Array[])[0] as Uint8Array);
}

/** The inclusion proof of ticket `number`, or null when it is not in the list. */
export function ticketInclusionProof(
  tickets: readonly DrawTicket[],
  number: number,
): TicketInclusionProof | null {
  const sorted = sortTickets(tickets);
  const index = sorted.findIndex((ticket) => ticket.number === number);
  if (index < 0) return null;
  const levels = treeLevels(sorted);
  const path: MerkleStep[] = [];
  let at = index;
  for (const level of levels.slice(0, -1)) {
    const sibling = at ^ 1;
    const hash = level[sibling];
    if (hash) path.push({ side: sibling < at ? 'left' : 'right', hash: bytesToHex(hash) });
    at = Math.floor(at / 2);
  }
  const ticket = sorted[index] as DrawTicket;
  return {
    number: ticket.number,
    payment_hash: ticket.payment_hash,
    index,
    path,
    tickets_root: bytesToHex((levels.at(-1) as Uint8Array[])[0] as Uint8Array),
  };
}

/** The root a ticket and its path lead to (what a buyer compares with the anchored root). */
export function rootFromInclusionProof(ticket: DrawTicket, path: readonly MerkleStep[]): string {
  let hash = ticketLeaf(ticket);
  for (const step of path) {
    if (!isLowerHex64(step.hash) || (step.side !== 'left' && step.side !== 'right')) {
      throw new DrawInputError(`passo de prova inválido: ${JSON.stringify(step)}`);
    }
    const sibling = hexToBytes(step.hash);
    hash = step.side === 'left' ? merkleNode(sibling, hash) : merkleNode(hash, sibling);
  }
  return bytesToHex(hash);
}

/** Whether the ticket is in the list committed to by `root`. */
export function verifyTicketInclusion(
  ticket: DrawTicket,
  path: readonly MerkleStep[],
  root: string,
): boolean {
  try {
    return rootFromInclusionProof(ticket, path) === root;
  } catch {
    return false;
  }
}
