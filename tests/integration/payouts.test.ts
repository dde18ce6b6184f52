// Prize payouts exactly once (DESIGN.md §8) over real gRPC: the row is 'sending' before the
// LND call and reconciled by its label after a crash; too little balance waits and pays
// later; LND's refusal is 'failed', an outcome nobody can establish is 'unknown', and
// neither is re-sent until the admin says so; PAYOUT_MODE=manual leaves it to the admin.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import type { AdminPayout, DrawProof } from '@rifa/shared';
import { LightningError, type Lightning } from '../../server/src/domain/ports/index.ts';
import {
  bearer,
  eventually,
  movableClock,
  REGTEST_ADDRESS,
  startTestApp,
  tempDir,
  type TestApp,
  type TestAppOptions,
} from '../support/test-app.ts';
import { buyPaid, catchUpWithChain, closeAndDraw, prizeOf } from './draw-support.ts';

const clock = movableClock();
let devnode: Devnode;
let dataDir: string;
let t: TestApp;
let buyer: string;

async function restart(options: TestAppOptions = {}): Promise<void> {
  await t.close();
  t = await startTestApp({ devnode, dataDir, clock, ...options });
}

/** A drawn raffle whose only buyer won; the prize payout row exists from the draw on. */
async function drawnRaffle(app: TestApp, prize = 100_000) {
  catchUpWithChain(clock, devnode);
  const raffle = await app.createRaffle({
    prize_amount: prize,
    total_tickets: 5,
    end_date: new Date(clock.now().getTime() + 3_600_000).toISOString(),
  });
  await buyPaid(app, devnode, buyer, raffle, 1);
  await closeAndDraw(app, devnode, clock, raffle);
  return raffle;
}

const sendsLabelled = (label: string) => devnode.sentCoins().filter((send) => send.label === label);

beforeAll(async () => {
  dataDir = tempDir('rifa-payouts-');
  devnode = await startDevnode({
    dir: path.join(dataDir, 'devnode'),
    clock: () => clock.now().getTime(),
  });
  t = await startTestApp({ devnode, dataDir, clock });
  buyer = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
});

