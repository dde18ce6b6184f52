// Refunds (DESIGN.md §8): cancelling a raffle with paid tickets (admin, before close only)
// records a refund owed to each buyer's address; the admin pays all of a raffle's unpaid
// refunds in ONE on-chain transaction, one output per address, exactly once. Payments
// that arrive after the close (late payments) are paid the same way.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import type { AdminPayout, AdminRefund, UserRefund } from '@rifa/shared';
import {
  bearer,
  eventually,
  movableClock,
  REGTEST_ADDRESS,
  REGTEST_ADDRESS_2,
  startTestApp,
  tempDir,
  type TestApp,
} from '../support/test-app.ts';
import { buy, buyPaid, catchUpWithChain, drawOf, passEndDate } from './draw-support.ts';

const clock = movableClock();
let devnode: Devnode;
let dataDir: string;
let t: TestApp;
let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  dataDir = tempDir('rifa-refunds-');
  devnode = await startDevnode({
    dir: path.join(dataDir, 'devnode'),
    clock: () => clock.now().getTime(),
  });
  t = await startTestApp({ devnode, dataDir, clock });
  alice = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
  bob = (await t.register({ btc_address: REGTEST_ADDRESS_2 })).token;
  // Carol shares Alice's address: their refunds merge into one output.
  carol = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
});

afterAll(async () => {
  await t.close();
  await devnode.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const refundsOf = async (token: string) =>
  (await t.api.get('/api/user/refunds').set(bearer(token))).body.data as UserRefund[];

describe('cancelling a raffle with paid tickets', () => {
  it('owes each purchase back and pays all of them in one batched transaction, once', async () => {
    const raffle = await t.createRaffle({ ticket_price: 1_000, total_tickets: 50 });
    await buyPaid(t, devnode, alice, raffle, 2);
    await buyPaid(t, devnode, alice, raffle, 3);
    await buyPaid(t, devnode, bob, raffle, 4);
    const pending = await buy(t, carol, raffle, 1);

    const cancelled = await t.api
      .put(`/api/rifa/${raffle.id}`)
      .set(bearer(t.adminToken))
      .send({ status: 'cancelled' });
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
    // Carol pays after the cancellation: never a ticket, one more refund owed.
    devnode.settleInvoice(pending.payment_hash);
    await eventually(async () => (await refundsOf(carol)).length === 1);
    expect((await refundsOf(carol))[0]).toMatchObject({ amount: 1_000, reason: 'cancelled' });

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
    expect(owed.filter((refund) => refund.raffle_id === raffle.id)).toHaveLength(4);

    const before = devnode.sentCoins().length;
    const paid = await t.api
      .post(`/api/admin/raffles/${raffle.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(paid.status).toBe(200);
    const payout = paid.body as AdminPayout;
    expect(payout).toMatchObject({
      kind: 'refund',
      status: 'sent',
      label: `rifa:${raffle.id}:reembolso`,
      amount: 10_000,
    });
    const sends = devnode.sentCoins().slice(before);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      txid: payout.txid,
      label: `rifa:${raffle.id}:reembolso`,
      amount: 10_000,
      outputs: [
        { address: REGTEST_ADDRESS, amount: 6_000 },
        { address: REGTEST_ADDRESS_2, amount: 4_000 },
      ],
    });

    // Nothing is left to pay; asking again sends nothing.
    const again = await t.api
      .post(`/api/admin/raffles/${raffle.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Nenhum reembolso pendente nesta rifa');
    await t.payoutJob.tick();
    expect(devnode.sentCoins()).toHaveLength(before + 1);
    expect((await refundsOf(bob))[0]).toMatchObject({ payout_status: 'sent', txid: payout.txid });
    expect(
      (await t.api.get('/api/admin/payouts').set(bearer(t.adminToken))).body.data[0],
    ).toMatchObject({ id: payout.id, outputs: sends[0]!.outputs });
  });

  it('a cancellation without paid tickets owes nothing; an unknown raffle is 404', async () => {
    const raffle = await t.createRaffle();
    expect(
      (
        await t.api
          .put(`/api/rifa/${raffle.id}`)
          .set(bearer(t.adminToken))
          .send({ status: 'cancelled' })
      ).status,
    ).toBe(200);
    const response = await t.api
      .post(`/api/admin/raffles/${raffle.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(response.status).toBe(409);
    expect(
      (await t.api.post('/api/admin/raffles/999999/refunds/pay').set(bearer(t.adminToken))).status,
    ).toBe(404);
  });

  it('too little balance keeps the batch for later; the payout job pays it once the wallet is funded', async () => {
    const raffle = await t.createRaffle({ ticket_price: 5_000, total_tickets: 10 });
    await buyPaid(t, devnode, bob, raffle, 2);
    expect(
      (
        await t.api
          .put(`/api/rifa/${raffle.id}`)
          .set(bearer(t.adminToken))
          .send({ status: 'cancelled' })
      ).status,
    ).toBe(200);
    devnode.setBalance(5_000);
    const waiting = await t.api
      .post(`/api/admin/raffles/${raffle.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(waiting.body).toMatchObject({
      status: 'awaiting_balance',
      label: `rifa:${raffle.id}:reembolso`,
    });
    devnode.setBalance(100_000_000);
    await t.payoutJob.tick();
    expect(t.store.payouts.find((waiting.body as AdminPayout).id)).toMatchObject({
      status: 'sent',
    });
    expect(
      devnode.sentCoins().filter((send) => send.label === `rifa:${raffle.id}:reembolso`),
    ).toHaveLength(1);
  });
});

describe('late payments', () => {
  it('a payment settled after the close is a refund owed, paid in the raffle’s refund batch', async () => {
    catchUpWithChain(clock, devnode);
    const raffle = await t.createRaffle({
      ticket_price: 2_000,
      total_tickets: 10,
      end_date: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    await buyPaid(t, devnode, alice, raffle, 1);
    const late = await buy(t, bob, raffle, 1);
    // The admin moves end_date before the invoice's expiry; it is paid after that.
    const newEnd = new Date(clock.now().getTime() + 60_000).toISOString();
    expect(
      (
        await t.api
          .put(`/api/rifa/${raffle.id}`)
          .set(bearer(t.adminToken))
          .send({ end_date: newEnd })
      ).status,
    ).toBe(200);
    clock.set(new Date(new Date(newEnd).getTime() + 1_000));
    devnode.settleInvoice(late.payment_hash);
    await eventually(async () =>
      (await refundsOf(bob)).some((refund) => refund.transaction_id === late.id),
    );
    expect(
      (await refundsOf(bob)).find((refund) => refund.transaction_id === late.id),
    ).toMatchObject({ reason: 'late_payment', amount: 2_000 });
    passEndDate(clock, { ...raffle, end_date: newEnd });
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({ status: 'closed', tickets_count: 1 });

    // Cancelling is refused after the close; the refund is paid from Gerenciar all the same.
    expect(
      (
        await t.api
          .put(`/api/rifa/${raffle.id}`)
          .set(bearer(t.adminToken))
          .send({ status: 'cancelled' })
      ).status,
    ).toBe(409);
    const paid = await t.api
      .post(`/api/admin/raffles/${raffle.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(paid.body).toMatchObject({
      status: 'sent',
      amount: 2_000,
      outputs: [{ address: REGTEST_ADDRESS_2, amount: 2_000 }],
    });
  });
});
