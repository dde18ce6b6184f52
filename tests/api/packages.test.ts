// docs/decisions/0014-numbers-prizes-packages.md, packages: POST /api/rifa/admin and PUT /api/rifa/:id accept `packages: [{
// quantity, price }]` (before the first sale only); the raffle exposes `packages: [{ id,
// quantity, price }]`; POST /api/transaction with `package_id` reserves the package's tickets
// and invoices its price (checked on the devnode's invoice).
import { describe, expect, it } from 'vitest';
import type { Raffle, Purchase } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-packages-' });

const PACKAGES = [
  { quantity: 10, price: 9_000 },
  { quantity: 3, price: 2_900 },
];

const purchase = (token: string, fields: Record<string, unknown>) =>
  t.api
    .post('/api/transaction')
    .set(bearer(token))
    .send({ type_tx: 'buy', accept_terms: true, adult: true, ...fields });

describe('packages on create and update', () => {
  it('stores them and exposes them with ids, smallest quantity first, on read and list', async () => {
    const raffle = await t.createRaffle({ packages: PACKAGES });
    expect(raffle.packages).toEqual([
      { id: expect.any(Number), quantity: 3, price: 2_900 },
      { id: expect.any(Number), quantity: 10, price: 9_000 },
    ]);
    const read = (await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle;
    expect(read.packages).toEqual(raffle.packages);
    const listed = ((await t.api.get('/api/rifa')).body.data as Raffle[]).find(
      (r) => r.id === raffle.id,
    );
    expect(listed?.packages).toEqual(raffle.packages);
  });

  it('a raffle without packages offers none', async () => {
    expect((await t.createRaffle()).packages).toEqual([]);
  });

  it.each([
    [
      { packages: [{ quantity: 101, price: 1 }] },
      /Pacote 1: quantidade de bilhetes deve estar entre 1 e 100/,
    ],
    [{ packages: [{ quantity: 2, price: 0 }] }, /Pacote 1: preço \(sats\)/],
    [
      { packages: Array.from({ length: 7 }, (_, k) => ({ quantity: k + 1, price: 10 })) },
      /no máximo 6 pacotes/,
    ],
  ])('refuses %j on create with a pt-BR 400', async (fields, message) => {
    const response = await t.api
      .post('/api/rifa/admin')
      .set(bearer(t.adminToken))
      .send({
        name: 'Rifa com pacotes',
        prize_amount: 100_000,
        ticket_price: 1_000,
        total_tickets: 100,
        end_date: new Date(Date.now() + 86_400_000).toISOString(),
        admin_password: 'x',
        ...fields,
      });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('replaces them before the first sale, and [] removes them', async () => {
    const raffle = await t.createRaffle({ packages: PACKAGES });
    const edited = await t.editRaffle(raffle.id, { packages: [{ quantity: 5, price: 4_500 }] });
    expect(edited.status).toBe(200);
    expect(edited.body.packages).toEqual([{ id: expect.any(Number), quantity: 5, price: 4_500 }]);
    const cleared = await t.editRaffle(raffle.id, { packages: [] });
    expect(cleared.body.packages).toEqual([]);
  });

  it('refuses a total below a package, and a change once a ticket is reserved (409)', async () => {
    const raffle = await t.createRaffle({ packages: PACKAGES });
    const smaller = await t.editRaffle(raffle.id, { total_tickets: 9 });
    expect(smaller.status).toBe(400);
    expect(smaller.body.error).toMatch(/pacote de 10 bilhetes/);
    await t.buy((await t.register()).token, raffle, 1);
    const response = await t.editRaffle(raffle.id, { packages: [] });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/pacotes não podem mudar/);
  });
});

describe('POST /api/transaction with package_id', () => {
  it('reserves the package quantity and invoices the package price', async () => {
    const raffle = await t.createRaffle({ packages: PACKAGES });
    const ten = raffle.packages!.find((p) => p.quantity === 10)!;
    const buyer = (await t.register()).token;
    const response = await purchase(buyer, {
      raffle_id: raffle.id,
      package_id: ten.id,
      tickets_count: 10,
      amount: 9_000,
    });
    expect(response.status).toBe(201);
    const tx = response.body as Purchase;
    expect(tx.amount).toBe(9_000);
    expect(tx.tickets_count).toBe(10);
    expect(tx.numbers).toHaveLength(10);
    const invoice = t.devnode.invoices().find((i) => i.hash === tx.payment_hash);
    expect(invoice?.valueMsat).toBe('9000000');
  });

  it('takes chosen numbers like any purchase', async () => {
    const raffle = await t.createRaffle({ packages: PACKAGES });
    const three = raffle.packages!.find((p) => p.quantity === 3)!;
    const response = await purchase((await t.register()).token, {
      raffle_id: raffle.id,
      package_id: three.id,
      tickets_count: 3,
      amount: 2_900,
      numbers: [42, 7, 99],
    });
    expect(response.status).toBe(201);
    expect(response.body.numbers).toEqual([7, 42, 99]);
  });

  it.each([
    ['the per-ticket amount', { tickets_count: 10, amount: 10_000 }, /o pacote custa 9000 sats/],
    ['another quantity', { tickets_count: 9, amount: 9_000 }, /o pacote tem 10 bilhete/],
  ])('refuses %s with a pt-BR 400', async (_, fields, message) => {
    const raffle = await t.createRaffle({ packages: PACKAGES });
    const ten = raffle.packages!.find((p) => p.quantity === 10)!;
    const response = await purchase((await t.register()).token, {
      raffle_id: raffle.id,
      package_id: ten.id,
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it("refuses another raffle's package", async () => {
    const other = await t.createRaffle({ packages: PACKAGES });
    const raffle = await t.createRaffle();
    const response = await purchase((await t.register()).token, {
      raffle_id: raffle.id,
      package_id: other.packages![0]!.id,
      tickets_count: 3,
      amount: 2_900,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Pacote não encontrado nesta rifa');
  });
});
