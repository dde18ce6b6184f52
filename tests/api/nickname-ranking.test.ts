// docs/decisions/0014-numbers-prizes-packages.md: the public nickname (PUT /user/me `nickname`: the shared name rule, unique
// case-insensitively, never an e-mail; default 'Participante #<id>') and the raffle's buyer
// ranking (GET /api/rifa/:id/ranking: top 10 by paid tickets, nicknames only).
import { describe, expect, it } from 'vitest';
import type { RankingEntry, User } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();

const setNickname = (token: string, nickname: unknown) =>
  t.api.put('/user/me').set(bearer(token)).send({ nickname });

describe('PUT /user/me nickname', () => {
  it('starts null, is set, cleaned and cleared', async () => {
    const { token, user } = await t.register();
    expect(user.nickname).toBeNull();
    const set = await setNickname(token, '  Sortudo   da Vila ');
    expect(set.status).toBe(200);
    expect((set.body as User).nickname).toBe('Sortudo da Vila');
    const cleared = await setNickname(token, null);
    expect((cleared.body as User).nickname).toBeNull();
  });

  it('is unique case-insensitively, accents included, with a pt-BR 409', async () => {
    const ana = await t.register();
    const bia = await t.register();
    expect((await setNickname(ana.token, 'Coração Valente')).status).toBe(200);
    const taken = await setNickname(bia.token, 'CORAÇÃO valente');
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'Este apelido já está em uso; escolha outro' });
    // Setting one's own nickname again is no conflict.
    expect((await setNickname(ana.token, 'coração valente')).status).toBe(200);
  });

  it('refuses control characters, bidi overrides, e-mails and the default of another participant', async () => {
    const { token } = await t.register();
    const refused: [unknown, RegExp][] = [
      ['linha\nnova', /caracteres de controle/],
      ['abc\u202Eexe', /direção do texto/],
      ['ana@example.com', /@/],
      ['Participante #1', /nome padrão/],
      ['x'.repeat(31), /no máximo 30/],
      [42, /texto/],
    ];
    for (const [nickname, message] of refused) {
      const response = await setNickname(token, nickname);
      expect(response.status, String(nickname)).toBe(400);
      expect((response.body as { error: string }).error).toMatch(message);
    }
  });
});

describe('GET /api/rifa/:id/ranking', () => {
  it('lists the top 10 buyers by paid tickets with nicknames, never e-mails or names', async () => {
    const raffle = await t.createRaffle({ total_tickets: 200 });
    const buyers = [];
    for (let i = 0; i < 11; i++) buyers.push(await t.register());
    await setNickname(buyers[0]!.token, 'Maior Comprador');
    // Buyer i buys i + 1 tickets; the 11th buys the most. One unpaid purchase counts nothing.
    for (const [i, buyer] of buyers.entries()) await t.buyPaid(buyer.token, raffle, i + 1);
    await t.buy(buyers[0]!.token, raffle, 20);

    const response = await t.api.get(`/api/rifa/${raffle.id}/ranking`);
    expect(response.status).toBe(200);
    const data = (response.body as { data: RankingEntry[] }).data;
    expect(data).toHaveLength(10);
    expect(data.map((row) => row.tickets)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(data[0]).toEqual({ nickname: `Participante #${buyers[10]!.user.id}`, tickets: 11 });
    expect(data.some((row) => row.nickname === 'Maior Comprador')).toBe(false);
    const text = JSON.stringify(response.body);
    for (const buyer of buyers) {
      expect(text).not.toContain(buyer.user.email);
      expect(text).not.toContain(buyer.user.name);
    }

    // A nickname shows once set (buyer 10 has 10 tickets: second place).
    await setNickname(buyers[9]!.token, 'Vice');
    const again = (await t.api.get(`/api/rifa/${raffle.id}/ranking`)).body as {
      data: RankingEntry[];
    };
    expect(again.data[1]).toEqual({ nickname: 'Vice', tickets: 10 });
  });

  it('is empty for a raffle without sales and 404 for no raffle', async () => {
    const raffle = await t.createRaffle();
    expect((await t.api.get(`/api/rifa/${raffle.id}/ranking`)).body).toEqual({ data: [] });
    const missing = await t.api.get('/api/rifa/999999/ranking');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Rifa não encontrada' });
  });
});
