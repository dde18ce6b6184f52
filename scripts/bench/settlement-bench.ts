// Settlement-to-credit latency over 1,000 invoices (docs/decisions/0003-lightning-devnode-demo.md), and invoices created per
// second through POST /api/transaction. Baseline measured in the same run: the moment the
// same invoice event reaches a bare subscriber on the same LND client, so the ratio shows
// what our credit transaction adds on top of the transport.
import { performance } from 'node:perf_hooks';
import { MAX_OPEN_PURCHASES, type Purchase } from '@rifa/shared';
import { pool } from '../../tests/support/pool.ts';
import { registerBuyer, setupRaffle, startBenchApp } from './bench-app.ts';
import { ms, summarize, table } from './stats.ts';

export async function settlementBench(invoiceCount = 1_000, concurrency = 10): Promise<string> {
  const credited = new Map<string, number>();
  const app = await startBenchApp({
    wrap: {
      settlement: (settlement) => ({
        ...settlement,
        settle(input) {
          const outcome = settlement.settle(input);
          if (outcome.kind === 'credited') credited.set(input.paymentHash, performance.now());
          return outcome;
        },
      }),
    },
  });
  try {
    const { raffleId } = await setupRaffle(app, {
      total_tickets: invoiceCount * 2,
      ticket_price: 10,
    });
    // An account keeps at most MAX_OPEN_PURCHASES invoices unpaid (docs/protocols/limits.md): the i-th
    // invoice is buyer ⌊i / 5⌋'s, all registered before the clock starts.
    const tokens: string[] = new Array<string>(Math.ceil(invoiceCount / MAX_OPEN_PURCHASES));
    await pool(tokens, 20, async (_, index) => {
      tokens[index] = await registerBuyer(app, index + 1);
    });

    // Invoices created per second, `concurrency` buyers at a time.
    const hashes: string[] = [];
    const createLatencies: number[] = [];
    const createStart = performance.now();
    await pool(Array.from({ length: invoiceCount }), concurrency, async (_, index) => {
      const started = performance.now();
      const response = await app.api.call<Purchase>('POST', '/api/transaction', {
        token: tokens[Math.floor(index / MAX_OPEN_PURCHASES)]!,
        body: {
          type_tx: 'buy',
          accept_terms: true,
          adult: true,
          raffle_id: raffleId,
          tickets_count: 1,
          amount: 10,
        },
      });
      if (response.status !== 201) throw new Error(`purchase: ${response.status} ${response.text}`);
      createLatencies.push(performance.now() - started);
      hashes.push(response.body.payment_hash);
    });
    const createSeconds = (performance.now() - createStart) / 1000;

    // Bare subscriber on a second client of the same devnode: the transport baseline. A
    // subscription from index 0 replays nothing, so it must be live before the first settle:
    // probe invoices are created until one of their events arrives (a fixed sleep was a race
    // on a loaded machine, and a lost event left the loop below waiting forever).
    const arrived = new Map<string, number>();
    let live = false;
    const { createLndLightning } = await import('../../server/src/adapters/lnd/lnd-lightning.ts');
    const bare = createLndLightning(app.devnode.lnd);
    const stream = bare.subscribeInvoices(
      { addIndex: 0, settleIndex: 0 },
      {
        onInvoice: (invoice) => {
          live = true;
          if (invoice.isConfirmed) arrived.set(invoice.id, performance.now());
        },
        onError: () => {},
      },
    );
    for (let probe = 0; !live; probe++) {
      if (probe === 50) throw new Error('the bare invoice subscription never delivered an event');
      await bare.createInvoice({
        tokens: 1,
        description: 'sonda',
        expiresAt: new Date(Date.now() + 60_000),
      });
      const until = Date.now() + 200;
      while (!live && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    }

    const creditLatencies: number[] = [];
    const streamLatencies: number[] = [];
    for (const hash of hashes) {
      const started = performance.now();
      app.devnode.settleInvoice(hash);
      while (!credited.has(hash) || !arrived.has(hash)) {
        if (performance.now() - started > 10_000)
          throw new Error(
            `invoice ${hash}: credited ${credited.has(hash)}, seen by the bare subscriber ${arrived.has(hash)} after 10 s`,
          );
        await new Promise((resolve) => setImmediate(resolve));
      }
      creditLatencies.push(credited.get(hash)! - started);
      streamLatencies.push(arrived.get(hash)! - started);
    }
    stream.close();
    bare.close();

    const credit = summarize(creditLatencies);
    const transport = summarize(streamLatencies);
    const create = summarize(createLatencies);
    return [
      `### Settlement (${invoiceCount} invoices)`,
      '',
      table(
        ['measure', 'p50', 'p90', 'p99', 'max'],
        [
          [
            'settle → tickets credited (ours)',
            ms(credit.p50),
            ms(credit.p90),
            ms(credit.p99),
            ms(credit.max),
          ],
          [
            'settle → event at a bare subscriber (baseline)',
            ms(transport.p50),
            ms(transport.p90),
            ms(transport.p99),
            ms(transport.max),
          ],
          [
            `POST /api/transaction (${concurrency} concurrent)`,
            ms(create.p50),
            ms(create.p90),
            ms(create.p99),
            ms(create.max),
          ],
        ],
      ),
      '',
      `Invoices created: ${(invoiceCount / createSeconds).toFixed(0)}/s. Credit p50 / baseline p50 = ${(credit.p50 / transport.p50).toFixed(2)}× (target: credit p99 < 50 ms).`,
    ].join('\n');
  } finally {
    await app.close();
  }
}
