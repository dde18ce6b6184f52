// Millisatoshis, LNURL's unit for every amount (LUD-03, LUD-06); the app counts in sats.

export const MSAT_PER_SAT = 1000;

/** sats → msat; throws past Number's exact range, which no raffle amount reaches. */
export function satsToMsat(sats: number): number {
  const msat = sats * MSAT_PER_SAT;
  if (!Number.isSafeInteger(msat)) throw new RangeError('amount beyond exact msat range');
  return msat;
}
