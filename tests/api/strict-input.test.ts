// Strict input (docs/decisions/0013-built-for-tor.md): a wrong-typed or missing required field is a 400 everywhere, and an
// optional field is absent or null when not given — an empty string is not "absent".
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-strict-' });
let buyer: string;
beforeAll(async () => {
  buyer = (await t.register()).token;
});

const create = (fields: Record<string, unknown>) =>
  t.postRaffle({ name: 'Rifa estrita', ...fields });

describe('POST /api/rifa/admin', () => {
  it.each([
    ['min_tickets ""', { min_tickets: '' }, 'Mínimo de bilhetes deve ser um número inteiro'],
    ['min_tickets "5"', { min_tickets: '5' }, 'Mínimo de bilhetes deve ser um número inteiro'],
    [
      'prize_btc_address ""',
      { prize_btc_address: '' },
      'Endereço Bitcoin do prêmio não pode ser vazio: omita o campo para não informar um endereço',
    ],
    [
      'prize_btc_address a number',
      { prize_btc_address: 42 },
      'Endereço Bitcoin do prêmio deve ser um texto',
    ],
    [
      'confirm_large_prize "true"',
      { confirm_large_prize: 'true' },
      'Confirmação do prêmio (confirm_large_prize) deve ser true ou false',
    ],
    ['name a number', { name: 42 }, 'Nome da rifa deve ser um texto'],
    ['name missing', { name: undefined }, 'Nome da rifa é obrigatório'],
    [
      'total_tickets "100"',
      { total_tickets: '100' },
      'Total de bilhetes deve ser um número inteiro',
    ],
  ])('%s is a 400 and creates nothing', async (_case, fields, message) => {
    const before = ((await t.api.get('/api/rifa')).body.data as Raffle[]).length;
    const response = await create(fields);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message, field: Object.keys(fields)[0] });
    expect((await t.api.get('/api/rifa')).body.data).toHaveLength(before);
  });

  it('absent or null optional fields mean "none"', async () => {
    for (const fields of [{}, { min_tickets: null, prize_btc_address: null }]) {
      const response = await create(fields);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ min_tickets: null, prize_btc_address: null });
    }
  });
});

describe('PUT /api/rifa/:id', () => {
  it.each([
    ['min_tickets ""', { min_tickets: '' }, 'Mínimo de bilhetes deve ser um número inteiro'],
    ['total_tickets "50"', { total_tickets: '50' }, 'Total de bilhetes deve ser um número inteiro'],
    ['total_tickets null', { total_tickets: null }, 'Total de bilhetes é obrigatório'],
    ['name null', { name: null }, 'Nome da rifa é obrigatório'],
    ['end_date null', { end_date: null }, 'Data de encerramento é obrigatória'],
    [
      'prize_btc_address "  "',
      { prize_btc_address: '  ' },
      'Endereço Bitcoin do prêmio não pode ser vazio: omita o campo para não informar um endereço',
    ],
  ])('%s is a 400 and changes nothing', async (_case, fields, message) => {
    const raffle = await t.createRaffle({ min_tickets: 3 });
    const response = await t.editRaffle(raffle.id, fields);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message, field: Object.keys(fields)[0] });
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body).toMatchObject({
      min_tickets: 3,
      total_tickets: raffle.total_tickets,
      name: raffle.name,
    });
  });

  it('min_tickets null removes the minimum', async () => {
    const raffle = await t.createRaffle({ min_tickets: 3 });
    const response = await t.editRaffle(raffle.id, { min_tickets: null });
    expect(response.status).toBe(200);
    expect(response.body.min_tickets).toBeNull();
  });
});

describe('POST /api/transaction and PUT /user/me', () => {
  it('a purchase without type_tx is a 400 and reserves nothing', async () => {
    const raffle = await t.createRaffle();
    const response = await t.api
      .post('/api/transaction')
      .set(bearer(buyer))
      .send({ raffle_id: raffle.id, tickets_count: 1, amount: raffle.ticket_price });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Tipo de transação é obrigatório' });
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.available_tickets).toBe(
      raffle.total_tickets,
    );
  });

  it.each([
    ['name null', { name: null }, 'Nome é obrigatório'],
    ['name an array', { name: ['Ana'] }, 'Nome deve ser um texto'],
    ['btc_address a number', { btc_address: 7 }, 'Endereço Bitcoin é obrigatório'],
    ['new_password a number', { new_password: 123456 }, 'Nova senha é obrigatória'],
  ])('a profile change with %s is a 400', async (_case, fields, message) => {
    const response = await t.api.put('/user/me').set(bearer(buyer)).send(fields);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });
});
