// docs/decisions/0014-numbers-prizes-packages.md, LGPD: GET /user/me/data exports everything the app holds about the account (and
// nothing of anyone else); DELETE /user/me erases e-mail, name, address and nickname, keeps
// what a draw or payout needs (tickets, payment hashes, the draw and payout rows) without
// personal data, asks to confirm when a prize or refund is unpaid, and never deletes the admin.
import { describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { REGTEST_ADDRESS_2 as ADDRESS } from '../support/addresses.ts';
import { ADMIN_PASSWORD, bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();
const NOW = new Date().toISOString();

/** A drawn raffle won by `userId`'s ticket 1, with its prize payout in `status`. */
function recordWin(raffle: Raffle, userId: number, status: string) {
  const db = t.store.db;
  db.prepare(
    `INSERT INTO draws (raffle_id, status, tickets_count, tickets_hash, closed_at, confirmations_required,
       block_height, block_hash, digest, n, winning_index, winning_ticket, winner_user_id, winner_address, drawn_at)
     VALUES (?, 'drawn', 1, ?, ?, 1, 100, ?, ?, '1', 0, 1, ?, ?, ?)`,
  ).run(raffle.id, 'aa'.repeat(32), NOW, 'bb'.repeat(32), 'cc'.repeat(32), userId, ADDRESS, NOW);
  // Several prizes (migration 4): the winner's row and the payout's position.
  const severalPrizes = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'draw_winners'")
    .get();
  if (severalPrizes) {
    db.prepare(
      `INSERT INTO draw_winners (raffle_id, position, digest, n, tickets_count, winning_index, ticket, user_id, address)
       VALUES (?, 1, ?, '1', 1, 0, 1, ?, ?)`,
    ).run(raffle.id, 'cc'.repeat(32), userId, ADDRESS);
  }
  db.prepare(
    `INSERT INTO payouts (raffle_id, kind, label, status, amount, address, user_id, created_at, updated_at)
     VALUES (?, 'prize', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(raffle.id, `teste:${raffle.id}`, status, raffle.prize_amount, ADDRESS, userId, NOW, NOW);
  if (severalPrizes)
    db.prepare('UPDATE payouts SET position = 1 WHERE label = ?').run(`teste:${raffle.id}`);
}

/** Every row that mentions the user in the draw and payout tables, as text. */
const recordsOf = (userId: number) =>
  JSON.stringify(
    [
      'draws WHERE winner_user_id = ?',
      'payouts WHERE user_id = ?',
      'refunds WHERE user_id = ?',
    ].map((from) => t.store.db.prepare(`SELECT * FROM ${from}`).all(userId)),
  );

const remove = (token: string, body: Record<string, unknown>) =>
  t.api.delete('/user/me').set(bearer(token)).send(body);

describe('GET /user/me/data', () => {
  it("holds the profile, purchases, tickets, wins and payouts — and no other user's data", async () => {
    const ana = await t.register({ name: 'Ana Exportada' });
    const bia = await t.register({ name: 'Bia Vizinha' });
    const raffle = await t.createRaffle();
    const paid = await t.buyPaid(ana.token, raffle, 2);
    const biaPaid = await t.buyPaid(bia.token, raffle, 3);
    recordWin(raffle, ana.user.id, 'sent');

    const response = await t.api.get('/user/me/data').set(bearer(ana.token));
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    type Rows = Record<string, unknown>[];
    const data = response.body as Record<
      'purchases' | 'tickets' | 'wins' | 'payouts' | 'refunds',
      Rows
    > & {
      profile: { email: string };
    };
    expect(data.profile.email).toBe(ana.user.email);
    expect(data.purchases.map((p) => p.payment_hash)).toEqual([paid.payment_hash]);
    expect(data.tickets).toHaveLength(2);
    expect(data.wins).toEqual([
      expect.objectContaining({ raffle_id: raffle.id, winning_ticket: 1 }),
    ]);
    expect(data.payouts).toEqual([expect.objectContaining({ kind: 'prize', status: 'sent' })]);
    expect(data.refunds).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(bia.user.email);
    expect(text).not.toContain('Bia Vizinha');
    expect(text).not.toContain(biaPaid.payment_hash);
    expect(text).not.toMatch(/password|recovery_code|scrypt/);
    expect((await t.api.get('/user/me/data')).status).toBe(401);
  });
});

describe('DELETE /user/me', () => {
  it('erases the personal data and keeps tickets, the draw and the payout without it', async () => {
    const ana = await t.register({ name: 'Ana Apagada', btc_address: ADDRESS });
    await t.api.put('/user/me').set(bearer(ana.token)).send({ nickname: 'Ana Sorte' });
    const raffle = await t.createRaffle();
    const paid = await t.buyPaid(ana.token, raffle, 1);
    recordWin(raffle, ana.user.id, 'sent');

    const wrong = await remove(ana.token, { password: 'errada' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Senha incorreta' });
    expect((await remove(ana.token, { password: 'segredo123' })).status).toBe(204);

    expect((await t.api.get('/user/me').set(bearer(ana.token))).status).toBe(401);
    expect(
      (await t.api.post('/auth/login').send({ email: ana.user.email, password: 'segredo123' }))
        .status,
    ).toBe(401);
    const row = t.store.db.prepare('SELECT * FROM users WHERE id = ?').get(ana.user.id) as Record<
      string,
      unknown
    >;
    const text = JSON.stringify(row);
    for (const personal of [ana.user.email, 'Ana Apagada', 'Ana Sorte', ADDRESS]) {
      expect(text).not.toContain(personal);
    }
    expect(row.deleted_at).not.toBeNull();
    // The paid prize's records stay, without the address it was paid to.
    expect(recordsOf(ana.user.id)).not.toContain(ADDRESS);
    // What the draw and the payout need stays.
    const ticket = t.store.db
      .prepare('SELECT * FROM tickets WHERE user_id = ?')
      .get(ana.user.id) as { payment_hash: string };
    expect(ticket.payment_hash).toBe(paid.payment_hash);
    expect(
      t.store.db
        .prepare('SELECT winning_ticket FROM draws WHERE raffle_id = ?')
        .pluck()
        .get(raffle.id),
    ).toBe(1);
    expect(
      t.store.db
        .prepare("SELECT status FROM payouts WHERE raffle_id = ? AND kind = 'prize'")
        .pluck()
        .get(raffle.id),
    ).toBe('sent');
    // The ranking shows the default name, never the erased one.
    const ranking = (await t.api.get(`/api/rifa/${raffle.id}/ranking`)).body as {
      data: { nickname: string }[];
    };
    expect(ranking.data).toEqual([{ nickname: `Participante #${ana.user.id}`, tickets: 1 }]);
  });

  it('says what an unpaid prize gives up and deletes only when confirmed', async () => {
    const ana = await t.register();
    const raffle = await t.createRaffle({ prize_amount: 50_000 });
    await t.buyPaid(ana.token, raffle, 1);
    recordWin(raffle, ana.user.id, 'awaiting_balance');
    const asked = await remove(ana.token, { password: 'segredo123' });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'unpaid_claims' });
    expect((asked.body as { error: string }).error).toMatch(
      /1 prêmio ainda não pago.*50\.000 sats.*abre mão/,
    );
    expect((await t.api.get('/user/me').set(bearer(ana.token))).status).toBe(200);
    expect((await remove(ana.token, { password: 'segredo123', confirm: true })).status).toBe(204);
  });

  it('refuses the admin account', async () => {
    const response = await remove(t.adminToken, { password: ADMIN_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'A conta do administrador não pode ser apagada' });
  });
});
