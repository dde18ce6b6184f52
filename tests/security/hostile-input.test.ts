// A table-driven corpus of hostile input against every route with a body or a parameter:
// never a 500, every refusal a pt-BR { error }, and a refused request leaves the database
// exactly as it was (docs/decisions/0007-load-faults-attack.md; docs/protocols/http-api.md: 500 never for bad input).
import { beforeAll, describe, expect, it } from 'vitest';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { tablesDigest } from '../support/db-digest.ts';
import { ADMIN_PASSWORD, bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { HOSTILE_IDS } from './hostile-ids.ts';

const t = useTestApp();
let userToken: string;
let raffleId: number;
let purchaseId: number;

beforeAll(async () => {
  userToken = (await t.register()).token;
  const raffle = await t.createRaffle({ total_tickets: 1000 });
  raffleId = raffle.id;
  purchaseId = (await t.buy(userToken, raffle, 1)).id;
});

/** A digest of every table's rows: equal digests mean an unchanged database. */
const fingerprint = () => tablesDigest(t.store.db);

const HOSTILE_VALUES: [label: string, value: unknown][] = [
  ['null', null],
  ['true', true],
  ['array', [1, 2]],
  ['object', { $gt: '' }],
  ['negative', -1],
  ['zero', 0],
  ['above 2^53', 2 ** 53 + 2],
  ['fraction', 0.5],
  ['huge float', 1e308],
  ['numeric string', '100'],
  ['empty string', ''],
  ['SQL injection', "1'; DROP TABLE users; --"],
  ['script', '<script>alert(1)</script>'],
  ['RTL and emoji', '\u202Eabc\u202C 🎟️ \u0000'],
  ['long string', 'x'.repeat(20_000)],
];

interface RouteCase {
  method: 'post' | 'put';
  path: () => string;
  token: () => string | undefined;
  valid: () => Record<string, unknown>;
}

const ROUTES: Record<string, RouteCase> = {
  'POST /auth/register': {
    method: 'post',
    path: () => '/auth/register',
    token: () => undefined,
    valid: () => ({
      name: 'Ok',
      email: `ok${Math.random()}@example.com`,
      password: 'segredo123',
      btc_address: REGTEST_ADDRESS,
    }),
  },
  'POST /auth/login': {
    method: 'post',
    path: () => '/auth/login',
    token: () => undefined,
    valid: () => ({ email: 'ninguem@example.com', password: 'errada123' }),
  },
  'PUT /user/me': {
    method: 'put',
    path: () => '/user/me',
    token: () => userToken,
    valid: () => ({
      name: 'Ok',
      btc_address: REGTEST_ADDRESS,
      current_password: 'errada',
      new_password: 'novasenha',
    }),
  },
  'POST /api/rifa/admin': {
    method: 'post',
    path: () => '/api/rifa/admin',
    token: () => t.adminToken,
    valid: () => ({
      name: 'R',
      prize_amount: 1000,
      ticket_price: 10,
      total_tickets: 10,
      end_date: new Date(Date.now() + 86_400_000).toISOString(),
      status: 'active',
      min_tickets: 1,
      prize_btc_address: REGTEST_ADDRESS,
      admin_password: ADMIN_PASSWORD,
    }),
  },
  'PUT /api/rifa/:id': {
    method: 'put',
    path: () => `/api/rifa/${raffleId}`,
    token: () => t.adminToken,
    valid: () => ({
      name: 'R',
      end_date: new Date(Date.now() + 86_400_000).toISOString(),
      prize_btc_address: REGTEST_ADDRESS,
      total_tickets: 1000,
      ticket_price: 1000,
      min_tickets: 1,
      status: 'active',
    }),
  },
  'POST /api/transaction': {
    method: 'post',
    path: () => '/api/transaction',
    token: () => userToken,
    // The account consented with its first purchase (beforeAll): the consent fields are no
    // longer read, so they are not fuzzed here (tests/api/purchase-consent.test.ts covers them).
    valid: () => ({ type_tx: 'buy', raffle_id: raffleId, tickets_count: 1, amount: 1000 }),
  },
};

function send(route: RouteCase, body: string, contentType = 'application/json') {
  const token = route.token();
  const request = t.api[route.method](route.path()).set('Content-Type', contentType);
  if (token) request.set(bearer(token));
  return request.send(body);
}

function expectRefusalOrSuccess(status: number, body: unknown, before: string) {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    // {error}, and the field at fault when there is one (a form shows the message beside it).
    const { field, ...rest } = body as { error: unknown; field?: unknown };
    expect(rest).toEqual({ error: expect.any(String) });
    if (field !== undefined) expect(field).toEqual(expect.any(String));
    expect((body as { error: string }).error.length).toBeGreaterThan(3);
    expect(fingerprint()).toBe(before);
  }
}

