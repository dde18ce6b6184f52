// docs/decisions/0014-numbers-prizes-packages.md, the winners page: GET /api/ganhadores lists every drawn raffle, newest draw
// first, with each ranked position (ticket, public nickname, prize, payout state), the draw
// block and the links to the raffle and its proof; 'não sorteado' positions carry no ticket;
// nobody's e-mail or name is in it; raffles not drawn (open, closing, cancelled) are absent.
import { describe, expect, it } from 'vitest';
import {
  drawPrizes,
  WINNERS_LIMIT,
  type DrawTicketList,
  type ListResponse,
  type WinnersEntry,
} from '@rifa/shared';
import { createWinners } from '../../server/src/domain/draws/winners.ts';
import { closeAndDraw, inAnHour, useDrawApp } from '../integration/draw-support.ts';
import { bearer } from '../support/test-app.ts';

const { t, clock, alice, bob, newRaffle } = useDrawApp('rifa-winners-');

const winners = async () => {
  const response = await t.api.get('/api/ganhadores');
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.body as ListResponse<WinnersEntry>).data;
};

describe('GET /api/ganhadores', () => {
  it('lists a 3-prize draw with 2 paid tickets: two winners by nickname, the 3rd not awarded', async () => {
    expect(await winners()).toEqual([]);
    await t.api.put('/user/me').set(bearer(alice.token)).send({ nickname: 'Sortuda da Vila' });

    const raffle = await newRaffle({
      name: 'Rifa dos Três Prêmios',
      total_tickets: 120,
      prizes: [
        { amount: 100_000 },
        { amount: 0, description: 'Camiseta oficial' },
        { amount: 5_000 },
      ],
    });
    await t.buyPaid(alice.token, raffle, 1);
    await t.buyPaid(bob.token, raffle, 1);
    // Still open: nothing to show yet.
    expect(await winners()).toEqual([]);
    const draw = await closeAndDraw(t, clock, raffle);

    const tickets = (await t.api.get(`/api/rifa/${raffle.id}/tickets`)).body as DrawTicketList;
    const numbers = tickets.data.map((ticket) => ticket.number);
    const expected = drawPrizes(draw.block_hash!, draw.draw_id, numbers, 3);

    const [entry, ...others] = await winners();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      raffle_id: raffle.id,
      raffle_name: 'Rifa dos Três Prêmios',
      total_tickets: 120,
      tickets_count: 2,
      block_height: draw.block_height,
      block_hash: draw.block_hash,
      drawn_at: draw.drawn_at,
      raffle_url: `/raffles/${raffle.id}`,
      proof_url: `/api/rifa/${raffle.id}/draw`,
    });
    expect(entry!.winners.map((w) => [w.position, w.ticket, w.amount, w.description])).toEqual([
      [1, expected[0]!.winning_ticket, 100_000, null],
      [2, expected[1]!.winning_ticket, 0, 'Camiseta oficial'],
      [3, null, 5_000, null],
    ]);
    // Whose ticket won is told by nickname: Alice's chosen one, Bob's default.
    const aliceTicket = (await t.api.get('/api/transaction/user').set(bearer(alice.token))).body
      .data[0].tickets[0] as number;
    const nicknames = Object.fromEntries(entry!.winners.map((w) => [w.ticket, w.nickname]));
    expect(nicknames[aliceTicket]).toBe('Sortuda da Vila');
    expect(Object.values(nicknames)).toContain(`Participante #${bob.id}`);
    expect(entry!.winners[2]).toMatchObject({ nickname: null, payout_status: null });
    // The physical prize has no payout; the 1st's sats do.
    expect(entry!.winners[1]!.payout_status).toBeNull();
    expect(entry!.winners[0]!.payout_status).not.toBeNull();
    // Never an e-mail or a name (LGPD).
    const text = JSON.stringify(entry);
    expect(text).not.toMatch(/@|example\.com|Participante \d/);

    // The proof link answers with that draw.
    const proof = await t.api.get(entry!.proof_url);
    expect(proof.status).toBe(200);
    expect(proof.body.block_hash).toBe(draw.block_hash);
  });

  it('puts the newest draw first and leaves out cancelled and undrawn raffles', async () => {
    const drawnLater = await newRaffle({ name: 'Rifa Mais Recente' });
    await t.buyPaid(bob.token, drawnLater, 2);
    const cancelled = await t.createRaffle({ name: 'Rifa Cancelada', end_date: inAnHour(clock) });
    expect((await t.editRaffle(cancelled.id, { status: 'cancelled' })).status).toBe(200);
    await closeAndDraw(t, clock, drawnLater);
    const open = await t.createRaffle({ name: 'Rifa Aberta', end_date: inAnHour(clock) });

    const list = await winners();
    expect(list.map((entry) => entry.raffle_name)).toEqual([
      'Rifa Mais Recente',
      'Rifa dos Três Prêmios',
    ]);
    expect(list[0]!.winners).toHaveLength(1);
    expect(list.map((entry) => entry.raffle_id)).not.toContain(open.id);
  });

  it(`asks storage for the last ${WINNERS_LIMIT} draws only`, () => {
    const limits: number[] = [];
    const service = createWinners({
      winners: {
        recent: (limit) => {
          limits.push(limit);
          return [];
        },
      },
    });
    expect(service.list()).toEqual([]);
    expect(limits).toEqual([WINNERS_LIMIT]);
  });
});
