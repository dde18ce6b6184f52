// The anchor is gone (docs/protocols/draw-v2.md) against the devnode: before it is mined the
// operator removes it from LND's wallet (`lncli wallet removetx`, walletrpc RemoveTransaction,
// which btcwallet allows only for unconfirmed transactions and which takes their unmined
// descendants with them); the devnode's mempool drops it too, as the network already had.
// The server sends exactly one new anchor under the next label, with the same OP_RETURN
// root; the draw block follows the NEW anchor's block and the proof version 2 verifies.
import { describe, expect, it } from 'vitest';
import { anchorScriptHex, parseRawTransaction, type Raffle } from '@rifa/shared';
import {
  anchorOf,
  anchorSends,
  closedRaffle,
  expectVerifiedV2,
  mineAndTick,
  sendStuckAnchor,
} from './anchor-support.ts';
import { drawOf, useDrawApp } from './draw-support.ts';

const app = useDrawApp('rifa-anchor-removed-');
const { t } = app;

/** The operator's removetx, through the devnode's control API. */
async function removeTx(txid: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${t.devnode.controlUrl}/transactions/${txid}/remove`, {
    method: 'POST',
  });
  return { status: res.status, body: await res.json() };
}

const opReturnOf = (raw: string) =>
  parseRawTransaction(raw).outputs.filter((output) => output.script.startsWith('6a'));

/** After the removal: one new anchor under the next label, then mined at A and drawn above A. */
async function expectResentAndDrawn(raffle: Raffle, removedTxid: string) {
  const root = drawOf(t, raffle.id)!.tickets_root!;
  // One pass sees it gone from the wallet and the mempool, the next sends it again.
  await t.scheduler.tick();
  await t.scheduler.tick();
  await t.scheduler.tick();
  const resent = anchorOf(t, raffle.id)!;
  expect(resent).toMatchObject({
    status: 'sent',
    attempt: 2,
    label: t.services.labels.anchor(raffle.id, 2),
    bumps: 0,
  });
  expect(resent.txid).not.toBe(removedTxid);
  expect(opReturnOf(resent.raw_tx!).map((output) => output.script)).toEqual([
    anchorScriptHex(root),
  ]);
  const sends = anchorSends(t, raffle.id);
  expect(sends.map((send) => [send.txid, send.label])).toEqual([[resent.txid, resent.label]]);
  expect(t.devnode.mempool().map((entry) => entry.txid)).not.toContain(removedTxid);

  const [anchorBlock] = await mineAndTick(t, raffle, 1);
  expect(anchorBlock?.txids).toContain(resent.txid);
  expect(anchorOf(t, raffle.id)).toMatchObject({
    status: 'confirmed',
    txid: resent.txid,
    block_hash: anchorBlock!.hash,
  });
  await mineAndTick(t, raffle, 10);
  const drawn = drawOf(t, raffle.id)!;
  expect(drawn.status).toBe('drawn');
  expect(drawn.block_height!).toBeGreaterThan(anchorBlock!.height);
  const proof = await expectVerifiedV2(t, raffle.id);
  expect(proof.anchor).toMatchObject({ txid: resent.txid, height: anchorBlock!.height });
  expect(anchorSends(t, raffle.id)).toHaveLength(1);
}

describe('the anchor removed from LND’s wallet before it is mined', () => {
  it('removetx on the anchor: one new anchor, same root, new txid; the draw follows its block', async () => {
    const raffle = await closedRaffle(app);
    t.devnode.setFeeRate(2);
    try {
      await t.scheduler.tick();
      const sent = anchorOf(t, raffle.id)!;
      expect(sent).toMatchObject({ status: 'sent', attempt: 1, fee_rate: 2 });

      expect(await removeTx(sent.txid!)).toEqual({ status: 200, body: { removed: [sent.txid] } });
      expect(anchorSends(t, raffle.id)).toEqual([]);
      // The stuck anchor's market has moved on. (It also keeps the txid new: LND writes each
      // send's change to a fresh address, the devnode to one, so the same coin at the same
      // rate could rebuild the very same transaction here.)
      t.devnode.setFeeRate(5);
      await expectResentAndDrawn(raffle, sent.txid!);
      expect(anchorOf(t, raffle.id)?.fee_rate).toBe(5);
    } finally {
      t.devnode.setFeeRate(3);
    }
  });

  it('removetx on an anchor bumped with a CPFP child: both go, one new anchor is sent and drawn on', async () => {
    // The last raffle's prize is mined first: the anchors here spend a confirmed coin, not
    // the change of a cheap prize the congested blocks below would leave behind.
    t.devnode.mine(1);
    const raffle = await closedRaffle(app);
    try {
      const sent = await sendStuckAnchor(t, raffle);
      const waiting = new Set(t.devnode.mempool().map((entry) => entry.txid));
      for (let k = 0; k < 6; k++) await mineAndTick(t, raffle, 1);
      expect(anchorOf(t, raffle.id)).toMatchObject({ status: 'sent', bumps: 1 });
      const child = t.devnode.mempool().find((entry) => !waiting.has(entry.txid))!.txid;

      // The child spends the anchor's change: RemoveDescendants takes it first.
      expect(await removeTx(sent.txid!)).toEqual({
        status: 200,
        body: { removed: [child, sent.txid] },
      });
      expect(t.devnode.mempool().map((entry) => entry.txid)).not.toContain(child);
      await expectResentAndDrawn(raffle, sent.txid!);
    } finally {
      t.devnode.setMiningFeeRate(0);
      t.devnode.setFeeRate(3);
    }
  });

  it('a confirmed anchor cannot be removed: LND refuses and the anchor stays', async () => {
    const raffle = await closedRaffle(app);
    await t.scheduler.tick();
    const sent = anchorOf(t, raffle.id)!;
    await mineAndTick(t, raffle, 1);
    const removal = await removeTx(sent.txid!);
    expect(removal.status).toBe(409);
    expect(removal.body).toEqual({
      error: `transaction with txid=${sent.txid} is already confirmed (numConfs=1) cannot be removed`,
    });
    await mineAndTick(t, raffle, 10);
    expect(drawOf(t, raffle.id)?.status).toBe('drawn');
    expect((await expectVerifiedV2(t, raffle.id)).anchor).toMatchObject({ txid: sent.txid });
    expect(anchorSends(t, raffle.id)).toHaveLength(1);
  });
});
