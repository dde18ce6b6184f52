// The numbers of a raffle as the grid shows them (docs/decisions/0014-numbers-prizes-packages.md, GET /api/rifa/:id/numbers).
export interface NumberMapRepository {
  /** Sold numbers above `afterNumber`, ascending, at most `limit` (a page). */
  soldPage(raffleId: number, afterNumber: number, limit: number): number[];
  /** The raffle's live (unpaid) purchases, whose numbers are held. */
  holders(raffleId: number): number[];
  /** Numbers one purchase holds above `afterNumber`, ascending, at most `limit` (a page). */
  heldPage(purchaseId: number, afterNumber: number, limit: number): number[];
}
