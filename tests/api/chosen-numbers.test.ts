// Choose your numbers (docs/protocols/payment.md step 5) over real HTTP with the devnode: numbers
// are fixed at reservation, one number goes to one buyer even under a race, an expired invoice
// gives its numbers back, and settlement credits exactly the reserved numbers.
import { describe, expect, it } from 'vitest';
import { bitmapFromBase64, hasNumber, type Raffle, type Purchase } from '@rifa/shared';
import { useListeningApp } from '../support/listening-app.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();
const served = useListeningApp(t);

const order = (
  raffle: Raffle,
  numbers?: unknown,
  count = Array.isArray(numbers) ? numbers.length : 1,
) => ({
  type_tx: 'buy',
  accept_terms: true,
  adult: true,
  raffle_id: raffle.id,
  tickets_count: count,
  amount: count * raffle.ticket_price,
  ...(numbers === undefined ? {} : { numbers }),
});

const buyNumbers = (token: string, raffle: Raffle, numbers: unknown, count?: number) =>
  t.api
    .post('/api/transaction')
    .set(bearer(token))
    .send(order(raffle, numbers, count));

/** GET /api/rifa/:id/numbers, decoded: the sold and reserved numbers. */
async function numberMap(raffle: Raffle) {
  const res = await t.api.get(`/api/rifa/${raffle.id}/numbers`);
  expect(res.status).toBe(200);
  const decode = (base64: string) => {
    const bitmap = bitmapFromBase64(base64);
    const list: number[] = [];
    for (let n = 1; n <= res.body.total; n++) if (hasNumber(bitmap, n)) list.push(n);
    return list;
  };
  return {
    total: res.body.total,
    sold: decode(res.body.sold),
    reserved: decode(res.body.reserved),
  };
}

