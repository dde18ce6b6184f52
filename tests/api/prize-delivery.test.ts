// docs/protocols/prize-delivery.md over real HTTP, SQLite and a real draw on the devnode: the
// winner of a physical prize gives a delivery contact (private: the winner and the admins),
// the organiser marks it shipped with a note and then delivered; each step is validated and
// idempotent; the contact is in the LGPD export and erased with the account.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDelivery, Raffle, UserWin } from '@rifa/shared';
import { closeAndDraw, useDrawApp } from '../integration/draw-support.ts';
import { bearer } from '../support/test-app.ts';

const { t, clock, alice, bob, newRaffle } = useDrawApp('rifa-prize-delivery-');

let raffle: Raffle;
/** Who won the physical prize (position 2), and the other participant. */
let winner: { token: string; id: number };
let other: { token: string; id: number };

const CONTACT = 'Rua das Flores, 123, apto 4\nSão Paulo - SP, 01234-000';

const wins = async (token: string) =>
  ((await t.api.get('/api/user/wins').set(bearer(token))).body as { data: UserWin[] }).data;
const give = (token: string, contact: unknown, position = 2) =>
  t.api.put(`/api/user/wins/${raffle.id}/delivery`).set(bearer(token)).send({ position, contact });
const ship = (body: Record<string, unknown> = {}) =>
  t.api
    .post(`/api/admin/prize-deliveries/${raffle.id}/2/shipped`)
    .set(bearer(t.adminToken))
    .send(body);
const deliver = () =>
  t.api.post(`/api/admin/prize-deliveries/${raffle.id}/2/delivered`).set(bearer(t.adminToken));
const adminList = async () =>
  (
    (await t.api.get('/api/admin/prize-deliveries').set(bearer(t.adminToken))).body as {
      data: AdminDelivery[];
    }
  ).data;

beforeAll(async () => {
  raffle = await newRaffle({
    total_tickets: 5,
    prizes: [{ amount: 1_000 }, { amount: 0, description: 'Camiseta oficial' }],
    prize_amount: 1_000,
  });
  await t.buyPaid(alice.token, raffle, 1);
  await t.buyPaid(bob.token, raffle, 1);
  await closeAndDraw(t, clock, raffle);
  const second = t.store.db
    .prepare('SELECT user_id FROM draw_winners WHERE raffle_id = ? AND position = 2')
    .pluck()
    .get(raffle.id) as number;
  [winner, other] = second === alice.id ? [alice, bob] : [bob, alice];
});

