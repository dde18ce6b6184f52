// Refunds (docs/protocols/draw.md): cancelling a raffle with paid tickets (admin, before close only)
// records a refund owed to each buyer's address; the admin pays all of a raffle's unpaid
// refunds in ONE on-chain transaction, one output per address, exactly once. Payments
// that arrive after the close (late payments) are paid the same way.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayout, AdminRefund, UserRefund } from '@rifa/shared';
import { REGTEST_ADDRESS, REGTEST_ADDRESS_2 } from '../support/addresses.ts';
import { eventually } from '../support/poll.ts';
import { movableClock } from '../support/clock.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { drawOf, endSalesEarly, raffleInAnHour } from './draw-support.ts';

const clock = movableClock();
const t = useTestApp({ clock, dirPrefix: 'rifa-refunds-' });
let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  alice = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
  bob = (await t.register({ btc_address: REGTEST_ADDRESS_2 })).token;
  // Carol shares Alice's address: their refunds merge into one output.
  carol = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
  // These cases are about on-chain batches: every refund here goes on-chain (the default
  // 10,000-sat threshold would send these small ones over Lightning: lightning-payouts.test.ts).
  const settings = await t.api
    .put('/api/admin/payout-settings')
    .set(bearer(t.adminToken))
    .send({ mode: 'auto', lightning_threshold: 546 });
  expect(settings.status).toBe(200);
});

const refundsOf = async (token: string) =>
  (await t.api.get('/api/user/refunds').set(bearer(token))).body.data as UserRefund[];

/** POST /api/admin/raffles/:id/refunds/pay as the admin. */
const payRefunds = (raffleId: number) =>
  t.api.post(`/api/admin/raffles/${raffleId}/refunds/pay`).set(bearer(t.adminToken));

describe('cancelling a raffle with paid tickets', () => {
  it('owes each purchase back and pays all of them in one batched transaction, once', async () => {
    const raffle = await t.createRaffle({ ticket_price: 1_000, total_tickets: 50 });
    await t.buyPaid(alice, raffle, 2);
    await t.buyPaid(alice, raffle, 3);
    await t.buyPaid(bob, raffle, 4);
    const pending = await t.buy(carol, raffle, 1);

    const cancelled = await t.editRaffle(raffle.id, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await refundsOf(alice)).toEqual([
      expect.objectContaining({
        amount: 3_000,
        reason: 'cancelled',
        address: REGTEST_ADDRESS,
        payout_status: null,
      }),
      expect.objectContaining({
        amount: 2_000,
        reason: 'cancelled',
        address: REGTEST_ADDRESS,
        payout_status: null,
      }),
    ]);
    // Carol's open invoice was cancelled in LND with the raffle (docs/decisions/0013-built-for-tor.md): she can no longer
    // pay it, and owes nothing nor is owed anything.
    expect(t.devnode.invoices().find((i) => i.hash === pending.payment_hash)?.state).toBe(
      'CANCELED',
    );
    expect(await refundsOf(carol)).toEqual([]);

    // Moving money needs an admin person.
    const key = (await t.api.post('/api/admin/api-key').set(bearer(t.adminToken))).body
      .api_key as string;
    expect(
      (await t.api.post(`/api/admin/raffles/${raffle.id}/refunds/pay`).set('x-api-key', key))
        .status,
    ).toBe(401);
    expect(
      (await t.api.post(`/api/admin/raffles/${raffle.id}/refunds/pay`).set(bearer(bob))).status,
    ).toBe(403);
    const owed = (await t.api.get('/api/admin/refunds').set('x-api-key', key)).body
      .data as AdminRefund[];
    expect(owed.filter((refund) => refund.raffle_id === raffle.id)).toHaveLength(3);

    const before = t.devnode.sentCoins().length;
    const paid = await payRefunds(raffle.id);
    expect(paid.status).toBe(200);
    const payout = paid.body as AdminPayout;
    expect(payout).toMatchObject({
      kind: 'refund',
      status: 'sent',
      label: t.services.labels.refundBatch(raffle.id, 1),
      amount: 9_000,
    });
    const sends = t.devnode.sentCoins().slice(before);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      txid: payout.txid,
      label: t.services.labels.refundBatch(raffle.id, 1),
      amount: 9_000,
      outputs: [
        { address: REGTEST_ADDRESS, amount: 5_000 },
        { address: REGTEST_ADDRESS_2, amount: 4_000 },
      ],
    });

    // Nothing is left to pay; asking again sends nothing.
    const again = await payRefunds(raffle.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Nenhum reembolso pendente nesta rifa');
    await t.payoutJob.tick();
    expect(t.devnode.sentCoins()).toHaveLength(before + 1);
    expect((await refundsOf(bob))[0]).toMatchObject({ payout_status: 'sent', txid: payout.txid });
    expect(
      (await t.api.get('/api/admin/payouts').set(bearer(t.adminToken))).body.data[0],
    ).toMatchObject({ id: payout.id, outputs: sends[0]!.outputs });
  });

  it('a cancellation without paid tickets owes nothing; an unknown raffle is 404', async () => {
    const raffle = await t.createRaffle();
    expect((await t.editRaffle(raffle.id, { status: 'cancelled' })).status).toBe(200);
    const response = await payRefunds(raffle.id);
    expect(response.status).toBe(409);
    expect((await payRefunds(999999)).status).toBe(404);
  });

  it('too little balance keeps the batch for later; the payout job pays it once the wallet is funded', async () => {
    const raffle = await t.createRaffle({ ticket_price: 5_000, total_tickets: 10 });
    await t.buyPaid(bob, raffle, 2);
    expect((await t.editRaffle(raffle.id, { status: 'cancelled' })).status).toBe(200);
    t.devnode.setBalance(5_000);
    const waiting = await payRefunds(raffle.id);
    expect(waiting.body).toMatchObject({
      status: 'awaiting_balance',
      label: t.services.labels.refundBatch(raffle.id, 1),
    });
    t.devnode.setBalance(100_000_000);
    await t.payoutJob.tick();
    expect(t.store.payouts.find((waiting.body as AdminPayout).id)).toMatchObject({
      status: 'sent',
    });
    expect(
      t.devnode
        .sentCoins()
        .filter((send) => send.label === t.services.labels.refundBatch(raffle.id, 1)),
    ).toHaveLength(1);
  });
});

