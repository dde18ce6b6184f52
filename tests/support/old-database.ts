// Migration tests start from the previous schema version with rows in place
// (server/src/adapters/sqlite/migrations/README.md): what every version holds, Ana (user 1)
// and her active raffle 1 of 10 tickets at 10 sats, then the test's own rows.
import { openDatabase } from '../../server/src/adapters/sqlite/database.ts';
import { migrations } from '../../server/src/adapters/sqlite/migrations/index.ts';

/** The time of every seeded row. */
export const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/** Writes `file` at schema `version` with Ana, raffle 1 and then `rows` (SQL), and closes it. */
export function databaseAtVersion(file: string, version: number, rows: string): void {
  const db = openDatabase(
    file,
    migrations.filter((m) => m.version <= version),
  );
  db.exec(`
    INSERT INTO users (id, name, email, password_hash, btc_address, created_at, updated_at)
      VALUES (1, 'Ana', 'ana@x.br', 'h', 'bcrt1qexample', '${SEEDED_AT}', '${SEEDED_AT}');
    INSERT INTO raffles (id, name, ticket_price, total_tickets, prize_amount, end_date, status, draw_id, created_by, created_at, updated_at)
      VALUES (1, 'R', 10, 10, 1000, '${SEEDED_AT}', 'active', '1', 1, '${SEEDED_AT}', '${SEEDED_AT}');
    ${rows}
  `);
  db.close();
}
