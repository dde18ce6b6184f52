// Before finality (docs/protocols/draw.md): a reorg that replaces the draw block before its 6th
// confirmation starts the search over and draws on the new block; while bitcoind is down the
// sales still close on time and the draw waits, with the app up, until the node is back.
import { describe, expect, it } from 'vitest';
import { verifyProof, winningTicket, type DrawProof } from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import { drawOf, getHeader, inAnHour, mineAfter, passEndDate, useDrawApp } from './draw-support.ts';

const { t, clock, alice, bob, catchUp, newRaffle } = useDrawApp('rifa-draw-finality-');

describe('before finality', () => {
  it('a reorg that replaces the draw block starts the search over and draws on the new block', async () => {
    const raffle = await newRaffle({ total_tickets: 50 });
    for (let i = 0; i < 4; i++) await t.buyPaid(i % 2 ? alice.token : bob.token, raffle, 3);
    passEndDate(clock, raffle);
    await t.scheduler.tick();
    const [, , , , , first, second] = mineAfter(t.devnode, raffle.end_date, 7);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({
      status: 'block_found',
      block_hash: first!.hash,
      reorgs: 0,
    });

    // Replace the draw block and its child: the new block at that height is stamped before
    // end_date (still after its parent's mediantime), so the draw block moves one up.
    const endSeconds = Math.floor(new Date(raffle.end_date).getTime() / 1000);
    const [replaced, moved] = t.devnode.reorg(2, {
      timestamps: [endSeconds - 50, second!.time + 30],
    });
    expect(replaced!.height).toBe(first!.height);
    expect(replaced!.mediantime).toBeLessThanOrEqual(endSeconds);
    expect(moved!.mediantime).toBeGreaterThan(endSeconds);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({
      status: 'block_found',
      block_height: moved!.height,
      block_hash: moved!.hash,
      reorgs: 1,
    });

    mineAfter(t.devnode, raffle.end_date, 4); // 5 confirmations of the new block
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('block_found');
    mineAfter(t.devnode, raffle.end_date, 1);
    await t.scheduler.tick();
    const drawn = drawOf(t, raffle.id)!;
    expect(drawn).toMatchObject({
      status: 'drawn',
      block_hash: moved!.hash,
      prev_block_hash: replaced!.hash,
      winning_ticket: winningTicket(
        moved!.hash,
        String(raffle.id),
        // The paid numbers in ascending order (docs/protocols/draw.md), fixed at reservation.
        t.store.db
          .prepare('SELECT number FROM tickets WHERE raffle_id = ? ORDER BY number')
          .pluck()
          .all(raffle.id) as number[],
      ).winning_ticket,
    });
    const proof = (await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof;
    expect((await verifyProof(proof, { getHeader: getHeader(t) })).ok).toBe(true);
    catchUp();
  });

  it('keeps waiting while bitcoind is down, with the app up, and goes on when it is back', async () => {
    const raffle = await t.createRaffle({ total_tickets: 5, end_date: inAnHour(clock) });
    await t.buyPaid(alice.token, raffle, 1);
    passEndDate(clock, raffle);
    await t.devnode.setUnresponsive(true, 'down');
    try {
      // Closing needs no node: the commitment is frozen at end_date whatever bitcoind does.
      await t.scheduler.tick();
      expect(drawOf(t, raffle.id)?.status).toBe('closed');
      await t.scheduler.tick();
      expect(drawOf(t, raffle.id)?.status).toBe('closed');
      const health = await t.api.get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body.bitcoin.status).toBe('indisponível');
      // LND is down too (both halves of the devnode): the anchor (§8.2) waits with the draw.
      expect((await t.api.get(`/api/rifa/${raffle.id}/draw`)).body).toMatchObject({
        status: 'awaiting_anchor',
        confirmations: null,
      });
    } finally {
      await t.devnode.setUnresponsive(false);
    }
    // The node is back: the anchor goes out once LND's channel has reconnected.
    await eventually('anchor sent', async () => {
      await t.scheduler.tick();
      return t.store.anchors.find(raffle.id)?.status === 'sent';
    });
    mineAfter(t.devnode, raffle.end_date, 11);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('drawn');
    catchUp();
  });
});
