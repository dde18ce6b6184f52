// Names of payouts (docs/protocols/draw.md). For on-chain sends the name is LND's transaction label: it
// is how a send is found again in LND's wallet after a crash, so it never changes between
// attempts and never names two payouts. It carries the install id (install-id.ts) because a
// wallet keeps labels across installations of the app. Rows created before the install id
// keep their old `rifa:<id>:…` label: a label is stored with its payout, never recomputed.

export function payoutLabels(installId: string) {
  const prefix = (raffleId: number) => `rifa:${installId}:${raffleId}`;
  return {
    /**
     * A prize of a raffle: `rifa:<install>:<id>:premio` for position 1 (unchanged since
     * before several prizes), `…:premio:<k>` for position k ≥ 2 (docs/protocols/draw.md#several-prizes).
     */
    prize: (raffleId: number, position = 1): string =>
      position <= 1 ? `${prefix(raffleId)}:premio` : `${prefix(raffleId)}:premio:${position}`,
    /**
     * An on-chain refund batch: `rifa:<install>:<id>:reembolso` for the first,
     * `…:reembolso:<n>` for a later one (refunds recorded after the first batch was paid).
     */
    refundBatch: (raffleId: number, batch: number): string =>
      batch <= 1 ? `${prefix(raffleId)}:reembolso` : `${prefix(raffleId)}:reembolso:${batch}`,
    /**
     * The draw's anchor transaction (docs/protocols/draw-v2.md): `rifa:<install>:<id>:ancora`, and
     * `…:ancora:<n>` for the n-th send when an earlier one left the chain and the mempool.
     */
    anchor: (raffleId: number, attempt = 1): string =>
      attempt <= 1 ? `${prefix(raffleId)}:ancora` : `${prefix(raffleId)}:ancora:${attempt}`,
    /** A buyer's refunds paid over Lightning, named by the first refund it pays. */
    lightningRefund: (raffleId: number, firstRefundId: number): string =>
      `${prefix(raffleId)}:reembolso:ln:${firstRefundId}`,
  };
}

export type PayoutLabels = ReturnType<typeof payoutLabels>;
