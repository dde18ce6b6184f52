// SQL of the organiser's texts on a raffle (docs/decisions/0014-numbers-prizes-packages.md, migration 8): read into one raffle
// (GET /api/rifa/:id, the raffle page), never into the list, which is cached and sent to every
// visitor of /raffles. A database migrated only part way (some adapter tests) has no such
// columns: its raffles carry no texts.
import type { Raffle, RaffleTextsInput } from '@rifa/shared';
import type { Db } from '../database.ts';

export function raffleTextSql(db: Db) {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('raffles')`).pluck().all();
  if (!columns.includes('description')) {
    return {
      withTexts: (raffle: Raffle): Raffle => raffle,
      set: (): void => undefined,
    };
  }
  const textsOf = db.prepare('SELECT description, rules, contact FROM raffles WHERE id = ?');
  const update = db.prepare(
    'UPDATE raffles SET description = @description, rules = @rules, contact = @contact WHERE id = @id',
  );
  return {
    withTexts: (raffle: Raffle): Raffle => ({
      ...raffle,
      ...(textsOf.get(raffle.id) as Required<RaffleTextsInput>),
    }),
    /** The texts of a new raffle (inside the caller's transaction). */
    set(raffleId: number, texts: RaffleTextsInput): void {
      update.run({
        id: raffleId,
        description: texts.description ?? null,
        rules: texts.rules ?? null,
        contact: texts.contact ?? null,
      });
    },
  };
}
