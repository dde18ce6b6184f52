// SQL of the ticket packages (docs/decisions/0014-numbers-prizes-packages.md), read into every raffle the repository returns,
// smallest quantity first. A database migrated only part way (some adapter tests) has no
// raffle_packages table: its raffles offer no package.
import type { Raffle, RafflePackage } from '@rifa/shared';
import type { PackageRecord } from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

export function rafflePackageSql(db: Db) {
  const exists = db
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'raffle_packages'`)
    .get();
  if (!exists) {
    return {
      withPackages: (raffle: Raffle): Raffle => ({ ...raffle, packages: [] }),
      allWithPackages: (raffles: Raffle[]): Raffle[] =>
        raffles.map((raffle) => ({ ...raffle, packages: [] })),
      replace: (): void => undefined,
    };
  }
  const packagesOf = db.prepare(
    'SELECT id, quantity, price FROM raffle_packages WHERE raffle_id = ? ORDER BY quantity, id',
  );
  const allPackages = db.prepare(
    'SELECT raffle_id, id, quantity, price FROM raffle_packages ORDER BY raffle_id, quantity, id',
  );
  const remove = db.prepare('DELETE FROM raffle_packages WHERE raffle_id = ?');
  const insert = db.prepare(
    'INSERT INTO raffle_packages (raffle_id, quantity, price) VALUES (?, ?, ?)',
  );

  return {
    withPackages: (raffle: Raffle): Raffle => ({
      ...raffle,
      packages: packagesOf.all(raffle.id) as RafflePackage[],
    }),
    /** Many raffles: one query for every package row. */
    allWithPackages(raffles: Raffle[]): Raffle[] {
      const byRaffle = new Map<number, RafflePackage[]>();
      for (const row of allPackages.all() as (RafflePackage & { raffle_id: number })[]) {
        const { raffle_id: id, ...item } = row;
        byRaffle.set(id, [...(byRaffle.get(id) ?? []), item]);
      }
      return raffles.map((raffle) => ({ ...raffle, packages: byRaffle.get(raffle.id) ?? [] }));
    },
    /** Replaces a raffle's packages (inside the caller's transaction). */
    replace(raffleId: number, list: readonly PackageRecord[]): void {
      remove.run(raffleId);
      for (const item of list) insert.run(raffleId, item.quantity, item.price);
    },
  };
}
