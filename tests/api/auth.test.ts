// POST /auth/register, POST /auth/login and the login limits (spec §7, docs/protocols/http-api.md#authentication-and-roles, docs/protocols/limits.md).
// The profile and the tokens: user-me.test.ts.
import { describe, expect, it } from 'vitest';
import type { AuthResponse } from '@rifa/shared';
import { MAINNET_ADDRESS, REGTEST_ADDRESS } from '../support/addresses.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  PRODUCTION_LIMITS,
  startTestApp,
} from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();

const valid = () => ({
  name: 'Ana Souza',
  email: `ana-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'segredo123',
  btc_address: REGTEST_ADDRESS,
});

describe('POST /auth/register', () => {
  it('creates the account and returns a token and the user with every spec §3 field', async () => {
    const body = valid();
    const response = await t.api.post('/auth/register').send(body);
    expect(response.status).toBe(201);
    const { token, user } = response.body as AuthResponse;
    expect(typeof token).toBe('string');
    expect(user).toMatchObject({
      email: body.email,
      name: 'Ana Souza',
      btc_address: REGTEST_ADDRESS,
      is_admin: false,
      total_won: 0,
      active_tickets: 0,
      won_tickets: 0,
    });
    expect(new Date(user.created_at).toString()).not.toBe('Invalid Date');
    expect(JSON.stringify(response.body)).not.toMatch(/password|scrypt/);
  });

  it.each([
    ['name missing', { name: undefined }, 'Nome é obrigatório'],
    ['name blank', { name: '   ' }, 'Nome é obrigatório'],
    ['name too long', { name: 'x'.repeat(101) }, 'Nome deve ter no máximo 100 caracteres'],
    ['email missing', { email: undefined }, 'E-mail é obrigatório'],
    ['email invalid', { email: 'sem-arroba' }, 'E-mail inválido'],
    ['btc_address missing', { btc_address: undefined }, 'Endereço Bitcoin é obrigatório'],
    [
      'btc_address of another network',
      { btc_address: MAINNET_ADDRESS },
      'Endereço Bitcoin inválido para a rede regtest',
    ],
    [
      'btc_address garbage',
      { btc_address: 'not-an-address' },
      'Endereço Bitcoin inválido para a rede regtest',
    ],
    ['password missing', { password: undefined }, 'Senha é obrigatória'],
    ['password shorter than 6', { password: '12345' }, 'Senha deve ter pelo menos 6 caracteres'],
    ['password not a string', { password: 123456 }, 'Senha é obrigatória'],
  ])('refuses %s with 400 and a pt-BR message', async (_case, override, message) => {
    const response = await t.api.post('/auth/register').send({ ...valid(), ...override });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('refuses a body that is not an object', async () => {
    const response = await t.api
      .post('/auth/register')
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Corpo da requisição deve ser um objeto JSON');
  });

  it('treats e-mails case-insensitively: the same address in capitals is a 409', async () => {
    const body = valid();
    expect((await t.api.post('/auth/register').send(body)).status).toBe(201);
    const again = await t.api
      .post('/auth/register')
      .send({ ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'E-mail já cadastrado' });
  });
});

describe('POST /auth/login', () => {
  it('logs in with the e-mail in any case and returns token and user', async () => {
    const body = valid();
    await t.api.post('/auth/register').send(body);
    const response = await t.api
      .post('/auth/login')
      .send({ email: body.email.toUpperCase(), password: body.password });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(body.email);
    const me = await t.api.get('/user/me').set(bearer(response.body.token));
    expect(me.status).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const body = valid();
    await t.api.post('/auth/register').send(body);
    const wrong = await t.api
      .post('/auth/login')
      .send({ email: body.email, password: 'errada123' });
    const unknown = await t.api
      .post('/auth/login')
      .send({ email: 'ninguem@example.com', password: 'errada123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Credenciais inválidas' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['email missing', { password: 'x' }],
    ['password missing', { email: 'a@b.com' }],
    ['email not a string', { email: 42, password: 'x' }],
  ])('refuses %s with 400', async (_case, body) => {
    const response = await t.api.post('/auth/login').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'E-mail e senha são obrigatórios' });
  });

  it('logs in the bootstrap admin, who is marked is_admin', async () => {
    const response = await t.api
      .post('/auth/login')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user.is_admin).toBe(true);
  });
});

describe('login limits (docs/protocols/limits.md: per account, never per address)', () => {
  it('slows an account after 5 wrong passwords, whatever X-Forwarded-For says (429)', async () => {
    const limited = await startTestApp({ authLimits: PRODUCTION_LIMITS });
    try {
      const user = await limited.register();
      for (let i = 0; i < 5; i++) {
        const r = await limited.api
          .post('/auth/login')
          .set('X-Forwarded-For', `10.0.0.${i}`)
          .send({ email: user.user.email, password: 'errada' });
        expect(r.status).toBe(401);
      }
      const blocked = await limited.api
        .post('/auth/login')
        .set('X-Forwarded-For', '10.0.0.99')
        .send({ email: user.user.email, password: 'segredo123' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toMatch(
        /^Muitas tentativas .* Tente novamente em \d+ segundos?\.$/,
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });

  it('never limits an address: one client failing on 40 accounts gets 401 every time', async () => {
    const limited = await startTestApp({ authLimits: PRODUCTION_LIMITS });
    try {
      for (let i = 0; i < 40; i++) {
        const r = await limited.api
          .post('/auth/login')
          .send({ email: `x${i}@example.com`, password: 'errada' });
        expect(r.status).toBe(401);
      }
    } finally {
      await limited.close();
    }
  });
});
