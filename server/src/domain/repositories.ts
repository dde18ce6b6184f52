// What the domain asks of storage. The SQLite adapter implements these; money paths
// (reserve, settle, expire) are single atomic methods so no caller can split them.
import type { AdminUserRow, Raffle, RaffleStatus, Stats, Transaction, User } from '@rifa/shared';

export interface UserRecord {
  id: number;
  email: string;
  name: string;
  btc_address: string;
  password_hash: string;
  is_admin: boolean;
  token_version: number;
  created_at: string;
}

export interface NewUser {
  email: string;
  name: string;
  btc_address: string;
  password_hash: string;
  is_admin: boolean;
  created_at: string;
}

export interface UserRepository {
  /** Returns null when the e-mail is taken (case-insensitive). */
  create(user: NewUser): UserRecord | null;
  findById(id: number): UserRecord | undefined;
  findByEmail(email: string): UserRecord | undefined;
  update(id: number, fields: Partial<Pick<UserRecord, 'name' | 'btc_address' | 'password_hash' | 'is_admin'>>, bumpTokenVersion: boolean): void;
  /** The public profile with its derived counters (spec §3). */
  profile(id: number): User | undefined;
  listForAdmin(): AdminUserRow[];
}

export interface NewRaffle {
  name: string;
  prize_amount: number;
  ticket_price: number;
  total_tickets: number;
  min_tickets: number | null;
  end_date: string;
  prize_btc_address: string | null;
  created_by: number | null;
  created_at: string;
}

export interface RaffleChanges {
  name?: string;
  end_date?: string;
  prize_btc_address?: string | null;
  total_tickets?: number;
  ticket_price?: number;
  min_tickets?: number | null;
  status?: RaffleStatus;
}

export interface RaffleRepository {
  create(raffle: NewRaffle): Raffle;
  find(id: number): Raffle | undefined;
  list(): Raffle[];
  /** Reserved (pending, not yet released) ticket count of a raffle. */
  reserved(id: number): number;
  update(id: number, changes: RaffleChanges, now: string): Raffle;
}

export interface Reservation {
  userId: number;
  raffleId: number;
  quantity: number;
  amount: number;
  now: string;
  /** Until when the reservation holds if no invoice gets attached (crash in between). */
  holdUntil: string;
}

export type ReserveResult =
  | { ok: true; transactionId: number }
  | { ok: false; reason: 'not_open' | 'sold_out' | 'insufficient'; available: number };

export interface PurchaseRepository {
  /** Atomically checks availability and records a reservation (DESIGN.md §7 step 2). */
  reserve(reservation: Reservation): ReserveResult;
  attachInvoice(transactionId: number, invoice: { paymentRequest: string; paymentHash: string; expiresAt: string }): void;
  /** Drops a reservation whose invoice could not be created. */
  release(transactionId: number): void;
  find(id: number): Transaction | undefined;
  listByUser(userId: number): Transaction[];
}

export interface ApiKeyRepository {
  /** Stores a new key hash and revokes every previous key, atomically. */
  replace(keyHash: string, createdBy: number, now: string): void;
  isActive(keyHash: string): boolean;
  current(): { created_at: string } | undefined;
}

export interface StatsRepository {
  stats(): Stats;
}

export interface SettingsRepository {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

export type SettleOutcome =
  | { kind: 'credited'; transactionId: number; tickets: number[] }
  | { kind: 'duplicate'; transactionId: number }
  | { kind: 'refund_owed'; transactionId: number; reason: 'late_payment' | 'no_tickets_left' | 'cancelled' }
  | { kind: 'unknown' };

export interface PendingInvoice {
  transactionId: number;
  paymentHash: string;
  expiresAt: string;
}

/** The settlement money path (DESIGN.md §7 steps 5–6), each method one atomic transaction. */
export interface SettlementRepository {
  /**
   * Credits a settled invoice exactly once: the next sequential ticket numbers of the
   * raffle, status paid, sold_tickets. A payment after sales closed becomes a refund owed.
   */
  settle(input: { paymentHash: string; settledAt: string; settleIndex?: number; now: string }): SettleOutcome;
  /** Pending invoices (a payment_hash is attached), oldest first. */
  pending(): PendingInvoice[];
  /** Releases a pending reservation whose invoice is cancelled or expired; no-op otherwise. */
  expire(transactionId: number): boolean;
  /** Reservations that never got an invoice (a crash between reserve and invoice). */
  releaseStaleReservations(olderThan: string): number;
}
