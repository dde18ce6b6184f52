// Shared steps of the draw, payout and refund tests: move the app's and the devnode's clock
// past end_date, and mine blocks with controlled timestamps so the draw block (first
// mediantime > end_date) lands where a test wants it.
import { beforeAll, expect } from 'vitest';
import type { Devnode } from '@rifa/devnode';
import type { Raffle } from '@rifa/shared';
import type { DrawRecord, PayoutRecord } from '../../server/src/domain/ports/index.ts';
import { REGTEST_ADDRESS, REGTEST_ADDRESS_2 } from '../support/addresses.ts';
import { movableClock, type MovableClock } from '../support/clock.ts';
import type { TestApp } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const seconds = (date: string | Date) => Math.floor(new Date(date).getTime() / 1000);

/** An end_date an hour after the clock's now. */
export const inAnHour = (clock: MovableClock) =>
  new Date(clock.now().getTime() + 3_600_000).toISOString();

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
export function passEndDate(clock: MovableClock, raffle: Pick<Raffle, 'end_date'>): void {
  clock.set(new Date(new Date(raffle.end_date).getTime() + 1_000));
}

/** Moves the clock after the chain's tip, so a new raffle's end_date is after every block. */
export function catchUpWithChain(clock: MovableClock, devnode: Devnode): void {
  clock.set(new Date(Math.max(clock.now().getTime(), devnode.tip().time * 1000) + 1_000));
}

/** A raffle ending an hour from now, the clock first caught up with the chain's tip. */
export async function raffleInAnHour(
  t: TestApp,
  clock: MovableClock,
  fields: Record<string, unknown> = {},
): Promise<Raffle> {
  catchUpWithChain(clock, t.devnode);
  return t.createRaffle({ end_date: inAnHour(clock), ...fields });
}

/**
 * The admin moves end_date to a minute from now (before an open invoice's 15 minutes run
 * out), then the clock passes it. Returns the new end_date.
 */
export async function endSalesEarly(
  t: TestApp,
  clock: MovableClock,
  raffle: Raffle,
): Promise<string> {
  const newEnd = new Date(clock.now().getTime() + 60_000).toISOString();
  const edited = await t.editRaffle(raffle.id, { end_date: newEnd });
  expect(edited.status).toBe(200);
  passEndDate(clock, { end_date: newEnd });
  return newEnd;
}

export const drawOf = (t: TestApp, raffleId: number): DrawRecord | undefined =>
  t.store.draws.find(raffleId);
export const prizeOf = (t: TestApp, raffleId: number): PayoutRecord | undefined =>
  t.store.payouts.prizeOf(raffleId);

/** A header by height, through the app's bitcoind adapter (what verifyProof asks a node). */
export const getHeader = (t: TestApp) => async (height: number) =>
  t.chain.getBlockHeader(await t.chain.getBlockHash(height));

/** Closes, finds the draw block and draws in one tick (the block already has 6 confirmations). */
export async function closeAndDraw(
  t: TestApp,
  clock: MovableClock,
  raffle: Raffle,
): Promise<DrawRecord> {
  passEndDate(clock, raffle);
  await t.scheduler.tick();
  expect(drawOf(t, raffle.id)?.status).toBe('closed');
  mineAfter(t.devnode, raffle.end_date, 11);
  await t.scheduler.tick();
  const draw = drawOf(t, raffle.id);
  expect(draw?.status).toBe('drawn');
  catchUpWithChain(clock, t.devnode);
  return draw!;
}

/** A raffle of 5 tickets drawn with one paid ticket, `token`'s: its prize payout row exists. */
export async function drawnRaffle(
  t: TestApp,
  clock: MovableClock,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<Raffle> {
  const raffle = await raffleInAnHour(t, clock, { total_tickets: 5, ...fields });
  await t.buyPaid(token, raffle, 1);
  await closeAndDraw(t, clock, raffle);
  return raffle;
}

export interface Participant {
  token: string;
  id: number;
}

/**
 * The draw tests' file setup (useTestApp): the app and its devnode on one movable clock,
 * with Alice (paid to REGTEST_ADDRESS) and Bob (REGTEST_ADDRESS_2) registered in a beforeAll.
 */
export function useDrawApp(dirPrefix: string) {
  const clock = movableClock();
  const t = useTestApp({ clock, dirPrefix });
  const alice: Participant = { token: '', id: 0 };
  const bob: Participant = { token: '', id: 0 };
  beforeAll(async () => {
    const a = await t.register({ btc_address: REGTEST_ADDRESS });
    const b = await t.register({ btc_address: REGTEST_ADDRESS_2 });
    Object.assign(alice, { token: a.token, id: a.user.id });
    Object.assign(bob, { token: b.token, id: b.user.id });
  });
  return {
    t,
    clock,
    alice,
    bob,
    /** catchUpWithChain on the file's clock and devnode. */
    catchUp: () => catchUpWithChain(clock, t.devnode),
    /** raffleInAnHour on the file's app and clock. */
    newRaffle: (fields?: Record<string, unknown>) => raffleInAnHour(t, clock, fields),
  };
}
