// THE ATTACK of docs/decisions/0015-anchored-proof-signed-receipts.md (docs/protocols/draw-v2.md), reproduced against the devnode: a miner stamps
// blocks two hours in the future while tickets are still on sale, so a block whose mediantime
// passes end_date exists before the close — under the v1 rule it is the draw block, and anyone
// can read its hash and buy the ticket it makes win. With the anchor, the draw block must come
// after a transaction broadcast after the close: that block is never the draw block.
import { describe, expect, it } from 'vitest';
import { drawIndex, findDrawBlock, winningTicket } from '@rifa/shared';
import { anchorOf, buyNumbers, expectVerifiedV2 } from './anchor-support.ts';
import { drawOf, getHeader, mineAfter, passEndDate, useDrawApp } from './draw-support.ts';

const { t, clock, alice, bob, catchUp, newRaffle } = useDrawApp('rifa-anchor-attack-');

describe('blocks stamped in the future before the close', () => {
  it('the block the attacker could read during the sales is never the draw block', async () => {
    const raffle = await newRaffle({ total_tickets: 10 });
    await buyNumbers(t, bob.token, raffle, [2, 4, 6]);
    const end = Math.floor(new Date(raffle.end_date).getTime() / 1000);

    // Sales are open (the clock is before end_date); the miner stamps 11 blocks 2 h ahead.
    expect(clock.now().getTime()).toBeLessThan(new Date(raffle.end_date).getTime());
    t.devnode.mine(11, { timestamps: Array.from({ length: 11 }, (_, k) => end + 7_200 + k) });
    const v1 = await findDrawBlock(getHeader(t), t.devnode.tip().height, raffle.end_date);
    expect(v1).not.toBeNull();
    const predicted = v1!.block;

    // Knowing that hash, the attacker buys the number it makes win among 4 tickets.
    const { index } = drawIndex(predicted.hash, String(raffle.id), 4);
    const pick = [1, 3, 5, 7][index] as number; // lands at position `index` of [2, 4, 6] + pick
    await buyNumbers(t, alice.token, raffle, [pick]);
    const numbers = [2, 4, 6, pick].sort((a, b) => a - b);
    expect(winningTicket(predicted.hash, String(raffle.id), numbers).winning_ticket).toBe(pick);

    // The close freezes the list and sends the anchor; the draw block must come after it.
    passEndDate(clock, raffle);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({ status: 'closed', tickets_count: 4 });
    expect(anchorOf(t, raffle.id)?.status).toBe('sent');
    // The predicted block is already deep enough for a v1 draw: still no draw without the anchor.
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('closed');

    const [anchorBlock] = mineAfter(t.devnode, raffle.end_date, 8);
    await t.scheduler.tick();
    const drawn = drawOf(t, raffle.id)!;
    expect(drawn.status).toBe('drawn');
    expect(anchorOf(t, raffle.id)?.block_height).toBe(anchorBlock!.height);
    expect(drawn.block_height).toBe(anchorBlock!.height + 1);
    expect(drawn.block_hash).not.toBe(predicted.hash);
    expect(drawn.block_height!).toBeGreaterThan(predicted.height);
    // The published proof says so, and an auditor's verifyProof agrees.
    const proof = await expectVerifiedV2(t, raffle.id);
    expect(proof.block_hash).not.toBe(predicted.hash);
    catchUp();
  });
});
