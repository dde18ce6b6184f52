// SQL of the ranked prizes and their winners (docs/protocols/draw.md#several-prizes), read into every raffle the
// repository returns. A raffle without prize rows (created by hand in a test, say) has one
// prize: its prize_amount. Winners name nobody: the public nickname when the accounts
// migration added one, else 'Participante #<id>' — never an e-mail or a name.
import type { Raffle, RafflePrize, RaffleWinner } from '@rifa/shared';
import type { PrizeRecord } from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

export function rafflePrizeSql(db: Db) {
  const hasNickname = (db.prepare('PRAGMA table_info(users)').all() as { name: string }[]).some(
    (column) => column.name === 'nickname',
  );
  const nickname = hasNickname
    ? `COALESCE(u.nickname, 'Participante #' || u.id)`
    : `'Participante #' || u.id`;
  const prizesOf = db.prepare(
    'SELECT position, amount, description FROM raffle_prizes WHERE raffle_id = ? ORDER BY position',
  );
  const allPrizes = db.prepare(
    'SELECT raffle_id, position, amount, description FROM raffle_prizes ORDER BY raffle_id, position',
  );
  const drawn = db.prepare(`SELECT 1 FROM draws WHERE raffle_id = ? AND status = 'drawn'`).pluck();
  const winnersOf = db.prepare(
    `SELECT w.position, w.ticket, CASE WHEN w.user_id IS NULL THEN NULL ELSE ${nickname} END AS nickname,
            p.status AS payout_status
     FROM draw_winners w LEFT JOIN users u ON u.id = w.user_id
       LEFT JOIN payouts p ON p.raffle_id = w.raffle_id AND p.kind = 'prize' AND p.position = w.position
     WHERE w.raffle_id = ? ORDER BY w.position`,
  );
  const removePrizes = db.prepare('DELETE FROM raffle_prizes WHERE raffle_id = ?');
  const insertPrize = db.prepare(
    'INSERT INTO raffle_prizes (raffle_id, position, amount, description) VALUES (?, ?, ?, ?)',
  );

  const fallback = (raffle: Raffle): RafflePrize[] => [
    { position: 1, amount: raffle.prize_amount, description: null },
  ];

  function winners(raffle: Raffle, prizes: RafflePrize[]): RaffleWinner[] {
    if (raffle.status !== 'completed' || drawn.get(raffle.id) !== 1) return [];
    const rows = winnersOf.all(raffle.id) as Omit<RaffleWinner, 'amount' | 'description'>[];
    const byPosition = new Map(rows.map((row) => [row.position, row]));
    return prizes.map((prize) => ({
      position: prize.position,
      ticket: byPosition.get(prize.position)?.ticket ?? null,
      nickname: byPosition.get(prize.position)?.nickname ?? null,
      amount: prize.amount,
      description: prize.description,
      payout_status: byPosition.get(prize.position)?.payout_status ?? null,
    }));
  }

  const prizes = (raffleId: number): RafflePrize[] => prizesOf.all(raffleId) as RafflePrize[];

  return {
    prizes,
    /** The raffle with its prizes and (once drawn) its winners. */
    withPrizes(raffle: Raffle): Raffle {
      const list = prizes(raffle.id);
      const ranked = list.length > 0 ? list : fallback(raffle);
      return { ...raffle, prizes: ranked, winners: winners(raffle, ranked) };
    },
    /** Many raffles: one query for every prize row. */
    allWithPrizes(raffles: Raffle[]): Raffle[] {
      const byRaffle = new Map<number, RafflePrize[]>();
      for (const row of allPrizes.all() as (RafflePrize & { raffle_id: number })[]) {
        const { raffle_id: id, ...prize } = row;
        byRaffle.set(id, [...(byRaffle.get(id) ?? []), prize]);
      }
      return raffles.map((raffle) => {
        const ranked = byRaffle.get(raffle.id) ?? fallback(raffle);
        return { ...raffle, prizes: ranked, winners: winners(raffle, ranked) };
      });
    },
    /** Replaces a raffle's prizes (inside the caller's transaction). */
    replace(raffleId: number, list: readonly PrizeRecord[]): void {
      removePrizes.run(raffleId);
      list.forEach((prize, k) => insertPrize.run(raffleId, k + 1, prize.amount, prize.description));
    },
  };
}