describe('a physical prize on its way', () => {
  it('starts awaiting a contact, with no payout and no Bitcoin address to send sats to', async () => {
    const win = (await wins(winner.token)).find((row) => row.position === 2);
    expect(win).toMatchObject({ prize_amount: 0, prize_description: 'Camiseta oficial' });
    expect(win?.payout_status).toBeNull();
    expect(win?.delivery).toEqual({
      status: 'awaiting_contact',
      contact: null,
      tracking: null,
      contact_at: null,
      shipped_at: null,
      delivered_at: null,
    });
    // A sats prize has no delivery.
    const first = (await wins(alice.token))
      .concat(await wins(bob.token))
      .find((row) => row.position === 1);
    expect(first?.delivery).toBeNull();
  });

  it('refuses an empty, too long or hidden-control contact in pt-BR, and anyone but the winner', async () => {
    expect((await give(winner.token, '   ')).body).toEqual({
      error: 'Contato para entrega é obrigatório',
    });
    expect((await give(winner.token, 'x'.repeat(501))).body).toEqual({
      error: 'Contato para entrega deve ter no máximo 500 caracteres',
    });
    expect((await give(winner.token, 'Rua \u202eA 1')).status).toBe(400);
    expect((await give(winner.token, 'abc')).body.error).toMatch(/pelo menos 5/);
    const stranger = await give(other.token, CONTACT);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: 'Prêmio físico não encontrado' });
    // The sats prize has no delivery either.
    expect((await give(winner.token, CONTACT, 1)).status).toBe(404);
  });

  it('cannot be delivered before it is shipped, nor shipped without a contact or a note', async () => {
    expect((await deliver()).status).toBe(409);
    expect((await deliver()).body.error).toBe(
      'Marque o prêmio como enviado antes de marcar como entregue',
    );
    const noContact = await ship();
    expect(noContact.status).toBe(400);
    expect(noContact.body.error).toMatch(/ainda não informou um contato/);
  });

  it('takes the contact (CRLF as LF, trimmed), idempotently, and changes it until shipped', async () => {
    const given = await give(winner.token, `  ${CONTACT.replace('\n', '\r\n')}  `);
    expect(given.status, given.text).toBe(200);
    expect(given.body).toMatchObject({ status: 'contact_given', contact: CONTACT });
    const again = await give(winner.token, CONTACT);
    expect(again.body.contact_at).toBe(given.body.contact_at);
    const changed = await give(winner.token, `${CONTACT} (portaria)`);
    expect(changed.body.contact).toBe(`${CONTACT} (portaria)`);
  });

  it('is private: the admins see it in the list, the public winners page never does', async () => {
    const row = (await adminList()).find((item) => item.raffle_id === raffle.id);
    expect(row).toMatchObject({ position: 2, status: 'contact_given', account_deleted: false });
    expect(row?.contact).toMatch(/Rua das Flores/);
    expect(JSON.stringify((await t.api.get(`/api/rifa/${raffle.id}`)).body)).not.toMatch(
      /Rua das Flores/,
    );
    expect(JSON.stringify((await t.api.get('/api/ganhadores')).body ?? '')).not.toMatch(
      /Rua das Flores/,
    );
    const asParticipant = await t.api.get('/api/admin/prize-deliveries').set(bearer(winner.token));
    expect(asParticipant.status).toBe(403);
  });

  it('is shipped with a note (again: only the note changes), then the contact is frozen', async () => {
    const shipped = await ship({ tracking: 'Correios BR123456789BR' });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', tracking: 'Correios BR123456789BR' });
    const renoted = await ship({ tracking: 'Correios BR000000000BR' });
    expect(renoted.body.shipped_at).toBe(shipped.body.shipped_at);
    expect(renoted.body.tracking).toBe('Correios BR000000000BR');
    const late = await give(winner.token, 'Outra rua, 9');
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/já foi enviado: para mudar o contato, fale com o organizador/);
  });

  it('is delivered once (a second click changes nothing), and the winner sees each step', async () => {
    const first = await deliver();
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('delivered');
    const second = await deliver();
    expect(second.status).toBe(200);
    expect(second.body.delivered_at).toBe(first.body.delivered_at);
    expect((await ship({ tracking: 'x' })).status).toBe(409);
    const win = (await wins(winner.token)).find((row) => row.position === 2);
    expect(win?.delivery).toMatchObject({
      status: 'delivered',
      tracking: 'Correios BR000000000BR',
    });
    expect(win?.delivery?.shipped_at).toBeTruthy();
  });

  it('is in the LGPD export and its contact is erased with the account', async () => {
    const exported = await t.api.get('/user/me/data').set(bearer(winner.token));
    expect(exported.body.deliveries).toEqual([
      expect.objectContaining({ raffle_id: raffle.id, position: 2, status: 'delivered' }),
    ]);
    expect(exported.body.deliveries[0].contact).toMatch(/Rua das Flores/);
    const erased = await t.api
      .delete('/user/me')
      .set(bearer(winner.token))
      .send({ password: 'segredo123', confirm: true });
    expect(erased.status, erased.text).toBe(204);
    const row = (await adminList()).find((item) => item.raffle_id === raffle.id);
    expect(row).toMatchObject({ status: 'delivered', contact: null, tracking: null });
    expect(row?.account_deleted).toBe(true);
  });
});
