import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../features/auth/index.ts';
import { buyApi } from '../features/buy/index.ts';
import { drawProofApi } from '../features/draw-proof/index.ts';
import { participantApi } from '../features/participant/index.ts';
import { raffleAdminApi } from '../features/raffle-admin/index.ts';
import { rafflesApi } from '../features/raffles/index.ts';
import { settingsApi } from '../features/settings/index.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { raffle } from '../test/fixtures.ts';
import { ApiError, onUnauthorized } from './client.ts';

// Spec §7–§8: `{error}` read from a JSON body; 'Erro de conexão' for a non-JSON body;
// otherwise the default message of each call.

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('API client error handling', () => {
  it("a JSON error body's `error` is the message, with its status and code", async () => {
    mockFetch({
      'POST /api/transaction': {
        status: 409,
        json: { error: 'Bilhetes esgotados', code: 'sold_out' },
      },
    });
    const error = await failure(
      buyApi.createPurchase({ type_tx: 'buy', amount: 1, tickets_count: 1, raffle_id: 1 }),
    );
    expect(error.message).toBe('Bilhetes esgotados');
    expect(error.status).toBe(409);
    expect(error.code).toBe('sold_out');
  });

  it("a non-JSON error body → 'Erro de conexão'", async () => {
    mockFetch({ 'GET /api/rifa': { status: 502, text: '<html>Bad Gateway</html>' } });
    expect((await failure(rafflesApi.listRaffles())).message).toBe('Erro de conexão');
  });

  it("an empty error body → 'Erro de conexão'", async () => {
    mockFetch({ 'GET /api/rifa': { status: 500, text: '' } });
    expect((await failure(rafflesApi.listRaffles())).message).toBe('Erro de conexão');
  });

  it("a network failure → 'Erro de conexão'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(rafflesApi.listRaffles());
    expect(error.message).toBe('Erro de conexão');
    expect(error.status).toBe(0);
  });

  it("a 2xx answer that is not JSON (wrong base address) → 'Erro de conexão'", async () => {
    mockFetch({ 'GET /api/rifa': { status: 200, text: '<!doctype html><html></html>' } });
    expect((await failure(rafflesApi.listRaffles())).message).toBe('Erro de conexão');
  });

  // Spec §8 default messages, when the JSON error body has no `error`.
  it.each<[string, string, () => Promise<unknown>, string]>([
    [
      'POST',
      '/auth/register',
      () => authApi.register({ name: 'a', email: 'a@b.c', password: '123456', btc_address: 'x' }),
      'Erro ao registrar usuário',
    ],
    ['POST', '/auth/login', () => authApi.login('a@b.c', 'x'), 'Credenciais inválidas'],
    ['GET', '/user/me', () => authApi.me(), 'Erro ao buscar perfil do usuário'],
    ['PUT', '/user/me', () => authApi.updateMe({ name: 'b' }), 'Erro ao atualizar perfil'],
    ['GET', '/api/rifa', () => rafflesApi.listRaffles(), 'Erro ao buscar rifas'],
    [
      'POST',
      '/api/rifa/admin',
      () =>
        raffleAdminApi.createRaffle({
          name: 'x',
          prize_amount: 1,
          ticket_price: 1,
          total_tickets: 1,
          end_date: 'x',
          status: 'active',
          admin_password: 'x',
        }),
      'Erro ao criar rifa',
    ],
    [
      'PUT',
      '/api/rifa/3',
      () => raffleAdminApi.updateRaffle(3, { status: 'cancelled' }),
      'Erro ao atualizar rifa',
    ],
    [
      'POST',
      '/api/transaction',
      () => buyApi.createPurchase({ type_tx: 'buy', amount: 1, tickets_count: 1, raffle_id: 1 }),
      'Erro ao criar transação',
    ],
    [
      'GET',
      '/api/transaction/user',
      () => participantApi.listMyPurchases(),
      'Erro ao buscar transações',
    ],
    ['GET', '/api/users', () => settingsApi.listUsers(), 'Erro ao buscar usuários'],
    ['GET', '/api/stats', () => settingsApi.stats(), 'Erro ao buscar estatísticas'],
    [
      'GET',
      '/api/rifa/4/draw',
      () => drawProofApi.getDrawProof(4),
      'Erro ao buscar a prova do sorteio',
    ],
    [
      'GET',
      '/api/rifa/4/tickets',
      () => drawProofApi.getDrawTickets('/api/rifa/4/tickets'),
      'Erro ao buscar a lista de bilhetes',
    ],
    ['GET', '/api/user/wins', () => participantApi.listMyWins(), 'Erro ao buscar prêmios'],
    ['GET', '/api/user/refunds', () => participantApi.listMyRefunds(), 'Erro ao buscar reembolsos'],
    ['GET', '/api/admin/payouts', () => raffleAdminApi.listPayouts(), 'Erro ao buscar pagamentos'],
    ['GET', '/api/admin/refunds', () => raffleAdminApi.listRefunds(), 'Erro ao buscar reembolsos'],
    [
      'POST',
      '/api/admin/payouts/3/confirm',
      () => raffleAdminApi.confirmPayout(3),
      'Erro ao confirmar pagamento',
    ],
    [
      'POST',
      '/api/admin/payouts/3/retry',
      () => raffleAdminApi.retryPayout(3),
      'Erro ao reenviar pagamento',
    ],
    [
      'POST',
      '/api/admin/raffles/5/refunds/pay',
      () => raffleAdminApi.payRefunds(5),
      'Erro ao pagar reembolsos',
    ],
    [
      'POST',
      '/api/user/wins/5/lightning',
      () => participantApi.claimPrizeLightning(5, { invoice: 'lnbcrt1' }),
      'Erro ao enviar a fatura Lightning',
    ],
    [
      'POST',
      '/api/user/refunds/5/lightning',
      () => participantApi.claimRefundsLightning(5, { invoice: 'lnbcrt1' }),
      'Erro ao enviar a fatura Lightning',
    ],
    [
      'GET',
      '/api/admin/payout-settings',
      () => settingsApi.getPayoutSettings(),
      'Erro ao buscar as configurações de pagamento',
    ],
    [
      'PUT',
      '/api/admin/payout-settings',
      () => settingsApi.updatePayoutSettings({ mode: 'auto', lightning_threshold: 10_000 }),
      'Erro ao salvar as configurações de pagamento',
    ],
  ])('%s %s defaults to %j', async (method, path, call, message) => {
    mockFetch({ [`${method} ${path}`]: { status: 500, json: {} } });
    expect((await failure(call())).message).toBe(message);
  });
});

