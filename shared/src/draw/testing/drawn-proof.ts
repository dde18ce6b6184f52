// Test support (not exported): the fields every completed proof lays out alike, whatever its
// version (docs/protocols/draw.md, docs/protocols/draw-v2.md): the raffle, its frozen ticket
// list, the draw block found by the real rule and the winner by the real formula. Each
// fixture adds its version's own fields (block_headers, or the anchor and chain_headers).
import type { DrawBlock } from '../find-draw-block.ts';
import { ticketsCommitment } from '../tickets-commitment.ts';
import type { DrawProof, DrawTicket } from '../types.ts';
import { winningTicket } from '../winning-ticket.ts';

export interface DrawnProofInput {
  version: DrawProof['version'];
  raffleId: number;
  raffleName: string;
  endDate: string;
  /** Sorted by number, as the server publishes them. */
  tickets: DrawTicket[];
  /** What findDrawBlock answered. */
  found: DrawBlock;
  /** The chain's tip height when the proof was generated. */
  tipHeight: number;
  confirmationsRequired: number;
  drawnAt: string;
  generatedAt: string;
}

export function drawnProof(input: DrawnProofInput): DrawProof & { tickets: DrawTicket[] } {
  const { raffleId, tickets, found } = input;
  const { block, previous } = found;
  const drawId = String(raffleId);
  const result = winningTicket(
    block.hash,
    drawId,
    tickets.map((ticket) => ticket.number),
  );
  return {
    version: input.version,
    raffle_id: raffleId,
    raffle_name: input.raffleName,
    draw_id: drawId,
    end_date: input.endDate,
    status: 'completed',
    network: 'regtest',
    tickets_count: tickets.length,
    tickets_hash: ticketsCommitment(tickets),
    tickets,
    tickets_url: `/api/rifa/${raffleId}/tickets`,
    block_height: block.height,
    block_hash: block.hash,
    block_mediantime: block.mediantime,
    previous_block_hash: previous?.hash ?? null,
    previous_block_mediantime: previous?.mediantime ?? null,
    confirmations_required: input.confirmationsRequired,
    confirmations: input.tipHeight - block.height + 1,
    digest: result.digest,
    n: result.n,
    index: result.index,
    winning_ticket: result.winning_ticket,
    drawn_at: input.drawnAt,
    payout_txid: null,
    generated_at: input.generatedAt,
  };
}
