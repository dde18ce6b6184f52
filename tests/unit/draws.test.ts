// The draw (docs/protocols/draw.md), step by step: close of sales, the draw block, confirmations, the
// winner and the prize owed — over an in-memory SQLite, a fake LND and a scripted chain.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketsCommitment, winningTicket, type Raffle } from '@rifa/shared';
import { ChainError, LightningError } from '../../server/src/domain/ports/index.ts';
import { PROOF_HEADERS } from '../../server/src/domain/draws/draw-scheduler.ts';
import { unavailable } from './support/fake-lightning.ts';
import { ADDRESS_2, createWorld, type World } from './support/world.ts';

let w: World;

beforeEach(() => {
  w = createWorld();
});
afterEach(() => w.close());

const drawOf = (raffle: Raffle) => w.store.draws.find(raffle.id);
const tick = () => w.scheduler.tick();
const pastEnd = (raffle: Raffle) => w.clock.set(new Date(Date.parse(raffle.end_date) + 1_000));

/** A raffle with paid purchases of these sizes (one buyer each), its sales just closed. */
async function closed(sizes: number[] = [2, 1]): Promise<Raffle> {
  const raffle = w.raffle();
  for (const size of sizes) w.pay(await w.buy(w.user(), raffle, size));
  pastEnd(raffle);
  await tick();
  return raffle;
}

describe('close of sales', () => {
  it('nothing happens before end_date', async () => {
    const raffle = w.raffle();
    w.pay(await w.buy(w.user(), raffle, 1));
    await tick();
    expect(drawOf(raffle)).toBeUndefined();
  });

  it('freezes N and tickets_hash = the commitment of the paid tickets, ascending', async () => {
    const raffle = await closed([2, 1]);
    expect(drawOf(raffle)).toMatchObject({
      status: 'closed',
      tickets_count: 3,
      tickets_hash: ticketsCommitment(w.store.draws.tickets(raffle.id)),
      confirmations_required: 6,
      block_hash: null,
    });
    expect(w.log.messages()).toContain('vendas encerradas: bilhetes congelados');
  });

  it('N = 0: the raffle is cancelled, with the empty commitment and no draw', async () => {
    const raffle = await closed([]);
    expect(drawOf(raffle)).toMatchObject({
      status: 'cancelled',
      tickets_count: 0,
      tickets_hash: ticketsCommitment([]),
    });
    expect(w.raffleNow(raffle.id)?.status).toBe('cancelled');
    w.chain.mineAfter(raffle.end_date, 10);
    const calls = w.chain.calls.length;
    await tick();
    expect(w.chain.calls.length).toBe(calls);
  });

  it('a pending invoice found settled in LND is credited first, and counted in N', async () => {
    const raffle = w.raffle();
    const purchase = await w.buy(w.user(), raffle, 2);
    w.lightning.settle(purchase.payment_hash); // in time, but the watcher has not seen it
    pastEnd(raffle);
    await tick();
    expect(w.purchase(purchase.id)?.status).toBe('paid');
    expect(drawOf(raffle)?.tickets_count).toBe(2);
  });

  it('invoices still open are cancelled in LND; the sweep then releases them', async () => {
    const raffle = w.raffle();
    w.pay(await w.buy(w.user(), raffle, 1));
    const open = await w.buy(w.user(), raffle, 2);
    pastEnd(raffle);
    await tick();
    expect(w.lightning.invoice(open.payment_hash)?.isCanceled).toBe(true);
    expect(drawOf(raffle)?.tickets_count).toBe(1);
    await w.watcher.sweep();
    expect(w.purchase(open.id)?.status).toBe('expired');
  });

  it('a cancel refused because the invoice just settled: looked up again, credited, counted', async () => {
    const raffle = w.raffle();
    await w.buy(w.user(), raffle, 3);
    const inTime = new Date(Date.parse(raffle.end_date) - 1_000);
    w.lightning.once('cancelInvoice', (id) => {
      w.lightning.settle(id, inTime);
      throw new LightningError('already_settled', 'já paga');
    });
    pastEnd(raffle);
    await tick();
    expect(drawOf(raffle)?.tickets_count).toBe(3);
  });

  it('LND away: sales close anyway (the commitment cannot wait); the open invoice is cancelled later', async () => {
    const raffle = w.raffle();
    w.pay(await w.buy(w.user(), raffle, 1));
    const open = await w.buy(w.user(), raffle, 1);
    w.lightning.down(unavailable());
    pastEnd(raffle);
    await tick();
    expect(drawOf(raffle)).toMatchObject({ status: 'closed', tickets_count: 1 });
    expect(w.log.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'LND indisponível ao encerrar vendas; faturas pendentes serão canceladas depois',
      }),
    );
    w.lightning.up();
    await tick();
    expect(w.lightning.invoice(open.payment_hash)?.isCanceled).toBe(true);
  });
});

