// SQL for raffles. available_tickets subtracts live reservations (docs/protocols/payment.md step 2).
import type { Raffle } from '@rifa/shared';
import type {
  RaffleChanges,
  NewRaffleRecord,
  RaffleRepository,
} from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';
import { rafflePackageSql } from './raffle-packages.ts';
import { rafflePhotoSql } from './raffle-photos.ts';
import { rafflePrizeSql } from './raffle-prizes.ts';
import { raffleTextSql } from './raffle-texts.ts';

export const RESERVING = `status IN ('reserving', 'pending')`;

const RAFFLE_COLUMNS = `
  r.id, r.name, r.prize_amount, r.ticket_price, r.total_tickets, r.sold_tickets,
  r.total_tickets - r.sold_tickets - COALESCE(held.count, 0) AS available_tickets,
  r.end_date, r.status, r.prize_btc_address, r.min_tickets, r.created_at, r.updated_at`;

const HELD = `LEFT JOIN (SELECT raffle_id, SUM(tickets_count) AS count FROM transactions
                         WHERE ${RESERVING} GROUP BY raffle_id) held ON held.raffle_id = r.id`;

export function createRaffleRepository(db: Db): RaffleRepository {
  const insert = db.prepare(
    `INSERT INTO raffles (name, prize_amount, ticket_price, total_tickets, min_tickets, end_date, status,
                          prize_btc_address, draw_id, created_by, created_at, updated_at)
     VALUES (@name, @prize_amount, @ticket_price, @total_tickets, @min_tickets, @end_date, 'active',
             @prize_btc_address, '', @created_by, @created_at, @created_at)`,
  );
  // docs/protocols/draw.md: draw_id is the raffle id as text, fixed at creation.
  const setDrawId = db.prepare('UPDATE raffles SET draw_id = CAST(id AS TEXT) WHERE id = ?');
  const one = db.prepare(`SELECT ${RAFFLE_COLUMNS} FROM raffles r ${HELD} WHERE r.id = ?`);
  const all = db.prepare(
    `SELECT ${RAFFLE_COLUMNS} FROM raffles r ${HELD} ORDER BY r.end_date, r.id`,
  );
  const reserved = db
    .prepare(
      `SELECT COALESCE(SUM(tickets_count), 0) FROM transactions WHERE raffle_id = ? AND ${RESERVING}`,
    )
    .pluck();

  const prizeSql = rafflePrizeSql(db);
  const packageSql = rafflePackageSql(db);
  const photoSql = rafflePhotoSql(db);
  const textSql = raffleTextSql(db);
  const find = (id: number) => {
    const row = one.get(id) as Raffle | undefined;
    const raffle = row && photoSql.withPhotos(row);
    return raffle
      ? textSql.withTexts(packageSql.withPackages(prizeSql.withPrizes(raffle)))
      : undefined;
  };

  return {
    create: db.transaction(({ prizes, packages, texts, ...raffle }: NewRaffleRecord) => {
      const id = Number(insert.run(raffle).lastInsertRowid);
      setDrawId.run(id);
      if (texts) textSql.set(id, texts);
      prizeSql.replace(id, prizes ?? [{ amount: raffle.prize_amount, description: null }]);
      if (packages) packageSql.replace(id, packages);
      return find(id)!;
    }),
    find,
    list: () =>
      packageSql.allWithPackages(
        prizeSql.allWithPrizes(photoSql.allWithPhotos(all.all() as Raffle[])),
      ),
    reserved: (id) => reserved.get(id) as number,
    update: db.transaction(
      (id: number, { prizes, packages, ...changes }: RaffleChanges, now: string) => {
        const sets: string[] = [];
        const values: Record<string, unknown> = { id, updated_at: now };
        if (packages) packageSql.replace(id, packages);
        if (prizes) {
          prizeSql.replace(id, prizes);
          changes.prize_amount = prizes[0]?.amount;
        }
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) continue;
          // Keys come from the typed RaffleUpdateInput of the domain, never from a request.
          sets.push(`${key} = @${key}`);
          values[key] = value;
        }
        db.prepare(
          `UPDATE raffles SET ${[...sets, 'updated_at = @updated_at'].join(', ')} WHERE id = @id`,
        ).run(values);
        return find(id)!;
      },
    ),
  };
}
