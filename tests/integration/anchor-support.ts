// Shared steps of the anchor tests (docs/protocols/draw-v2.md): buying chosen numbers, reading the anchor
// row and the wallet's labelled sends, and checking a published proof version 2.
import { expect } from 'vitest';
import { verifyProof, type DrawProof, type Raffle } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import {
  getHeader,
  mineAfter,
  passEndDate,
  raffleInAnHour,
  type useDrawApp,
} from './draw-support.ts';

export const anchorOf = (t: TestApp, raffleId: number) => t.store.anchors.find(raffleId);

/** The node's on-chain sends under the raffle's anchor label (first send). */
export const anchorSends = (t: TestApp, raffleId: number) =>
  t.devnode.sentCoins().filter((send) => send.label.startsWith(t.services.labels.anchor(raffleId)));

export const proofOf = async (t: TestApp, raffleId: number) =>
  (await t.api.get(`/api/rifa/${raffleId}/draw`)).body as DrawProof;

/** Buys exactly these numbers (chosen in the grid) and pays; resolves once credited. */
export async function buyNumbers(t: TestApp, token: string, raffle: Raffle, numbers: number[]) {
  const response = await t.api
    .post('/api/transaction')
    .set(bearer(token))
    .send({
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffle.id,
      tickets_count: numbers.length,
      amount: numbers.length * raffle.ticket_price,
      numbers,
    });
  expect(response.status).toBe(201);
  t.devnode.settleInvoice(response.body.payment_hash);
  return t.purchaseIn(token, response.body.id, 'paid');
}

/** The published proof is version 2, complete, and verifyProof passes it online and offline. */
export async function expectVerifiedV2(t: TestApp, raffleId: number): Promise<DrawProof> {
  const proof = await proofOf(t, raffleId);
  expect(proof).toMatchObject({ version: 2, status: 'completed' });
  const online = await verifyProof(proof, { getHeader: getHeader(t) });
  expect(online.checks.filter((check) => !check.ok)).toEqual([]);
  expect(online.ok).toBe(true);
  const offline = await verifyProof(proof);
  expect(offline.checks.filter((check) => !check.ok)).toEqual([]);
  expect(offline.ok).toBe(true);
  return proof;
}

/** A 10-ticket raffle ending in an hour, Alice's 2 and Bob's 1 paid, its end date passed. */
export async function closedRaffle(app: ReturnType<typeof useDrawApp>): Promise<Raffle> {
  const { t, clock, alice, bob } = app;
  const raffle = await raffleInAnHour(t, clock, { total_tickets: 10 });
  await t.buyPaid(alice.token, raffle, 2);
  await t.buyPaid(bob.token, raffle, 1);
  passEndDate(clock, raffle);
  return raffle;
}

/**
 * Sends the closed raffle's anchor at 2 sat/vB into a mempool mined from 20 sat/vB up, then
 * the market moves: the estimator asks 25 sat/vB. The anchor waits unconfirmed until bumped;
 * the caller puts the devnode's rates back (setMiningFeeRate(0), setFeeRate(3)).
 */
export async function sendStuckAnchor(t: TestApp, raffle: Raffle) {
  t.devnode.setFeeRate(2);
  t.devnode.setMiningFeeRate(20);
  await t.scheduler.tick();
  const sent = anchorOf(t, raffle.id)!;
  expect(sent).toMatchObject({ status: 'sent', fee_rate: 2 });
  t.devnode.setFeeRate(25);
  return sent;
}

/** Mines `count` blocks stamped after end_date and runs one scheduler pass. */
export async function mineAndTick(t: TestApp, raffle: Raffle, count: number) {
  const blocks = mineAfter(t.devnode, raffle.end_date, count);
  await t.scheduler.tick();
  return blocks;
}
