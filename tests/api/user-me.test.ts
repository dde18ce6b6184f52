// GET/PUT /user/me and the bearer tokens that open it (spec §7, docs/protocols/http-api.md#authentication-and-roles): tampered,
// expired, unsigned or foreign tokens are 401; a password change revokes older tokens.
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import type { User } from '@rifa/shared';
import { MAINNET_ADDRESS, REGTEST_ADDRESS_2 } from '../support/addresses.ts';
import { JWT_SECRET, bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();

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

// docs/protocols/lnurl.md#lightning-address-payouts: the profile's own Lightning Address.
describe('PUT /user/me: lightning_address', () => {
  const put = (token: string, body: Record<string, unknown>) =>
    t.api.put('/user/me').set(bearer(token)).send(body);

  it('starts empty, is saved lower-cased, shown by GET, and cleared by null or ""', async () => {
    const { token, user } = await t.register();
    expect(user.lightning_address).toBeNull();
    const saved = await put(token, { lightning_address: ' Maria@Carteira.Exemplo ' });
    expect(saved.status, saved.text).toBe(200);
    expect((saved.body as User).lightning_address).toBe('maria@carteira.exemplo');
    const me = (await t.api.get('/user/me').set(bearer(token))).body as User;
    expect(me.lightning_address).toBe('maria@carteira.exemplo');
    // Other fields leave it alone.
    expect((await put(token, { name: 'Maria' })).body.lightning_address).toBe(
      'maria@carteira.exemplo',
    );
    expect((await put(token, { lightning_address: null })).body.lightning_address).toBeNull();
    await put(token, { lightning_address: 'ana@pay.exemplo' });
    expect((await put(token, { lightning_address: '' })).body.lightning_address).toBeNull();
  });

  it.each([
    ['maria', 'use o formato nome@domínio'],
    ['ma ria@carteira.exemplo', 'só pode ter letras minúsculas'],
    ['maria@127.0.0.1', 'não um endereço IP'],
    ['maria@carteira.exemplo:8443', 'não pode ter porta'],
    ['maria@localhost', 'não é um domínio válido'],
    [`${'a'.repeat(320)}@x.co`, 'no máximo 320 caracteres'],
    [42, 'Lightning Address deve ser um texto'],
  ])('refuses %j in pt-BR, naming the field, and keeps the saved one', async (value, why) => {
    const { token } = await t.register();
    await put(token, { lightning_address: 'ana@pay.exemplo' });
    const response = await put(token, { lightning_address: value, name: 'Outro Nome' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('lightning_address');
    expect(response.body.error).toContain(why);
    const me = (await t.api.get('/user/me').set(bearer(token))).body as User;
    expect(me).toMatchObject({ lightning_address: 'ana@pay.exemplo' });
    expect(me.name).not.toBe('Outro Nome');
  });
});
