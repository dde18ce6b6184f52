// The ticket list's Merkle tree (docs/protocols/draw-v2.md) on the server: the same tree as shared's
// ticketTree. The builder below is fed a page of tickets at a time as the list is read (in a
// worker thread, or in steps on the event loop: docs/protocols/limits.md#no-request-holds-the-event-loop),
// hashes with shortSha256 straight into flat buffers of 32-byte hashes, one per level, so a
// million tickets allocate a few buffers, not two million objects or Buffers. Every level is kept, so a buyer's inclusion
// proof is a walk up a cached tree (ticket-proofs.ts), not a rebuild.
import { hash } from 'node:crypto';
import {
  DrawInputError,
  ticketTree as sharedTicketTree,
  type DrawTicket,
  type MerkleStep,
  type TicketTree,
} from '@rifa/shared';
import { nextTurn } from '../kernel/next-turn.ts';
import { shortSha256 } from './short-sha256.ts';

export type { TicketTree };

// Node's one-shot hash: ~20 % faster than createHash per call on these 33–65-byte inputs.
const nodeSha256 = (bytes: Uint8Array): Uint8Array => hash('sha256', bytes, 'buffer');

/** Builds the tree of a non-empty list in one go (validated and put in ascending order first). */
export const ticketTree = (tickets: readonly DrawTicket[]): TicketTree =>
  sharedTicketTree(tickets, nodeSha256);

/** Node hashes per step of the levels above the leaves, when on the event loop: a few ms. */
const HASHES_PER_STEP = 2_000;
const HASH_BYTES = 32;

/** A growing flat buffer of fixed-size records, each written in place (no record allocated). */
function flat(recordBytes: number) {
  let bytes = Buffer.alloc(recordBytes * 1024);
  let length = 0;
  return {
    get length() {
      return length;
    },
    /** Room for one more record: the buffer and the offset to write it at. */
    next(): { bytes: Buffer; at: number } {
      if ((length + 1) * recordBytes > bytes.length) {
        const grown = Buffer.alloc(bytes.length * 2);
        grown.set(bytes);
        bytes = grown;
      }
      return { bytes, at: length++ * recordBytes };
    },
    done: () => new Uint8Array(bytes.buffer, bytes.byteOffset, length * recordBytes),
  };
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * A built tree as plain buffers: every level (leaves first, the root last) as flat 32-byte
 * hashes, the payment hashes and the numbers in list order. A worker thread builds these and
 * hands them over without copying (docs/protocols/limits.md#no-request-holds-the-event-loop).
 */
export interface TicketTreeParts {
  levels: Uint8Array[];
  paymentHashes: Uint8Array;
  numbers: ArrayLike<number>;
}

/** The tree over its parts: the root, and inclusion proofs by walking up the levels. */
export function treeFromParts(parts: TicketTreeParts): TicketTree {
  const { levels, paymentHashes: hashes, numbers } = parts;
  const root = hex(levels.at(-1)!);
  const indexOf = (number: number): number => {
    for (let low = 0, high = numbers.length - 1; low <= high;) {
      const middle = (low + high) >>> 1;
      if (numbers[middle] === number) return middle;
      if (numbers[middle]! < number) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  };
  return {
    root,
    proof(number) {
      const index = indexOf(number);
      if (index < 0) return null;
      const path: MerkleStep[] = [];
      let at = index;
      for (const level of levels.slice(0, -1)) {
        const sibling = at ^ 1;
        if (sibling * HASH_BYTES < level.length)
          path.push({
            side: sibling < at ? 'left' : 'right',
            hash: hex(level.subarray(sibling * HASH_BYTES, (sibling + 1) * HASH_BYTES)),
          });
        at = Math.floor(at / 2);
      }
      const paymentHash = hex(hashes.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES));
      return { number, payment_hash: paymentHash, index, path, tickets_root: root };
    },
  };
}

/**
 * The tree fed with the ascending list a page at a time (add), then finished in steps. Pages
 * must continue each other's order: the server reads them by number.
 */
export function ticketTreeBuilder() {
  const numbers: number[] = [];
  const paymentHashes = flat(HASH_BYTES);
  const leaves = flat(HASH_BYTES);
  // One scratch buffer for every leaf's text: "<number> <payment_hash>".
  const line = Buffer.alloc(16 + 1 + 64);
  let previous = 0;

  /** The levels above the leaves, hashed in steps; then the tree is a walk over them. */
  async function finishParts(): Promise<TicketTreeParts> {
    if (numbers.length === 0) throw new DrawInputError('lista de bilhetes vazia: não há raiz');
    const levels: Uint8Array[] = [leaves.done()];
    let hashed = 0;
    for (let below = levels[0]!; below.length > HASH_BYTES; below = levels.at(-1)!) {
      const count = below.length / HASH_BYTES;
      const above = new Uint8Array(Math.ceil(count / 2) * HASH_BYTES);
      for (let i = 0; i + 1 < count; i += 2) {
        if (++hashed % HASHES_PER_STEP === 0) await nextTurn();
        // 0x01 ‖ left ‖ right, read where the two children lie side by side.
        shortSha256(0x01, below, i * HASH_BYTES, 2 * HASH_BYTES, above, (i / 2) * HASH_BYTES);
      }
      // An odd last node goes up as it is.
      if (count % 2 === 1)
        above.set(below.subarray((count - 1) * HASH_BYTES), above.length - HASH_BYTES);
      levels.push(above);
    }
    return { levels, paymentHashes: paymentHashes.done(), numbers };
  }

  return {
    add(page: readonly DrawTicket[]): void {
      for (const ticket of page) {
        if (!(ticket.number > previous) || !/^[0-9a-f]{64}$/.test(ticket.payment_hash))
          throw new DrawInputError(`bilhete fora de ordem ou inválido: nº ${ticket.number}`);
        previous = ticket.number;
        // "<number> <payment_hash>", ASCII once validated; the 0x00 prefix is the hash's.
        let at = line.write(String(ticket.number), 0, 'latin1');
        line[at++] = 0x20;
        at += line.write(ticket.payment_hash, at, 64, 'latin1');
        const leaf = leaves.next();
        shortSha256(0x00, line, 0, at, leaf.bytes, leaf.at);
        const hash = paymentHashes.next();
        hash.bytes.write(ticket.payment_hash, hash.at, HASH_BYTES, 'hex');
        numbers.push(ticket.number);
      }
    },

    finishParts,

    async finish(): Promise<TicketTree> {
      return treeFromParts(await finishParts());
    },
  };
}