// lightning's send_to_chain_addresses.js wraps every SendMany error as
// UnexpectedSendManyError; LND's detail for a wallet that cannot also pay the fee is
// 'insufficient funds available to construct transaction' (server/src/adapters/lnd/lnd-errors.ts).
describe('a refund batch LND cannot fund', () => {
  it('when the balance covers the refunds but not the fee: awaiting balance, never failed; paid once funded', async () => {
    const raffle = await t.createRaffle({ ticket_price: 5_000, total_tickets: 10 });
    await t.buyPaid(alice, raffle, 1);
    await t.buyPaid(bob, raffle, 1);
    expect((await t.editRaffle(raffle.id, { status: 'cancelled' })).status).toBe(200);
    // The refunds, LND's 10,000-sat anchor reserve, and 100 sats: not the fee.
    t.devnode.setBalance(20_100);
    const waiting = await payRefunds(raffle.id);
    expect(waiting.body).toMatchObject({ status: 'awaiting_balance', outputs: expect.any(Array) });
    expect((waiting.body as AdminPayout).outputs).toHaveLength(2);
    expect((waiting.body as AdminPayout).last_error).toContain('insuficiente');
    t.devnode.setBalance(100_000_000);
    await t.payoutJob.tick();
    expect(t.store.payouts.find((waiting.body as AdminPayout).id)?.status).toBe('sent');
    expect(
      t.devnode
        .sentCoins()
        .filter((send) => send.label === t.services.labels.refundBatch(raffle.id, 1)),
    ).toHaveLength(1);
  });
});

describe('late payments', () => {
  it('a payment settled after the close is a refund owed, paid in the raffle’s refund batch', async () => {
    const raffle = await raffleInAnHour(t, clock, { ticket_price: 2_000, total_tickets: 10 });
    await t.buyPaid(alice, raffle, 1);
    const late = await t.buy(bob, raffle, 1);
    // The admin moves end_date before the invoice's expiry; it is paid after that.
    await endSalesEarly(t, clock, raffle);
    t.devnode.settleInvoice(late.payment_hash);
    await eventually('the late payment owed back', async () =>
      (await refundsOf(bob)).some((refund) => refund.transaction_id === late.id),
    );
    expect(
      (await refundsOf(bob)).find((refund) => refund.transaction_id === late.id),
    ).toMatchObject({ reason: 'late_payment', amount: 2_000 });
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({ status: 'closed', tickets_count: 1 });

    // Cancelling is refused after the close; the refund is paid from Gerenciar all the same.
    expect((await t.editRaffle(raffle.id, { status: 'cancelled' })).status).toBe(409);
    // The earlier batches' change confirms: LND spends confirmed coins only.
    t.devnode.mine(1);
    const paid = await payRefunds(raffle.id);
    expect(paid.body).toMatchObject({
      status: 'sent',
      amount: 2_000,
      outputs: [{ address: REGTEST_ADDRESS_2, amount: 2_000 }],
    });
  });
});
