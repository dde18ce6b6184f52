// Payout rows in a chosen state, for the payout rules: a completed raffle with its prize
// owed to one winner, as the draw leaves it (docs/protocols/draw.md).
import type { PayoutMethod, PayoutStatus } from '@rifa/shared';
import type { PayoutRecord } from '../../../server/src/domain/ports/index.ts';
import type { World } from './world.ts';

export const PRIZE = 50_000;

/** A prize payout in `status`; returns a reader of its current row. */
export function seedPrize(
  w: World,
  status: PayoutStatus = 'pending',
  options: { amount?: number; method?: PayoutMethod } = {},
): () => PayoutRecord {
  const amount = options.amount ?? PRIZE;
  const winner = w.user();
  const raffle = w.raffle({ prize_amount: amount });
  const now = w.clock.now().toISOString();
  w.store.db.prepare(`UPDATE raffles SET status = 'completed' WHERE id = ?`).run(raffle.id);
  const id = Number(
    w.store.db
      .prepare(
        `INSERT INTO payouts (raffle_id, kind, label, status, method, amount, address, user_id, created_at, updated_at)
         VALUES (?, 'prize', ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        raffle.id,
        `rifa:${raffle.id}:premio`,
        status,
        options.method ?? 'onchain',
        amount,
        winner.btc_address,
        winner.id,
        now,
        now,
      ).lastInsertRowid,
  );
  return () => w.store.payouts.find(id)!;
}
