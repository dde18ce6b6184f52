// Prize payouts exactly once (docs/protocols/draw.md) over real gRPC: the row is 'sending' before the
// LND call and reconciled by its label after a crash; too little balance waits and pays
// later; LND's refusal is 'failed', an outcome nobody can establish is 'unknown', and
// neither is re-sent until the admin says so; PAYOUT_MODE=manual leaves it to the admin.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayout, DrawProof } from '@rifa/shared';
import { LightningError, type Lightning } from '../../server/src/domain/ports/index.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { eventually } from '../support/poll.ts';
import { movableClock } from '../support/clock.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { drawnRaffle as drawn, prizeOf } from './draw-support.ts';

const clock = movableClock();
const t = useTestApp({ clock, dirPrefix: 'rifa-payouts-' });
let buyer: string;
beforeAll(async () => {
  buyer = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
});

/** A drawn raffle whose only buyer won; the prize payout row exists from the draw on. */
const drawnRaffle = (prize = 100_000) => drawn(t, clock, buyer, { prize_amount: prize });

const sendsLabelled = (label: string) =>
  t.devnode.sentCoins().filter((send) => send.label === label);

/** The admin's actions on a payout (the response, whatever its status). */
const retry = (payoutId: number) =>
  t.api.post(`/api/admin/payouts/${payoutId}/retry`).set(bearer(t.adminToken));
const confirm = (payoutId: number, body: object = {}) =>
  t.api.post(`/api/admin/payouts/${payoutId}/confirm`).set(bearer(t.adminToken)).send(body);

type Send = Lightning['sendToChainAddresses'];

/** The app's Lightning port with its on-chain send replaced; the reads still reach LND. */
const sendingWith =
  (send: (real: Lightning, input: Parameters<Send>[0]) => ReturnType<Send>) =>
  (lightning: Lightning): Lightning => ({
    ...lightning,
    getChainTransactions: () => lightning.getChainTransactions(),
    getChainBalance: () => lightning.getChainBalance(),
    sendToChainAddresses: (input) => send(lightning, input),
  });

/** Restarts the app with a send that LND makes but never answers; says when it happened. */
async function restartHangingAfterSend(): Promise<() => boolean> {
  let hung = false;
  await t.restart({
    wrapLightning: sendingWith(async (lightning, input) => {
      await lightning.sendToChainAddresses(input);
      hung = true;
      return new Promise<never>(() => {});
    }),
  });
  return () => hung;
}

describe('PAYOUT_MODE=auto', () => {
  it('pays once across a crash after SendCoins and before recording: the restart finds the send by its label', async () => {
    // The app dies inside the call: LND has sent, the app never hears back.
    const hung = await restartHangingAfterSend();
    const raffle = await drawnRaffle();
    const label = t.services.labels.prize(raffle.id);
    await eventually('the send hung inside LND', hung);
    expect(sendsLabelled(label)).toHaveLength(1);
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sending', attempts: 1, txid: null });
    t.crash();

    await t.start();
    await t.payoutJob.tick();
    const [send] = sendsLabelled(label);
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sent', txid: send!.txid, attempts: 1 });
    await t.payoutJob.tick();
    expect(sendsLabelled(label)).toHaveLength(1);
    expect(((await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof).payout_txid).toBe(
      send!.txid,
    );
  });

  // LND's GetTransactions reports output addresses re-encoded from the scripts, bech32 in
  // lower case (lnrpc/rpc_utils.go RPCTransaction; the devnode does the same, pinned in
  // devnode/src/lnd/wallet-service.test.ts): the winner's upper-case address still matches.
  it('finds the send by its label after a crash when the winner typed an upper-case bech32 address', async () => {
    const hung = await restartHangingAfterSend();
    const upper = (await t.register({ btc_address: REGTEST_ADDRESS.toUpperCase() })).token;
    const raffle = await drawn(t, clock, upper, { prize_amount: 60_000 });
    await eventually('the send hung inside LND', hung);
    t.crash();

    await t.start();
    await t.payoutJob.tick();
    const [send] = sendsLabelled(t.services.labels.prize(raffle.id));
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sent', txid: send!.txid });
    expect(sendsLabelled(t.services.labels.prize(raffle.id))).toHaveLength(1);
  });

  it('a crash before LND saw the send leaves it unknown for the admin, never re-sent blindly', async () => {
    await t.restart({ wrapLightning: sendingWith(() => new Promise<never>(() => {})) });
    const raffle = await drawnRaffle();
    const label = t.services.labels.prize(raffle.id);
    await eventually('payout sending', () => prizeOf(t, raffle.id)?.status === 'sending');
    t.crash();

    await t.start();
    await t.payoutJob.tick();
    const payout = prizeOf(t, raffle.id)!;
    expect(payout).toMatchObject({ status: 'unknown' });
    expect(payout.last_error).toContain(label);
    await t.payoutJob.tick();
    expect(sendsLabelled(label)).toHaveLength(0);

    // The admin checked the wallet and asks for a new attempt: it is sent once.
    const retried = await retry(payout.id);
    expect(retried.status).toBe(200);
    expect(retried.body as AdminPayout).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sendsLabelled(label)).toHaveLength(1);
    expect((await retry(payout.id)).status).toBe(409);
  });

  it('no answer from LND after it broadcast: the label lookup records it as sent', async () => {
    await t.restart({
      wrapLightning: sendingWith(async (lightning, input) => {
        await lightning.sendToChainAddresses(input);
        throw new LightningError('unavailable', 'LND não respondeu a tempo');
      }),
    });
    const raffle = await drawnRaffle();
    await t.payoutJob.tick();
    const [send] = sendsLabelled(t.services.labels.prize(raffle.id));
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sent', txid: send!.txid });
    await t.restart();
  });

  it('LND refusing the send is "failed" (nothing left the wallet): kept for the admin, then retried once', async () => {
    // Armed after the draw: the close's anchor (docs/protocols/draw-v2.md) is an on-chain send too.
    const raffle = await drawnRaffle();
    t.devnode.failNextSendCoins();
    const label = t.services.labels.prize(raffle.id);
    await t.payoutJob.tick();
    const failed = prizeOf(t, raffle.id)!;
    expect(failed.status).toBe('failed');
    expect(failed.last_error).toContain('recusou');
    await t.payoutJob.tick();
    expect(sendsLabelled(label)).toHaveLength(0);

    const list = (await t.api.get('/api/admin/payouts').set(bearer(t.adminToken))).body
      .data as AdminPayout[];
    expect(list.find((row) => row.id === failed.id)).toMatchObject({
      kind: 'prize',
      status: 'failed',
      outputs: [{ address: REGTEST_ADDRESS, amount: 100_000 }],
    });
    const retried = await retry(failed.id);
    expect(retried.body).toMatchObject({ status: 'sent' });
    expect(sendsLabelled(label)).toHaveLength(1);
  });

  it("too little spendable on-chain balance: 'aguardando saldo' without a send; LND's own refusal likewise; paid once funded", async () => {
    const prize = 200_000;
    // Confirmed covers the prize, but not with LND's 10,000-sat anchor reserve and the fee
    // (lnwallet/wallet.go CheckReservedValue): the job does not even try.
    t.devnode.setBalance(prize + 100);
    const raffle = await drawnRaffle(prize);
    const label = t.services.labels.prize(raffle.id);
    await t.payoutJob.tick();
    const waiting = prizeOf(t, raffle.id)!;
    expect(waiting).toMatchObject({ status: 'awaiting_balance', attempts: 0 });
    expect(waiting.last_error).toContain('insuficiente');
    expect(sendsLabelled(label)).toHaveLength(0);

    // Funded, but LND refuses the send for lack of funds all the same (another app spent
    // first): back to waiting, never 'failed'.
    t.devnode.setBalance(100_000_000);
    t.devnode.failNextSendCoins({
      details: 'insufficient funds available to construct transaction',
    });
    await t.payoutJob.tick();
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'awaiting_balance', attempts: 1 });
    expect(sendsLabelled(label)).toHaveLength(0);

    await t.payoutJob.tick();
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sendsLabelled(label)).toEqual([
      expect.objectContaining({ amount: prize, address: REGTEST_ADDRESS }),
    ]);
  });

  it('the running job retries on its own interval', async () => {
    const raffle = await drawnRaffle();
    t.devnode.setBalance(1_000); // after the draw: the anchor's fee comes from the wallet too
    await t.payoutJob.tick();
    expect(prizeOf(t, raffle.id)?.status).toBe('awaiting_balance');
    await t.restart({ startJobs: true });
    t.devnode.setBalance(100_000_000);
    await eventually(
      'payout sent by the running job',
      () => prizeOf(t, raffle.id)?.status === 'sent',
      5_000,
    );
    await t.restart();
  });
});

