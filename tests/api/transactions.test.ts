// POST /api/transaction (docs/protocols/payment.md steps 1–3), GET /api/transaction/user and /:id.
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePaymentRequest } from 'invoices';
import type { Raffle, Purchase } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();
let buyer: string;
beforeAll(async () => {
  buyer = (await t.register()).token;
});

const buy = (token: string, body: Record<string, unknown>) =>
  t.api.post('/api/transaction').set(bearer(token)).send(body);
/** A well-formed purchase of `count` tickets at the raffle's price (whatever the answer). */
const order = (token: string, raffle: Raffle, count: number) =>
  buy(token, {
    type_tx: 'buy',
    accept_terms: true,
    adult: true,
    raffle_id: raffle.id,
    tickets_count: count,
    amount: count * raffle.ticket_price,
  });

describe('POST /api/transaction', () => {
  it('reserves the tickets and returns a pending transaction with a real BOLT11 invoice', async () => {
    const raffle = await t.createRaffle({
      name: 'Rifa Grande',
      ticket_price: 1_500,
      total_tickets: 50,
    });
    const before = Date.now();
    const response = await order(buyer, raffle, 3);
    expect(response.status).toBe(201);
    const tx = response.body as Purchase;
    expect(tx).toMatchObject({
      raffle_id: raffle.id,
      raffle_name: 'Rifa Grande',
      type_tx: 'buy',
      amount: 4_500,
      tickets_count: 3,
      status: 'pending',
      tickets: [],
    });
    expect(tx.payment_request).toMatch(/^lnbcrt/);
    const invoice = parsePaymentRequest({ request: tx.payment_request });
    expect(invoice.mtokens).toBe('4500000');
    expect(invoice.id).toBe(tx.payment_hash);
    expect(invoice.description).toBe('Rifa Rifa Grande: 3 bilhetes');
    // Spec §9: 15 minutes.
    const expiresIn = new Date(tx.expires_at).getTime() - before;
    expect(expiresIn).toBeGreaterThan(14 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
    // BOLT11 counts whole seconds from a whole-second timestamp.
    expect(
      Math.abs(new Date(invoice.expires_at).getTime() - new Date(tx.expires_at).getTime()),
    ).toBeLessThan(2000);
    const after = (await t.api.get(`/api/rifa/${raffle.id}`)).body;
    expect(after).toMatchObject({ sold_tickets: 0, available_tickets: 47 });
  });

  it('never lets the invoice outlive the sales window', async () => {
    const end = new Date(Date.now() + 5 * 60 * 1000);
    const raffle = await t.createRaffle({ end_date: end.toISOString() });
    const response = await order(buyer, raffle, 1);
    expect(response.status).toBe(201);
    expect(new Date(response.body.expires_at).getTime()).toBe(end.getTime());
  });

  it.each([
    ['type_tx other than buy', { type_tx: 'sell' }, 400, 'Tipo de transação inválido'],
    ['type_tx missing', { type_tx: undefined }, 400, 'Tipo de transação é obrigatório'],
    ['type_tx a number', { type_tx: 1 }, 400, 'Tipo de transação inválido'],
    ['raffle_id missing', { raffle_id: undefined }, 400, 'Rifa é obrigatória'],
    ['raffle_id a string', { raffle_id: 'um' }, 400, 'Rifa deve ser um número inteiro'],
    [
      'tickets_count missing',
      { tickets_count: undefined },
      400,
      'Quantidade de bilhetes é obrigatória',
    ],
    [
      'tickets_count zero',
      { tickets_count: 0 },
      400,
      'Quantidade de bilhetes deve estar entre 1 e 1.000.000',
    ],
    [
      'tickets_count fractional',
      { tickets_count: 1.5 },
      400,
      'Quantidade de bilhetes deve ser um número inteiro',
    ],
    ['amount missing', { amount: undefined }, 400, 'Valor é obrigatório'],
    [
      'amount not quantity × price',
      { amount: 999 },
      400,
      'Valor incorreto: 2 bilhetes × 1000 sats = 2000 sats',
    ],
    ['raffle unknown', { raffle_id: 999_999 }, 404, 'Rifa não encontrada'],
  ])('refuses %s', async (_case, override, status, message) => {
    const raffle = await t.createRaffle();
    const response = await buy(buyer, {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffle.id,
      tickets_count: 2,
      amount: 2_000,
      ...override,
    });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: message });
  });

  it('enforces the raffle minimum with the spec message', async () => {
    const raffle = await t.createRaffle({ min_tickets: 5 });
    const response = await order(buyer, raffle, 4);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Mínimo de 5 bilhetes necessário.' });
  });

  it('refuses a cancelled raffle with 409', async () => {
    const raffle = await t.createRaffle();
    await t.editRaffle(raffle.id, { status: 'cancelled' });
    const response = await order(buyer, raffle, 1);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Esta rifa não está mais aceitando compras' });
  });

  it('answers 409 when sold out and says how many remain when asking too many', async () => {
    const raffle = await t.createRaffle({ total_tickets: 3 });
    // One account holds at most 2 of 3 unpaid (docs/protocols/limits.md): the last one goes to another.
    const other = (await t.register()).token;
    expect((await order(buyer, raffle, 2)).status).toBe(201);
    const tooMany = await order(other, raffle, 2);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ error: 'Apenas 1 bilhete disponível' });
    expect((await order(other, raffle, 1)).status).toBe(201);
    const soldOut = await order(buyer, raffle, 1);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toEqual({ error: 'Bilhetes esgotados' });
  });

  it('answers 401 without a token', async () => {
    expect((await t.api.post('/api/transaction').send({})).status).toBe(401);
  });

  it('answers 503 when LND is unreachable and leaves no reservation behind', async () => {
    const raffle = await t.createRaffle({ total_tickets: 5 });
    await t.devnode.setUnresponsive(true);
    try {
      const response = await order(buyer, raffle, 2);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ error: 'Lightning indisponível, tente novamente' });
    } finally {
      await t.devnode.setUnresponsive(false);
    }
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.available_tickets).toBe(5);
    const mine = (await t.api.get('/api/transaction/user').set(bearer(buyer))).body
      .data as Purchase[];
    expect(mine.some((tx) => tx.raffle_id === raffle.id)).toBe(false);
  });
});

describe('GET /api/transaction/user and /api/transaction/:id', () => {
  it("lists only the caller's transactions, newest first", async () => {
    const raffle = await t.createRaffle();
    const own = await t.register();
    const first = (await order(own.token, raffle, 1)).body as Purchase;
    const second = (await order(own.token, raffle, 2)).body as Purchase;
    const response = await t.api.get('/api/transaction/user').set(bearer(own.token));
    expect(response.status).toBe(200);
    expect((response.body.data as Purchase[]).map((tx) => tx.id)).toEqual([second.id, first.id]);
  });

  it('shows a transaction to its owner and answers 404 to anyone else', async () => {
    const raffle = await t.createRaffle();
    const owner = await t.register();
    const other = await t.register();
    const tx = (await order(owner.token, raffle, 1)).body as Purchase;
    const mine = await t.api.get(`/api/transaction/${tx.id}`).set(bearer(owner.token));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(tx);
    const theirs = await t.api.get(`/api/transaction/${tx.id}`).set(bearer(other.token));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'Transação não encontrada' });
    expect((await t.api.get('/api/transaction/abc').set(bearer(owner.token))).status).toBe(404);
    expect((await t.api.get(`/api/transaction/${tx.id}`)).status).toBe(401);
  });
});
