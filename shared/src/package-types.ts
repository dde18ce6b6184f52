// Ticket packages (docs/decisions/0014-numbers-prizes-packages.md): a raffle may sell N tickets for a set price, e.g. 10 bilhetes
// por 9.000 sats. Chosen by `package_id` in POST /api/transaction.

/** At most this many packages per raffle. */
export const MAX_PACKAGES = 6;

/** One package in raffle create/update. */
export interface PackageInput {
  quantity: number;
  price: number;
}

/** A package as the raffle exposes it. */
export interface RafflePackage extends PackageInput {
  id: number;
}
