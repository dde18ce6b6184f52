// docs/protocols/accounts.md#nicknames, over real HTTP: nicknames that only look like another's
// (Cyrillic, full-width, invisible characters, I for l) are the same nickname (409); the
// organiser's words and the admin's nickname, in any disguise, and look-alikes of a default
// 'Participante #<id>' are a 400 in pt-BR; none of it is ever a 500. Nicknames stored by an
// earlier version are re-keyed at start, and the later of two look-alikes is cleared.
import { describe, expect, it } from 'vitest';
import type { RankingEntry } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-nickname-look-alikes-' });

const ORGANISER = { error: 'Apelido não pode imitar o organizador da rifa' };
const DEFAULT = { error: 'Apelido não pode imitar o nome padrão de outro participante' };
const TAKEN = { error: 'Este apelido já está em uso; escolha outro' };

const setNickname = (token: string, nickname: unknown) =>
  t.api.put('/user/me').set(bearer(token)).send({ nickname });
const nicknameOf = (id: number) =>
  t.store.db.prepare('SELECT nickname FROM users WHERE id = ?').pluck().get(id) as string | null;

describe("the organiser's words", () => {
  it.each([
    ['Cyrillic А', '\u0410dmin'],
    ['capitals', 'ADMIN'],
    ['a zero-width space', 'Ad\u200Bmin'],
    ['a variation selector', 'Admin\uFE0F'],
    ['full-width letters', 'Ｏｒｇａｎｉｚａｄｏｒ'],
    ['the word itself', 'Administrador'],
    ['a word inside', 'Suporte da Rifa'],
    ['the app’s name', 'Rifa Relampago'],
    ['Cyrillic letters', '\u041Cod\u0435r\u0430dor'],
  ])('%s (%j) is a 400', async (_case, nickname) => {
    const { token } = await t.register();
    const response = await setNickname(token, nickname);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(ORGANISER);
  });

  it('the admin may use them, and their nickname is then theirs alone', async () => {
    const admin = await setNickname(t.adminToken, 'Organizador Carlos');
    expect(admin.status).toBe(200);
    const { token } = await t.register();
    for (const nickname of ['Organizador Carlos', 'organizador.carlos', 'Carlos']) {
      const response = await setNickname(token, nickname);
      if (nickname === 'Carlos') expect(response.status).toBe(200);
      else expect(response.status, nickname).toBe(400);
    }
    // A plain nickname for the admin: a participant's look-alike of it is refused.
    expect((await setNickname(t.adminToken, 'Carlos Rifas')).status).toBe(200);
    const other = await t.register();
    const lookAlike = await setNickname(other.token, 'C\u0430rlos Rif\u0430s!');
    expect(lookAlike.status).toBe(400);
    expect(lookAlike.body).toEqual(ORGANISER);
    expect((await setNickname(t.adminToken, null)).status).toBe(200);
  });
});

describe("another participant's default name", () => {
  it.each(['Participante #12', 'Participante #１２', 'PARTICIPANTE 12', 'Participante #l2'])(
    '%j is a 400',
    async (nickname) => {
      const { token } = await t.register();
      const response = await setNickname(token, nickname);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(DEFAULT);
    },
  );
});

describe('look-alike nicknames', () => {
  it.each([
    ['Cyrillic letters', 'Joao', '\u0408\u043E\u0430\u043E'],
    ['capital I for small l', 'Alice', 'AIice'],
    ['full-width letters', 'Bruno', 'Ｂｒｕｎｏ'],
    ['an invisible character', 'Sortudo', 'Sor\u200Btudo\u00AD'],
    ['capitals in Cyrillic', 'Вова', 'ВОВА'],
  ])('%s: %j then %j is a 409', async (_case, first, second) => {
    const ana = await t.register();
    const bia = await t.register();
    const suffix = ` ${ana.user.id}`;
    expect((await setNickname(ana.token, first + suffix)).status).toBe(200);
    const response = await setNickname(bia.token, second + suffix);
    expect(response.status).toBe(409);
    expect(response.body).toEqual(TAKEN);
    // Its owner may type it again in another disguise.
    expect((await setNickname(ana.token, second + suffix)).status).toBe(200);
  });
});

it('no participant path answers 500 to these inputs', async () => {
  const hostile = [
    '\u0410dmin',
    'Ad\u200Bmin',
    'Participante #１２',
    '\u200B\u200C\u200D',
    '\uFE0F\uFE0F',
    '\u2800',
    'ǅ𝐀\u0345\u0328',
    'x'.repeat(500),
    '@'.repeat(40),
    'conta-apagada-1@apagado.invalid',
  ];
  const { token } = await t.register();
  for (const value of hostile) {
    const responses = await Promise.all([
      setNickname(token, value),
      t.api.put('/user/me').set(bearer(token)).send({ email: value, name: value }),
      t.api.post('/auth/register').send({
        name: value,
        email: value,
        password: 'segredo123',
        btc_address: value,
      }),
      t.api.post('/auth/recover').send({ email: value, code: value, new_password: value }),
      t.api.post('/auth/login').send({ email: value, password: value }),
    ]);
    for (const response of responses) expect(response.status, value).toBeLessThan(500);
  }
});

it('an earlier version’s nicknames are re-keyed at start; the later look-alike is cleared', async () => {
  const joao = await t.register();
  const impostor = await t.register();
  const fakeAdmin = await t.register();
  const fakeDefault = await t.register();
  const plain = await t.register();
  // What an earlier version stored: the nickname and its lower-cased form as the key.
  const store = t.store.db.prepare('UPDATE users SET nickname = ?, nickname_key = ? WHERE id = ?');
  const rows: [number, string][] = [
    [joao.user.id, 'Joao Antigo'],
    [impostor.user.id, '\u0408\u043E\u0430\u043E Antigo'],
    [fakeAdmin.user.id, '\u0410dmin'],
    [fakeDefault.user.id, 'Participante #１'],
    [plain.user.id, 'Sortudo Antigo'],
  ];
  for (const [id, nickname] of rows) store.run(nickname, nickname.toLowerCase(), id);

  await t.restart();

  expect(nicknameOf(joao.user.id)).toBe('Joao Antigo');
  expect(nicknameOf(plain.user.id)).toBe('Sortudo Antigo');
  for (const cleared of [impostor, fakeAdmin, fakeDefault]) {
    expect(nicknameOf(cleared.user.id)).toBeNull();
  }
  // The key is the new one: the impostor cannot take it back, the owner keeps it.
  const login = async (email: string) =>
    (await t.api.post('/auth/login').send({ email, password: 'segredo123' })).body.token as string;
  const impostorToken = await login(impostor.user.email);
  expect((await setNickname(impostorToken, '\u0408\u043E\u0430\u043E Antigo')).status).toBe(409);
  expect((await setNickname(await login(joao.user.email), 'JOAO ANTIGO')).status).toBe(200);

  // The ranking shows the cleared one by its default name.
  const raffle = await t.createRaffle();
  await t.buyPaid(impostorToken, raffle, 1);
  const ranking = (await t.api.get(`/api/rifa/${raffle.id}/ranking`)).body as {
    data: RankingEntry[];
  };
  expect(ranking.data).toEqual([{ nickname: `Participante #${impostor.user.id}`, tickets: 1 }]);
});
