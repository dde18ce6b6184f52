// The anchor's life on the chain (docs/protocols/draw-v2.md) against the devnode: no funds for
// the fee → 'aguardando saldo' in Gerenciar and health, then sent once funded; unconfirmed
// for 6 blocks under a congested mempool → a CPFP bump, then mined; a reorg that drops the
// anchor's block → the anchor is found again and the draw block follows the new A.
import { describe, expect, it } from 'vitest';
import type { AdminAnchor } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import {
  anchorOf,
  anchorSends,
  closedRaffle,
  expectVerifiedV2,
  mineAndTick,
  proofOf,
  sendStuckAnchor,
} from './anchor-support.ts';
import { drawOf, useDrawApp } from './draw-support.ts';

const app = useDrawApp('rifa-anchor-chain-');
const { t, alice } = app;

describe('the anchor on the chain', () => {
  it('no funds for the fee: waits as "aguardando saldo", the admin and health see it, then it is sent once', async () => {
    const raffle = await closedRaffle(app);
    t.devnode.setBalance(0);
    try {
      await t.scheduler.tick();
      await t.scheduler.tick();
      const waiting = anchorOf(t, raffle.id)!;
      expect(waiting.status).toBe('awaiting_balance');
      expect(waiting.last_error).toContain('insuficiente');
      expect(anchorSends(t, raffle.id)).toEqual([]);
      expect((await proofOf(t, raffle.id)).status).toBe('awaiting_anchor');
      const health = (await t.api.get('/api/health')).body;
      expect(health.anchors).toEqual({ status: 'aguardando saldo', awaiting_balance: 1 });
      const listed = (await t.api.get('/api/admin/anchors').set(bearer(t.adminToken))).body
        .data as AdminAnchor[];
      expect(listed.find((row) => row.raffle_id === raffle.id)).toMatchObject({
        status: 'awaiting_balance',
        raffle_name: raffle.name,
        txid: null,
      });
      expect((await t.api.get('/api/admin/anchors').set(bearer(alice.token))).status).toBe(403);
    } finally {
      t.devnode.setBalance(100_000_000);
    }
    // Funded: the next pass sends it, once; mined, then drawn above it.
    await t.scheduler.tick();
    expect(anchorOf(t, raffle.id)?.status).toBe('sent');
    expect(anchorSends(t, raffle.id)).toHaveLength(1);
    expect((await t.api.get('/api/health')).body.anchors).toEqual({
      status: 'ok',
      awaiting_balance: 0,
    });
    await mineAndTick(t, raffle, 11);
    expect(drawOf(t, raffle.id)?.status).toBe('drawn');
    expect(anchorSends(t, raffle.id)).toHaveLength(1);
    await expectVerifiedV2(t, raffle.id);
  });

  it('unconfirmed for 6 blocks under a congested mempool: bumped with a CPFP child, then mined and drawn', async () => {
    const raffle = await closedRaffle(app);
    try {
      const sent = await sendStuckAnchor(t, raffle);
      for (let k = 0; k < 5; k++) await mineAndTick(t, raffle, 1);
      expect(anchorOf(t, raffle.id)).toMatchObject({ status: 'sent', bumps: 0 });
      const waitingTxids = new Set(t.devnode.mempool().map((entry) => entry.txid));
      await mineAndTick(t, raffle, 1); // the 6th block without it
      const bumped = anchorOf(t, raffle.id)!;
      expect(bumped).toMatchObject({ status: 'sent', bumps: 1, bump_rate: 25 });
      const pool = t.devnode.mempool();
      expect(pool.map((entry) => entry.txid)).toContain(sent.txid);
      // The CPFP child is the one new transaction (an earlier prize may wait there too).
      const child = pool.find((entry) => !waitingTxids.has(entry.txid));
      expect(child).toBeDefined();
      // Parent and child together pay at least what the market asks.
      const parent = pool.find((entry) => entry.txid === sent.txid)!;
      expect((parent.fee + child!.fee) / (parent.vsize + child!.vsize)).toBeGreaterThanOrEqual(20);
      await mineAndTick(t, raffle, 1);
      // One pass after the bump there is no second bump: the next waits 6 blocks.
      expect(anchorOf(t, raffle.id)?.bumps).toBe(1);
      expect(anchorOf(t, raffle.id)?.status).toBe('confirmed');
    } finally {
      t.devnode.setMiningFeeRate(0);
      t.devnode.setFeeRate(3);
    }
    await mineAndTick(t, raffle, 7);
    const drawn = drawOf(t, raffle.id)!;
    expect(drawn.status).toBe('drawn');
    expect(drawn.block_height!).toBeGreaterThan(anchorOf(t, raffle.id)!.block_height!);
    expect(anchorSends(t, raffle.id)).toHaveLength(1);
    await expectVerifiedV2(t, raffle.id);
  });

  it('a reorg that drops the anchor’s block: the anchor is found again and the draw block follows the new A', async () => {
    const raffle = await closedRaffle(app);
    await t.scheduler.tick();
    const sent = anchorOf(t, raffle.id)!;
    const [first] = await mineAndTick(t, raffle, 7);
    const anchored = anchorOf(t, raffle.id)!;
    expect(anchored).toMatchObject({ status: 'confirmed', block_hash: first!.hash });
    expect(drawOf(t, raffle.id)?.status).toBe('block_found');

    // Another miner's empty blocks replace the anchor's block and everything above it: the
    // anchor is back in the mempool.
    t.devnode.reorg(7, { empty: true, blocks: 8 });
    await t.scheduler.tick();
    expect(anchorOf(t, raffle.id)).toMatchObject({ status: 'sent', reorgs: 1, block_hash: null });
    expect(drawOf(t, raffle.id)).toMatchObject({ status: 'closed', block_hash: null, reorgs: 1 });
    expect((await proofOf(t, raffle.id)).status).toBe('awaiting_anchor');

    const [again] = await mineAndTick(t, raffle, 1);
    expect(again?.txids).toContain(sent.txid);
    expect(anchorOf(t, raffle.id)).toMatchObject({
      status: 'confirmed',
      block_hash: again!.hash,
      block_height: again!.height,
    });
    await mineAndTick(t, raffle, 6);
    const drawn = drawOf(t, raffle.id)!;
    expect(drawn.status).toBe('drawn');
    expect(drawn.block_height).toBe(again!.height + 1);
    const proof = await expectVerifiedV2(t, raffle.id);
    expect(proof.anchor).toMatchObject({ txid: sent.txid, height: again!.height });
    expect(anchorSends(t, raffle.id)).toHaveLength(1);
  });
});
