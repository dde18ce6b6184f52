// What proof version 2 adds to GET /api/rifa/:id/draw (docs/protocols/draw-v2.md), from the draw row and
// its anchor row: tickets_root, the anchor once the best chain holds it (raw transaction,
// block, position and Merkle branch, all as bitcoind gave them), and the raw headers from
// A − 10 up to the draw block's last counted confirmation (up to the draw block itself while
// confirmations are awaited), so an auditor checks everything offline.
import type { DrawProof, DrawStatus } from '@rifa/shared';
import type { AnchorRecord, DrawRecord } from '../../ports/index.ts';

const STATUS: Record<DrawRecord['status'], DrawStatus> = {
  closed: 'awaiting_block',
  block_found: 'awaiting_confirmations',
  drawn: 'completed',
  cancelled: 'cancelled',
};

/** The public status: a version-2 draw waits for its anchor before it waits for a block. */
export function publicDrawStatus(draw: DrawRecord, anchor: AnchorRecord | undefined): DrawStatus {
  if (draw.status === 'closed' && draw.proof_version === 2 && anchor?.status !== 'confirmed')
    return 'awaiting_anchor';
  return STATUS[draw.status];
}

type V2Fields = Pick<
  DrawProof,
  'tickets_root' | 'anchor' | 'chain_headers' | 'chain_headers_start'
>;

export function anchorProofFields(draw: DrawRecord, anchor: AnchorRecord | undefined): V2Fields {
  const confirmed = anchor?.status === 'confirmed' ? anchor : undefined;
  return {
    tickets_root: draw.tickets_root,
    anchor: confirmed
      ? {
          txid: confirmed.txid as string,
          raw_tx: confirmed.raw_tx as string,
          block_hash: confirmed.block_hash as string,
          height: confirmed.block_height as number,
          tx_index: confirmed.tx_index as number,
          merkle_branch: confirmed.merkle_branch ?? [],
        }
      : null,
    chain_headers: confirmed?.chain_headers ?? null,
    chain_headers_start: confirmed?.chain_headers_start ?? null,
  };
}
