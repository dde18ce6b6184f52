// The hostile-input corpus on the routes hostile-input.test.ts does not reach (docs/decisions/0007-load-faults-attack.md): the
// payout actions (confirm's txid, retry, refunds), the public proof routes, and credentials
// themselves (Authorization and x-api-key headers). Never a 500, always a pt-BR { error },
// and a refused request leaves the database as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { tablesDigest } from '../support/db-digest.ts';
import { movableClock } from '../support/clock.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { HOSTILE_IDS } from './hostile-ids.ts';
import { drawnRaffle, prizeOf } from '../integration/draw-support.ts';

const clock = movableClock();
// Manual payouts: the prize waits for the admin, so confirm has a row to work on.
const t = useTestApp({ clock, payoutMode: 'manual', dirPrefix: 'rifa-hostile-admin-' });
let raffleId: number;
let payoutId: number;
let userToken: string;

beforeAll(async () => {
  userToken = (await t.register()).token;
  const raffle = await drawnRaffle(t, clock, userToken);
  raffleId = raffle.id;
  payoutId = prizeOf(t, raffle.id)!.id;
});

const fingerprint = () => tablesDigest(t.store.db);

function expectPtBrRefusal(status: number, body: unknown) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(body).toEqual({ error: expect.any(String) });
  expect((body as { error: string }).error.length).toBeGreaterThan(3);
}

const HOSTILE_TXIDS: [label: string, value: unknown][] = [
  ['number', 42],
  ['huge number', 2 ** 53 + 2],
  ['array', ['a'.repeat(64)]],
  ['object', { $ne: null }],
  ['true', true],
  ['63 hex', 'a'.repeat(63)],
  ['65 hex', 'a'.repeat(65)],
  ['64 non-hex', 'g'.repeat(64)],
  ['SQL injection', `${'a'.repeat(60)}' OR '1'='1`],
  ['script', '<script>alert(1)</script>'],
  ['RTL and NUL', `\u202E${'a'.repeat(62)}\u0000`],
  ['long string', 'a'.repeat(20_000)],
];

describe('POST /api/admin/payouts/:id/confirm', () => {
  it.each(HOSTILE_TXIDS)('txid %s: 400 in pt-BR, payout untouched', async (_label, txid) => {
    const before = fingerprint();
    const response = await t.api
      .post(`/api/admin/payouts/${payoutId}/confirm`)
      .set(bearer(t.adminToken))
      .send({ txid });
    expectPtBrRefusal(response.status, response.body);
    expect(response.status).toBe(400);
    expect(fingerprint()).toBe(before);
  });

  it.each([
    ['JSON array', '[]'],
    ['JSON string', '"x"'],
    ['duplicated keys', `{"txid": "${'a'.repeat(64)}", "txid": {"x": 1}}`],
  ])('raw body %s: refused in pt-BR, payout untouched', async (_label, raw) => {
    const before = fingerprint();
    const response = await t.api
      .post(`/api/admin/payouts/${payoutId}/confirm`)
      .set(bearer(t.adminToken))
      .set('Content-Type', 'application/json')
      .send(raw);
    expectPtBrRefusal(response.status, response.body);
    expect(fingerprint()).toBe(before);
  });

  it('ignores prototype pollution keys: no txid read from __proto__, no prototype changed', async () => {
    const response = await t.api
      .post(`/api/admin/payouts/${payoutId}/confirm`)
      .set(bearer(t.adminToken))
      .set('Content-Type', 'application/json')
      .send('{"__proto__": {"txid": "x"}, "constructor": {"prototype": {"status": "sent"}}}');
    // No own txid: an ordinary confirmation without one ('manual'), never the polluted 'x'.
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'manual', txid: null });
    expect(({} as Record<string, unknown>).txid).toBeUndefined();
    expect(({} as Record<string, unknown>).status).toBeUndefined();
    t.store.db
      .prepare(`UPDATE payouts SET status = 'awaiting_admin', resolved_by = NULL WHERE id = ?`)
      .run(payoutId);
  });

  it('is refused to a participant and to the API key (a person confirms money moves)', async () => {
    const before = fingerprint();
    const asUser = await t.api
      .post(`/api/admin/payouts/${payoutId}/confirm`)
      .set(bearer(userToken))
      .send({});
    expect(asUser.status).toBe(403);
    const key = (await t.api.post('/api/admin/api-key').set(bearer(t.adminToken))).body
      .api_key as string;
    const withKey = await t.api
      .post(`/api/admin/payouts/${payoutId}/confirm`)
      .set('x-api-key', key)
      .send({});
    expect(withKey.status).toBe(401);
    expect(prizeOf(t, raffleId)!.status).toBe('awaiting_admin');
    expect(fingerprint()).not.toBe(before); // only the new API key row
  });
});

