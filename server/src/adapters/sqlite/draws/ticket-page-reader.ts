// A read-only connection that only pages through a raffle's paid tickets: what the ticket-list
// worker thread opens (composition/ticket-lists.ts). Under WAL it reads a committed snapshot
// beside the app's own connection and never blocks its writes.
import Database from 'better-sqlite3';
import type { DrawTicket } from '@rifa/shared';
import type { DrawRepository } from '../../../domain/ports/index.ts';

export interface TicketPageReader extends Pick<DrawRepository, 'ticketPage'> {
  close(): void;
}

export function openTicketPageReader(file: string): TicketPageReader {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const page = db.prepare(
    'SELECT number, payment_hash FROM tickets WHERE raffle_id = ? AND number > ? ORDER BY number LIMIT ?',
  );
  return {
    ticketPage: (raffleId, afterNumber, limit) =>
      page.all(raffleId, afterNumber, limit) as DrawTicket[],
    close: () => db.close(),
  };
}
