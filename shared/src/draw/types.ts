// The public draw proof (docs/protocols/http-api.md GET /api/rifa/:id/draw, docs/protocols/draw.md Draws) and the shapes the
// draw functions exchange. snake_case because these are the JSON the server publishes.

import type { BitcoinNetwork } from '../types.ts';

/** One paid ticket as published (docs/protocols/http-api.md GET /api/rifa/:id/tickets): no e-mail, no name (LGPD). */
export interface DrawTicket {
  /** Ticket number, a positive integer (1..N with sequential numbering, docs/protocols/payment.md#ticket-numbers). */
  number: number;
  /** Payment hash of the Lightning invoice that paid it, 64 lowercase hex; one purchase of
   *  several tickets gives several tickets with the same payment_hash. */
  payment_hash: string;
}

/** The body of GET /api/rifa/:id/tickets. */
export interface DrawTicketList {
  data: DrawTicket[];
}

/**
 * Where a raffle is in the draw protocol (docs/protocols/draw.md):
 * open → (end_date) awaiting_block → (first block with mediantime > end_date)
 * awaiting_confirmations → (DRAW_CONFIRMATIONS) completed; N = 0 or an admin cancel → cancelled.
 * Proof version 2 (§8.2) adds awaiting_anchor between the close and awaiting_block: sales are
 * closed and tickets_root frozen, the anchor transaction is not mined yet ('aguardando âncora').
 */
export type DrawStatus =
  | 'open'
  | 'awaiting_anchor'
  | 'awaiting_block'
  | 'awaiting_confirmations'
  | 'completed'
  | 'cancelled';

/**
 * GET /api/rifa/:id/draw: everything an auditor needs to recompute the draw offline, plus
 * what a node can confirm (block hash at block_height, mediantimes, confirmations).
 * Fields that do not exist yet at the current status are null.
 */
export interface DrawProof {
  /** Format of this document: 1 (docs/protocols/draw.md) or 2 (§8.2: Merkle root, anchor, headers). */
  version: 1 | 2;
  raffle_id: number;
  raffle_name: string;
  /** The raffle id as text, fixed at creation (docs/protocols/draw.md); hashed right after the block hash. */
  draw_id: string;
  /** Close of sales, ISO 8601 UTC (as in the raffle). The draw block is the first whose
   *  mediantime (unix seconds) is strictly greater than this instant. */
  end_date: string;
  status: DrawStatus;
  /** The chain the block comes from; an auditor's --rpc node must be on the same one. */
  network: BitcoinNetwork;
  /** N: paid tickets frozen at close (0 while open, and for a raffle cancelled with none). */
  tickets_count: number;
  /** sha256 hex of the lines `<number> <payment_hash>\n` in ascending number order, frozen
   *  and published at close (null while open). See ticketsCommitment. */
  tickets_hash: string | null;
  /** The committed ticket list, ascending by number. Null when the server leaves it to
   *  tickets_url (very large raffles); the verify script then fetches it. */
  tickets: DrawTicket[] | null;
  /** Path (relative to the proof's origin) or URL of GET /api/rifa/:id/tickets. */
  tickets_url: string;
  /** The draw block: first block whose mediantime > end_date. Null until found. */
  block_height: number | null;
  block_hash: string | null;
  /** bitcoind getblockheader `mediantime` of the draw block (unix seconds). */
  block_mediantime: number | null;
  /** The block at block_height − 1: its mediantime must be ≤ end_date (null only at height 0). */
  previous_block_hash: string | null;
  previous_block_mediantime: number | null;
  /**
   * Optional: the raw 80-byte headers (hex, as `getblockheader <hash> false` prints) of heights
   * max(0, block_height − 11) .. block_height, ascending. With them an auditor recomputes
   * both mediantimes from the block timestamps and checks the links and proof of work
   * offline; only a node can tell whether the block is in the best chain.
   */
  block_headers?: string[] | null;
  /** DRAW_CONFIRMATIONS in force for this draw. */
  confirmations_required: number;
  /** Confirmations of the draw block when this proof was generated (null if unknown). */
  confirmations: number | null;
  /** sha256(utf8(block_hash + draw_id)), hex. */
  digest: string | null;
  /** The digest as a big-endian unsigned integer, base 10 (a string: it has up to 78 digits). */
  n: string | null;
  /** i = n mod N. */
  index: number | null;
  /** The i-th (from 0) paid ticket number in ascending order. */
  winning_ticket: number | null;
  /** When the draw was run (ISO 8601 UTC). */
  drawn_at: string | null;
  /** On-chain prize payout, once broadcast. */
  payout_txid: string | null;
  /** docs/protocols/draw.md#several-prizes: the ranked prizes (absent in proofs made before several prizes). */
  prizes?: DrawPrize[];
  /** docs/protocols/draw.md#several-prizes: every position 1..P once drawn (null before); a position beyond N has
   *  winning_ticket null ('não sorteado'). No names: the public proof carries none. */
  winners?: DrawProofWinner[] | null;
  /** When this document was generated (ISO 8601 UTC); `confirmations` is as of then. */
  generated_at: string;
  /** Version 2 (§8.2): the Merkle root of the paid tickets, 64 lowercase hex (null while open). */
  tickets_root?: string | null;
  /** Version 2: the transaction that put tickets_root on the chain (null until it is mined). */
  anchor?: DrawAnchor | null;
  /**
   * Version 2: raw 80-byte headers (hex) from height chain_headers_start = max(0, A − 10) up
   * to the draw block's last counted confirmation, ascending: with them an auditor checks
   * offline the anchor's inclusion, the proof of work, every mediantime and the draw block rule.
   */
  chain_headers?: string[] | null;
  chain_headers_start?: number | null;
}