afterAll(async () => {
  await t.close();
  await devnode.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PAYOUT_MODE=auto', () => {
  it('pays once across a crash after SendCoins and before recording: the restart finds the send by its label', async () => {
    // The app dies inside the call: LND has sent, the app never hears back.
    let hung = false;
    await restart({
      wrapLightning: (lightning): Lightning => ({
        ...lightning,
        getChainTransactions: () => lightning.getChainTransactions(),
        getChainBalance: () => lightning.getChainBalance(),
        async sendToChainAddresses(input) {
          await lightning.sendToChainAddresses(input);
          hung = true;
          return new Promise<never>(() => {});
        },
      }),
    });
    const raffle = await drawnRaffle(t);
    const label = `rifa:${raffle.id}:premio`;
    await eventually(() => hung);
    expect(sendsLabelled(label)).toHaveLength(1);
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sending', attempts: 1, txid: null });
    t.crash();

    t = await startTestApp({ devnode, dataDir, clock });
    await t.payoutJob.tick();
    const [send] = sendsLabelled(label);
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sent', txid: send!.txid, attempts: 1 });
    await t.payoutJob.tick();
    expect(sendsLabelled(label)).toHaveLength(1);
    expect(((await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof).payout_txid).toBe(
      send!.txid,
    );
  });

  it('a crash before LND saw the send leaves it unknown for the admin, never re-sent blindly', async () => {
    await restart({
      wrapLightning: (lightning): Lightning => ({
        ...lightning,
        getChainTransactions: () => lightning.getChainTransactions(),
        getChainBalance: () => lightning.getChainBalance(),
        sendToChainAddresses: () => new Promise<never>(() => {}),
      }),
    });
    const raffle = await drawnRaffle(t);
    const label = `rifa:${raffle.id}:premio`;
    await eventually(() => prizeOf(t, raffle.id)?.status === 'sending');
    t.crash();

    t = await startTestApp({ devnode, dataDir, clock });
    await t.payoutJob.tick();
    const payout = prizeOf(t, raffle.id)!;
    expect(payout).toMatchObject({ status: 'unknown' });
    expect(payout.last_error).toContain(label);
    await t.payoutJob.tick();
    expect(sendsLabelled(label)).toHaveLength(0);

    // The admin checked the wallet and asks for a new attempt: it is sent once.
    const retried = await t.api
      .post(`/api/admin/payouts/${payout.id}/retry`)
      .set(bearer(t.adminToken));
    expect(retried.status).toBe(200);
    expect(retried.body as AdminPayout).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sendsLabelled(label)).toHaveLength(1);
    expect(
      (await t.api.post(`/api/admin/payouts/${payout.id}/retry`).set(bearer(t.adminToken))).status,
    ).toBe(409);
  });

  it('no answer from LND after it broadcast: the label lookup records it as sent', async () => {
    await restart({
      wrapLightning: (lightning): Lightning => ({
        ...lightning,
        getChainTransactions: () => lightning.getChainTransactions(),
        getChainBalance: () => lightning.getChainBalance(),
        async sendToChainAddresses(input) {
          await lightning.sendToChainAddresses(input);
          throw new LightningError('unavailable', 'LND não respondeu a tempo');
        },
      }),
    });
    const raffle = await drawnRaffle(t);
    await t.payoutJob.tick();
    const [send] = sendsLabelled(`rifa:${raffle.id}:premio`);
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sent', txid: send!.txid });
    await restart();
  });

  it('LND refusing the send is "failed" (nothing left the wallet): kept for the admin, then retried once', async () => {
    devnode.failNextSendCoins();
    const raffle = await drawnRaffle(t);
    const label = `rifa:${raffle.id}:premio`;
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
    const retried = await t.api
      .post(`/api/admin/payouts/${failed.id}/retry`)
      .set(bearer(t.adminToken));
    expect(retried.body).toMatchObject({ status: 'sent' });
    expect(sendsLabelled(label)).toHaveLength(1);
  });

  it("too little on-chain balance: 'aguardando saldo', retried, and paid once the wallet is funded", async () => {
    const prize = 200_000;
    // Enough for the prize but not for the fee: LND refuses by name.
    devnode.setBalance(prize + 100);
    const raffle = await drawnRaffle(t, prize);
    const label = `rifa:${raffle.id}:premio`;
    await t.payoutJob.tick();
    const refused = prizeOf(t, raffle.id)!;
    expect(refused.status).toBe('awaiting_balance');
    expect(refused.attempts).toBeGreaterThanOrEqual(1);
    // Less than the prize: the job does not even try.
    devnode.setBalance(prize - 1);
    await t.payoutJob.tick();
    await t.payoutJob.tick();
    const waiting = prizeOf(t, raffle.id)!;
    expect(waiting).toMatchObject({ status: 'awaiting_balance', attempts: refused.attempts });
    expect(waiting.last_error).toContain('insuficiente');
    expect(sendsLabelled(label)).toHaveLength(0);

    devnode.setBalance(100_000_000);
    await t.payoutJob.tick();
    expect(prizeOf(t, raffle.id)).toMatchObject({ status: 'sent', attempts: refused.attempts + 1 });
    expect(sendsLabelled(label)).toEqual([
      expect.objectContaining({ amount: prize, address: REGTEST_ADDRESS }),
    ]);
  });

  it('the running job retries on its own interval', async () => {
    devnode.setBalance(1_000);
    const raffle = await drawnRaffle(t);
    await t.payoutJob.tick();
    expect(prizeOf(t, raffle.id)?.status).toBe('awaiting_balance');
    await restart({ startJobs: true });
    devnode.setBalance(100_000_000);
    await eventually(() => prizeOf(t, raffle.id)?.status === 'sent', 5_000);
    await restart();
  });
});

describe('PAYOUT_MODE=manual', () => {
  it('waits for the admin, who confirms in Gerenciar with the txid', async () => {
    await restart({ payoutMode: 'manual' });
    const raffle = await drawnRaffle(t);
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

    const bad = await t.api
      .post(`/api/admin/payouts/${payout.id}/confirm`)
      .set(bearer(t.adminToken))
      .send({ txid: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('txid');
    const txid = 'AB'.repeat(32);
    const confirmed = await t.api
      .post(`/api/admin/payouts/${payout.id}/confirm`)
      .set(bearer(t.adminToken))
      .send({ txid });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'sent', txid: txid.toLowerCase() });
    expect(
      (
        await t.api
          .post(`/api/admin/payouts/${payout.id}/confirm`)
          .set(bearer(t.adminToken))
          .send({})
      ).status,
    ).toBe(409);
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
    const first = await drawnRaffle(t);
    const paidOutside = prizeOf(t, first.id)!;
    expect(
      (
        await t.api
          .post(`/api/admin/payouts/${paidOutside.id}/confirm`)
          .set(bearer(t.adminToken))
          .send({})
      ).body,
    ).toMatchObject({ status: 'manual', txid: null });

    const second = await drawnRaffle(t);
    const viaNode = prizeOf(t, second.id)!;
    const sent = await t.api
      .post(`/api/admin/payouts/${viaNode.id}/retry`)
      .set(bearer(t.adminToken));
    expect(sent.body).toMatchObject({ status: 'sent' });
    expect(sendsLabelled(viaNode.label)).toHaveLength(1);
    expect(
      (await t.api.post('/api/admin/payouts/999999/confirm').set(bearer(t.adminToken)).send({}))
        .status,
    ).toBe(404);
    await restart();
  });
});
