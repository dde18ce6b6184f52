// Test support (not exported): a completed proof with several ranked prizes (docs/protocols/draw.md#several-prizes),
// its winners drawn the way the server draws them.
import { drawPrizes } from '../prize-draw.ts';
import type { DrawPrize, DrawProof, DrawProofWinner } from '../types.ts';

/** `amounts[k]` is position k + 1; 0 is a physical prize with a description. */
export function withPrizes(proof: DrawProof, amounts: readonly number[]): DrawProof {
  const prizes: DrawPrize[] = amounts.map((amount, k) => ({
    position: k + 1,
    amount,
    description: amount === 0 ? `Prêmio físico ${k + 1}` : null,
  }));
  const numbers = (proof.tickets ?? []).map((ticket) => ticket.number);
  const drawn = drawPrizes(proof.block_hash as string, proof.draw_id, numbers, amounts.length);
  const winners: DrawProofWinner[] = prizes.map(({ position }) => {
    const draw = drawn[position - 1];
    return {
      position,
      digest: draw?.digest ?? null,
      n: draw?.n ?? null,
      tickets_count: draw?.tickets_count ?? null,
      index: draw?.index ?? null,
      winning_ticket: draw?.winning_ticket ?? null,
    };
  });
  return { ...proof, prizes, winners };
}
