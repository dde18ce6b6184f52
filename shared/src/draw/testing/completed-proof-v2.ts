// Test support (not exported): a completed proof version 2 (docs/protocols/draw-v2.md) assembled from a
// synthetic chain whose anchor block commits to the anchor transaction: the draw block found
// after the anchor by the real rule, the winner by the real formula, and the headers from
// A − 10 to the draw block's last counted confirmation. The fixtures choose the chain and the
// anchor; this is the one place that lays out the proof.

import { findDrawBlock } from '../find-draw-block.ts';
import { ticketsCommitment } from '../tickets-commitment.ts';
import type { DrawAnchor, DrawProof, DrawTicket } from '../types.ts';
import { winningTicket } from '../winning-ticket.ts';
import { headerSource, type SyntheticBlock } from './synthetic-chain.ts';

export interface CompletedProofInput {
  raffleId: number;
  raffleName: string;
  endDate: string;
  /** Sorted by number, as the server publishes them. */
  tickets: DrawTicket[];
  ticketsRoot: string;
  chain: SyntheticBlock[];
  /** The anchor without its block hash, which is the chain's at `anchor.height`. */
  anchor: Omit<DrawAnchor, 'block_hash'>;
  confirmationsRequired?: number;
}

export type CompletedProofV2 = DrawProof & {
  tickets_root: string;
  anchor: DrawAnchor;
  tickets: DrawTicket[];
};

export async function completedProofV2(input: CompletedProofInput): Promise<CompletedProofV2> {
  const { chain, anchor, tickets, endDate } = input;
  const confirmationsRequired = input.confirmationsRequired ?? 6;
  const tip = chain.length - 1;
  const found = await findDrawBlock(headerSource(chain), tip, endDate, {
    afterHeight: anchor.height,
  });
  if (!found) throw new Error('a cadeia sintética não passa de end_date depois da âncora');
  const { block, previous } = found;
  const drawId = String(input.raffleId);
  const result = winningTicket(
    block.hash,
    drawId,
    tickets.map((ticket) => ticket.number),
  );
  const start = anchor.height - 10;
  return {
    version: 2,
    raffle_id: input.raffleId,
    raffle_name: input.raffleName,
    draw_id: drawId,
    end_date: endDate,
    status: 'completed',
    network: 'regtest',
    tickets_count: tickets.length,
    tickets_hash: ticketsCommitment(tickets),
    tickets,
    tickets_url: `/api/rifa/${input.raffleId}/tickets`,
    block_height: block.height,
    block_hash: block.hash,
    block_mediantime: block.mediantime,
    previous_block_hash: previous?.hash ?? null,
    previous_block_mediantime: previous?.mediantime ?? null,
    confirmations_required: confirmationsRequired,
    confirmations: tip - block.height + 1,
    digest: result.digest,
    n: result.n,
    index: result.index,
    winning_ticket: result.winning_ticket,
    drawn_at: '2025-08-17T19:10:00.000Z',
    payout_txid: null,
    generated_at: '2025-08-17T20:00:00.000Z',
    tickets_root: input.ticketsRoot,
    anchor: { ...anchor, block_hash: chain[anchor.height]!.hash },
    chain_headers: chain
      .slice(start, block.height + confirmationsRequired)
      .map((b) => b.header_hex),
    chain_headers_start: start,
  };
}