describe('PAYOUT_MODE=manual', () => {
  it('waits for the admin, who confirms in Gerenciar with the txid', async () => {
    await t.restart({ payoutMode: 'manual' });
    const raffle = await drawnRaffle();
    await t.payoutJob.tick();
    const payout = prizeOf(t, raffle.id)!;
    expect(payout.status).toBe('awaiting_admin');
    expect(sendsLabelled(payout.label)).toHaveLength(0);

    // Reads take the admin API key too; moving money needs a person.
    const key = (await t.api.post('/api/admin/api-key').set(bearer(t.adminToken))).body
      .api_key as string;
    const listed = await t.api.get('/api/admin/payouts').set('x-api-key', key);
    expect(listed.status).toBe(200);
    expect((listed.body.data as AdminPayout[]).find((row) => row.id === payout.id)?.status).toBe(
      'awaiting_admin',
    );
    expect(
      (await t.api.post(`/api/admin/payouts/${payout.id}/confirm`).set('x-api-key', key).send({}))
        .status,
    ).toBe(401);
    expect(
      (await t.api.post(`/api/admin/payouts/${payout.id}/confirm`).set(bearer(buyer)).send({}))
        .status,
    ).toBe(403);
    expect((await t.api.get('/api/admin/payouts').set(bearer(buyer))).status).toBe(403);

    const bad = await confirm(payout.id, { txid: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('txid');
    const txid = 'AB'.repeat(32);
    const confirmed = await confirm(payout.id, { txid });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'sent', txid: txid.toLowerCase() });
    expect((await confirm(payout.id)).status).toBe(409);
    expect(((await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof).payout_txid).toBe(
      txid.toLowerCase(),
    );
    expect((await t.api.get('/api/user/wins').set(bearer(buyer))).body.data[0]).toMatchObject({
      raffle_id: raffle.id,
      payout_status: 'sent',
    });
    expect(
      (await t.api.get('/api/stats').set(bearer(t.adminToken))).body.prizes_paid,
    ).toBeGreaterThanOrEqual(100_000);
  });

  it('a confirmation without txid marks it paid outside the app; the admin may also send it through LND instead', async () => {
    const first = await drawnRaffle();
    const paidOutside = prizeOf(t, first.id)!;
    expect((await confirm(paidOutside.id)).body).toMatchObject({ status: 'manual', txid: null });

    const second = await drawnRaffle();
    const viaNode = prizeOf(t, second.id)!;
    const sent = await retry(viaNode.id);
    expect(sent.body).toMatchObject({ status: 'sent' });
    expect(sendsLabelled(viaNode.label)).toHaveLength(1);
    expect((await confirm(999999)).status).toBe(404);
    await t.restart();
  });
});