describe('the draw block and its confirmations', () => {
  it('waits while no block has mediantime > end_date', async () => {
    const raffle = await closed();
    w.chain.mine(3); // times past end_date, but the median of 11 is not yet
    await tick();
    expect(drawOf(raffle)?.status).toBe('closed');
  });

  it('is the first block with mediantime > end_date, stored with its parent and raw headers', async () => {
    const raffle = await closed();
    const height = w.chain.mineAfter(raffle.end_date, 2);
    await tick();
    const block = w.chain.blocks[height]!;
    const parent = w.chain.blocks[height - 1]!;
    const end = Date.parse(raffle.end_date) / 1000;
    expect(block.mediantime).toBeGreaterThan(end);
    expect(parent.mediantime).toBeLessThanOrEqual(end);
    expect(drawOf(raffle)).toMatchObject({
      status: 'block_found',
      block_height: height,
      block_hash: block.hash,
      block_mediantime: block.mediantime,
      prev_block_hash: parent.hash,
      prev_mediantime: parent.mediantime,
      block_headers: w.chain.blocks
        .slice(height - PROOF_HEADERS + 1, height + 1)
        .map((b) => b.header_hex),
    });
  });

  it('a node answering for another block while the proof headers are read: tried again next tick', async () => {
    const raffle = await closed();
    const height = w.chain.mineAfter(raffle.end_date);
    w.chain.reply('getRawBlockHeader', w.chain.blocks[0]!.header_hex);
    await tick();
    expect(drawOf(raffle)?.status).toBe('closed');
    await tick();
    expect(drawOf(raffle)?.block_height).toBe(height);
  });

  it('draws when the block has exactly DRAW_CONFIRMATIONS, not one before', async () => {
    const raffle = await closed();
    w.chain.mineAfter(raffle.end_date, 4); // 5 confirmations
    await tick();
    expect(drawOf(raffle)?.status).toBe('block_found');
    w.chain.mine(1);
    await tick();
    expect(drawOf(raffle)?.status).toBe('drawn');
  });

  it('a block already deep when found (the app was stopped) is drawn in the same tick', async () => {
    const raffle = await closed();
    w.chain.mineAfter(raffle.end_date, 20);
    await tick();
    expect(drawOf(raffle)?.status).toBe('drawn');
  });

  it('a reorg before finality resets the block and the search starts over on the new chain', async () => {
    const raffle = await closed();
    w.chain.mineAfter(raffle.end_date, 1);
    await tick();
    const stale = drawOf(raffle)!.block_hash;
    w.chain.reorg();
    w.chain.mine(4);
    await tick();
    const draw = drawOf(raffle)!;
    expect(draw).toMatchObject({ status: 'drawn', reorgs: 1 });
    expect(draw.block_hash).not.toBe(stale);
    expect(draw.block_hash).toBe(w.chain.blocks[draw.block_height!]!.hash);
    expect(w.log.messages()).toContain('reorganização antes da finalidade: nova busca do bloco');
  });

  it('a chain that got shorter than the block counts as a reorg', async () => {
    const raffle = await closed();
    w.chain.mineAfter(raffle.end_date);
    await tick();
    w.chain.fail('getBlockHash', new ChainError('not_found', 'bloco não encontrado'));
    await tick();
    expect(drawOf(raffle)).toMatchObject({ status: 'block_found', reorgs: 1 });
  });

  it('bitcoind away: the draw waits as it is and goes on when it is back', async () => {
    const raffle = await closed();
    w.chain.mineAfter(raffle.end_date, 5);
    w.chain.down(new ChainError('unavailable', 'bitcoind inacessível'));
    await tick();
    expect(drawOf(raffle)?.status).toBe('closed');
    expect(w.log.messages()).toContain(
      'bitcoind indisponível: o sorteio continua na próxima verificação',
    );
    w.chain.up();
    await tick();
    expect(drawOf(raffle)?.status).toBe('drawn');
  });
});

