// LND transaction labels of the on-chain sends (DESIGN.md §8). A label names one payout for
// good: it is how a send is found again in LND's wallet after a crash, so it never changes
// between attempts and never names two payouts.

/** The prize of a raffle: `rifa:<id>:premio`. */
export const prizeLabel = (raffleId: number): string => `rifa:${raffleId}:premio`;

/**
 * A refund batch of a raffle: `rifa:<id>:reembolso` for the first, `rifa:<id>:reembolso:<n>`
 * for a later one (refunds recorded after the first batch was paid, e.g. a late payment).
 */
export const refundLabel = (raffleId: number, batch: number): string =>
  batch <= 1 ? `rifa:${raffleId}:reembolso` : `rifa:${raffleId}:reembolso:${batch}`;
