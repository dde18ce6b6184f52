// Winning without an account and taking the prize by LNURL-withdraw (docs/protocols/lnurl.md
// #withdraw-request) over real HTTP, SQLite and the devnode: the wallet buyer's number wins,
// the prize (Lightning whatever its size: a wallet buyer has no address) shows on the ticket
// page, the link's amount is fixed, a wrong invoice is refused before LND, the prize is paid
// once — the same k1 again, two callbacks at once, or a new link all find nothing to take —
// and a winner with an account takes theirs from the dashboard the same way; a cancelled
// raffle's wallet buyer takes the refund the same way (no address: never in an on-chain batch).
import { describe, expect, it } from 'vitest';
import type { LnurlWithdrawLink, Raffle, TicketPage } from '@rifa/shared';
import { closeAndDraw, prizeOf, useDrawApp } from '../integration/draw-support.ts';
import { lnurlWallet } from '../support/lnurl-wallet.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { eventually } from '../support/poll.ts';
import { bearer } from '../support/test-app.ts';

const { t, clock, alice, newRaffle } = useDrawApp('rifa-lnurl-withdraw-');
const served = useListeningApp(t);
const wallet = lnurlWallet(t);

const PRIZE = 50_000;

async function paidPrize(raffle: Raffle) {
  await eventually(
    'prize sent',
    async () => {
      await t.payoutJob.tick();
      return prizeOf(t, raffle.id)?.status === 'sent' ? true : undefined;
    },
    10_000,
  );
  return prizeOf(t, raffle.id)!;
}

describe('an anonymous winner', () => {
  it('takes the prize once by LNURL-withdraw from the ticket page', async () => {
    const raffle = await newRaffle({
      name: 'Rifa da Carteira',
      total_tickets: 5,
      prize_amount: PRIZE,
    });
    const bought = await wallet.buyPaid(raffle, 1);
    await closeAndDraw(t, clock, raffle);
    const prize = prizeOf(t, raffle.id)!;
    expect(prize).toMatchObject({ method: 'lightning', status: 'awaiting_invoice', address: '' });

    const page = (await t.api.get(`/api${bought.path}`)).body as TicketPage;
    expect(page.raffle_status).toBe('completed');
    expect(page.wins).toHaveLength(1);
    expect(page.wins[0]).toMatchObject({ prize_amount: PRIZE, payout_status: 'awaiting_invoice' });

    const linkRes = await t.api.post(`/api${bought.path}/saque`).send({ kind: 'prize' });
    expect(linkRes.status, JSON.stringify(linkRes.body)).toBe(200);
    const link = linkRes.body as LnurlWithdrawLink;
    expect(link.amount).toBe(PRIZE);
    expect(link.link).toBe(`lightning:${link.lnurl}`);
    const request = await wallet.withdrawRequest(link);
    expect(request).toMatchObject({
      tag: 'withdrawRequest',
      minWithdrawable: PRIZE * 1000,
      maxWithdrawable: PRIZE * 1000,
      defaultDescription: 'Prêmio da rifa Rifa da Carteira (50.000 sats)',
    });
    expect(new URL(request.callback).pathname).toBe('/lnurl/saque');
    // Only k1's hash is kept.
    expect(t.store.db.prepare('SELECT k1_hash FROM lnurl_withdrawals').pluck().all()).not.toContain(
      request.k1,
    );

    const wrong = t.devnode.createExternalInvoice({ tokens: PRIZE - 1, description: 'x' });
    const refused = await wallet.withdraw(request.k1, wrong.request);
    expect(refused.status).toBe(400);
    expect(refused.body.status).toBe('ERROR');
    expect(prizeOf(t, raffle.id)?.status).toBe('awaiting_invoice');

    // Two callbacks with the same k1 at once: one is paid, the other refused.
    const invoice = t.devnode.createExternalInvoice({ tokens: PRIZE, description: 'prêmio' });
    const path = `/lnurl/saque?k1=${request.k1}&pr=${invoice.request}`;
    const both = await Promise.all([
      served.client.call<{ status: string; reason?: string }>('GET', path),
      served.client.call<{ status: string; reason?: string }>('GET', path),
    ]);
    expect(both.map((r) => r.body.status).sort()).toEqual(['ERROR', 'OK']);
    const sent = await paidPrize(raffle);
    expect(sent.payment_hash).toBe(invoice.hash);
    expect(t.devnode.externalInvoice(invoice.hash).paid).toBe(true);

    const again = await wallet.withdraw(request.k1, invoice.request);
    expect(again.status).toBe(409);
    expect(again.body.status).toBe('ERROR');
    expect((await t.api.get(new URL(request.callback).pathname + `/${request.k1}`)).status).toBe(
      409,
    );
    const newLink = await t.api.post(`/api${bought.path}/saque`).send({ kind: 'prize' });
    expect(newLink.status).toBe(409);
    expect(t.devnode.payments().filter((p) => p.hash === invoice.hash)).toHaveLength(1);
  });

  it('refuses bad withdraw callbacks and unknown links in pt-BR', async () => {
    const invoice = t.devnode.createExternalInvoice({ tokens: 10, description: 'x' });
    const unknown = await wallet.withdraw('ab'.repeat(32), invoice.request);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 'ERROR', reason: 'Link de saque não encontrado' });
    const malformed = await t.api.get('/lnurl/saque').query({ k1: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.status).toBe('ERROR');
    expect((await t.api.get(`/lnurl/saque/${'cd'.repeat(32)}`)).status).toBe(404);
    const badKind = await t.api.post(`/api/bilhete/${'A'.repeat(43)}/saque`).send({ kind: 'x' });
    expect(badKind.status).toBe(404);
  });
});

