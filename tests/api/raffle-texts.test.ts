// docs/decisions/0014-numbers-prizes-packages.md, the raffle page sells: POST /api/rifa/admin and PUT /api/rifa/:id accept the
// organiser's `description`, `rules` (regulamento) and `contact` — plain text, trimmed, blank =
// none (null), within MAX_*_CHARS, no control characters but newline and tab. GET
// /api/rifa/:id exposes them; the cached public list leaves them out. The regulamento is fixed
// from the first sale or reservation on; the description and the contact may still change.
import { MAX_CONTACT_CHARS, MAX_DESCRIPTION_CHARS, MAX_RULES_CHARS } from '@rifa/shared';
import type { Raffle, Purchase } from '@rifa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-texts-' });
let buyer: string;
beforeAll(async () => {
  buyer = (await t.register()).token;
});

const TEXTS = {
  description:
    '  Um iPhone novo na caixa.\r\nEntrega em mãos em São Paulo.\n\n\tOu pelos Correios.  ',
  rules: '1. Um bilhete por número.\n2. Sorteio pelo bloco do Bitcoin.',
  contact: 'WhatsApp (11) 91234-5678',
};

const create = (fields: Record<string, unknown>) =>
  t.postRaffle({ name: 'Rifa com textos', ...fields });

const read = async (id: number) => (await t.api.get(`/api/rifa/${id}`)).body as Raffle;

describe('texts on create and read', () => {
  it('stores them trimmed, with CRLF as LF and inner line breaks and tabs kept', async () => {
    const raffle = await t.createRaffle(TEXTS);
    const expected = {
      description:
        'Um iPhone novo na caixa.\nEntrega em mãos em São Paulo.\n\n\tOu pelos Correios.',
      rules: TEXTS.rules,
      contact: TEXTS.contact,
    };
    expect(raffle).toMatchObject(expected);
    expect(await read(raffle.id)).toMatchObject(expected);
  });

  it('absent, null or blank texts are null', async () => {
    expect(await t.createRaffle()).toMatchObject({ description: null, rules: null, contact: null });
    const blank = await t.createRaffle({ description: '  \n ', rules: null, contact: '' });
    expect(await read(blank.id)).toMatchObject({ description: null, rules: null, contact: null });
  });

  it('the public list leaves them out (it is cached and sent to every visitor)', async () => {
    const raffle = await t.createRaffle(TEXTS);
    const listed = ((await t.api.get('/api/rifa')).body.data as Raffle[]).find(
      (r) => r.id === raffle.id,
    );
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('description');
    expect(listed).not.toHaveProperty('rules');
    expect(listed).not.toHaveProperty('contact');
  });

  it('keeps text that looks like HTML as text', async () => {
    const raffle = await t.createRaffle({ description: '<script>alert(1)</script> & "aspas"' });
    expect((await read(raffle.id)).description).toBe('<script>alert(1)</script> & "aspas"');
  });

  it.each([
    [
      'a description over the limit',
      { description: 'a'.repeat(MAX_DESCRIPTION_CHARS + 1) },
      'Descrição deve ter no máximo 5.000 caracteres',
    ],
    [
      'a regulamento over the limit',
      { rules: 'a'.repeat(MAX_RULES_CHARS + 1) },
      'Regulamento deve ter no máximo 20.000 caracteres',
    ],
    [
      'a contact over the limit',
      { contact: 'a'.repeat(MAX_CONTACT_CHARS + 1) },
      'Contato do organizador deve ter no máximo 200 caracteres',
    ],
    [
      'an ANSI escape',
      { description: 'Prêmio \u001b[31mvermelho' },
      'Descrição não pode conter caracteres de controle (só quebras de linha e tabulações)',
    ],
    [
      'a NUL',
      { contact: 'a\u0000b' },
      'Contato do organizador não pode conter caracteres de controle (só quebras de linha e tabulações)',
    ],
    [
      'a bidi override',
      { rules: 'regra \u202Eoãçulos' },
      'Regulamento não pode conter caracteres que invertem a direção do texto',
    ],
    ['a number', { description: 42 }, 'Descrição deve ser um texto'],
    ['an array', { contact: ['a'] }, 'Contato do organizador deve ser um texto'],
  ])('%s is a pt-BR 400 and creates nothing', async (_case, fields, message) => {
    const before = ((await t.api.get('/api/rifa')).body.data as Raffle[]).length;
    const response = await create(fields);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message, field: Object.keys(fields)[0] });
    expect((await t.api.get('/api/rifa')).body.data).toHaveLength(before);
  });

  it('takes texts exactly at the limits', async () => {
    const response = await create({
      description: 'd'.repeat(MAX_DESCRIPTION_CHARS),
      rules: 'r'.repeat(MAX_RULES_CHARS),
      contact: 'c'.repeat(MAX_CONTACT_CHARS),
    });
    expect(response.status).toBe(201);
    expect((response.body as Raffle).rules).toHaveLength(MAX_RULES_CHARS);
  });
});