describe('API client requests', () => {
  it('sends JSON, the bearer token when logged in and the admin API key when saved', async () => {
    localStorage.setItem('jwt_token', 'tok');
    localStorage.setItem('admin_api_key', 'key');
    const fetch = mockFetch({ 'POST /api/transaction': { status: 201, json: { id: 1 } } });
    await buyApi.createPurchase({
      type_tx: 'buy',
      amount: 2000,
      tickets_count: 2,
      raffle_id: 1,
    });
    const [call] = fetch.calls;
    expect(call?.headers['authorization']).toBe('Bearer tok');
    expect(call?.headers['x-api-key']).toBe('key');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({ type_tx: 'buy', amount: 2000, tickets_count: 2, raffle_id: 1 });
  });

  it('sends neither header when logged out without a key', async () => {
    const fetch = mockFetch({ 'GET /api/rifa': { json: { data: [] } } });
    await rafflesApi.listRaffles();
    expect(fetch.calls[0]?.headers['authorization']).toBeUndefined();
    expect(fetch.calls[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('uses relative URLs by default and the saved api_base_url when set', async () => {
    const fetch = mockFetch({ 'GET /api/rifa': { json: { data: [raffle()] } } });
    expect(await rafflesApi.listRaffles()).toHaveLength(1);
    expect(fetch.calls[0]?.url).toBe('/api/rifa');
    localStorage.setItem('api_base_url', 'http://umbrel.local:3000/ ');
    await rafflesApi.listRaffles();
    expect(fetch.calls[1]?.url).toBe('http://umbrel.local:3000/api/rifa');
  });

  it("a proof's tickets_url: a path goes to the API base, a full URL is used as it is", async () => {
    const fetch = mockFetch({ 'GET /api/rifa/4/tickets': { json: { data: [] } } });
    localStorage.setItem('api_base_url', 'http://umbrel.local:3000');
    await drawProofApi.getDrawTickets('/api/rifa/4/tickets');
    await drawProofApi.getDrawTickets('http://outro.local:8080/api/rifa/4/tickets');
    expect(fetch.calls.map((c) => c.url)).toEqual([
      'http://umbrel.local:3000/api/rifa/4/tickets',
      'http://outro.local:8080/api/rifa/4/tickets',
    ]);
  });

  it('confirming a payout sends the txid only when given', async () => {
    const fetch = mockFetch({ 'POST /api/admin/payouts/3/confirm': { json: {} } });
    await raffleAdminApi.confirmPayout(3, 'ab'.repeat(32));
    await raffleAdminApi.confirmPayout(3);
    expect(fetch.calls.map((c) => c.body)).toEqual([{ txid: 'ab'.repeat(32) }, {}]);
  });

  it('a Lightning claim sends the pasted invoice as {invoice} and returns the payout as it is now', async () => {
    const result = { status: 'sent', amount: 5_000, payment_hash: 'ab', fee: 1, last_error: null };
    const fetch = mockFetch({
      'POST /api/user/wins/5/lightning': { json: result },
      'POST /api/user/refunds/6/lightning': { json: { ...result, status: 'pending' } },
    });
    expect(await participantApi.claimPrizeLightning(5, { invoice: 'lnbcrt50u1p' })).toEqual(result);
    expect((await participantApi.claimRefundsLightning(6, { invoice: 'lnbcrt10u1p' })).status).toBe(
      'pending',
    );
    expect(fetch.calls.map((c) => c.body)).toEqual([
      { invoice: 'lnbcrt50u1p' },
      { invoice: 'lnbcrt10u1p' },
    ]);
  });

  it('payout settings are read with GET and saved whole with PUT', async () => {
    const settings = { mode: 'manual', lightning_threshold: 20_000 } as const;
    const fetch = mockFetch({
      'GET /api/admin/payout-settings': { json: { mode: 'auto', lightning_threshold: 10_000 } },
      'PUT /api/admin/payout-settings': ({ body }) => ({ json: body }),
    });
    expect(await settingsApi.getPayoutSettings()).toEqual({
      mode: 'auto',
      lightning_threshold: 10_000,
    });
    expect(await settingsApi.updatePayoutSettings(settings)).toEqual(settings);
    expect(fetch.callsTo('PUT /api/admin/payout-settings')[0]?.body).toEqual(settings);
  });

  it('a 401 on a call made with the session token notifies the auth state', async () => {
    localStorage.setItem('jwt_token', 'expired');
    mockFetch({ 'GET /api/transaction/user': json({ error: 'Token inválido' }, 401) });
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await failure(participantApi.listMyPurchases());
    off();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('a 401 to a call sent before a password change replaced the token does not', async () => {
    localStorage.setItem('jwt_token', 'antes-da-troca');
    // The old token's call answers after the new session token was stored.
    mockFetch({
      'GET /api/transaction/user': () => {
        localStorage.setItem('jwt_token', 'depois-da-troca');
        return { status: 401, json: { error: 'Token inválido ou expirado' } };
      },
    });
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await failure(participantApi.listMyPurchases());
    off();
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('jwt_token')).toBe('depois-da-troca');
  });

  it('a failed login (no token) does not', async () => {
    mockFetch({ 'POST /auth/login': json({ error: 'Credenciais inválidas' }, 401) });
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    expect((await failure(authApi.login('a@b.c', 'errada'))).message).toBe('Credenciais inválidas');
    off();
    expect(listener).not.toHaveBeenCalled();
  });

  it("'Testar Conexão' returns a success flag with the status, or the error message", async () => {
    const fetch = mockFetch({ 'GET /api/health': { json: { status: 'ok' } } });
    expect(await settingsApi.testConnection('http://x:1')).toMatchObject({
      success: true,
      status: 200,
    });
    expect(fetch.calls[0]?.url).toBe('http://x:1/api/health');
    fetch.on('GET /api/health', { status: 503, json: { error: 'Lightning indisponível' } });
    expect(await settingsApi.testConnection()).toEqual({
      success: false,
      status: 503,
      error: 'Lightning indisponível',
    });
  });
});
