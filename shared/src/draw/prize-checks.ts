// The 'Verificar' panel and scripts/verify-draw check every position of a several-prize draw
// (docs/protocols/draw.md#several-prizes): one report line per position, recomputed from the block hash, draw_id
// and the committed ticket list. Position 1 is also covered by the §8 'winner' check.

import { DrawInputError } from './input-checks.ts';
import { drawPrizes, type PrizeDraw } from './prize-draw.ts';
import type { DrawCheck, DrawProof, DrawProofWinner, DrawTicket } from './types.ts';

/** Above this N without a ticket list the 1..N list is not built in memory. */
const MAX_IMPLIED_TICKETS = 1_000_000;

const FIELDS = ['digest', 'n', 'tickets_count', 'index', 'winning_ticket'] as const;

function positionCheck(
  position: number,
  published: DrawProofWinner | undefined,
  drawn: PrizeDraw | undefined,
  assumption: string,
): DrawCheck {
  const label_ptBR = `${position}º prêmio: o bilhete é recalculado (docs/protocols/draw.md#several-prizes)`;
  if (!drawn) {
    const ok = !published || published.winning_ticket === null;
    return {
      id: 'prize',
      ok,
      label_ptBR,
      detail: ok
        ? 'não sorteado: há menos bilhetes pagos que prêmios'
        : `a prova diz bilhete nº ${published?.winning_ticket}, mas não há bilhete restante para esta posição`,
    };
  }
  const mismatches = published
    ? FIELDS.filter((field) => drawn[field] !== published[field]).map(
        (field) => `${field}: recalculado ${drawn[field]}, a prova diz ${published[field]}`,
      )
    : ['a prova não publica esta posição'];
  const hashed = position === 1 ? 'h + draw_id' : `h + draw_id + "#${position}"`;
  const formula = `sha256(${hashed}) = ${drawn.digest}; i = n mod ${drawn.tickets_count} = ${drawn.index}; bilhete nº ${drawn.winning_ticket}${assumption}`;
  return {
    id: 'prize',
    ok: mismatches.length === 0,
    label_ptBR,
    detail: mismatches.length > 0 ? `${mismatches.join('; ')} — ${formula}` : formula,
  };
}

/** One check per position when the proof has two or more prizes; none for a single prize. */
export function checkPrizes(
  proof: DrawProof & { block_hash: string },
  sorted: readonly DrawTicket[] | null,
): DrawCheck[] {
  // Read from untrusted JSON: anything but arrays counts as absent.
  const prizes = Array.isArray(proof.prizes) ? proof.prizes : [];
  const winners = (Array.isArray(proof.winners) ? proof.winners : []).filter(
    (winner): winner is DrawProofWinner => typeof winner === 'object' && winner !== null,
  );
  const count = Math.max(prizes.length, winners.length, 1);
  if (count < 2) return [];
  let numbers: number[];
  let assumption = '';
  if (sorted !== null && sorted.length > 0) numbers = sorted.map((ticket) => ticket.number);
  else if (proof.tickets_count >= 1 && proof.tickets_count <= MAX_IMPLIED_TICKETS) {
    numbers = Array.from({ length: proof.tickets_count }, (_, k) => k + 1);
    assumption = ' (sem a lista de bilhetes: supondo numeração 1..N)';
  } else numbers = [];
  let drawn: PrizeDraw[];
  try {
    drawn = drawPrizes(proof.block_hash, proof.draw_id, numbers, count);
  } catch (error) {
    if (!(error instanceof DrawInputError)) throw error;
    return [
      {
        id: 'prize',
        ok: false,
        label_ptBR: 'Os prêmios são recalculados (docs/protocols/draw.md#several-prizes)',
        detail: `não calculável: ${error.message}`,
      },
    ];
  }
  const byPosition = new Map(winners.map((winner) => [winner.position, winner]));
  return Array.from({ length: count }, (_, k) =>
    positionCheck(k + 1, byPosition.get(k + 1), drawn[k], assumption),
  );
}