describe('a winner with an account', () => {
  it('takes the prize by LNURL-withdraw from the dashboard', async () => {
    const raffle = await newRaffle({ total_tickets: 5, prize_amount: 200 });
    await t.buyPaid(alice.token, raffle, 1);
    await closeAndDraw(t, clock, raffle);
    expect((await t.api.post(`/api/user/wins/${raffle.id}/saque`)).status).toBe(401);
    const res = await t.api.post(`/api/user/wins/${raffle.id}/saque`).set(bearer(alice.token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const request = await wallet.withdrawRequest(res.body as LnurlWithdrawLink);
    expect(request.maxWithdrawable).toBe(200_000);
    const invoice = t.devnode.createExternalInvoice({ tokens: 200, description: 'prêmio' });
    expect((await wallet.withdraw(request.k1, invoice.request)).body).toEqual({ status: 'OK' });
    expect((await paidPrize(raffle)).payment_hash).toBe(invoice.hash);
    // Nothing left: no refunds, no second link.
    expect(
      (await t.api.post(`/api/user/refunds/${raffle.id}/saque`).set(bearer(alice.token))).status,
    ).toBe(409);
  });
});

describe('an anonymous buyer of a cancelled raffle', () => {
  it('takes the refund by LNURL-withdraw; the on-chain batch leaves it out', async () => {
    const raffle = await newRaffle({ name: 'Rifa Cancelada', total_tickets: 20 });
    const bought = await wallet.buyPaid(raffle, 3);
    expect((await t.editRaffle(raffle.id, { status: 'cancelled' })).status).toBe(200);
    const page = (await t.api.get(`/api${bought.path}`)).body as TicketPage;
    expect(page.raffle_status).toBe('cancelled');
    expect(page.refunds.map((refund) => [refund.amount, refund.address])).toEqual([[3_000, '']]);
    // No address to send it to: the admin's on-chain batch has nothing to pay.
    const batch = await t.api
      .post(`/api/admin/raffles/${raffle.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(batch.status).toBe(409);

    const link = await t.api.post(`/api${bought.path}/saque`).send({ kind: 'refund' });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const request = await wallet.withdrawRequest(link.body as LnurlWithdrawLink);
    expect(request.maxWithdrawable).toBe(3_000_000);
    expect(request.defaultDescription).toBe('Reembolso da rifa Rifa Cancelada (3.000 sats)');
    const invoice = t.devnode.createExternalInvoice({ tokens: 3_000, description: 'reembolso' });
    expect((await wallet.withdraw(request.k1, invoice.request)).body).toEqual({ status: 'OK' });
    await eventually(
      'refund paid',
      async () => {
        await t.payoutJob.tick();
        return t.devnode.externalInvoice(invoice.hash).paid ? true : undefined;
      },
      10_000,
    );
    const after = (await t.api.get(`/api${bought.path}`)).body as TicketPage;
    expect(after.refunds[0]?.payout_status).toBe('sent');
    expect((await t.api.post(`/api${bought.path}/saque`).send({ kind: 'refund' })).status).toBe(
      409,
    );
  });
});
