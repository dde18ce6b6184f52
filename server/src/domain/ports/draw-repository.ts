// Storage of the draw money path (docs/protocols/draw.md).
import type { DrawProofWinner, DrawTicket, PayoutMethod } from '@rifa/shared';
import type { PendingInvoiceRecord } from './settlement-repository.ts';

/** Where a draw row is (docs/protocols/draw.md; the SQL comment on the draws table has the details). */
export type DrawRecordStatus = 'closed' | 'block_found' | 'drawn' | 'cancelled';

export interface DrawRecord {
  raffle_id: number;
  status: DrawRecordStatus;
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
  /** docs/protocols/draw.md#several-prizes: ranked prizes of the raffle (1 when it has no prize rows). */
  prizes_count: number;
  /** 1 for draws closed before proof version 2 (their proofs stay v1); 2 since (§8.2). */
  proof_version: 1 | 2;
  /** §8.2: the Merkle root of the paid tickets, frozen at close (null for version 1). */
  tickets_root: string | null;
}

export interface DrawBlockInput {
  height: number;
  hash: string;
  mediantime: number;
  prevHash: string | null;
  prevMediantime: number | null;
  headers: string[];
}

export interface DrawOutcomeInput {
  blockHash: string;
  digest: string;
  n: string;
  index: number;
  winningTicket: number;
}

/** A position k ≥ 2 drawn by docs/protocols/draw.md#several-prizes. */
export interface DrawnPositionInput {
  position: number;
  digest: string;
  n: string;
  /** N − k + 1: tickets left when it was drawn. */
  ticketsCount: number;
  index: number;
  winningTicket: number;
}

export interface CloseSalesInput {
  raffleId: number;
  now: string;
  confirmationsRequired: number;
  /**
   * The paid tickets as the domain read and hashed them (frozen-tickets.ts): N, tickets_hash
   * and, for proof version 2 (docs/protocols/draw-v2.md), tickets_root. The transaction freezes them only if
   * the raffle still has exactly `count` tickets (tickets are only ever added).
   */
  tickets: { count: number; hash: string; root: string | null };
  /** 2 since the on-chain anchor (docs/protocols/draw-v2.md), even when N = 0 cancels the raffle. */
  proofVersion: 1 | 2;
  /**
   * Version 2 with N ≥ 1: the anchor row ('pending' under `label`, its OP_RETURN script),
   * written in the same transaction as the draw row.
   */
  anchor?: { script: string; label: string };
}

export interface RecordDrawInput {
  raffleId: number;
  outcome: DrawOutcomeInput;
  /**
   * The domain's plan for a prize of this amount to this address (payout-settings.ts planFor);
   * '' for a wallet buyer, who has none.
   */
  payout: (
    prizeAmount: number,
    address: string,
  ) => {
    method: PayoutMethod;
    status: 'pending' | 'awaiting_admin' | 'awaiting_invoice';
  };
  label: string;
  /** docs/protocols/draw.md#several-prizes: positions 2..min(P, N); positions beyond N are not awarded. */
  positions?: DrawnPositionInput[];
  /** The payout label of position k ≥ 2 (payout-labels.ts). */
  positionLabel?: (position: number) => string;
  now: string;
}

/** The draw money path (docs/protocols/draw.md), each write one BEGIN IMMEDIATE transaction. */
export interface DrawRepository {
  /** Active raffles whose end_date has passed and that have no draw row yet. */
  dueToClose(now: string): { id: number; end_date: string }[];
  /** Pending invoices of one raffle (to settle or cancel before the close). */
  pendingOf(raffleId: number): PendingInvoiceRecord[];
  /** Pending invoices of raffles whose sales are over (closed or cancelled). */
  pendingAfterSales(): PendingInvoiceRecord[];
  /**
   * Freezes N, tickets_hash (and tickets_root) as given; N = 0 also cancels the raffle. Returns
   * null when the raffle cannot close (not active, not ended, or closed already), and
   * 'list_changed' when a ticket was credited after the domain read the list (read it again).
   */
  close(input: CloseSalesInput): DrawRecord | null | 'list_changed';
  /** Paid tickets numbered above `afterNumber`, ascending, at most `limit` (a page of the list). */
  ticketPage(raffleId: number, afterNumber: number, limit: number): DrawTicket[];
  /** Draws in 'closed' or 'block_found', oldest close first. */
  inProgress(): DrawRecord[];
  find(raffleId: number): DrawRecord | undefined;
  /** closed → block_found; false if the row is no longer 'closed'. */
  recordBlock(raffleId: number, block: DrawBlockInput, now: string): boolean;
  /** block_found → closed after a reorg (reorgs + 1); false if the row moved on. */
  resetBlock(raffleId: number, staleHash: string): boolean;
  /**
   * block_found → drawn, raffle → completed, and the prize payout row (as `payout` plans it
   * for the prize amount, to the winner's current btc_address), all in one transaction; false if the row is no
   * longer 'block_found' on that block.
   */
  recordDraw(input: RecordDrawInput): boolean;
  /** docs/protocols/draw.md#several-prizes: the awarded positions of a drawn raffle, ascending (none before the draw). */
  positions(raffleId: number): DrawProofWinner[];
  /** Paid tickets of a raffle, ascending by number (docs/protocols/http-api.md public list). */
  tickets(raffleId: number): DrawTicket[];
}
