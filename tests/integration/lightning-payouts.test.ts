// Prizes and refunds too small for the chain, paid over Lightning against the devnode's LND
// (docs/decisions/0012-lnd-as-it-behaves.md): the recipient pastes a BOLT11 in the dashboard and the app pays it through
// routerrpc SendPaymentV2 (lightning's payViaPaymentRequest), exactly once. The devnode
// refuses dust outputs as btcwallet does (wallet/txrules/rules.go CheckOutput), so a 200-sat
// prize or a 1-sat refund could never go on-chain.
import { describe, expect, it } from 'vitest';
import type { LightningClaimResult, UserRefund, UserWin } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { drawnRaffle, prizeOf, useDrawApp } from './draw-support.ts';

const { t, clock, alice, bob } = useDrawApp('rifa-ln-payouts-');

const claim = (token: string, path: string, invoice: string) =>
  t.api.post(path).set(bearer(token)).send({ invoice });

const winsOf = async (token: string) =>
  (await t.api.get('/api/user/wins').set(bearer(token))).body.data as UserWin[];
const refundsOf = async (token: string) =>
  (await t.api.get('/api/user/refunds').set(bearer(token))).body.data as UserRefund[];

describe('a 200-sat prize', () => {
  it("waits for the winner's invoice, is paid once through LND's router, and ends 'enviado'", async () => {
    const raffle = await drawnRaffle(t, clock, alice.token, { prize_amount: 200 });
    const path = `/api/user/wins/${raffle.id}/lightning`;
    expect(prizeOf(t, raffle.id)).toMatchObject({
      status: 'awaiting_invoice',
      method: 'lightning',
    });
    expect(await winsOf(alice.token)).toEqual([
      expect.objectContaining({ raffle_id: raffle.id, payout_status: 'awaiting_invoice' }),
    ]);

    // Amountless and wrong-amount invoices are refused before anything is paid.
    const amountless = t.devnode.createExternalInvoice();
    const refused = await claim(alice.token, path, amountless.request);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('Fatura sem valor');
    const wrong = t.devnode.createExternalInvoice({ tokens: 201 });
    expect((await claim(alice.token, path, wrong.request)).status).toBe(400);
    // Someone else's prize is not theirs to claim.
    const own = t.devnode.createExternalInvoice({ tokens: 200 });
    expect((await claim(bob.token, path, own.request)).status).toBe(404);
    expect(t.devnode.payments()).toHaveLength(0);

    const paid = await claim(alice.token, path, own.request);
    expect(paid.status).toBe(200);
    expect(paid.body as LightningClaimResult).toMatchObject({
      status: 'sent',
      amount: 200,
      payment_hash: own.hash,
    });
    expect(t.devnode.externalInvoice(own.hash)).toMatchObject({ paid: true });
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sent', payment_hash: own.hash });

    // Pasting again, or the job running again, pays nothing more.
    expect((await claim(alice.token, path, own.request)).status).toBe(409);
    await t.payoutJob.tick();
    expect(t.devnode.payments().filter((payment) => payment.hash === own.hash)).toHaveLength(1);
    expect(t.devnode.sentCoins().filter((send) => send.amount === 200)).toEqual([]);
  });

  it('a payment LND could not route fails; the winner pastes a new invoice and it is paid', async () => {
    const raffle = await drawnRaffle(t, clock, alice.token, { prize_amount: 300 });
    const path = `/api/user/wins/${raffle.id}/lightning`;
    t.devnode.failNextPayment('NO_ROUTE');
    const first = t.devnode.createExternalInvoice({ tokens: 300 });
    const failed = await claim(alice.token, path, first.request);
    expect(failed.body).toMatchObject({ status: 'failed' });
    expect((failed.body as LightningClaimResult).last_error).toBeTruthy();
    expect(t.devnode.externalInvoice(first.hash)).toMatchObject({ paid: false });

    const second = t.devnode.createExternalInvoice({ tokens: 300 });
    const paid = await claim(alice.token, path, second.request);
    expect(paid.body).toMatchObject({ status: 'sent', payment_hash: second.hash });
    expect(t.devnode.externalInvoice(second.hash)).toMatchObject({ paid: true });
  });
});

describe('a larger prize', () => {
  it('waiting for on-chain funds, the winner may take it over Lightning instead; nothing goes on-chain', async () => {
    // Emptied after the draw: the close's anchor (docs/protocols/draw-v2.md) pays its fee from the wallet.
    const raffle = await drawnRaffle(t, clock, alice.token, { prize_amount: 50_000 });
    t.devnode.setBalance(0);
    try {
      await t.payoutJob.tick();
      expect(prizeOf(t, raffle.id)).toMatchObject({
        status: 'awaiting_balance',
        method: 'onchain',
      });
      const invoice = t.devnode.createExternalInvoice({ tokens: 50_000 });
      const paid = await claim(
        alice.token,
        `/api/user/wins/${raffle.id}/lightning`,
        invoice.request,
      );
      expect(paid.body).toMatchObject({ status: 'sent', payment_hash: invoice.hash });
      expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sent', method: 'lightning' });
      // Funds arrive later: the job finds nothing left to send.
      t.devnode.setBalance(1_000_000);
      await t.payoutJob.tick();
      const label = t.services.labels.prize(raffle.id);
      expect(t.devnode.sentCoins().filter((send) => send.label === label)).toEqual([]);
    } finally {
      t.devnode.setBalance(100_000_000);
    }
  });
});

describe('a cancelled raffle of 1-sat tickets', () => {
  it("owes 1-sat refunds that never go in an on-chain batch; each buyer's invoice is paid, 'enviado'", async () => {
    const raffle = await t.createRaffle({ ticket_price: 1, total_tickets: 10 });
    await t.buyPaid(alice.token, raffle, 1);
    await t.buyPaid(bob.token, raffle, 1);
    expect((await t.editRaffle(raffle.id, { status: 'cancelled' })).status).toBe(200);
    const batch = await t.api
      .post(`/api/admin/raffles/${raffle.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(batch.status).toBe(409);
    const sendsBefore = t.devnode.sentCoins().length;

    for (const buyer of [alice, bob]) {
      const invoice = t.devnode.createExternalInvoice({ tokens: 1 });
      const paid = await claim(
        buyer.token,
        `/api/user/refunds/${raffle.id}/lightning`,
        invoice.request,
      );
      expect(paid.body).toMatchObject({ status: 'sent', amount: 1, payment_hash: invoice.hash });
      expect(t.devnode.externalInvoice(invoice.hash)).toMatchObject({ paid: true });
      expect(
        (await refundsOf(buyer.token)).filter((refund) => refund.raffle_id === raffle.id),
      ).toEqual([expect.objectContaining({ amount: 1, payout_status: 'sent' })]);
    }
    expect(t.devnode.sentCoins()).toHaveLength(sendsBefore);
  });
});
