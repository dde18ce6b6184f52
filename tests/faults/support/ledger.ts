// What "credited exactly once, no ticket duplicated or skipped" means, read straight from
// the app's SQLite file and compared with the devnode's own list of settled invoices; and the
// burst of unpaid purchases the settlement tests then pay.
import { expect } from 'vitest';
import { MAX_OPEN_PURCHASES } from '@rifa/shared';
import { pool } from '../../support/pool.ts';
import type { Api, Purchase } from './api-client.ts';
import { query, readDb } from './database.ts';
import type { DevnodeProcess } from './devnode-process.ts';

/**
 * `count` unpaid purchases of a new raffle, `concurrency` at a time; the i-th buys tickets(i).
 * An account keeps at most MAX_OPEN_PURCHASES of them unpaid (docs/protocols/limits.md), so they are
 * spread over as many buyers as that takes: the i-th is buyer ⌊i / 5⌋'s (emails `n+<email>`).
 */
export async function unpaidPurchases(
  api: Api,
  options: {
    email: string;
    totalTickets: number;
    count: number;
    concurrency: number;
    tickets: (index: number) => number;
  },
): Promise<{ raffle: { id: number }; purchases: Purchase[] }> {
  const admin = await api.adminToken();
  const buyers: string[] = [];
  for (let b = 0; b < Math.ceil(options.count / MAX_OPEN_PURCHASES); b++)
    buyers.push((await api.register(`${b}+${options.email}`)).token);
  const raffle = await api.createRaffle(admin, { total_tickets: options.totalTickets });
  const purchases: Purchase[] = [];
  await pool(Array.from({ length: options.count }), options.concurrency, async (_, i) => {
    const buyer = buyers[Math.floor(i / MAX_OPEN_PURCHASES)]!;
    purchases[i] = await api.buy(buyer, raffle, options.tickets(i));
  });
  return { raffle, purchases };
}

/** How many tickets the app has credited, in every raffle. */
export const ticketCount = (dataDir: string) =>
  query<{ n: number }>(dataDir, 'SELECT COUNT(*) AS n FROM tickets')[0]!.n;

/** How many purchases the app has marked paid. */
export const paidCount = (dataDir: string) =>
  query<{ n: number }>(dataDir, `SELECT COUNT(*) AS n FROM transactions WHERE status = 'paid'`)[0]!
    .n;

interface PaidRow {
  id: number;
  tickets_count: number;
  payment_hash: string;
  numbers: number;
  reserved: string | null;
  credited: string | null;
}

/** The payment hashes a devnode process holds as settled. */
export const devnodeSettled = async (devnode: DevnodeProcess): Promise<Set<string>> =>
  new Set(
    (await devnode.invoices())
      .filter((invoice) => invoice.state === 'SETTLED')
      .map((invoice) => invoice.hash),
  );

/**
 * Asserts the ledger of one raffle against the node's own settled invoices (a devnode process,
 * or the payment hashes real LND holds as settled); returns N, the number of tickets sold.
 */
export async function expectLedgerExact(
  dataDir: string,
  raffleId: number,
  node: DevnodeProcess | Set<string>,
  expectedPaid: number,
): Promise<number> {
  const db = readDb(dataDir);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const statuses = db
      .prepare('SELECT status, COUNT(*) AS n FROM transactions WHERE raffle_id = ? GROUP BY status')
      .all(raffleId);
    expect(statuses).toEqual([{ status: 'paid', n: expectedPaid }]);

    const paid = db
      .prepare(
        `SELECT x.id, x.tickets_count, x.payment_hash, (SELECT COUNT(*) FROM tickets t WHERE t.transaction_id = x.id) AS numbers,
                x.numbers AS reserved,
                (SELECT group_concat(number) FROM (SELECT t.number FROM tickets t WHERE t.transaction_id = x.id ORDER BY t.number)) AS credited
         FROM transactions x WHERE x.raffle_id = ? AND x.status = 'paid'`,
      )
      .all(raffleId) as PaidRow[];
    // Each payment got exactly its tickets: none twice, none missing.
    for (const row of paid) expect(row.numbers, `transaction ${row.id}`).toBe(row.tickets_count);
    // …and they are the numbers fixed at its reservation (docs/protocols/payment.md step 5).
    for (const row of paid) expect(row.credited, `transaction ${row.id}`).toBe(row.reserved);

    const n = paid.reduce((sum, row) => sum + row.tickets_count, 0);
    const numbers = db
      .prepare('SELECT number FROM tickets WHERE raffle_id = ? ORDER BY number')
      .pluck()
      .all(raffleId) as number[];
    expect(numbers).toHaveLength(n);
    expect(new Set(numbers).size).toBe(n);
    expect(db.prepare('SELECT sold_tickets FROM raffles WHERE id = ?').pluck().get(raffleId)).toBe(
      n,
    );

    // The app's paid set is exactly the node's settled set.
    const settled = node instanceof Set ? node : await devnodeSettled(node);
    expect(new Set(paid.map((row) => row.payment_hash))).toEqual(settled);
    return n;
  } finally {
    db.close();
  }
}
