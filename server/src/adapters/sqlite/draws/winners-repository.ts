// SQL of the winners page (docs/decisions/0014-numbers-prizes-packages.md): drawn raffles, newest draw first, each with its
// positions read exactly as the raffle itself reads them (raffle-prizes.ts: nicknames, never
// an e-mail or a name; 'não sorteado' positions with a null ticket).
import type { Raffle } from '@rifa/shared';
import type { DrawnRaffleRecord, WinnersRepository } from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';
import { rafflePrizeSql } from '../raffles/raffle-prizes.ts';

type DrawnRow = Omit<DrawnRaffleRecord, 'winners'> & Pick<Raffle, 'status' | 'prize_amount'>;

export function createWinnersRepository(db: Db): WinnersRepository {
  const prizeSql = rafflePrizeSql(db);
  const recent = db.prepare(
    `SELECT r.id AS raffle_id, r.name AS raffle_name, r.total_tickets, r.status, r.prize_amount,
            d.tickets_count, d.block_height, d.block_hash, d.drawn_at
     FROM draws d JOIN raffles r ON r.id = d.raffle_id
     WHERE d.status = 'drawn' AND r.status = 'completed'
     ORDER BY d.drawn_at DESC, d.raffle_id DESC LIMIT ?`,
  );
  return {
    recent(limit) {
      return (recent.all(limit) as DrawnRow[]).map(({ status, prize_amount, ...row }) => {
        // withPrizes reads a raffle's id, status and prize_amount: the rest is not needed here.
        const raffle = { id: row.raffle_id, status, prize_amount } as Raffle;
        return { ...row, winners: prizeSql.withPrizes(raffle).winners ?? [] };
      });
    },
  };
}
