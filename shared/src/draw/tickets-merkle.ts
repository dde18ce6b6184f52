// The ticket list as a Merkle tree (docs/protocols/draw-v2.md, proof version 2): one leaf per paid ticket
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

/** A SHA-256 over bytes: noble's by default; the server passes Node's native one (faster). */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

/** sha256(0x00 ‖ utf8("<number> <payment_hash>")). */
export function ticketLeaf(ticket: DrawTicket, hash: Sha256 = sha256): Uint8Array {
  // ticketLine ends with '\n' (the v1 commitment's line); the leaf hashes the line without it.
  return hash(concat(LEAF, utf8ToBytes(ticketLine(ticket).slice(0, -1))));
}

/** A built tree: its root and, for any ticket number, the inclusion proof. */
export interface TicketTree {
  root: string;
  /** The inclusion proof of ticket `number`, or null when it is not in the list. */
  proof(number: number): TicketInclusionProof | null;
}

/** Builds the tree of a non-empty list once; every level is kept, so a proof is a walk up. */
export function ticketTree(tickets: readonly DrawTicket[], hash: Sha256 = sha256): TicketTree {
  const sorted = sortTickets(tickets);
  if (sorted.length === 0) throw new DrawInputError('lista de bilhetes vazia: não há raiz');
  // sortTickets validated every ticket, so the leaves hash their text directly; one scratch
  // buffer serves every node (the hash copies its input), which keeps 100,000 tickets fast.
  const levels: Uint8Array[][] = [
    // U+0000 encodes as the single byte 0x00: the leaf prefix and the text in one buffer.
    sorted.map((ticket) => hash(utf8ToBytes(`\u0000${ticket.number} ${ticket.payment_hash}`))),
  ];
  const pair = new Uint8Array(65);
  pair[0] = 0x01;
  for (
    let below = levels[0] as Uint8Array[];
    below.length > 1;
    below = levels.at(-1) as Uint8Array[]
  ) {
    const above: Uint8Array[] = [];
    for (let i = 0; i + 1 < below.length; i += 2) {
      pair.set(below[i] as Uint8Array, 1);
      pair.set(below[i + 1] as Uint8Array, 33);
      above.push(hash(pair));
    }
    if (below.length % 2 === 1) above.push(below.at(-1) as Uint8Array);
    levels.push(above);
  }
  const root = bytesToHex((levels.at(-1) as Uint8Array[])[0] as Uint8Array);
  const positions = new Map(sorted.map((ticket, index) => [ticket.number, index]));
  return {
    root,
    proof(number) {
      const index = positions.get(number);
      if (index === undefined) return null;
      const path: MerkleStep[] = [];
      let at = index;
      for (const level of levels.slice(0, -1)) {
        const sibling = level[at ^ 1];
        if (sibling)
          path.push({ side: (at ^ 1) < at ? 'left' : 'right', hash: bytesToHex(sibling) });
        at = Math.floor(at / 2);
      }
      const ticket = sorted[index] as DrawTicket;
      return { number, payment_hash: ticket.payment_hash, index, path, tickets_root: root };
    },
  };
}

/** tickets_root: 64 lowercase hex. An empty list has none (N = 0 is cancelled, never anchored). */
export function ticketsRoot(tickets: readonly DrawTicket[]): string {
  return ticketTree(tickets).root;
}

/** The inclusion proof of ticket `number`, or null when it is not in the list. */
export function ticketInclusionProof(
  tickets: readonly DrawTicket[],
  number: number,
): TicketInclusionProof | null {
  return ticketTree(tickets).proof(number);
}

/** The root a ticket and its path lead to (what a buyer compares with the anchored root). */
export function rootFromInclusionProof(ticket: DrawTicket, path: readonly MerkleStep[]): string {
  let hash = ticketLeaf(ticket);
  for (const step of path) {
    if (!isLowerHex64(step.hash) || (step.side !== 'left' && step.side !== 'right')) {
      throw new DrawInputError(`passo de prova inválido: ${JSON.stringify(step)}`);
    }
    const sibling = hexToBytes(step.hash);
    hash = sha256(step.side === 'left' ? concat(NODE, sibling, hash) : concat(NODE, hash, sibling));
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
