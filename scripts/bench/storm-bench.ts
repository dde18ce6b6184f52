// Purchase storm (docs/protocols/targets.md): 1,000 distinct buyers, registered before the clock starts,
// send POST /api/transaction at the same moment for the last 100 tickets of a raffle, through
// the real app and the devnode's LND. Exactly 100 must be reserved and, once their invoices
// are paid, exactly 100 more tickets sold — numbered 901…1000, none twice.
import { performance } from 'node:perf_hooks';
import { maxHeldTickets, type Purchase } from '@rifa/shared';
import { eventually, sleep } from '../../tests/support/poll.ts';
import { pool } from '../../tests/support/pool.ts';
import { registerBuyer, setupRaffle, startBenchApp } from './bench-app.ts';
import { ms, summarize, table } from './stats.ts';

const ok = (pass: boolean) => (pass ? '✓' : '✗');

export async function stormBench(buyers = 1_000, total = 1_000, last = 100): Promise<string> {
  const app = await startBenchApp();
  try {
    const { raffleId } = await setupRaffle(app, { total_tickets: total, ticket_price: 10 });
    const sold = () => app.store.raffles.find(raffleId)!.sold_tickets;

    // Everything but the last `last` tickets is sold before the storm, in paid purchases of
    // as many tickets as one account may hold unpaid (docs/protocols/limits.md), one account each.
    const chunk = maxHeldTickets({ total_tickets: total, min_tickets: null });
    for (let start = 0, k = 0; start < total - last; start += chunk, k++) {
      const count = Math.min(chunk, total - last - start);
      const bulk = await app.api.call<Purchase>('POST', '/api/transaction', {
        token: await registerBuyer(app, buyers + 1 + k),
        body: {
          type_tx: 'buy',
          accept_terms: true,
          adult: true,
          raffle_id: raffleId,
          tickets_count: count,
          amount: count * 10,
        },
      });
      if (bulk.status !== 201)
        throw new Error(`compra inicial: ${bulk.status} ${JSON.stringify(bulk.body)}`);
      app.devnode.settleInvoice(bulk.body.payment_hash);
      await eventually('crédito da compra inicial', () => sold() === start + count, 60_000);
    }

    // 1,000 distinct buyers, registered 20 at a time before timing.
    const tokens: string[] = new Array<string>(buyers);
    await pool(tokens, 20, async (_, index) => {
      tokens[index] = await registerBuyer(app, index + 1);
    });

    // The storm: every buyer at once, one ticket each.
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const hashes: string[] = [];
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        const sent = performance.now();
        const response = await app.api
          .call<Purchase & { error?: string }>('POST', '/api/transaction', {
            token,
            body: {
              type_tx: 'buy',
              accept_terms: true,
              adult: true,
              raffle_id: raffleId,
              tickets_count: 1,
              amount: 10,
            },
          })
          .catch(() => ({ status: 0, body: undefined }));
        latencies.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201 && response.body) hashes.push(response.body.payment_hash);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const reservedAfterStorm = app.store.raffles.reserved(raffleId);
    const availableAfterStorm = app.store.raffles.find(raffleId)!.available_tickets;

    // Pay every invoice the storm produced: exactly `last` more tickets sold.
    for (const hash of hashes) app.devnode.settleInvoice(hash);
    await eventually(
      'crédito das faturas da disputa',
      () => sold() >= total - last + hashes.length,
      30_000,
    );
    await sleep(300); // a double credit would show up here
    const numbers = app.store.db
      .prepare('SELECT number FROM tickets WHERE raffle_id = ? ORDER BY number')
      .pluck()
      .all(raffleId) as number[];
    const consecutive = numbers.length === total && numbers.every((number, i) => number === i + 1);

    const created = statuses.get(201) ?? 0;
    const refused = statuses.get(409) ?? 0;
    const other = buyers - created - refused;
    const all = summarize(latencies);
    const checks: [string, boolean][] = [
      [
        `reserved exactly ${last} (201: ${created}, reserved in SQLite: ${reservedAfterStorm}, available: ${availableAfterStorm})`,
        created === last && reservedAfterStorm === last && availableAfterStorm === 0,
      ],
      [
        `every other buyer refused with 409 "Bilhetes esgotados" (${refused}; other answers: ${other})`,
        refused === buyers - last && other === 0,
      ],
      [
        `after payment: sold ${sold()} of ${total}, i.e. exactly ${last} in the storm`,
        sold() === total && sold() - (total - last) === last,
      ],
      [`ticket numbers 1…${total}, each exactly once (${numbers.length} rows)`, consecutive],
    ];
    return [
      `### Purchase storm (${buyers} concurrent buyers, last ${last} of ${total} tickets, devnode LND)`,
      '',
      table(
        ['check', 'result'],
        checks.map(([name, pass]) => [name, ok(pass)]),
      ),
      '',
      table(
        ['measure', 'value'],
        [
          ['purchase attempts/s (1,000 requests ÷ storm duration)', (buyers / seconds).toFixed(0)],
          ['storm duration', ms(seconds * 1000)],
          [
            'latency p50 / p90 / p99 / max',
            `${ms(all.p50)} / ${ms(all.p90)} / ${ms(all.p99)} / ${ms(all.max)}`,
          ],
        ],
      ),
    ].join('\n');
  } finally {
    await app.close();
  }
}