describe('the draw', () => {
  it('records every input and the winner (docs/protocols/draw.md), completes the raffle, owes the prize once', async () => {
    const raffle = await closed([2, 1, 3]);
    w.chain.mineAfter(raffle.end_date, 5);
    await tick();
    const draw = drawOf(raffle)!;
    const numbers = w.store.draws.tickets(raffle.id).map((t) => t.number);
    const expected = winningTicket(draw.block_hash!, draw.draw_id, numbers);
    const owner = w.store.db
      .prepare('SELECT user_id FROM tickets WHERE raffle_id = ? AND number = ?')
      .pluck()
      .get(raffle.id, expected.winning_ticket);
    expect(draw).toMatchObject({
      status: 'drawn',
      draw_id: String(raffle.id),
      digest: expected.digest,
      n: expected.n,
      winning_index: expected.index,
      winning_ticket: expected.winning_ticket,
      winner_user_id: owner,
    });
    expect(w.raffleNow(raffle.id)?.status).toBe('completed');
    expect(w.store.payouts.prizeOf(raffle.id)).toMatchObject({
      kind: 'prize',
      label: `rifa:teste:${raffle.id}:premio`,
      amount: 50_000,
      user_id: owner,
    });
    // The draw wakes the payout job (composition/jobs.ts): the prize goes out without
    // waiting for the job's own interval, once.
    await vi.waitFor(() => expect(w.store.payouts.prizeOf(raffle.id)?.status).toBe('sent'));
    await tick();
    await w.payoutJob.tick();
    expect(w.store.payouts.list()).toHaveLength(1);
    expect(w.lightning.callsTo('sendToChainAddresses')).toHaveLength(1);
  });

  it("the prize goes to the winner's current address", async () => {
    const raffle = w.raffle();
    const winner = w.user({ btc_address: ADDRESS_2 });
    w.pay(await w.buy(winner, raffle, 1));
    pastEnd(raffle);
    await tick();
    w.chain.mineAfter(raffle.end_date, 5);
    await tick();
    expect(w.store.payouts.prizeOf(raffle.id)?.address).toBe(ADDRESS_2);
  });

  it('PAYOUT_MODE=manual: the prize waits for the admin', async () => {
    await w.close();
    w = createWorld({ payoutMode: 'manual' });
    const raffle = await closed([1]);
    w.chain.mineAfter(raffle.end_date, 5);
    await tick();
    expect(w.store.payouts.prizeOf(raffle.id)?.status).toBe('awaiting_admin');
  });

  it('a ticket list that no longer matches tickets_hash suspends the draw, loudly', async () => {
    const raffle = await closed([2]);
    w.store.db.exec(
      `UPDATE tickets SET payment_hash = '${'00'.repeat(32)}' WHERE number = (SELECT MIN(number) FROM tickets)`,
    );
    w.chain.mineAfter(raffle.end_date, 5);
    await tick();
    await tick();
    expect(drawOf(raffle)?.status).toBe('block_found');
    expect(w.store.payouts.prizeOf(raffle.id)).toBeUndefined();
    expect(w.log.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message:
          'a lista de bilhetes não confere com o tickets_hash do fechamento: sorteio suspenso',
      }),
    );
  });
});
