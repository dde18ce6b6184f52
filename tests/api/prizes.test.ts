// docs/protocols/draw.md#several-prizes / docs/decisions/0014-numbers-prizes-packages.md: POST /api/rifa/admin and PUT /api/rifa/:id accept
// `prizes: [{ amount, description? }]` (position = index + 1, prize_amount = the 1st); the
// raffle exposes `prizes` and, before the draw, no winners.
import { describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { ADMIN_PASSWORD, bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const body = (fields: Record<string, unknown>) => ({
  name: 'Rifa com prêmios',
  ticket_price: 1_000,
  total_tickets: 100,
  end_date: inAWeek(),
  status: 'active',
  admin_password: ADMIN_PASSWORD,
  confirm_large_prize: true,
  ...fields,
});
const create = (fields: Record<string, unknown>) =>
  t.api.post('/api/rifa/admin').set(bearer(t.adminToken)).send(body(fields));

describe('ranked prizes on create (docs/protocols/draw.md#several-prizes)', () => {
  it('stores them by position, prize_amount = the 1st, a physical prize with its description', async () => {
    const response = await create({
      prizes: [
        { amount: 50_000 },
        { amount: 0, description: '  Camiseta oficial  ' },
        { amount: 10_000, description: 'Terceiro lugar' },
      ],
    });
    expect(response.status).toBe(201);
    const raffle = response.body as Raffle;
    expect(raffle.prize_amount).toBe(50_000);
    expect(raffle.prizes).toEqual([
      { position: 1, amount: 50_000, description: null },
      { position: 2, amount: 0, description: 'Camiseta oficial' },
      { position: 3, amount: 10_000, description: 'Terceiro lugar' },
    ]);
    expect(raffle.winners).toEqual([]);
    const read = (await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle;
    expect(read.prizes).toEqual(raffle.prizes);
    const listed = ((await t.api.get('/api/rifa')).body.data as Raffle[]).find(
      (r) => r.id === raffle.id,
    );
    expect(listed?.prizes).toHaveLength(3);
  });

  it('keeps a raffle without `prizes` as one prize of prize_amount', async () => {
    const raffle = (await create({ prize_amount: 7_000 })).body as Raffle;
    expect(raffle.prizes).toEqual([{ position: 1, amount: 7_000, description: null }]);
  });

  it.each([
    [{ prizes: [] }, /de 1 a 100 prêmios/],
    [{ prizes: 'muitos' }, /de 1 a 100 prêmios/],
    [{ prizes: Array.from({ length: 101 }, () => ({ amount: 1 })) }, /de 1 a 100 prêmios/],
    [{ prizes: [{ amount: 0, description: 'Carro' }] }, /1º prêmio \(sats\) deve estar entre 1/],
    [
      { prizes: [{ amount: 10 }, { amount: 0 }] },
      /2º prêmio: informe um valor em sats ou descreva/,
    ],
    [{ prizes: [{ amount: 10 }, { amount: -1 }] }, /2º prêmio \(sats\)/],
    [
      { prizes: [{ amount: 10 }, { amount: 1.5 }] },
      /2º prêmio \(sats\) deve ser um número inteiro/,
    ],
    [{ prizes: [{ amount: 10, description: 'x'.repeat(201) }] }, /no máximo 200/],
    [
      { prizes: [{ amount: 10 }], prize_amount: 11 },
      /prize_amount deve ser igual ao valor do 1º prêmio/,
    ],
  ])('refuses %j with a pt-BR 400', async (fields, message) => {
    const response = await create(fields);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });
});

describe('ranked prizes on update (PUT /api/rifa/:id)', () => {
  it('replaces them before the first sale, prize_amount following the 1st', async () => {
    const raffle = (await create({ prize_amount: 5_000 })).body as Raffle;
    const response = await t.editRaffle(raffle.id, {
      prizes: [{ amount: 8_000 }, { amount: 2_000 }],
    });
    expect(response.status).toBe(200);
    expect(response.body.prize_amount).toBe(8_000);
    expect(response.body.prizes).toEqual([
      { position: 1, amount: 8_000, description: null },
      { position: 2, amount: 2_000, description: null },
    ]);
  });

  it('refuses to change them once a ticket is reserved', async () => {
    const raffle = (await create({ prize_amount: 5_000 })).body as Raffle;
    const buyer = (await t.register()).token;
    await t.buy(buyer, raffle, 1);
    const response = await t.editRaffle(raffle.id, { prizes: [{ amount: 1 }] });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/prêmios não podem mudar/);
  });
});