describe.each(Object.entries(ROUTES))('%s', (_name, route) => {
  const fields = Object.keys(route.valid());

  it.each(
    fields.flatMap((field) =>
      HOSTILE_VALUES.map(([label, value]) => [field, label, value] as const),
    ),
  )('field %s = %s: no 500, refusals leave no trace', async (field, _label, value) => {
    const before = fingerprint();
    const response = await send(route, JSON.stringify({ ...route.valid(), [field]: value }));
    expectRefusalOrSuccess(response.status, response.body, before);
  });

  it.each(fields)('field %s missing: no 500', async (field) => {
    const before = fingerprint();
    const body = route.valid();
    delete body[field];
    const response = await send(route, JSON.stringify(body));
    expectRefusalOrSuccess(response.status, response.body, before);
  });

  it.each([
    ['NaN literal', '{"a": NaN}'],
    ['1e309 (Infinity)', '{"amount": 1e309, "tickets_count": 1e309, "prize_amount": 1e309}'],
    ['truncated JSON', '{"name": "x"'],
    ['JSON string', '"texto"'],
    ['JSON number', '42'],
    ['JSON null', 'null'],
    ['empty body', ''],
    [
      'prototype pollution',
      '{"__proto__": {"is_admin": true}, "constructor": {"prototype": {"is_admin": true}}}',
    ],
    ['duplicated keys', '{"name": "a", "name": {"x": 1}, "amount": 1, "amount": "1"}'],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ])('raw body %s: no 500', async (_label, raw) => {
    const before = fingerprint();
    const response = await send(route, raw);
    expectRefusalOrSuccess(response.status, response.body, before);
  });

  it.each([
    ['text/plain', 'name=x'],
    ['application/x-www-form-urlencoded', 'name=x&amount=1'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--',
    ],
    ['application/json; charset=utf-16', '{}'],
  ])('content type %s: no 500', async (contentType, raw) => {
    const before = fingerprint();
    const response = await send(route, raw, contentType);
    expectRefusalOrSuccess(response.status, response.body, before);
  });

  it('a 1 MB string: 413 with a pt-BR error', async () => {
    const before = fingerprint();
    const response = await send(
      route,
      JSON.stringify({ ...route.valid(), name: 'x'.repeat(1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Corpo da requisição muito grande' });
    expect(fingerprint()).toBe(before);
  });
});

describe('hostile path parameters', () => {
  it.each(HOSTILE_IDS)('id %s on every parameterised route: 404 JSON, never 500', async (id) => {
    for (const [method, path, token] of [
      ['get', `/api/rifa/${id}`, undefined],
      ['put', `/api/rifa/${id}`, t.adminToken],
      ['get', `/api/transaction/${id}`, userToken],
    ] as const) {
      const request = t.api[method](path);
      if (token) request.set(bearer(token));
      const response = await request.send(method === 'put' ? { name: 'x' } : undefined);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
  });

  it('keeps the transaction of another user invisible', async () => {
    const other = await t.register();
    const response = await t.api.get(`/api/transaction/${purchaseId}`).set(bearer(other.token));
    expect(response.status).toBe(404);
  });
});
