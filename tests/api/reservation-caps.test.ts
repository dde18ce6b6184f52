// Unpaid reservations capped per account (docs/protocols/limits.md), black-box over real
// HTTP against the devnode's LND: the attacker's two findings — one account reserving every
// ticket of a raffle, one account opening 60 unpaid invoices in 0.4 s — no longer work, and
// the crowd behind the same address still buys.
import { expect, it } from 'vitest';
import { useListeningApp } from '../support/listening-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-caps-' });
const served = useListeningApp(t);

const order = (token: string, raffleId: number, count: number) =>
  served.client.call<{ error?: string; code?: string }>('POST', '/api/transaction', {
    token,
    body: {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffleId,
      tickets_count: count,
      amount: count * 100,
    },
  });

it('60 parallel purchases of one account open 5 invoices on the node; the rest get 429 naming the cap', async () => {
  const raffle = await t.createRaffle({ total_tickets: 1_000, ticket_price: 100 });
  const attacker = (await t.register()).token;
  const invoicesBefore = t.devnode.invoices().length;

  const replies = await Promise.all(
    Array.from({ length: 60 }, () => order(attacker, raffle.id, 1)),
  );

  expect(replies.filter((r) => r.status === 201)).toHaveLength(5);
  const refused = replies.filter((r) => r.status === 429);
  expect(refused).toHaveLength(55);
  for (const r of refused)
    expect(r.body).toEqual({
      error:
        'Você já tem 5 compras aguardando pagamento nesta rifa, o máximo por conta. Pague uma delas ou espere a fatura expirar (até 15 minutos).',
      code: 'open_purchases',
    });
  expect(t.devnode.invoices().length - invoicesBefore).toBe(5);

  // Someone else behind the same address is not affected.
  expect((await order((await t.register()).token, raffle.id, 1)).status).toBe(201);
});

it('one account cannot reserve a whole raffle; 20 other buyers share the rest', async () => {
  const raffle = await t.createRaffle({ total_tickets: 100, ticket_price: 100 });
  const attacker = (await t.register()).token;

  const whole = await order(attacker, raffle.id, 100);
  expect(whole.status).toBe(409);
  expect(whole.body).toEqual({
    error:
      'Cada conta pode reservar no máximo 10 bilhetes sem pagar nesta rifa. Compre até 10 e, depois de pagar, compre mais.',
    code: 'held_tickets',
  });
  expect((await order(attacker, raffle.id, 10)).status).toBe(201);
  const more = await order(attacker, raffle.id, 1);
  expect(more.status).toBe(409);
  expect(more.body.code).toBe('held_tickets');

  const crowd = await Promise.all(Array.from({ length: 20 }, () => t.register()));
  const replies = await Promise.all(crowd.map(({ token }) => order(token, raffle.id, 4)));
  expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));
  const after = (await served.client.call('GET', `/api/rifa/${raffle.id}`)).body;
  expect(after.available_tickets).toBe(10);
});
