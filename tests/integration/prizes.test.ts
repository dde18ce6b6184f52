// docs/protocols/draw.md#several-prizes against the devnode: a raffle with several ranked prizes draws distinct
// tickets position by position, leaves the positions beyond N not awarded, and pays every
// awarded sats prize like the first (its own label; on-chain at or above the Lightning
// threshold, else awaiting the winner's invoice); a physical prize gets no payout.
import { describe, expect, it } from 'vitest';
import {
  drawPrizes,
  verifyProof,
  type DrawProof,
  type DrawTicketList,
  type RaffleDetail,
  type UserWin,
} from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import { bearer } from '../support/test-app.ts';
import { closeAndDraw, getHeader, useDrawApp } from './draw-support.ts';

const { t, clock, alice, bob, catchUp, newRaffle } = useDrawApp('rifa-prizes-');

const prizes = [{ amount: 100_000 }, { amount: 60_000 }, { amount: 50_000 }];

describe('several prizes (docs/protocols/draw.md#several-prizes)', () => {
  it('a 3-prize raffle with 2 paid tickets awards 2 prizes, records the 3rd as not awarded and pays both', async () => {
    const raffle = await newRaffle({ total_tickets: 10, prizes });
    expect(raffle.prizes).toEqual([
      { position: 1, amount: 100_000, description: null },
      { position: 2, amount: 60_000, description: null },
      { position: 3, amount: 50_000, description: null },
    ]);
    await t.buyPaid(alice.token, raffle, 1);
    await t.buyPaid(bob.token, raffle, 1);
    const draw = await closeAndDraw(t, clock, raffle);

    const tickets = (await t.api.get(`/api/rifa/${raffle.id}/tickets`)).body as DrawTicketList;
    const numbers = tickets.data.map((ticket) => ticket.number);
    const expected = drawPrizes(draw.block_hash!, draw.draw_id, numbers, 3);
    expect(expected).toHaveLength(2);
    expect(draw.winning_ticket).toBe(expected[0]!.winning_ticket);

    const detail = (await t.api.get(`/api/rifa/${raffle.id}`)).body as RaffleDetail;
    expect(detail.winners?.map((w) => [w.position, w.ticket, w.amount])).toEqual([
      [1, expected[0]!.winning_ticket, 100_000],
      [2, expected[1]!.winning_ticket, 60_000],
      [3, null, 50_000],
    ]);
    for (const winner of detail.winners!.slice(0, 2)) expect(winner.nickname).toMatch(/\S/);
    expect(JSON.stringify(detail.winners)).not.toMatch(/@/);

    // Each awarded sats prize has its own payout and label; position 1's label is unchanged.
    const labels = [t.services.labels.prize(raffle.id), t.services.labels.prize(raffle.id, 2)];
    expect(labels[1]).toBe(`${labels[0]}:2`);
    expect(t.store.payouts.prizeOf(raffle.id, 3)).toBeUndefined();
    // One wallet coin: the 2nd send waits 'aguardando saldo' until the change confirms.
    await t.payoutJob.tick();
    await eventually('both prizes sent', async () => {
      t.devnode.mine(1);
      await t.payoutJob.tick();
      return [1, 2].every((k) => t.store.payouts.prizeOf(raffle.id, k)?.status === 'sent');
    });
    catchUp();
    for (const [k, label] of labels.entries()) {
      const sends = t.devnode.sentCoins().filter((send) => send.label === label);
      expect(sends).toHaveLength(1);
      expect(sends[0]!.amount).toBe(prizes[k]!.amount);
    }

    // The proof lists every position and verifies against the node; it names nobody.
    const proof = (await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof;
    expect(proof.winners?.map((w) => w.winning_ticket)).toEqual([
      expected[0]!.winning_ticket,
      expected[1]!.winning_ticket,
      null,
    ]);
    const verification = await verifyProof(proof, { getHeader: getHeader(t) });
    const drawChecks = verification.checks.filter((c) => c.id === 'winner' || c.id === 'prize');
    expect(drawChecks.map((check) => [check.id, check.ok])).toEqual([
      ['winner', true],
      ['prize', true],
      ['prize', true],
      ['prize', true],
    ]);
    expect(drawChecks[3]?.detail).toContain('não sorteado');
    expect(JSON.stringify(proof)).not.toMatch(/@|Participante/);

    // Each winner's dashboard lists the position won.
    const winsOf = async (token: string) =>
      ((await t.api.get('/api/user/wins').set(bearer(token))).body.data as UserWin[]).filter(
        (win) => win.raffle_id === raffle.id,
      );
    const all = [...(await winsOf(alice.token)), ...(await winsOf(bob.token))];
    expect(all.map((win) => [win.position, win.prize_amount]).sort()).toEqual([
      [1, 100_000],
      [2, 60_000],
    ]);
  });

  it('a physical prize gets no payout and a small sats prize waits for the winner’s Lightning invoice', async () => {
    const raffle = await newRaffle({
      total_tickets: 10,
      prizes: [
        { amount: 100_000 },
        { amount: 0, description: 'Camiseta oficial' },
        { amount: 2_000 },
      ],
    });
    await t.buyPaid(alice.token, raffle, 3);
    await closeAndDraw(t, clock, raffle);
    const detail = (await t.api.get(`/api/rifa/${raffle.id}`)).body as RaffleDetail;
    expect(detail.winners?.map((w) => w.ticket !== null)).toEqual([true, true, true]);
    expect(detail.winners?.[1]).toMatchObject({
      description: 'Camiseta oficial',
      payout_status: null,
    });
    expect(t.store.payouts.prizeOf(raffle.id, 2)).toBeUndefined();
    expect(t.store.payouts.prizeOf(raffle.id, 3)).toMatchObject({
      method: 'lightning',
      status: 'awaiting_invoice',
      amount: 2_000,
      label: t.services.labels.prize(raffle.id, 3),
    });
  });
});
