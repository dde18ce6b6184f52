// The numbers of a raffle as the grid shows them (docs/decisions/0014-numbers-prizes-packages.md, GET /api/rifa/:id/numbers).
export interface NumberMapRepository {
  /** Bitmaps of `total` bits (shared/src/number-bitmap.ts): sold, and held by live purchases. */
  bitmaps(raffleId: number, total: number): { sold: Uint8Array; reserved: Uint8Array };
}
