// docs/protocols/prize-delivery.md#claim-links and #deleting-an-account over real HTTP, SQLite
// and the devnode: the deletion confirmation's stakes are counted by the server; a claim link
// made before deleting the account still receives its Lightning prize and refunds after; a
// refund of an erased account without a link is closed by the operator with a reason — never
// a row nobody can act on. Gerenciar learns which refunds an on-chain batch would pay.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminRefund, ClaimLink, DeletionStakes, LinkClaims, Raffle } from '@rifa/shared';
import { drawnRaffle, useDrawApp } from '../integration/draw-support.ts';
import { bearer } from '../support/test-app.ts';

const { t, clock, alice, bob, newRaffle } = useDrawApp('rifa-claim-links-');

let won: Raffle;
let cancelled: Raffle;
let live: Raffle;

const adminRefunds = async () =>
  (
    (await t.api.get('/api/admin/refunds').set(bearer(t.adminToken))).body as {
      data: AdminRefund[];
    }
  ).data.filter((refund) => refund.raffle_id === cancelled.id);

beforeAll(async () => {
  // A 200-sat prize: below the on-chain threshold, paid only to the winner's invoice.
  won = await drawnRaffle(t, clock, alice.token, { name: 'Rifa do troco', prize_amount: 200 });
  cancelled = await newRaffle({ name: 'Rifa cancelada', ticket_price: 1_000 });
  await t.buyPaid(alice.token, cancelled, 2);
  await t.buyPaid(bob.token, cancelled, 1);
  expect((await t.editRaffle(cancelled.id, { status: 'cancelled' })).status).toBe(200);
  live = await newRaffle({ name: 'Rifa aberta' });
  await t.buyPaid(alice.token, live, 3);
});

describe('what deleting the account puts at stake', () => {
  it('counts live tickets, the unpaid prize and the refunds owed', async () => {
    const response = await t.api.get('/user/me/deletion').set(bearer(alice.token));
    expect(response.status).toBe(200);
    const stakes = response.body as DeletionStakes;
    expect(stakes).toMatchObject({ live_tickets: 3, live_raffles: 1, owed: 200 + 2_000 });
    expect(stakes.prizes).toEqual([
      {
        raffle_id: won.id,
        raffle_name: 'Rifa do troco',
        position: 1,
        amount: 200,
        status: 'awaiting_invoice',
      },
    ]);
    expect(stakes.refunds).toEqual([
      { raffle_id: cancelled.id, raffle_name: 'Rifa cancelada', amount: 2_000 },
    ]);
    expect(stakes.physical_prizes).toEqual([]);
    expect((await t.api.get('/user/me/deletion')).status).toBe(401);
  });
});

