// POST /auth/register, POST /auth/login, GET/PUT /user/me (spec §7, DESIGN.md §6).
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, User } from '@rifa/shared';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  JWT_SECRET,
  MAINNET_ADDRESS,
  REGTEST_ADDRESS,
  REGTEST_ADDRESS_2,
  bearer,
  startTestApp,
  type TestApp,
} from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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

describe('login rate limits', () => {
  it('locks an account after repeated failures, from any IP (429)', async () => {
    const limited = await startTestApp({
      loginLimits: { perIp: 1000, perAccount: 3, windowMs: 60_000, registrationsPerIp: 100 },
    });
    try {
      const user = await limited.register();
      for (let i = 0; i < 3; i++) {
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
      expect(blocked.body.error).toMatch(/Muitas tentativas/);
    } finally {
      await limited.close();
    }
  });

  it('limits one IP trying many accounts (429)', async () => {
    const limited = await startTestApp({
      loginLimits: { perIp: 3, perAccount: 1000, windowMs: 60_000, registrationsPerIp: 100 },
    });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await limited.api
          .post('/auth/login')
          .set('X-Forwarded-For', '10.1.1.1')
          .send({ email: `x${i}@example.com`, password: 'errada' });
        expect(r.status).toBe(401);
      }
      const blocked = await limited.api
        .post('/auth/login')
        .set('X-Forwarded-For', '10.1.1.1')
        .send({ email: 'y@example.com', password: 'errada' });
      expect(blocked.status).toBe(429);
      // Another client (a different IP behind the one trusted proxy) is not affected.
      const other = await limited.api
        .post('/auth/login')
        .set('X-Forwarded-For', '10.1.1.2')
        .send({ email: 'y@example.com', password: 'errada' });
      expect(other.status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /user/me and bearer tokens', () => {
  it('returns the profile for a valid token', async () => {
    const { token, user } = await t.register();
    const response = await t.api.get('/user/me').set(bearer(token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(user);
  });

  it('answers 401 without a token', async () => {
    const response = await t.api.get('/user/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Token de acesso não fornecido' });
  });

  it('answers 401 for a tampered token', async () => {
    const { token } = await t.register();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const response = await t.api.get('/user/me').set(bearer(`${header}.${forged}.${signature}`));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Token inválido ou expirado' });
  });

  // Forged tokens carry the account's real token version, so only the part under test differs.
  const tvOf = (token: string) => (jwt.decode(token) as { tv: number }).tv;

  it('answers 401 for an expired token', async () => {
    const { user, token } = await t.register();
    const expired = jwt.sign(
      { tv: tvOf(token), exp: Math.floor(Date.now() / 1000) - 60 },
      JWT_SECRET,
      { algorithm: 'HS256', subject: String(user.id) },
    );
    const response = await t.api.get('/user/me').set(bearer(expired));
    expect(response.status).toBe(401);
    const fresh = jwt.sign({ tv: tvOf(token) }, JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: 60,
      subject: String(user.id),
    });
    expect((await t.api.get('/user/me').set(bearer(fresh))).status).toBe(200);
  });

  it('answers 401 for alg none and for a token signed with another secret', async () => {
    const { user, token } = await t.register();
    const none = jwt.sign({ tv: tvOf(token) }, '', { algorithm: 'none', subject: String(user.id) });
    const other = jwt.sign({ tv: tvOf(token) }, 'outro-segredo-qualquer-com-32-caracteres', {
      algorithm: 'HS256',
      subject: String(user.id),
    });
    expect((await t.api.get('/user/me').set(bearer(none))).status).toBe(401);
    expect((await t.api.get('/user/me').set(bearer(other))).status).toBe(401);
    expect((await t.api.get('/user/me').set('Authorization', 'Basic abc')).status).toBe(401);
  });
});

describe('PUT /user/me', () => {
  it('updates name and btc_address and returns the updated user', async () => {
    const { token } = await t.register();
    const response = await t.api
      .put('/user/me')
      .set(bearer(token))
      .send({ name: 'Novo Nome', btc_address: REGTEST_ADDRESS_2 });
    expect(response.status).toBe(200);
    expect((response.body as User).name).toBe('Novo Nome');
    expect((response.body as User).btc_address).toBe(REGTEST_ADDRESS_2);
  });

  it.each([
    ['blank name', { name: '' }, 'Nome é obrigatório'],
    [
      'address of another network',
      { btc_address: MAINNET_ADDRESS },
      'Endereço Bitcoin inválido para a rede regtest',
    ],
    [
      'new password without the current one',
      { new_password: 'novasenha' },
      'Informe a senha atual para definir uma nova senha',
    ],
    [
      'new password too short',
      { new_password: '123', current_password: 'segredo123' },
      'Nova senha deve ter pelo menos 6 caracteres',
    ],
    [
      'wrong current password',
      { new_password: 'novasenha', current_password: 'errada' },
      'Senha atual incorreta',
    ],
    ['nothing but unknown keys', { is_admin: true }, null],
  ])('refuses %s', async (_case, body, message) => {
    const { token, user } = await t.register();
    const response = await t.api.put('/user/me').set(bearer(token)).send(body);
    if (message === null) {
      // Unknown keys are ignored: nobody becomes admin through their profile.
      expect(response.status).toBe(200);
      expect(response.body.is_admin).toBe(false);
      expect(response.body).toEqual(user);
      return;
    }
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('changes the password with the current one, revokes older tokens and returns a new one', async () => {
    const registered = await t.register();
    const response = await t.api
      .put('/user/me')
      .set(bearer(registered.token))
      .send({ current_password: 'segredo123', new_password: 'outrasenha' });
    expect(response.status).toBe(200);
    const fresh = response.headers['x-auth-token'];
    expect(typeof fresh).toBe('string');
    expect((await t.api.get('/user/me').set(bearer(registered.token))).status).toBe(401);
    expect((await t.api.get('/user/me').set(bearer(fresh as string))).status).toBe(200);
    const login = await t.api
      .post('/auth/login')
      .send({ email: registered.user.email, password: 'outrasenha' });
    expect(login.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.api.put('/user/me').send({ name: 'x' })).status).toBe(401);
  });
});
