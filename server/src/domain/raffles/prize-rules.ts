// The ranked prizes a raffle may have (docs/protocols/draw.md#several-prizes): `prizes: [{ amount,
// description? }]`, position = index + 1. Position 1 is prize_amount, so it is paid in sats
// (raffles.prize_amount > 0); a later position may be a physical prize: amount 0 with a
// description, delivered by the organiser.
import { MAX_PRIZES } from '@rifa/shared';
import { invalid } from '../kernel/errors.ts';
import type { PrizeRecord } from '../ports/index.ts';
import { asObject, displayName, has, integer, type Input } from '../kernel/validate.ts';

export const PRIZE_DESCRIPTION_MAX = 200;

/** 21 million BTC in sats (raffles.ts MAX_SATS; repeated to keep this module a leaf). */
const MAX_SATS = 2_100_000_000_000_000;

function prize(value: unknown, position: number): PrizeRecord {
  const item = asObject(value);
  const label = `${position}º prêmio`;
  const amount = integer(item.amount, `${label} (sats)`, position === 1 ? 1 : 0, MAX_SATS);
  const raw = item.description;
  const description =
    raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')
      ? null
      : displayName(raw, `Descrição do ${label}`, PRIZE_DESCRIPTION_MAX);
  if (amount === 0 && description === null)
    throw invalid(`${label}: informe um valor em sats ou descreva o prêmio físico`);
  return { amount, description };
}

/** The validated list, or null when the body has no `prizes`. */
export function parsePrizes(input: Input): PrizeRecord[] | null {
  if (!has(input, 'prizes')) return null;
  const list = input.prizes;
  if (!Array.isArray(list) || list.length < 1 || list.length > MAX_PRIZES)
    throw invalid(`Prêmios: informe de 1 a ${MAX_PRIZES} prêmios`);
  return list.map((item, k) => prize(item, k + 1));
}

/** Sats the raffle pays out when every position is awarded (for the prize-size warning). */
export const totalSats = (prizes: readonly PrizeRecord[]): number =>
  prizes.reduce((sum, item) => sum + item.amount, 0);