describe('Gerenciar: how each refund will be paid', () => {
  it('marks refunds below the on-chain threshold as Lightning, so no batch is offered', async () => {
    const rows = await adminRefunds();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.route === 'lightning')).toBe(true);
    const pay = await t.api
      .post(`/api/admin/raffles/${cancelled.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(pay.status).toBe(409);
    expect(pay.body.error).toMatch(/abaixo do limite on-chain/);
  });
});

describe('a claim link outlives the account', () => {
  let link: ClaimLink;

  it('is made for the logged-in account; a newer one replaces it', async () => {
    const first = await t.api.post('/user/me/claim-link').set(bearer(alice.token));
    expect(first.status).toBe(201);
    const second = await t.api.post('/user/me/claim-link').set(bearer(alice.token));
    link = second.body as ClaimLink;
    expect(link.token).not.toBe(first.body.token);
    const old = await t.api.post('/api/claims/lookup').send({ token: first.body.token });
    expect(old.status).toBe(404);
    expect(old.body.error).toBe('Link de resgate inválido ou substituído por outro');
    // Only the hash is kept.
    const stored = t.store.db.prepare('SELECT token_hash FROM claim_links').pluck().all();
    expect(stored).not.toContain(link.token);
    expect((await adminRefunds()).find((row) => row.user_id === alice.id)?.claim_link).toBe(true);
  });

  it('still lists and pays the prize and the refunds after the account is erased', async () => {
    const erased = await t.api
      .delete('/user/me')
      .set(bearer(alice.token))
      .send({ password: 'segredo123', confirm: true });
    expect(erased.status, erased.text).toBe(204);

    const owed = (await t.api.post('/api/claims/lookup').send({ token: link.token }))
      .body as LinkClaims;
    expect(owed.wins.map((win) => [win.raffle_id, win.prize_amount])).toEqual([[won.id, 200]]);
    expect(owed.refunds.map((refund) => refund.amount)).toEqual([2_000]);

    const prizeInvoice = t.devnode.createExternalInvoice({ tokens: 200, description: 'prêmio' });
    const prize = await t.api
      .post('/api/claims/prize')
      .send({ token: link.token, raffle_id: won.id, invoice: prizeInvoice.request });
    expect(prize.status, prize.text).toBe(200);
    expect(prize.body.status).toBe('sent');
    expect(t.devnode.externalInvoice(prizeInvoice.hash).paid).toBe(true);

    const wrongAmount = t.devnode.createExternalInvoice({ tokens: 999, description: 'x' });
    const refused = await t.api
      .post('/api/claims/refunds')
      .send({ token: link.token, raffle_id: cancelled.id, invoice: wrongAmount.request });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/exatamente 2\.000 sats/);

    const refundInvoice = t.devnode.createExternalInvoice({ tokens: 2_000, description: 'r' });
    const refunds = await t.api
      .post('/api/claims/refunds')
      .send({ token: link.token, raffle_id: cancelled.id, invoice: refundInvoice.request });
    expect(refunds.status, refunds.text).toBe(200);
    expect(refunds.body.status).toBe('sent');

    const after = (await t.api.post('/api/claims/lookup').send({ token: link.token }))
      .body as LinkClaims;
    expect(after).toEqual({ wins: [], refunds: [] });
  });

  it('refuses a missing or wrong token in pt-BR', async () => {
    expect((await t.api.post('/api/claims/lookup').send({})).body).toEqual({
      error: 'Link de resgate é obrigatório',
    });
    expect((await t.api.post('/api/claims/lookup').send({ token: 'x'.repeat(43) })).status).toBe(
      404,
    );
  });
});

describe('a refund nobody can receive is closed by the operator', () => {
  it('names an erased account without a link, and closes it with a reason, once', async () => {
    expect(
      (
        await t.api
          .delete('/user/me')
          .set(bearer(bob.token))
          .send({ password: 'segredo123', confirm: true })
      ).status,
    ).toBe(204);
    const row = (await adminRefunds()).find((refund) => refund.user_id === bob.id)!;
    expect(row).toMatchObject({ account_deleted: true, claim_link: false, route: 'lightning' });

    const close = (body: object) =>
      t.api.post(`/api/admin/refunds/${row.id}/close`).set(bearer(t.adminToken)).send(body);
    expect((await close({})).body).toEqual({ error: 'Motivo é obrigatório' });
    const closed = await close({ reason: 'Conta apagada sem link de resgate' });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toMatchObject({
      closed_reason: 'Conta apagada sem link de resgate',
      route: null,
    });
    const again = await close({ reason: 'outro motivo' });
    expect(again.body.closed_reason).toBe('Conta apagada sem link de resgate');
    expect(again.body.closed_at).toBe(closed.body.closed_at);
    // Nothing of that raffle is owed any more: no batch, no claim.
    const pay = await t.api
      .post(`/api/admin/raffles/${cancelled.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(pay.body.error).toBe('Nenhum reembolso pendente nesta rifa');
  });

  it('refuses closing a refund already in a payout, and one that does not exist', async () => {
    const paid = (await adminRefunds()).find((refund) => refund.user_id === alice.id)!;
    const inPayout = await t.api
      .post(`/api/admin/refunds/${paid.id}/close`)
      .set(bearer(t.adminToken))
      .send({ reason: 'engano' });
    expect(inPayout.status).toBe(409);
    expect(
      (
        await t.api
          .post('/api/admin/refunds/999999/close')
          .set(bearer(t.adminToken))
          .send({ reason: 'engano' })
      ).status,
    ).toBe(404);
  });
});
