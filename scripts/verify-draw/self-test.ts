// --self-test: the known-answer vectors (computed independently by vectors.py) run through
// this very build of the algorithm, so an auditor can trust the tool before trusting a draw.

import {
  drawIndex,
  drawPrizes,
  isAfterClose,
  ticketsCommitment,
  winningTicket,
} from '../../shared/src/draw/index.ts';
import vectors from '../../shared/src/draw/vectors.json' with { type: 'json' };

export interface SelfTestLine {
  ok: boolean;
  name: string;
}

export function runSelfTest(): SelfTestLine[] {
  const lines: SelfTestLine[] = [];
  for (const vector of vectors.draw) {
    const result = vector.paid_numbers
      ? winningTicket(vector.block_hash, vector.draw_id, vector.paid_numbers)
      : {
          ...drawIndex(vector.block_hash, vector.draw_id, vector.tickets_count),
          winning_ticket: vector.index + 1,
        };
    const ok =
      result.digest === vector.digest &&
      result.n === vector.n &&
      result.index === vector.index &&
      result.winning_ticket === vector.winning_ticket;
    lines.push({ ok, name: `sorteio: ${vector.name} → bilhete nº ${vector.winning_ticket}` });
  }
  // docs/protocols/draw.md#several-prizes: every position of the several-prize vectors.
  for (const vector of vectors.prizes) {
    const numbers =
      vector.paid_numbers ?? Array.from({ length: vector.tickets_count }, (_, k) => k + 1);
    const drawn = drawPrizes(vector.block_hash, vector.draw_id, numbers, vector.prizes);
    const ok =
      drawn.length === vector.winners.length &&
      vector.winners.every((winner, k) => {
        const got = drawn[k];
        return (
          got?.position === winner.position &&
          got.digest === winner.digest &&
          got.n === winner.n &&
          got.index === winner.index &&
          got.winning_ticket === winner.winning_ticket
        );
      });
    const tickets = vector.winners.map((w) => `${w.position}º nº ${w.winning_ticket}`).join(', ');
    lines.push({ ok, name: `prêmios: ${vector.name} → ${tickets}` });
  }
  for (const vector of vectors.tickets_hash) {
    lines.push({
      ok: ticketsCommitment(vector.tickets) === vector.tickets_hash,
      name: `tickets_hash: ${vector.name}`,
    });
  }
  for (const vector of vectors.after_close) {
    lines.push({
      ok: isAfterClose(vector.mediantime, vector.end_date) === vector.after,
      name: `mediantime ${vector.mediantime} ${vector.after ? '>' : '≤'} ${vector.end_date}`,
    });
  }
  return lines;
}
