// Storage behind the winners page (docs/decisions/0014-numbers-prizes-packages.md): the drawn raffles, newest draw first.
import type { RaffleWinner } from '@rifa/shared';

/** A drawn raffle with every ranked position (nicknames only: no e-mail, no name). */
export interface DrawnRaffleRecord {
  raffle_id: number;
  raffle_name: string;
  total_tickets: number;
  tickets_count: number;
  block_height: number;
  block_hash: string;
  drawn_at: string;
  winners: RaffleWinner[];
}

export interface WinnersRepository {
  /** At most `limit` drawn raffles, the most recent draw first. */
  recent(limit: number): DrawnRaffleRecord[];
}
