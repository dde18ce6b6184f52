// docs/protocols/accounts.md#erased-accounts, over real HTTP: an erased account's e-mail becomes a
// placeholder under .invalid. Nobody may register, set or recover with an address there, so
// nobody can take a placeholder first and make the owner's DELETE /user/me fail (it was a 500),
// and two erasures never collide. Rows erased by earlier versions stay as they are.
import { describe, expect, it } from 'vitest';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-erased-email-' });

const RESERVED = { error: 'E-mail inválido: endereços terminados em .invalid são reservados' };
const PLACEHOLDER = /^conta-apagada-(\d+)-[0-9a-f]{16}@apagado\.invalid$/;

const emailOf = (id: number) =>
  t.store.db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(id) as string;
/** The id SQLite gives the next account (the highest plus one). */
const nextId = () =>
  t.store.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM users').pluck().get() as number;
const remove = (token: string) =>
  t.api.delete('/user/me').set(bearer(token)).send({ password: 'segredo123' });
const registerAs = (email: string) =>
  t.api.post('/auth/register').send({
    name: 'Invasor',
    email,
    password: 'segredo123',
    btc_address: REGTEST_ADDRESS,
  });

describe('e-mails at .invalid', () => {
  it.each([
    'conta-apagada-1@apagado.invalid',
    'conta-apagada-7-0123456789abcdef@apagado.invalid',
    'Conta-Apagada-3@Apagado.INVALID',
    'alguem@exemplo.invalid.',
    '  alguem@sub.dominio.invalid  ',
  ])('registering %j is a 400 in pt-BR', async (email) => {
    const response = await registerAs(email);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(RESERVED);
  });

  it('a profile edit to one is a 400, and the e-mail stays', async () => {
    const { token, user } = await t.register();
    const response = await t.api
      .put('/user/me')
      .set(bearer(token))
      .send({ email: `conta-apagada-${user.id}@apagado.invalid`, name: 'Outro Nome' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(RESERVED);
    expect(emailOf(user.id)).toBe(user.email);
    expect((await t.api.get('/user/me').set(bearer(token))).body.name).toBe(user.name);
  });

  it('a recovery with one is a 400', async () => {
    const response = await t.api.post('/auth/recover').send({
      email: 'conta-apagada-1@apagado.invalid',
      code: 'AAAA-BBBB-CCCC-DDDD-EEEE',
      new_password: 'nova-senha',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(RESERVED);
  });
});

describe('DELETE /user/me', () => {
  it('succeeds after someone tried to register the placeholder first', async () => {
    const id = nextId();
    // Today's attempt is refused…
    expect((await registerAs(`conta-apagada-${id}@apagado.invalid`)).status).toBe(400);
    const owner = await t.register();
    expect(owner.user.id).toBe(id);
    // …and an account a version without the rule let someone open there blocks nothing.
    t.store.db
      .prepare(
        `INSERT INTO users (email, name, btc_address, password_hash, is_admin, token_version, created_at, updated_at)
         VALUES (?, 'Invasor', '', '!', 0, 1, ?, ?)`,
      )
      .run(
        `conta-apagada-${id}@apagado.invalid`,
        new Date().toISOString(),
        new Date().toISOString(),
      );

    const response = await remove(owner.token);
    expect(response.status).toBe(204);
    expect(emailOf(id)).toMatch(PLACEHOLDER);
    expect(PLACEHOLDER.exec(emailOf(id))?.[1]).toBe(String(id));
  });

  it('two erasures never collide, and neither placeholder can be registered or log in', async () => {
    const ana = await t.register();
    const bia = await t.register();
    expect((await remove(ana.token)).status).toBe(204);
    expect((await remove(bia.token)).status).toBe(204);
    const placeholders = [emailOf(ana.user.id), emailOf(bia.user.id)];
    for (const placeholder of placeholders) expect(placeholder).toMatch(PLACEHOLDER);
    expect(new Set(placeholders).size).toBe(2);
    for (const placeholder of placeholders) {
      const taken = await registerAs(placeholder);
      expect(taken.status).toBe(400);
      expect(taken.body).toEqual(RESERVED);
      const login = await t.api
        .post('/auth/login')
        .send({ email: placeholder, password: 'segredo123' });
      expect(login.status).toBe(401);
    }
  });

  it('rows erased by an earlier version keep their placeholder and block nobody', async () => {
    const old = await t.register();
    // What an earlier version wrote at erasure.
    t.store.db
      .prepare(
        `UPDATE users SET email = 'conta-apagada-' || id || '@apagado.invalid', name = 'Conta apagada',
                password_hash = '!', deleted_at = ? WHERE id = ?`,
      )
      .run(new Date().toISOString(), old.user.id);
    const next = await t.register();
    expect((await remove(next.token)).status).toBe(204);
    expect(emailOf(old.user.id)).toBe(`conta-apagada-${old.user.id}@apagado.invalid`);
    expect(emailOf(next.user.id)).toMatch(PLACEHOLDER);
  });
});
