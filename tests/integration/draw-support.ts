// Shared steps of the draw, payout and refund integration tests: buy and pay tickets over
// real gRPC, move the app's and the devnode's clock past end_date, and mine blocks with
// controlled timestamps so the draw block (first mediantime > end_date) lands where a test
// wants it.
import { expect } from 'vitest';
import type { Devnode } from '@rifa/devnode';
import type { Raffle, Transaction } from '@rifa/shared';
import type { Clock } from '../../server/src/domain/ports/index.ts';
import type { DrawRecord, PayoutRecord } from '../../server/src/domain/ports/index.ts';
import { bearer, eventually, type TestApp } from '../support/test-app.ts';

export type MovableClock = Clock & { set(date: Date): void; advance(ms: number): void };

export async function buy(
  t: TestApp,
  token: string,
  raffle: Raffle,
  count: number,
): Promise<Transaction> {
  const response = await t.api
    .post('/api/transaction')
    .set(bearer(token))
    .send({
      type_tx: 'buy',
      raffle_id: raffle.id,
      tickets_count: count,
      amount: count * raffle.ticket_price,
    });
  expect(response.status).toBe(201);
  return response.body as Transaction;
}

/** Buys `count` tickets and pays the invoice; resolves once the tickets are credited. */
export async function buyPaid(
  t: TestApp,
  devnode: Devnode,
  token: string,
  raffle: Raffle,
  count: number,
): Promise<Transaction> {
  const tx = await buy(t, token, raffle, count);
  devnode.settleInvoice(tx.payment_hash);
  return eventually(async () => {
    const current = (await t.api.get(`/api/transaction/${tx.id}`).set(bearer(token)))
      .body as Transaction;
    return current.status === 'paid' ? current : undefined;
  });
}

const seconds = (date: string | Date) => Math.floor(new Date(date).getTime() / 1000);

/**
 * Mines `count` blocks whose own timestamps are after end_date (a minute apart, after the
 * tip too). From a chain whose blocks all predate end_date, the 6th of them is the first
 * whose mediantime (median of 11 timestamps) passes end_date: the draw block.
 */
export function mineAfter(devnode: Devnode, endDate: string, count: number) {
  const base = Math.max(seconds(endDate), devnode.tip().time);
  return devnode.mine(count, {
    timestamps: Array.from({ length: count }, (_, i) => base + 60 * (i + 1)),
  });
}

/** Moves the app's (and the devnode's) clock just past end_date. */
export function passEndDate(clock: MovableClock, raffle: Raffle): void {
  clock.set(new Date(new Date(raffle.end_date).getTime() + 1_000));
}

/** Moves the clock after the chain's tip, so a new raffle's end_date is after every block. */
export function catchUpWithChain(clock: MovableClock, devnode: Devnode): void {
  clock.set(new Date(Math.max(clock.now().getTime(), devnode.tip().time * 1000) + 1_000));
}

export const drawOf = (t: TestApp, raffleId: number): DrawRecord | undefined =>
  t.store.draws.find(raffleId);
export const prizeOf = (t: TestApp, raffleId: number): PayoutRecord | undefined =>
  t.store.payouts.prizeOf(raffleId);

/** Closes, finds the draw block and draws in one tick (the block already has 6 confirmations). */
export async function closeAndDraw(
  t: TestApp,
  devnode: Devnode,
  clock: MovableClock,
  raffle: Raffle,
): Promise<DrawRecord> {
  passEndDate(clock, raffle);
  await t.scheduler.tick();
  expect(drawOf(t, raffle.id)?.status).toBe('closed');
  mineAfter(devnode, raffle.end_date, 11);
  await t.scheduler.tick();
  const draw = drawOf(t, raffle.id);
  expect(draw?.status).toBe('drawn');
  catchUpWithChain(clock, devnode);
  return draw!;
}
