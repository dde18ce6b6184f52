// docs/protocols/draw.md#when-the-draw-happens over HTTP: GET /api/rifa/:id answers
// draw_estimate — null before end_date; after it, end_date + the chain's MTP lag (tip time −
// tip mediantime, read in the background) + DRAW_CONFIRMATIONS × 10 min, with the step the
// draw is at; once drawn, when it was. GET /api/site carries the lag for the raffle cards.
import { describe, expect, it } from 'vitest';
import type { RaffleDetail, SiteInfo } from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import {
  drawOf,
  mineAfter,
  passEndDate,
  useDrawApp,
  catchUpWithChain,
} from '../integration/draw-support.ts';

const { t, clock, alice, newRaffle } = useDrawApp('rifa-draw-estimate-');

const detail = async (id: number) => {
  const response = await t.api.get(`/api/rifa/${id}`);
  expect(response.status).toBe(200);
  return response.body as RaffleDetail;
};

async function chainLag(): Promise<number> {
  const tip = await t.chain.getBlockHeader(
    await t.chain.getBlockHash(await t.chain.getBlockCount()),
  );
  return tip.time - tip.mediantime;
}

/** The lag as GET /api/site reports it, once the background read has the chain's answer. */
const siteLag = (expected: number) =>
  eventually('the lag read from the chain', async () => {
    const timing = ((await t.api.get('/api/site')).body as SiteInfo).draw_timing;
    return timing.mtp_lag_seconds === expected ? timing : undefined;
  });

describe('draw_estimate', () => {
  it('from end_date and the chain, step by step, to the draw', async () => {
    const raffle = await newRaffle({ total_tickets: 10 });
    await t.buyPaid(alice.token, raffle, 2);
    expect((await detail(raffle.id)).draw_estimate).toBeNull();

    passEndDate(clock, raffle);
    const lag = await chainLag();
    expect(await siteLag(lag)).toEqual({ mtp_lag_seconds: lag, confirmations: 6 });
    const end = new Date(raffle.end_date).getTime();
    const expected = Math.max(end + (lag + 6 * 600) * 1000, clock.now().getTime() + 6 * 600_000);
    expect((await detail(raffle.id)).draw_estimate).toEqual({
      at: new Date(expected).toISOString(),
      step: 'sales_closed',
    });

    // The close, then the draw block and its confirmations: the step follows the draw.
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('closed');
    expect(['sales_closed', 'anchor_confirmed']).toContain(
      (await detail(raffle.id)).draw_estimate?.step,
    );
    mineAfter(t.devnode, raffle.end_date, 11);
    await t.scheduler.tick();
    const drawn = drawOf(t, raffle.id)!;
    expect(drawn.status).toBe('drawn');
    expect((await detail(raffle.id)).draw_estimate).toEqual({
      at: drawn.drawn_at,
      step: 'drawn',
    });
    catchUpWithChain(clock, t.devnode);
  });

  it('a raffle still on sale, or cancelled: none', async () => {
    const raffle = await newRaffle();
    expect((await detail(raffle.id)).draw_estimate).toBeNull();
    const cancelled = await t.editRaffle(raffle.id, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    passEndDate(clock, raffle);
    expect((await detail(raffle.id)).draw_estimate).toBeNull();
    catchUpWithChain(clock, t.devnode);
  });
});