describe('admin routes as a participant', () => {
  it('every admin route answers 403 in pt-BR to a logged-in participant, and nothing changes', async () => {
    const before = fingerprint();
    for (const [method, route] of [
      ['get', '/api/users'],
      ['get', '/api/stats'],
      ['get', '/api/admin/api-key'],
      ['post', '/api/admin/api-key'],
      ['get', '/api/admin/payouts'],
      ['get', '/api/admin/refunds'],
      ['post', `/api/admin/payouts/${payoutId}/confirm`],
      ['post', `/api/admin/payouts/${payoutId}/retry`],
      ['post', `/api/admin/raffles/${raffleId}/refunds/pay`],
      ['post', '/api/rifa/admin'],
      ['put', `/api/rifa/${raffleId}`],
    ] as const) {
      const response = await t.api[method](route)
        .set(bearer(userToken))
        .send(method === 'get' ? undefined : { status: 'cancelled', txid: 'a'.repeat(64) });
      expect(response.status, `${method} ${route}`).toBe(403);
      expect(response.body).toEqual({ error: 'Acesso restrito a administradores' });
    }
    expect(fingerprint()).toBe(before);
  });
});

const IDS = [...HOSTILE_IDS, '999999'];

describe('hostile path parameters on the proof and payout routes', () => {
  it.each(IDS)('id %s: 4xx JSON, never 500, nothing written', async (id) => {
    const before = fingerprint();
    for (const [method, route, token] of [
      ['get', `/api/rifa/${id}/tickets`, undefined],
      ['get', `/api/rifa/${id}/draw`, undefined],
      ['post', `/api/admin/payouts/${id}/confirm`, t.adminToken],
      ['post', `/api/admin/payouts/${id}/retry`, t.adminToken],
      ['post', `/api/admin/raffles/${id}/refunds/pay`, t.adminToken],
    ] as const) {
      const request = t.api[method](route);
      if (token) request.set(bearer(token));
      const response = await request.send(method === 'post' ? { txid: 'a'.repeat(64) } : undefined);
      expectPtBrRefusal(response.status, response.body);
    }
    expect(fingerprint()).toBe(before);
  });
});

describe('hostile bodies on the admin actions without a body', () => {
  it.each([
    ['truncated JSON', 'application/json', '{"a": '],
    ['NaN', 'application/json', '{"a": NaN}'],
    ['form', 'application/x-www-form-urlencoded', 'a=1&__proto__[x]=1'],
    ['1 MB', 'application/json', JSON.stringify({ a: 'x'.repeat(1024 * 1024) })],
  ])(
    '%s on retry, refunds and api-key: no 500, nothing written',
    async (_label, contentType, raw) => {
      const before = fingerprint();
      for (const route of [
        `/api/admin/payouts/${payoutId}/retry`,
        `/api/admin/raffles/${raffleId}/refunds/pay`,
        '/api/admin/api-key',
      ]) {
        const response = await t.api
          .post(route)
          .set(bearer(t.adminToken))
          .set('Content-Type', contentType)
          .send(raw);
        expect(response.status, route).toBeLessThan(500);
        if (contentType === 'application/json') {
          expectPtBrRefusal(response.status, response.body);
          expect(fingerprint()).toBe(before);
        }
      }
    },
  );
});

describe('hostile credentials', () => {
  it.each([
    ['empty bearer', 'Bearer '],
    ['two tokens', 'Bearer a b'],
    ['Basic auth', `Basic ${Buffer.from('admin@rifa.local:senha').toString('base64')}`],
    ['huge token', `Bearer ${'a'.repeat(7_000)}`],
    ['three dots', 'Bearer a.b.c.d'],
    ['JSON header', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.'],
    ['SQL', "Bearer ' OR 1=1 --"],
  ])('Authorization %s: 401 in pt-BR on user and admin routes', async (_label, header) => {
    for (const route of ['/user/me', '/api/users', '/api/transaction/user']) {
      const response = await t.api.get(route).set('Authorization', header);
      expect(response.status, route).toBe(401);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
  });

  it.each([
    ['empty', ' '],
    ['SQL', "' OR 1=1 --"],
    ['huge', 'k'.repeat(7_000)],
    ['unicode', 'chave-\u202E-🎟️'],
  ])('x-api-key %s: 401 in pt-BR', async (_label, key) => {
    const response = await t.api
      .get('/api/users')
      .set('x-api-key', encodeURIComponent(key) === key ? key : encodeURIComponent(key));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});
