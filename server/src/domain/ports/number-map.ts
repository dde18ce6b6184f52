// The numbers of a raffle as the grid shows them (docs/decisions/0014-numbers-prizes-packages.md, GET /api/rifa/:id/numbers).
export interface NumberMapRepository {
  /** Sold numbers above `afterNumber`, ascending, at most `limit` (a page). */
  soldPage(raffleId: number, afterNumber: number, limit: number): number[];
  /** Numbers held by live (unpaid) purchases above `afterNumber`, ascending, at most `limit`. */
  heldPage(raffleId: number, afterNumber: number, limit: number): number[];
}
