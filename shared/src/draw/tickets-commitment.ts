// The tickets commitment published at close (docs/protocols/draw.md): "tickets_hash = sha256 of the
// lines `<ticket number> <payment_hash>\n`, ordered by number".
//
// Exact bytes, so anyone can recompute it with any tool:
//   - one line per paid ticket, in ascending numeric order of the ticket number (10 after 9);
//   - a line is: the number in base 10, no sign, no padding; one space (0x20); the payment
//     hash as 64 lowercase hex characters; a line feed (0x0a) — the last line too;
//   - the lines are concatenated and hashed with SHA-256; the result is 64 lowercase hex.
// Every character is ASCII, so the UTF-8 encoding is the text itself. N = 0 gives the hash
// of the empty string (e3b0c442…b855). With the lines in a file, `sha256sum tickets.txt`
// prints the same value.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { DrawInputError, isLowerHex64, isTicketNumber } from './input-checks.ts';
import type { DrawTicket } from './types.ts';

/** One line of the commitment, newline included. */
export function ticketLine(ticket: DrawTicket): string {
  assertTicket(ticket);
  return `${ticket.number} ${ticket.payment_hash}\n`;
}

/**
 * The tickets in commitment order (ascending number), validated; the input itself when it is
 * already in order. Throws DrawInputError on a bad number or payment hash, or a repeated number.
 */
export function sortTickets(tickets: readonly DrawTicket[]): readonly DrawTicket[] {
  let ascending = true;
  for (let k = 0; k < tickets.length; k++) {
    const ticket = tickets[k] as DrawTicket;
    assertTicket(ticket);
    if (k > 0 && ticket.number <= (tickets[k - 1] as DrawTicket).number) ascending = false;
  }
  if (ascending) return tickets;
  const sorted = [...tickets].sort((a, b) => a.number - b.number);
  for (let k = 1; k < sorted.length; k++) {
    const number = (sorted[k] as DrawTicket).number;
    if (number === (sorted[k - 1] as DrawTicket).number)
      throw new DrawInputError(`bilhete nº ${number} repetido`);
  }
  return sorted;
}

/** The lines of the commitment in order, for display or export (`lines.join('')` is what is hashed). */
export function ticketLines(tickets: readonly DrawTicket[]): string[] {
  return sortTickets(tickets).map((ticket) => `${ticket.number} ${ticket.payment_hash}\n`);
}

// Hash incrementally through one reusable buffer instead of building one ~73 MB string for a
// million tickets: bytes are written straight from the char codes (validated on the way:
// digits, space, lowercase hex, newline are all ASCII, so this is the UTF-8 encoding) and
// handed to sha256 64 KiB at a time (docs/protocols/targets.md: 1,000,000 tickets in under 2 s).
const CHUNK_BYTES = 1 << 16;
/** 16 digits (Number.MAX_SAFE_INTEGER) + space + 64 hex + newline. */
const MAX_LINE_BYTES = 16 + 1 + 64 + 1;

/** tickets_hash: sha256 hex of the commitment lines; input order does not matter. */
export function ticketsCommitment(tickets: readonly DrawTicket[]): string {
  // One pass when the list is already ascending (the server lists by number); else sort first.
  return hashAscending(tickets) ?? (hashAscending(sortTickets(tickets)) as string);
}

/** The commitment of an ascending list, or null as soon as a ticket is out of order. */
function hashAscending(tickets: readonly DrawTicket[]): string | null {
  const hasher = ticketsHasher();
  return hasher.add(tickets) ? hasher.digest() : null;
}

/**
 * tickets_hash fed page by page, each page continuing the ascending order of the one before:
 * the server reads a million tickets in pages and hashes each as it arrives, so no single step
 * holds its event loop (docs/protocols/draw.md).
 */
/** The incremental SHA-256 the hasher feeds: @noble/hashes by default; the server passes Node's. */
export interface StreamingSha256 {
  update(bytes: Uint8Array): unknown;
  digest(): Uint8Array;
}

export function ticketsHasher(createSha256: () => StreamingSha256 = () => sha256.create()): {
  /** Hashes the lines of `tickets`; false (and the hasher is spoilt) when one is out of order. */
  add(tickets: readonly DrawTicket[]): boolean;
  digest(): string;
} {
  const hash = createSha256();
  const buffer = new Uint8Array(CHUNK_BYTES);
  let at = 0;
  let previous = 0;
  return {
    add(tickets) {
      for (const ticket of tickets) {
        const number = ticket?.number;
        const hex = ticket?.payment_hash;
        if (!isTicketNumber(number) || typeof hex !== 'string' || hex.length !== 64)
          assertTicket(ticket);
        if (number <= previous) return false;
        previous = number;
        if (at + MAX_LINE_BYTES > CHUNK_BYTES) {
          hash.update(buffer.subarray(0, at));
          at = 0;
        }
        const digits = String(number);
        for (let k = 0; k < digits.length; k++) buffer[at++] = digits.charCodeAt(k);
        buffer[at++] = 0x20;
        for (let k = 0; k < 64; k++) {
          const code = hex.charCodeAt(k);
          if (!((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x66)))
            assertTicket(ticket);
          buffer[at++] = code;
        }
        buffer[at++] = 0x0a;
      }
      return true;
    },
    digest() {
      hash.update(buffer.subarray(0, at));
      at = 0;
      return bytesToHex(hash.digest());
    },
  };
}

function assertTicket(ticket: DrawTicket): asserts ticket is DrawTicket {
  if (typeof ticket !== 'object' || ticket === null) {
    throw new DrawInputError(`bilhete inválido: ${JSON.stringify(ticket)}`);
  }
  if (!isTicketNumber(ticket.number)) {
    throw new DrawInputError(
      `número de bilhete inválido: ${JSON.stringify(ticket.number)} (esperado: inteiro ≥ 1)`,
    );
  }
  if (!isLowerHex64(ticket.payment_hash)) {
    throw new DrawInputError(
      `payment_hash inválido no bilhete nº ${ticket.number}: ${JSON.stringify(ticket.payment_hash)} (esperado: 64 caracteres hexadecimais minúsculos)`,
    );
  }
}
