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
  /** docs/protocols/draw.md#several-prizes: positions 1..P in order; absent = one prize of prize_amount. */
  prizes?: PrizeRecord[];
  /** docs/decisions/0014-numbers-prizes-packages.md: ticket packages; absent = none. */
  packages?: PackageRecord[];
  /** docs/decisions/0014-numbers-prizes-packages.md: the organiser's texts, validated (domain/raffle-texts.ts); absent = none. */
  texts?: RaffleTextsInput;
}

/** A validated ticket package (docs/decisions/0014-numbers-prizes-packages.md). */
export interface PackageRecord {
  quantity: number;
  price: number;
}

/** A validated prize (docs/protocols/draw.md#several-prizes): sats, or amount 0 with a description. */
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
