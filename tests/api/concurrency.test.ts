// docs/protocols/payment.md step 2: concurrent buyers can never oversell. 200 parallel purchases for
// the last 10 tickets, over real HTTP, reserve exactly 10.
import { expect, it } from 'vitest';
import { useListeningApp } from '../support/listening-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();
const served = useListeningApp(t);

it('reserves exactly the last 10 tickets among 200 parallel purchases; the rest get 409', async () => {
  const raffle = await t.createRaffle({ total_tickets: 110, ticket_price: 100 });
  // 100 of 110 already reserved by earlier buyers, 10 each (one account may hold 11 of them
  // unpaid, docs/protocols/limits.md): 10 remain.
  const early = await Promise.all(Array.from({ length: 10 }, () => t.register()));
  for (const { token } of early) await t.buy(token, raffle, 10);

  // 5 requests per buyer, within the 5 open purchases an account may have: every refusal is
  // the sold-out one.
  const buyers = await Promise.all(Array.from({ length: 40 }, () => t.register()));
  const responses = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      served.client.call<{ error?: string }>('POST', '/api/transaction', {
        token: buyers[i % buyers.length]!.token,
        body: {
          type_tx: 'buy',
          accept_terms: true,
          adult: true,
          raffle_id: raffle.id,
          tickets_count: 1,
          amount: 100,
        },
      }),
    ),
  );

  const created = responses.filter((r) => r.status === 201);
  const refused = responses.filter((r) => r.status === 409);
  expect(created).toHaveLength(10);
  expect(refused).toHaveLength(190);
  for (const r of refused) expect(r.body).toEqual({ error: 'Bilhetes esgotados' });
  const after = (await t.api.get(`/api/rifa/${raffle.id}`)).body;
  expect(after.available_tickets).toBe(0);
  const reserved = t.store.db
    .prepare(
      `SELECT SUM(tickets_count) FROM transactions WHERE raffle_id = ? AND status IN ('reserving', 'pending')`,
    )
    .pluck()
    .get(raffle.id);
  expect(reserved).toBe(110);
});