describe('POST /api/transaction with numbers', () => {
  it('2 buyers × 50 concurrent attempts at the same 5 numbers: each number is reserved once', async () => {
    const raffle = await t.createRaffle({ total_tickets: 100, ticket_price: 100 });
    const buyers = [await t.register(), await t.register()];
    const numbers = [15, 11, 12, 13, 14];
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        served.client.call<Purchase & { error?: string }>('POST', '/api/transaction', {
          token: buyers[i % 2]!.token,
          body: order(raffle, numbers),
        }),
      ),
    );
    const created = responses.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(created[0]!.body.numbers).toEqual([11, 12, 13, 14, 15]);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused).toHaveLength(99);
    for (const r of refused)
      expect(r.body).toEqual({
        code: 'numbers_taken',
        error:
          'Os números 011, 012, 013, 014, 015 já foram reservados ou vendidos. Escolha outros.',
      });
    const claims = t.store.db
      .prepare(
        'SELECT number, transaction_id FROM number_claims WHERE raffle_id = ? ORDER BY number',
      )
      .all(raffle.id);
    expect(claims).toEqual(
      numbers
        .sort((a, b) => a - b)
        .map((number) => ({ number, transaction_id: created[0]!.body.id })),
    );
    expect((await numberMap(raffle)).reserved).toEqual([11, 12, 13, 14, 15]);
  });

  it('a number held by another buyer is a 409 naming it; the free ones stay free', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    const [ana, bia] = [await t.register(), await t.register()];
    expect((await buyNumbers(ana.token, raffle, [3, 4])).status).toBe(201);
    const res = await buyNumbers(bia.token, raffle, [4, 5]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'numbers_taken',
      error: 'O número 04 já foi reservado ou vendido. Escolha outro.',
    });
    expect((await numberMap(raffle)).reserved).toEqual([3, 4]);
  });

  it('an expired invoice frees its chosen numbers for the next buyer', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    const [ana, bia] = [await t.register(), await t.register()];
    const held = (await buyNumbers(ana.token, raffle, [7, 2])).body as Purchase;
    expect(held.numbers).toEqual([2, 7]);
    expect((await buyNumbers(bia.token, raffle, [7])).status).toBe(409);
    t.devnode.expireInvoice(held.payment_hash);
    const expired = await t.purchaseIn(ana.token, held.id, 'expired');
    expect(expired).toMatchObject({ numbers: [2, 7], tickets: [] });
    expect((await numberMap(raffle)).reserved).toEqual([]);
    const res = await buyNumbers(bia.token, raffle, [7]);
    expect(res.status).toBe(201);
    expect(res.body.numbers).toEqual([7]);
  });

  it('settlement credits exactly the reserved numbers, shown from the reservation on', async () => {
    const raffle = await t.createRaffle({ total_tickets: 1_000 });
    const { token } = await t.register();
    const res = await buyNumbers(token, raffle, [999, 1, 500]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', numbers: [1, 500, 999], tickets: [] });
    t.devnode.settleInvoice(res.body.payment_hash);
    const paid = await t.purchaseIn(token, res.body.id, 'paid');
    expect(paid).toMatchObject({ numbers: [1, 500, 999], tickets: [1, 500, 999] });
    const list = (await t.api.get(`/api/rifa/${raffle.id}/tickets`)).body.data;
    expect(list.map((x: { number: number }) => x.number)).toEqual([1, 500, 999]);
    expect(await numberMap(raffle)).toEqual({ total: 1_000, sold: [1, 500, 999], reserved: [] });
  });

  it('without numbers the server picks distinct free numbers within 1..total', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    const [ana, bia] = [await t.register(), await t.register()];
    const chosen = (await buyNumbers(ana.token, raffle, [1, 2])).body as Purchase;
    const a = await t.buy(ana.token, raffle, 3);
    const b = await t.buy(bia.token, raffle, 5);
    for (const x of [a, b]) {
      expect(new Set(x.numbers).size).toBe(x.tickets_count);
      expect(x.numbers).toEqual([...x.numbers].sort((p, q) => p - q));
    }
    const all = [...chosen.numbers, ...a.numbers, ...b.numbers].sort((p, q) => p - q);
    expect(all).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await buyNumbers(bia.token, raffle, undefined)).body).toEqual({
      error: 'Bilhetes esgotados',
    });
  });

  it.each<[string, unknown, number, RegExp]>([
    ['a number above the total', [11], 1, /de 1 a 10/],
    ['a repeated number', [3, 3], 2, /repetido/],
    ['fewer numbers than tickets_count', [3], 2, /exatamente 2/],
    ['not a list', 'x', 1, /lista/],
  ])('refuses %s with a pt-BR 400', async (_case, numbers, count, message) => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    const { token } = await t.register();
    const res = await buyNumbers(token, raffle, numbers, count);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });
});

describe('GET /api/rifa/:id/numbers', () => {
  it('bit i (most significant first) is number i + 1, as base64', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    const [ana, bia] = [await t.register(), await t.register()];
    const paid = (await buyNumbers(ana.token, raffle, [1, 9])).body as Purchase;
    t.devnode.settleInvoice(paid.payment_hash);
    await t.purchaseIn(ana.token, paid.id, 'paid');
    await buyNumbers(bia.token, raffle, [10]);
    const res = await t.api.get(`/api/rifa/${raffle.id}/numbers`);
    // sold: 1000 0000 | 1000 0000 → "gIA="; reserved: 0000 0000 | 0100 0000 → "AEA=".
    expect(res.body).toEqual({ total: 10, sold: 'gIA=', reserved: 'AEA=' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 100,000 numbers in one small body', async () => {
    const raffle = await t.createRaffle({ total_tickets: 100_000 });
    const { token } = await t.register();
    await buyNumbers(token, raffle, [100_000, 1]);
    const started = performance.now();
    const map = await numberMap(raffle);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(map.reserved).toEqual([1, 100_000]);
    expect(
      bitmapFromBase64((await t.api.get(`/api/rifa/${raffle.id}/numbers`)).body.sold),
    ).toHaveLength(12_500);
  });

  it('404 for a raffle that does not exist', async () => {
    const res = await t.api.get('/api/rifa/999999/numbers');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Rifa não encontrada' });
  });
});