describe('texts on update', () => {
  it('changes, clears and refuses them like on create', async () => {
    const raffle = await t.createRaffle(TEXTS);
    const changed = await t.editRaffle(raffle.id, {
      description: ' Nova descrição ',
      contact: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      description: 'Nova descrição',
      rules: TEXTS.rules,
      contact: null,
    });
    const bad = await t.editRaffle(raffle.id, { contact: 'x'.repeat(MAX_CONTACT_CHARS + 1) });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Contato do organizador deve ter no máximo 200 caracteres');
    expect(await read(raffle.id)).toMatchObject({ description: 'Nova descrição', contact: null });
  });

  it('after the first reservation: the regulamento is fixed, description and contact may change', async () => {
    const raffle = await t.createRaffle(TEXTS);
    await t.buy(buyer, raffle, 1);
    const rules = await t.editRaffle(raffle.id, { rules: 'Outras regras' });
    expect(rules.status).toBe(409);
    expect(rules.body).toEqual({
      error: 'O regulamento não pode mudar depois da primeira venda ou reserva',
    });
    // The edit dialog may send the regulamento back unchanged with the other fields.
    const others = await t.editRaffle(raffle.id, {
      rules: TEXTS.rules,
      description: 'Descrição corrigida',
      contact: 'contato@example.com',
    });
    expect(others.status).toBe(200);
    expect(await read(raffle.id)).toMatchObject({
      rules: TEXTS.rules,
      description: 'Descrição corrigida',
      contact: 'contato@example.com',
    });
  });

  it('after the first paid sale the regulamento cannot be added or cleared either', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    const paid: Purchase = await t.buyPaid(buyer, raffle, 1);
    expect(paid.status).toBe('paid');
    for (const rules of ['Regras novas', null]) {
      const response = await t.editRaffle(raffle.id, { rules });
      if (rules === null) {
        // null on a raffle without a regulamento is no change.
        expect(response.status).toBe(200);
      } else expect(response.status).toBe(409);
    }
    expect((await read(raffle.id)).rules).toBeNull();
  });

  it('a finished raffle cannot be changed at all', async () => {
    const raffle = await t.createRaffle(TEXTS);
    expect((await t.editRaffle(raffle.id, { status: 'cancelled' })).status).toBe(200);
    const response = await t.editRaffle(raffle.id, { description: 'tarde demais' });
    expect(response.status).toBe(409);
  });
});

describe("GET /api/transaction/user?raffle_id ('Meus números')", () => {
  it("lists only the caller's purchases in that raffle", async () => {
    const first = await t.createRaffle({ total_tickets: 20 });
    const second = await t.createRaffle({ total_tickets: 20 });
    const mine = await t.buy(buyer, first, 2);
    await t.buy(buyer, second, 1);
    await t.buy((await t.register()).token, first, 1);
    const response = await t.api
      .get(`/api/transaction/user?raffle_id=${first.id}`)
      .set(bearer(buyer));
    expect(response.status).toBe(200);
    expect((response.body.data as Purchase[]).map((tx) => tx.id)).toEqual([mine.id]);
    expect((response.body.data as Purchase[])[0]?.numbers).toHaveLength(2);
  });

  it.each(['abc', '0', '-1', '1.5'])('raffle_id=%s is a pt-BR 400', async (value) => {
    const response = await t.api.get(`/api/transaction/user?raffle_id=${value}`).set(bearer(buyer));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'raffle_id deve ser o número de uma rifa' });
  });
});
