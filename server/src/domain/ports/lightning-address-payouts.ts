// Storage of the automatic payouts to a winner's own Lightning Address
// (docs/protocols/lnurl.md#lightning-address-payouts): which Lightning prizes wait for an
// invoice while their winner has an address, and each attempt at one, recorded before the
// wallet is asked so that no prize is asked for twice at once.

/** A prize payout 'aguardando fatura' whose winner has a Lightning Address. */
export interface AddressPayoutCandidate {
  payoutId: number;
  raffleId: number;
  raffleName: string;
  position: number;
  userId: number;
  amount: number;
  /** The winner's address now (users.lightning_address). */
  address: string;
  /** When the winner last changed it; null for an address saved before that was recorded. */
  addressSetAt: string | null;
  /** Attempts at this prize since the address last changed (see `attempt`). */
  tries: number;
  /** The last attempt; null before the first. */
  triedAt: string | null;
}

export interface LightningAddressPayoutRepository {
  /** Lightning prizes in 'awaiting_invoice' whose winner (not erased) has an address, oldest first. */
  candidates(): AddressPayoutCandidate[];
  /**
   * Records an attempt: tries and tried_at, only while the payout is still 'awaiting_invoice'
   * and its last attempt is still `previousTriedAt` (no other pass took it meanwhile).
   * False when it was taken or moved.
   */
  recordAttempt(input: {
    payoutId: number;
    tries: number;
    previousTriedAt: string | null;
    now: string;
  }): boolean;
}
