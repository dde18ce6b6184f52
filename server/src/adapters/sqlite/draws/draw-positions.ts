// SQL of the positions of a draw (docs/protocols/draw.md#several-prizes): one draw_winners row per awarded
// position, written inside the draw's transaction (draw-repository.ts). Position 1 repeats
// the draws row; positions beyond N get no row (not awarded).
import type { DrawProofWinner } from '@rifa/shared';
import type { RecordDrawInput } from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

export interface AwardedPosition {
  position: number;
  amount: number;
  userId: number;
  address: string;
}

export function drawPositionSql(db: Db) {
  const owner = db.prepare(
    `SELECT t.user_id, u.btc_address FROM tickets t JOIN users u ON u.id = t.user_id WHERE t.raffle_id = ? AND t.number = ?`,
  );
  const amountOf = db
    .prepare('SELECT amount FROM raffle_prizes WHERE raffle_id = ? AND position = ?')
    .pluck();
  const countOf = db.prepare('SELECT tickets_count FROM draws WHERE raffle_id = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO draw_winners (raffle_id, position, digest, n, tickets_count, winning_index, ticket, user_id, address)
     VALUES (@raffleId, @position, @digest, @n, @ticketsCount, @index, @ticket, @userId, @address)`,
  );

  const list = db.prepare(
    `SELECT position, digest, n, tickets_count, winning_index AS "index", ticket AS winning_ticket
     FROM draw_winners WHERE raffle_id = ? ORDER BY position`,
  );

  return {
    /** The awarded positions of a drawn raffle, as the proof publishes them. */
    list: (raffleId: number) => list.all(raffleId) as DrawProofWinner[],
    /** Writes every position; returns those after the 1st with their prize amount. */
    record(
      input: RecordDrawInput,
      first: { user_id: number; btc_address: string },
    ): AwardedPosition[] {
      const { raffleId, outcome } = input;
      const ticketsCount = countOf.get(raffleId) as number;
      insert.run({
        raffleId,
        position: 1,
        digest: outcome.digest,
        n: outcome.n,
        ticketsCount,
        index: outcome.index,
        ticket: outcome.winningTicket,
        userId: first.user_id,
        address: first.btc_address,
      });
      return (input.positions ?? []).map((position) => {
        const row = owner.get(raffleId, position.winningTicket) as
          { user_id: number; btc_address: string } | undefined;
        if (!row)
          throw new Error(`ticket ${position.winningTicket} of raffle ${raffleId} has no owner`);
        insert.run({
          raffleId,
          position: position.position,
          digest: position.digest,
          n: position.n,
          ticketsCount: position.ticketsCount,
          index: position.index,
          ticket: position.winningTicket,
          userId: row.user_id,
          address: row.btc_address,
        });
        return {
          position: position.position,
          amount: (amountOf.get(raffleId, position.position) as number | undefined) ?? 0,
          userId: row.user_id,
          address: row.btc_address,
        };
      });
    },
  };
}