/** The anchor of proof version 2 (docs/protocols/draw-v2.md). */
export interface DrawAnchor {
  txid: string;
  /** The whole transaction as hex (`getrawtransaction <txid> false <blockhash>`). */
  raw_tx: string;
  block_hash: string;
  /** A: the height of the block that contains it. */
  height: number;
  /** Position of the transaction in its block, and the Merkle branch (display-order hashes,
   *  from the bottom up) from its txid to the block header's merkle root. */
  tx_index: number;
  merkle_branch: string[];
}

/** One ranked prize (docs/protocols/draw.md#several-prizes): sats, or amount 0 with a description (a physical prize). */
export interface DrawPrize {
  /** 1, 2, 3… (position 1 is the raffle's prize_amount). */
  position: number;
  amount: number;
  description: string | null;
}

/** One position of the draw as the proof publishes it (docs/protocols/draw.md#several-prizes). */
export interface DrawProofWinner {
  position: number;
  /** sha256(utf8(h + draw_id)) for position 1, sha256(utf8(h + draw_id + "#" + k)) after. */
  digest: string | null;
  n: string | null;
  /** N − k + 1: the tickets left when this position was drawn. */
  tickets_count: number | null;
  index: number | null;
  /** Null: not awarded (fewer paid tickets than prizes). */
  winning_ticket: number | null;
}

/** A block header as bitcoind's `getblockheader <hash> true` reports it (the fields we use). */
export interface ChainHeader {
  hash: string;
  height: number;
  /** Median of this block's and the 10 previous blocks' timestamps (unix seconds). */
  mediantime: number;
  time?: number;
  /** Best-chain confirmations; bitcoind reports −1 for a block outside the best chain. */
  confirmations?: number;
  previousblockhash?: string;
}

/** Header of the best-chain block at a height (getblockhash + getblockheader). */
export type HeaderAtHeight<H extends ChainHeader = ChainHeader> = (height: number) => Promise<H>;

export type DrawCheckId =
  | 'format'
  | 'draw_id'
  | 'status'
  | 'tickets_list'
  | 'tickets_numbers'
  | 'tickets_hash'
  | 'block_rule'
  | 'block_headers'
  | 'block_node'
  | 'confirmations'
  | 'winner'
  | 'prize'
  | 'ticket_included'
  | 'tickets_root'
  | 'anchor_commitment'
  | 'anchor_inclusion'
  /** verify-draw --rpc only (docs/decisions/0015-anchored-proof-signed-receipts.md): the anchor and the headers as the auditor's node has them. */
  | 'anchor_node'
  | 'headers_node';

/** One line of a verification report (the SPA 'Verificar' panel and scripts/verify-draw). */
export interface DrawCheck {
  id: DrawCheckId;
  ok: boolean;
  /** What was checked, in pt-BR. */
  label_ptBR: string;
  /** The numbers behind the verdict, in pt-BR. */
  detail: string;
}
