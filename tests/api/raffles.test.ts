// GET /api/rifa, GET /api/rifa/:id, POST /api/rifa/admin, PUT /api/rifa/:id.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { MAINNET_ADDRESS, REGTEST_ADDRESS } from '../support/addresses.ts';
import { ADMIN_PASSWORD, bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();
let userToken: string;
beforeAll(async () => {
  userToken = (await t.register()).token;
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const validBody = () => ({
  name: 'Rifa do Bitcoin',
  prize_amount: 1_000_000,
  ticket_price: 10_000,
  total_tickets: 1000,
  end_date: inAWeek(),
  status: 'active',
  min_tickets: 5,
  prize_btc_address: REGTEST_ADDRESS,
  admin_password: ADMIN_PASSWORD,
});

const SPEC_FIELDS = [
  'id',
  'name',
  'prize_amount',
  'ticket_price',
  'total_tickets',
  'sold_tickets',
  'end_date',
  'status',
  'prize_btc_address',
  'min_tickets',
  'created_at',
  'updated_at',
];

describe('POST /api/rifa/admin', () => {
  it('creates an active raffle with every field of spec §3', async () => {
    const body = validBody();
    const response = await t.api.post('/api/rifa/admin').set(bearer(t.adminToken)).send(body);
    expect(response.status).toBe(201);
    const raffle = response.body as Raffle;
    for (const field of SPEC_FIELDS) expect(raffle).toHaveProperty(field);
    expect(raffle).toMatchObject({
      name: 'Rifa do Bitcoin',
      prize_amount: 1_000_000,
      ticket_price: 10_000,
      total_tickets: 1000,
      sold_tickets: 0,
      available_tickets: 1000,
      status: 'active',
      min_tickets: 5,
      prize_btc_address: REGTEST_ADDRESS,
      end_date: body.end_date,
    });
  });

  it('accepts a raffle without the optional fields', async () => {
    const { min_tickets: _m, prize_btc_address: _p, ...body } = validBody();
    const response = await t.api.post('/api/rifa/admin').set(bearer(t.adminToken)).send(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ min_tickets: null, prize_btc_address: null });
  });

  it.each([
    ['name missing', { name: undefined }, 'Nome da rifa é obrigatório'],
    ['name too long', { name: 'r'.repeat(101) }, 'Nome da rifa deve ter no máximo 100 caracteres'],
    ['prize missing', { prize_amount: undefined }, 'Prêmio (sats) é obrigatório'],
    ['prize a string', { prize_amount: '1000' }, 'Prêmio (sats) deve ser um número inteiro'],
    ['prize zero', { prize_amount: 0 }, 'Prêmio (sats) deve estar entre 1 e 2.100.000.000.000.000'],
    ['prize fractional', { prize_amount: 10.5 }, 'Prêmio (sats) deve ser um número inteiro'],
    [
      'ticket price negative',
      { ticket_price: -1 },
      'Preço do bilhete (sats) deve estar entre 1 e 2.100.000.000.000.000',
    ],
    [
      'total tickets zero',
      { total_tickets: 0 },
      'Total de bilhetes deve estar entre 1 e 1.000.000',
    ],
    [
      'total tickets too many',
      { total_tickets: 1_000_001 },
      'Total de bilhetes deve estar entre 1 e 1.000.000',
    ],
    [
      'total value over 21M BTC',
      { ticket_price: 2_100_000_000_000_000, total_tickets: 2 },
      'O valor de todos os bilhetes somados excede 21 milhões de bitcoins',
    ],
    ['end date missing', { end_date: undefined }, 'Data de encerramento é obrigatória'],
    ['end date not a date', { end_date: 'amanhã' }, 'Data de encerramento inválida'],
    [
      'end date in the past',
      { end_date: new Date(Date.now() - 60_000).toISOString() },
      'A data de encerramento deve estar no futuro',
    ],
    [
      'status other than active',
      { status: 'completed' },
      'Status inicial da rifa deve ser "active"',
    ],
    ['min tickets zero', { min_tickets: 0 }, 'Mínimo de bilhetes deve estar entre 1 e 1.000.000'],
    [
      'min tickets above total',
      { min_tickets: 1001 },
      'Mínimo de bilhetes não pode ser maior que o total de bilhetes',
    ],
    [
      'prize address of another network',
      { prize_btc_address: MAINNET_ADDRESS },
      'Endereço Bitcoin do prêmio inválido para a rede regtest',
    ],
    [
      'admin password missing',
      { admin_password: undefined },
      'Senha de administrador é obrigatória',
    ],
  ])('refuses %s with 400', async (_case, override, message) => {
    const response = await t.api
      .post('/api/rifa/admin')
      .set(bearer(t.adminToken))
      .send({ ...validBody(), ...override });
    expect(response.status).toBe(400);
    // The field at fault is named, so the form shows the message beside it.
    expect(response.body).toEqual({ error: message, field: Object.keys(override)[0] });
  });

  it('refuses a wrong step-up password with 403 and creates nothing', async () => {
    const before = (await t.api.get('/api/rifa')).body.data.length;
    const response = await t.api
      .post('/api/rifa/admin')
      .set(bearer(t.adminToken))
      .send({ ...validBody(), admin_password: 'errada' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 'Senha de administrador incorreta',
      field: 'admin_password',
    });
    expect((await t.api.get('/api/rifa')).body.data.length).toBe(before);
  });

  it('answers 401 without a token and 403 for a non-admin', async () => {
    expect((await t.api.post('/api/rifa/admin').send(validBody())).status).toBe(401);
    const forbidden = await t.api.post('/api/rifa/admin').set(bearer(userToken)).send(validBody());
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'Acesso restrito a administradores' });
  });

  it('does not accept the admin API key alone: creation needs a person and their password', async () => {
    const key = (await t.api.post('/api/admin/api-key').set(bearer(t.adminToken))).body
      .api_key as string;
    const response = await t.api.post('/api/rifa/admin').set('x-api-key', key).send(validBody());
    expect(response.status).toBe(401);
  });
});

