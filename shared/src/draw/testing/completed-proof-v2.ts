// Test support (not exported): a completed proof version 2 (docs/protocols/draw-v2.md) assembled from a
// synthetic chain whose anchor block commits to the anchor transaction: the draw block found
// after the anchor by the real rule, the winner by the real formula, and the headers from
// A − 10 to the draw block's last counted confirmation. The fixtures choose the chain and the
// anchor; this lays out version 2's own fields over those of drawn-proof.ts.

import { findDrawBlock } from '../find-draw-block.ts';
import type { DrawAnchor, DrawProof, DrawTicket } from '../types.ts';
import { drawnProof } from './drawn-proof.ts';
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
  const start = anchor.height - 10;
  return {
    ...drawnProof({
      version: 2,
      raffleId: input.raffleId,
      raffleName: input.raffleName,
      endDate,
      tickets,
      found,
      tipHeight: tip,
      confirmationsRequired,
      drawnAt: '2025-08-17T19:10:00.000Z',
      generatedAt: '2025-08-17T20:00:00.000Z',
    }),
    tickets_root: input.ticketsRoot,
    anchor: { ...anchor, block_hash: chain[anchor.height]!.hash },
    chain_headers: chain
      .slice(start, found.block.height + confirmationsRequired)
      .map((b) => b.header_hex),
    chain_headers_start: start,
  };
}
