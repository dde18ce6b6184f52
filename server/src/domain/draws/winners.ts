// The winners page (docs/decisions/0014-numbers-prizes-packages.md, /ganhadores and GET /api/ganhadores): every drawn raffle,
// newest draw first, with each ranked position, the draw block and where to check it.
// Public: nicknames only, as on the raffle itself (docs/protocols/draw.md: names stay out of proofs).
import { WINNERS_LIMIT, type WinnersEntry } from '@rifa/shared';
import type { WinnersRepository } from '../ports/index.ts';

export function createWinners(deps: { winners: WinnersRepository }) {
  return {
    /** The last WINNERS_LIMIT draws: the page shows recent results, the raffle list the rest. */
    list(): WinnersEntry[] {
      return deps.winners.recent(WINNERS_LIMIT).map((row) => ({
        ...row,
        raffle_url: `/raffles/${row.raffle_id}`,
        proof_url: `/api/rifa/${row.raffle_id}/draw`,
      }));
    },
  };
}

export type Winners = ReturnType<typeof createWinners>;
