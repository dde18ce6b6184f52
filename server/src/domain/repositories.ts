// What the domain asks of storage. The SQLite adapter implements these; money paths
// (reserve, settle, expire) are single atomic methods so no caller can split them.
import type {
  AdminPayout,
  AdminRefund,
  AdminUserRow,
  DrawTicket,
  PayoutStatus,
  Raffle,
  RaffleUpdateInput,
  Stats,
  Transaction,
  User,
  UserRefund,
  UserWin,
} from '@rifa/shared';

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
  update(
    id: number,
    fields: Partial<Pick<UserRecord, 'name' | 'btc_address' | 'password_hash' | 'is_admin'>>,
    bumpTokenVersion: boolean,
  ): void;
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

/** Validated changes of PUT /api/rifa/:id: the same fields as the request's shared type. */
export type RaffleChanges = RaffleUpdateInput;

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
  attachInvoice(
    transactionId: number,
    invoice: { paymentRequest: string; paymentHash: string; expiresAt: string },
  ): void;
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
  | {
      kind: 'refund_owed';
      transactionId: number;
      reason: 'late_payment' | 'no_tickets_left' | 'cancelled';
    }
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
  settle(input: {
    paymentHash: string;
    settledAt: string;
    settleIndex?: number;
    now: string;
  }): SettleOutcome;
  /** Pending invoices (a payment_hash is attached), oldest first. */
  pending(): PendingInvoice[];
  /** Releases a pending reservation whose invoice is cancelled or expired; no-op otherwise. */
  expire(transactionId: number): boolean;
  /** Reservations that never got an invoice (a crash between reserve and invoice). */
  releaseStaleReservations(olderThan: string): number;
}

/** Where a draw row is (DESIGN.md §8; the SQL comment on the draws table has the details). */
export type DrawRowStatus = 'closed' | 'block_found' | 'drawn' | 'cancelled';

export interface DrawRecord {
  raffle_id: number;
  status: DrawRowStatus;
  /** The raffle's draw_id (its id as text, fixed at creation) and close of sales. */
  draw_id: string;
  end_date: string;
  tickets_count: number;
  tickets_hash: string;
  closed_at: string;
  confirmations_required: number;
  block_height: number | null;
  block_hash: string | null;
  block_mediantime: number | null;
  prev_block_hash: string | null;
  prev_mediantime: number | null;
  block_headers: string[] | null;
  block_found_at: string | null;
  reorgs: number;
  digest: string | null;
  n: string | null;
  winning_index: number | null;
  winning_ticket: number | null;
  winner_user_id: number | null;
  winner_address: string | null;
  drawn_at: string | null;
}

export interface FoundBlock {
  height: number;
  hash: string;
  mediantime: number;
  prevHash: string | null;
  prevMediantime: number | null;
  headers: string[];
}

export interface DrawOutcome {
  blockHash: string;
  digest: string;
  n: string;
  index: number;
  winningTicket: number;
}

/** The draw money path (DESIGN.md §8), each write one BEGIN IMMEDIATE transaction. */
export interface DrawRepository {
  /** Active raffles whose end_date has passed and that have no draw row yet. */
  dueToClose(now: string): { id: number; end_date: string }[];
  /** Pending invoices of one raffle (to settle or cancel before the close). */
  pendingOf(raffleId: number): PendingInvoice[];
  /** Pending invoices of raffles whose sales are over (closed or cancelled). */
  pendingAfterSales(): PendingInvoice[];
  /**
   * Freezes N and tickets_hash = commitment(paid tickets ascending); N = 0 also cancels the
   * raffle. Returns null when the raffle cannot close (not active, not ended, or closed already).
   */
  close(input: {
    raffleId: number;
    now: string;
    confirmationsRequired: number;
    commitment: (tickets: readonly DrawTicket[]) => string;
  }): DrawRecord | null;
  /** Draws in 'closed' or 'block_found', oldest close first. */
  inProgress(): DrawRecord[];
  find(raffleId: number): DrawRecord | undefined;
  /** closed → block_found; false if the row is no longer 'closed'. */
  recordBlock(raffleId: number, block: FoundBlock, now: string): boolean;
  /** block_found → closed after a reorg (reorgs + 1); false if the row moved on. */
  resetBlock(raffleId: number, staleHash: string): boolean;
  /**
   * block_found → drawn, raffle → completed, and the prize payout row (status `payoutStatus`,
   * to the winner's current btc_address), all in one transaction; false if the row is no
   * longer 'block_found' on that block.
   */
  recordDraw(input: {
    raffleId: number;
    outcome: DrawOutcome;
    payoutStatus: 'pending' | 'awaiting_admin';
    label: string;
    now: string;
  }): boolean;
  /** Paid tickets of a raffle, ascending by number (DESIGN.md §5 public list). */
  tickets(raffleId: number): DrawTicket[];
}

/** A payout row: what GET /api/admin/payouts shows (toAdminPayout picks those fields), plus
 *  what only the server keeps. */
export interface PayoutRecord extends AdminPayout {
  /** Prize: the winner's address. Refund batch: null (see outputs). */
  address: string | null;
  resolved_by: number | null;
}

export interface PayoutChange {
  txid?: string | null;
  last_error?: string | null;
  resolved_by?: number;
}

export interface PayoutRepository {
  find(id: number): PayoutRecord | undefined;
  list(): PayoutRecord[];
  withStatus(statuses: readonly PayoutStatus[]): PayoutRecord[];
  /** Atomic claim before an LND call: status in `from` → 'sending', attempts + 1. */
  claim(id: number, from: readonly PayoutStatus[], now: string): boolean;
  /** Conditional transition: false when the row's status is not in `from` any more. */
  transition(
    id: number,
    from: readonly PayoutStatus[],
    to: PayoutStatus,
    change: PayoutChange,
    now: string,
  ): boolean;
  /** The prize payout of a raffle. */
  prizeOf(raffleId: number): PayoutRecord | undefined;
  /** A refund batch of the raffle that is not paid yet (any status but sent or manual). */
  openRefundBatch(raffleId: number): PayoutRecord | undefined;
  /**
   * Groups every unpaid refund of the raffle into a new 'pending' batch, labelled
   * label(batchNumber) (1 for the raffle's first batch); null when none is unpaid.
   */
  createRefundBatch(
    raffleId: number,
    label: (batch: number) => string,
    now: string,
  ): PayoutRecord | null;
  refunds(): AdminRefund[];
  winsOf(userId: number): UserWin[];
  refundsOf(userId: number): UserRefund[];
}

export interface RefundRepository {
  /**
   * Cancels an active raffle whose sales are still open and records a refund owed for each
   * paid purchase (to the buyer's current btc_address), in one transaction. Null when the
   * raffle is no longer active or its sales have closed.
   */
  cancelRaffle(raffleId: number, now: string): { refunds: number } | null;
}
