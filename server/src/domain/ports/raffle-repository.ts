// Storage of raffles, and the cancellation that turns paid purchases into refunds owed.
import type { Raffle, RaffleTextsInput, RaffleUpdateInput } from '@rifa/shared';

export interface NewRaffleRecord {
  name: string;
  prize_amount: number;
  ticket_price: number;
  total_tickets: number;
  min_tickets: number | null;
  end_date: string;
  prize_btc_address: string | null;
  created_by: number | null;
  created_at: string;
  /** DESIGN.md §8.1: positions 1..P in order; absent = one prize of prize_amount. */
  prizes?: PrizeRecord[];
  /** Issue 14: ticket packages; absent = none. */
  packages?: PackageRecord[];
  /** Issue 14: the organiser's texts, validated (domain/raffle-texts.ts); absent = none. */
  texts?: RaffleTextsInput;
}

/** A validated ticket package (issue 14). */
export interface PackageRecord {
  quantity: number;
  price: number;
}

/** A validated prize (DESIGN.md §8.1): sats, or amount 0 with a description. */
export interface PrizeRecord {
  amount: number;
  description: string | null;
}

/** What update may change: the typed edits, prizes already validated. */
export type RaffleChanges = Omit<RaffleUpdateInput, 'prizes' | 'packages'> & {
  prizes?: PrizeRecord[];
  packages?: PackageRecord[];
  prize_amount?: number;
};

export interface RaffleRepository {
  create(raffle: NewRaffleRecord): Raffle;
  find(id: number): Raffle | undefined;
  list(): Raffle[];
  /** Reserved (pending, not yet released) ticket count of a raffle. */
  reserved(id: number): number;
  update(id: number, changes: RaffleChanges, now: string): Raffle;
}

export interface RefundRepository {
  /**
   * Cancels an active raffle whose sales are still open and records a refund owed for each
   * paid purchase (to the buyer's current btc_address), in one transaction. Null when the
   * raffle is no longer active or its sales have closed.
   */
  cancelRaffle(raffleId: number, now: string): { refunds: number } | null;
}
