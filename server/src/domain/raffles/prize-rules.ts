// The ranked prizes a raffle may have (docs/protocols/draw.md#several-prizes): `prizes: [{ amount,
// description? }]`, position = index + 1. Position 1 is prize_amount, so it is paid in sats
// (raffles.prize_amount > 0); a later position may be a physical prize: amount 0 with a
// description, delivered by the organiser. The rules are shared with the form (shared raffle-rules.ts).
import { PRIZE_DESCRIPTION_MAX, raffleRules } from '@rifa/shared';
import { invalid } from '../kernel/errors.ts';
import type { PrizeRecord } from '../ports/index.ts';
import { has, type Input } from '../kernel/validate.ts';

export { PRIZE_DESCRIPTION_MAX };

/** The validated list, or null when the body has no `prizes`. */
export function parsePrizes(input: Input): PrizeRecord[] | null {
  if (!has(input, 'prizes')) return null;
  const prizes = raffleRules.prizes(input.prizes);
  if (!prizes.ok) throw invalid(prizes.error, prizes.field ?? 'prizes');
  return prizes.value;
}

/** Sats the raffle pays out when every position is awarded (for the prize-size warning). */
export const totalSats = (prizes: readonly PrizeRecord[]): number =>
  prizes.reduce((sum, item) => sum + item.amount, 0);