describe('GET /api/rifa and /api/rifa/:id', () => {
  it('lists raffles in { data } without auth, ignoring an x-api-key', async () => {
    const created = await t.createRaffle({ name: 'Listada' });
    const response = await t.api.get('/api/rifa').set('x-api-key', 'qualquer-coisa');
    expect(response.status).toBe(200);
    const listed = (response.body.data as Raffle[]).find((r) => r.id === created.id);
    // docs/decisions/0014-numbers-prizes-packages.md: the organiser's texts are on GET /api/rifa/:id only (the list is cached).
    const { description, rules, contact, ...summary } = created;
    expect({ description, rules, contact }).toEqual({
      description: null,
      rules: null,
      contact: null,
    });
    expect(listed).toEqual(summary);
  });

  it('returns one raffle with its draw record (null before the draw)', async () => {
    const created = await t.createRaffle();
    const response = await t.api.get(`/api/rifa/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...created, draw: null, draw_estimate: null });
  });

  it.each(['999999', 'abc', '-1', '1e3'])('answers 404 in pt-BR for id %s', async (id) => {
    const response = await t.api.get(`/api/rifa/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Rifa não encontrada' });
  });
});

describe('PUT /api/rifa/:id', () => {
  it('edits name, end date and prize address', async () => {
    const raffle = await t.createRaffle();
    const end = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const response = await t.editRaffle(raffle.id, {
      name: 'Renomeada',
      end_date: end,
      prize_btc_address: REGTEST_ADDRESS,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Renomeada',
      end_date: end,
      prize_btc_address: REGTEST_ADDRESS,
    });
  });

  it('cancels an active raffle, after which it cannot change', async () => {
    const raffle = await t.createRaffle();
    const cancelled = await t.editRaffle(raffle.id, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const again = await t.editRaffle(raffle.id, { name: 'x' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Rifa finalizada ou cancelada não pode ser alterada' });
  });

  it("refuses 'completed': only a draw completes a raffle (409)", async () => {
    const raffle = await t.createRaffle();
    const response = await t.editRaffle(raffle.id, { status: 'completed' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Uma rifa só é finalizada pelo sorteio' });
  });

  it('never reduces total_tickets below what is sold or reserved, nor changes the price after a sale', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10, ticket_price: 100 });
    const buyer = await t.register();
    const bought = await t.api.post('/api/transaction').set(bearer(buyer.token)).send({
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffle.id,
      tickets_count: 4,
      amount: 400,
    });
    expect(bought.status).toBe(201);
    const shrink = await t.editRaffle(raffle.id, { total_tickets: 3 });
    expect(shrink.status).toBe(409);
    expect(shrink.body.error).toBe(
      'O total de bilhetes não pode ser menor que os já vendidos ou reservados (4)',
    );
    const price = await t.editRaffle(raffle.id, { ticket_price: 200 });
    expect(price.status).toBe(409);
    expect(price.body.error).toBe('O preço do bilhete não pode mudar depois da primeira venda');
    const grow = await t.editRaffle(raffle.id, { total_tickets: 20 });
    expect(grow.status).toBe(200);
    expect(grow.body).toMatchObject({ total_tickets: 20, available_tickets: 16 });
  });

  it.each([
    [
      'end date in the past',
      { end_date: new Date(Date.now() - 1000).toISOString() },
      400,
      'A data de encerramento deve estar no futuro',
    ],
    ['unknown status', { status: 'pausada' }, 400, 'Status inválido'],
    [
      'invalid prize address',
      { prize_btc_address: 'xyz' },
      400,
      'Endereço Bitcoin do prêmio inválido para a rede regtest',
    ],
    ['empty change', {}, 400, 'Nenhuma alteração informada'],
  ])('refuses %s', async (_case, body, status, message) => {
    const raffle = await t.createRaffle();
    const response = await t.editRaffle(raffle.id, body);
    expect(response.status).toBe(status);
    const field = Object.keys(body)[0];
    expect(response.body).toEqual(field ? { error: message, field } : { error: message });
  });

  it('answers 404 for an unknown raffle, 401 without credentials and 403 for a non-admin', async () => {
    expect((await t.editRaffle(999999, { name: 'x' })).status).toBe(404);
    const raffle = await t.createRaffle();
    expect((await t.api.put(`/api/rifa/${raffle.id}`).send({ name: 'x' })).status).toBe(401);
    expect(
      (await t.api.put(`/api/rifa/${raffle.id}`).set(bearer(userToken)).send({ name: 'x' })).status,
    ).toBe(403);
  });
});
