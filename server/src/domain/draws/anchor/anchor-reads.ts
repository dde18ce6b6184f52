// The draw anchors as the admin and the health check see them (docs/protocols/draw-v2.md): Gerenciar
// lists them with why they wait; GET /api/health says whether any waits for funds.
import type { AdminAnchor } from '@rifa/shared';
import type { AnchorRepository, RaffleRepository } from '../../ports/index.ts';

export function createAnchorReads(deps: { anchors: AnchorRepository; raffles: RaffleRepository }) {
  return {
    list(): AdminAnchor[] {
      return deps.anchors.list().map((row) => ({
        raffle_id: row.raffle_id,
        raffle_name: deps.raffles.find(row.raffle_id)?.name ?? `Rifa #${row.raffle_id}`,
        status: row.status,
        label: row.label,
        txid: row.txid,
        fee_rate: row.fee_rate,
        bumps: row.bumps,
        block_height: row.block_height,
        last_error: row.status === 'confirmed' ? null : row.last_error,
        updated_at: row.updated_at,
      }));
    },
    /** How many anchors wait for the wallet to afford their fee. */
    awaitingBalance: (): number => deps.anchors.withStatus(['awaiting_balance']).length,
  };
}

export type AnchorReads = ReturnType<typeof createAnchorReads>;
