// Proof version 2 (docs/protocols/draw-v2.md) in the real-process fault tests: the draw block comes after
// the anchor the server broadcasts at the close, so blocks for the draw are mined once the
// anchor is in the node's mempool, never before the close.
import { eventually } from '../../support/poll.ts';
import { query } from './database.ts';
import type { DevnodeProcess } from './devnode-process.ts';

export const anchorStatus = (dataDir: string, raffleId: number): string | undefined =>
  query<{ status: string }>(
    dataDir,
    'SELECT status FROM draw_anchors WHERE raffle_id = ?',
    raffleId,
  )[0]?.status;

/** Waits for the running server to send the raffle's anchor, then mines `count` blocks after end_date. */
export async function mineAfterAnchor(
  dataDir: string,
  devnode: DevnodeProcess,
  raffle: { id: number; end_date: string },
  count = 11,
): Promise<void> {
  // The scheduler ticks every 10 s; on a loaded machine the close may take a few ticks.
  await eventually('anchor sent', () => anchorStatus(dataDir, raffle.id) === 'sent', 60_000, 100);
  await devnode.mineAfter(raffle.end_date, count);
}
