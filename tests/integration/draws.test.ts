// docs/protocols/draw.md against the devnode's chain with controlled timestamps: sales close at
// end_date, the draw block is the first with mediantime > end_date, and the draw runs at
// DRAW_CONFIRMATIONS (6, not 5), surviving restarts between every step; closing the sales
// credits what was paid in time and cancels what is still open. The proof: draw-proof.test.ts;
// reorgs and a bitcoind that is down: draw-finality.test.ts.
import { describe, expect, it } from 'vitest';
import {
  findDrawBlock,
  ticketsCommitment,
  winningTicket,
  type DrawProof,
  type DrawTicketList,
  type RaffleDetail,
  type UserWin,
} from '@rifa/shared';
import { REGTEST_ADDRESS, REGTEST_ADDRESS_2 } from '../support/addresses.ts';
import { eventually } from '../support/poll.ts';
import { bearer } from '../support/test-app.ts';
import {
  closeAndDraw,
  drawOf,
  endSalesEarly,
  getHeader,
  inAnHour,
  mineAfter,
  passEndDate,
  prizeOf,
  useDrawApp,
} from './draw-support.ts';

const { t, clock, alice, bob, catchUp, newRaffle } = useDrawApp('rifa-draws-');

describe('the draw, step by step, with the app restarted between every step', () => {
  it('closes at end_date, finds the first block with mediantime > end_date, and draws at 6 confirmations, once', async () => {
    const raffle = await newRaffle({ total_tickets: 10 });
    const alicePaid = await t.buyPaid(alice.token, raffle, 3);
    const bobPaid = await t.buyPaid(bob.token, raffle, 2);

    // Before end_date nothing happens.
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toBeUndefined();
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.draw).toBeNull();

    passEndDate(clock, raffle);
    await t.scheduler.tick();
    const closed = drawOf(t, raffle.id)!;
    const tickets = (await t.api.get(`/api/rifa/${raffle.id}/tickets`)).body as DrawTicketList;
    expect(closed).toMatchObject({
      status: 'closed',
      tickets_count: 5,
      confirmations_required: 6,
      block_hash: null,
    });
    expect(closed.tickets_hash).toBe(ticketsCommitment(tickets.data));
    // The numbers fixed at reservation, ascending (docs/protocols/payment.md step 5, docs/protocols/draw.md).
    expect(tickets.data.map((ticket) => ticket.number)).toEqual(
      [...alicePaid.tickets, ...bobPaid.tickets].sort((a, b) => a - b),
    );
    // Sales are closed: no more purchases.
    expect(
      (
        await t.api.post('/api/transaction').set(bearer(alice.token)).send({
          type_tx: 'buy',
          accept_terms: true,
          adult: true,
          raffle_id: raffle.id,
          tickets_count: 1,
          amount: raffle.ticket_price,
        })
      ).status,
    ).toBe(409);

    await t.restart();
    // Five blocks after end_date leave the median of the last 11 timestamps before it.
    mineAfter(t.devnode, raffle.end_date, 5);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({
      status: 'closed',
      tickets_hash: closed.tickets_hash,
      closed_at: closed.closed_at,
    });

    await t.restart();
    const [drawBlock] = mineAfter(t.devnode, raffle.end_date, 1);
    expect(drawBlock!.mediantime * 1000).toBeGreaterThan(new Date(raffle.end_date).getTime());
    await t.scheduler.tick();
    const found = drawOf(t, raffle.id)!;
    expect(found).toMatchObject({
      status: 'block_found',
      block_height: drawBlock!.height,
      block_hash: drawBlock!.hash,
      block_mediantime: drawBlock!.mediantime,
    });
    // The shared search agrees on the block, and on its predecessor.
    const expected = await findDrawBlock(getHeader(t), t.devnode.tip().height, raffle.end_date);
    expect(expected?.block.hash).toBe(drawBlock!.hash);
    expect(found.prev_block_hash).toBe(expected?.previous?.hash);
    expect(found.block_headers).toHaveLength(12);
    expect(((await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof).status).toBe(
      'awaiting_confirmations',
    );

    await t.restart();
    mineAfter(t.devnode, raffle.end_date, 4); // 5 confirmations: not yet
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('block_found');
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.status).toBe('active');

    await t.restart();
    mineAfter(t.devnode, raffle.end_date, 1); // 6 confirmations
    await t.scheduler.tick();
    const drawn = drawOf(t, raffle.id)!;
    const result = winningTicket(
      drawBlock!.hash,
      String(raffle.id),
      tickets.data.map((ticket) => ticket.number),
    );
    expect(drawn).toMatchObject({
      status: 'drawn',
      block_hash: drawBlock!.hash,
      digest: result.digest,
      n: result.n,
      winning_index: result.index,
      winning_ticket: result.winning_ticket,
      winner_user_id: alicePaid.tickets.includes(result.winning_ticket) ? alice.id : bob.id,
      winner_address: alicePaid.tickets.includes(result.winning_ticket)
        ? REGTEST_ADDRESS
        : REGTEST_ADDRESS_2,
    });
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.status).toBe('completed');

    // Restarted once more, nothing is drawn or paid a second time.
    await t.restart();
    mineAfter(t.devnode, raffle.end_date, 2);
    await t.scheduler.tick();
    await t.payoutJob.tick();
    expect(drawOf(t, raffle.id)).toEqual({ ...drawn });
    const prize = prizeOf(t, raffle.id)!;
    expect(prize).toMatchObject({
      status: 'sent',
      label: t.services.labels.prize(raffle.id),
      amount: raffle.prize_amount,
      address: drawn.winner_address,
    });
    const sends = t.devnode
      .sentCoins()
      .filter((send) => send.label === t.services.labels.prize(raffle.id));
    expect(sends).toEqual([
      expect.objectContaining({
        txid: prize.txid,
        address: drawn.winner_address,
        amount: raffle.prize_amount,
      }),
    ]);

    // The winner sees it on the dashboard; the counters of spec §3 follow.
    const winner = drawn.winner_user_id === alice.id ? alice : bob;
    const wins = (await t.api.get('/api/user/wins').set(bearer(winner.token))).body
      .data as UserWin[];
    expect(wins).toEqual([
      expect.objectContaining({
        raffle_id: raffle.id,
        winning_ticket: result.winning_ticket,
        prize_amount: raffle.prize_amount,
        payout_status: 'sent',
        txid: prize.txid,
      }),
    ]);
    const me = (await t.api.get('/user/me').set(bearer(winner.token))).body;
    expect(me).toMatchObject({ won_tickets: 1, total_won: raffle.prize_amount });
    const loser = winner === alice ? bob : alice;
    expect((await t.api.get('/api/user/wins').set(bearer(loser.token))).body.data).toEqual([]);
  });
});

