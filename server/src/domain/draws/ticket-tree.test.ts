// The server's tree builder (ticket-tree.ts, hashing with short-sha256.ts into flat buffers)
// gives the shared code's root (@noble/hashes) and proofs that lead to it, for every list size
// around the odd-node and power-of-two edges, fed in pages of any size.
import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ticketsRoot, verifyTicketInclusion, type DrawTicket } from '@rifa/shared';
import { ticketTreeBuilder } from './ticket-tree.ts';

function list(size: number): DrawTicket[] {
  let number = 0;
  return Array.from({ length: size }, () => ({
    number: (number += 1 + randomInt(1_000)),
    payment_hash: randomBytes(32).toString('hex'),
  }));
}

describe('ticketTreeBuilder = the shared tree', () => {
  it('for every size from 1 to 70, and 1,025', async () => {
    for (const size of [...Array.from({ length: 70 }, (_, k) => k + 1), 1_025]) {
      const tickets = list(size);
      const builder = ticketTreeBuilder();
      const page = 1 + randomInt(40);
      for (let at = 0; at < size; at += page) builder.add(tickets.slice(at, at + page));
      const tree = await builder.finish();
      expect(tree.root, `size ${size}`).toBe(ticketsRoot(tickets));
      for (const ticket of [tickets[0]!, tickets[randomInt(size)]!, tickets.at(-1)!]) {
        const proof = tree.proof(ticket.number)!;
        expect(proof.payment_hash).toBe(ticket.payment_hash);
        expect(verifyTicketInclusion(ticket, proof.path, tree.root)).toBe(true);
      }
    }
  });

  it('refuses a list out of order or a payment hash that is not 64 lowercase hex', () => {
    const builder = ticketTreeBuilder();
    builder.add([{ number: 5, payment_hash: 'a'.repeat(64) }]);
    expect(() => builder.add([{ number: 5, payment_hash: 'b'.repeat(64) }])).toThrow(/nº 5/);
    expect(() => ticketTreeBuilder().add([{ number: 1, payment_hash: 'A'.repeat(64) }])).toThrow(
      /nº 1/,
    );
  });
});