describe('closing sales', () => {
  it('N = 0: the raffle is cancelled at end_date, with the empty commitment and no draw', async () => {
    const raffle = await t.createRaffle({ end_date: inAnHour(clock) });
    passEndDate(clock, raffle);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({
      status: 'cancelled',
      tickets_count: 0,
      tickets_hash: ticketsCommitment([]),
    });
    const detail = (await t.api.get(`/api/rifa/${raffle.id}`)).body as RaffleDetail;
    expect(detail.status).toBe('cancelled');
    expect(detail.draw).toMatchObject({
      status: 'cancelled',
      tickets_count: 0,
      tickets: [],
      winning_ticket: null,
    });
    mineAfter(t.devnode, raffle.end_date, 11);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('cancelled');
    expect(prizeOf(t, raffle.id)).toBeUndefined();
    catchUp();
  });

  it('at close, credits a payment made in time that was not credited yet, and cancels the invoices still open in LND', async () => {
    await t.restart({ startWatcher: false });
    const raffle = await t.createRaffle({ total_tickets: 10, end_date: inAnHour(clock) });
    const paidInTime = await t.buy(alice.token, raffle, 2);
    const open = await t.buy(bob.token, raffle, 1);
    t.devnode.settleInvoice(paidInTime.payment_hash);
    // The admin moves end_date before the open invoice's expiry, then it passes.
    const newEnd = await endSalesEarly(t, clock, raffle);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({ status: 'closed', tickets_count: 2 });
    expect(t.devnode.invoices().find((invoice) => invoice.hash === open.payment_hash)?.state).toBe(
      'CANCELED',
    );
    await t.restart();
    await t.watcher.sweep();
    const status = (await t.api.get(`/api/transaction/${open.id}`).set(bearer(bob.token))).body
      .status;
    expect(status).toBe('expired');
    mineAfter(t.devnode, newEnd, 11);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('drawn');
    await eventually('prize sent', () => prizeOf(t, raffle.id)?.status === 'sent');
    catchUp();
  });

  it('a drawn raffle found by the app after a long stop is drawn in one tick (block already deep)', async () => {
    const raffle = await t.createRaffle({ total_tickets: 5, end_date: inAnHour(clock) });
    const paid = await t.buyPaid(alice.token, raffle, 1);
    await closeAndDraw(t, clock, raffle);
    expect(drawOf(t, raffle.id)).toMatchObject({
      status: 'drawn',
      winning_ticket: paid.tickets[0],
      winner_user_id: alice.id,
    });
  });
});
