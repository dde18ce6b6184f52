// DESIGN.md §8 against the devnode's chain with controlled timestamps: sales close at
// end_date, the draw block is the first with mediantime > end_date, the draw runs at
// DRAW_CONFIRMATIONS (6, not 5), survives restarts between every step, follows a reorg
// before finality, and publishes a proof that the shared verifyProof accepts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import {
  findDrawBlock,
  ticketsCommitment,
  verifyProof,
  winningTicket,
  type DrawProof,
  type DrawTicketList,
  type RaffleDetail,
  type UserWin,
} from '@rifa/shared';
import {
  bearer,
  eventually,
  movableClock,
  REGTEST_ADDRESS,
  REGTEST_ADDRESS_2,
  startTestApp,
  tempDir,
  type TestApp,
} from '../support/test-app.ts';
import {
  buy,
  buyPaid,
  catchUpWithChain,
  closeAndDraw,
  drawOf,
  mineAfter,
  passEndDate,
  prizeOf,
} from './draw-support.ts';

const clock = movableClock();
let devnode: Devnode;
let dataDir: string;
let t: TestApp;
let alice: { token: string; id: number };
let bob: { token: string; id: number };

/** Stops the app and starts it again over the same DATA_DIR and node (a process restart). */
async function restart(options: Parameters<typeof startTestApp>[0] = {}): Promise<void> {
  await t.close();
  t = await startTestApp({ devnode, dataDir, clock, ...options });
}

beforeAll(async () => {
  dataDir = tempDir('rifa-draws-');
  devnode = await startDevnode({
    dir: path.join(dataDir, 'devnode'),
    clock: () => clock.now().getTime(),
  });
  t = await startTestApp({ devnode, dataDir, clock });
  const a = await t.register({ btc_address: REGTEST_ADDRESS });
  const b = await t.register({ btc_address: REGTEST_ADDRESS_2 });
  alice = { token: a.token, id: a.user.id };
  bob = { token: b.token, id: b.user.id };
});

afterAll(async () => {
  await t.close();
  await devnode.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const getHeader = (app: TestApp) => async (height: number) =>
  app.chain.getBlockHeader(await app.chain.getBlockHash(height));

describe('the draw, step by step, with the app restarted between every step', () => {
  it('closes at end_date, finds the first block with mediantime > end_date, and draws at 6 confirmations, once', async () => {
    catchUpWithChain(clock, devnode);
    const raffle = await t.createRaffle({
      total_tickets: 10,
      end_date: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    await buyPaid(t, devnode, alice.token, raffle, 3);
    await buyPaid(t, devnode, bob.token, raffle, 2);

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
    expect(tickets.data.map((ticket) => ticket.number)).toEqual([1, 2, 3, 4, 5]);
    // Sales are closed: no more purchases.
    expect(
      (
        await t.api.post('/api/transaction').set(bearer(alice.token)).send({
          type_tx: 'buy',
          raffle_id: raffle.id,
          tickets_count: 1,
          amount: raffle.ticket_price,
        })
      ).status,
    ).toBe(409);

    await restart();
    // Five blocks after end_date leave the median of the last 11 timestamps before it.
    mineAfter(devnode, raffle.end_date, 5);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({
      status: 'closed',
      tickets_hash: closed.tickets_hash,
      closed_at: closed.closed_at,
    });

    await restart();
    const [drawBlock] = mineAfter(devnode, raffle.end_date, 1);
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
    const expected = await findDrawBlock(getHeader(t), devnode.tip().height, raffle.end_date);
    expect(expected?.block.hash).toBe(drawBlock!.hash);
    expect(found.prev_block_hash).toBe(expected?.previous?.hash);
    expect(found.block_headers).toHaveLength(12);
    expect(((await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof).status).toBe(
      'awaiting_confirmations',
    );

    await restart();
    mineAfter(devnode, raffle.end_date, 4); // 5 confirmations: not yet
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('block_found');
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.status).toBe('active');

    await restart();
    mineAfter(devnode, raffle.end_date, 1); // 6 confirmations
    await t.scheduler.tick();
    const drawn = drawOf(t, raffle.id)!;
    const result = winningTicket(drawBlock!.hash, String(raffle.id), [1, 2, 3, 4, 5]);
    expect(drawn).toMatchObject({
      status: 'drawn',
      block_hash: drawBlock!.hash,
      digest: result.digest,
      n: result.n,
      winning_index: result.index,
      winning_ticket: result.winning_ticket,
      winner_user_id: result.winning_ticket <= 3 ? alice.id : bob.id,
      winner_address: result.winning_ticket <= 3 ? REGTEST_ADDRESS : REGTEST_ADDRESS_2,
    });
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.status).toBe('completed');

    // Restarted once more, nothing is drawn or paid a second time.
    await restart();
    mineAfter(devnode, raffle.end_date, 2);
    await t.scheduler.tick();
    await t.payoutJob.tick();
    expect(drawOf(t, raffle.id)).toEqual({ ...drawn });
    const prize = prizeOf(t, raffle.id)!;
    expect(prize).toMatchObject({
      status: 'sent',
      label: `rifa:${raffle.id}:premio`,
      amount: raffle.prize_amount,
      address: drawn.winner_address,
    });
    const sends = devnode.sentCoins().filter((send) => send.label === `rifa:${raffle.id}:premio`);
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

  it('publishes a proof that verifyProof accepts against the devnode’s bitcoind, with no e-mail or name in it', async () => {
    const raffle = (await t.api.get('/api/rifa')).body.data.find(
      (r: { status: string }) => r.status === 'completed',
    );
    const response = await t.api.get(`/api/rifa/${raffle.id}/draw`);
    expect(response.status).toBe(200);
    const proof = response.body as DrawProof;
    expect(proof).toMatchObject({
      version: 1,
      status: 'completed',
      network: 'regtest',
      draw_id: String(raffle.id),
      tickets_url: `/api/rifa/${raffle.id}/tickets`,
    });
    expect(proof.confirmations).toBeGreaterThanOrEqual(6);
    expect(proof.payout_txid).toMatch(/^[0-9a-f]{64}$/);
    expect(proof.block_headers).toHaveLength(12);
    const verification = await verifyProof(proof, { getHeader: getHeader(t) });
    expect(verification.checks.filter((check) => !check.ok)).toEqual([]);
    expect(verification.ok).toBe(true);
    // Offline too: the raw headers carry the block rule without a node.
    expect((await verifyProof(proof)).ok).toBe(true);

    const detail = (await t.api.get(`/api/rifa/${raffle.id}`)).body as RaffleDetail;
    expect({ ...detail.draw, generated_at: null }).toEqual({ ...proof, generated_at: null });
    const everything =
      JSON.stringify(proof) +
      JSON.stringify((await t.api.get(`/api/rifa/${raffle.id}/tickets`)).body);
    expect(everything).not.toContain('@');
    expect(everything).not.toContain('Participante');
  });
});

describe('verify-draw on a real draw', () => {
  // The auditor's single-file script, run as a separate Node process on the proof this server
  // published, against the node's bitcoind: passes, and fails naming the check when tampered.
  const script = path.resolve(import.meta.dirname, '../../scripts/verify-draw.mjs');

  // Asynchronous on purpose: the devnode answering the script's RPC runs in this process.
  async function runVerify(
    proof: DrawProof,
    name: string,
  ): Promise<{ status: number | null; output: string }> {
    const file = path.join(dataDir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(proof));
    const { url, user, pass } = devnode.bitcoind;
    const rpc = url.replace(
      'http://',
      `http://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@`,
    );
    const child = spawn(process.execPath, [script, file, '--rpc', rpc]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { status, output };
  }

  it('passes on the published proof and fails on a tampered ticket list, a wrong block and a wrong winner', async () => {
    const raffle = (await t.api.get('/api/rifa')).body.data.find(
      (r: { status: string }) => r.status === 'completed',
    );
    const proof = (await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof;
    expect(proof.tickets?.length).toBeGreaterThan(1);

    const honest = await runVerify(proof, 'honest');
    expect(honest.output).not.toMatch(/✗/);
    expect(honest.status).toBe(0);

    const tickets = proof.tickets!.map((ticket, i) =>
      i === 0 ? { ...ticket, payment_hash: 'f'.repeat(64) } : ticket,
    );
    const tampered = await runVerify({ ...proof, tickets }, 'tampered-tickets');
    expect(tampered.status).toBe(1);
    expect(tampered.output).toMatch(/✗.*\[tickets_hash\]/);

    const tip = devnode.tip();
    const wrongBlock = await runVerify(
      { ...proof, block_hash: tip.hash, block_height: tip.height, block_headers: null },
      'wrong-block',
    );
    expect(wrongBlock.status).toBe(1);
    expect(wrongBlock.output).toMatch(/✗.*\[block_/);

    const other = proof.winning_ticket === 1 ? 2 : 1;
    const wrongWinner = await runVerify({ ...proof, winning_ticket: other }, 'wrong-winner');
    expect(wrongWinner.status).toBe(1);
    expect(wrongWinner.output).toMatch(/✗.*\[winner\]/);
  });
});

describe('before finality', () => {
  it('a reorg that replaces the draw block starts the search over and draws on the new block', async () => {
    catchUpWithChain(clock, devnode);
    const raffle = await t.createRaffle({
      total_tickets: 50,
      end_date: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    for (let i = 0; i < 4; i++)
      await buyPaid(t, devnode, i % 2 ? alice.token : bob.token, raffle, 3);
    passEndDate(clock, raffle);
    await t.scheduler.tick();
    const [, , , , , first, second] = mineAfter(devnode, raffle.end_date, 7);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({
      status: 'block_found',
      block_hash: first!.hash,
      reorgs: 0,
    });

    // Replace the draw block and its child: the new block at that height is stamped before
    // end_date (still after its parent's mediantime), so the draw block moves one up.
    const endSeconds = Math.floor(new Date(raffle.end_date).getTime() / 1000);
    const [replaced, moved] = devnode.reorg(2, {
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

    mineAfter(devnode, raffle.end_date, 4); // 5 confirmations of the new block
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('block_found');
    mineAfter(devnode, raffle.end_date, 1);
    await t.scheduler.tick();
    const drawn = drawOf(t, raffle.id)!;
    expect(drawn).toMatchObject({
      status: 'drawn',
      block_hash: moved!.hash,
      prev_block_hash: replaced!.hash,
      winning_ticket: winningTicket(
        moved!.hash,
        String(raffle.id),
        Array.from({ length: 12 }, (_, i) => i + 1),
      ).winning_ticket,
    });
    const proof = (await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof;
    expect((await verifyProof(proof, { getHeader: getHeader(t) })).ok).toBe(true);
    catchUpWithChain(clock, devnode);
  });

  it('keeps waiting while bitcoind is down, with the app up, and goes on when it is back', async () => {
    const raffle = await t.createRaffle({
      total_tickets: 5,
      end_date: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    await buyPaid(t, devnode, alice.token, raffle, 1);
    passEndDate(clock, raffle);
    await devnode.setUnresponsive(true, 'down');
    try {
      // Closing needs no node: the commitment is frozen at end_date whatever bitcoind does.
      await t.scheduler.tick();
      expect(drawOf(t, raffle.id)?.status).toBe('closed');
      await t.scheduler.tick();
      expect(drawOf(t, raffle.id)?.status).toBe('closed');
      const health = await t.api.get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body.bitcoin.status).toBe('indisponível');
      expect((await t.api.get(`/api/rifa/${raffle.id}/draw`)).body).toMatchObject({
        status: 'awaiting_block',
        confirmations: null,
      });
    } finally {
      await devnode.setUnresponsive(false);
    }
    mineAfter(devnode, raffle.end_date, 11);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('drawn');
    catchUpWithChain(clock, devnode);
  });
});

describe('closing sales', () => {
  it('N = 0: the raffle is cancelled at end_date, with the empty commitment and no draw', async () => {
    const raffle = await t.createRaffle({
      end_date: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
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
    mineAfter(devnode, raffle.end_date, 11);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('cancelled');
    expect(prizeOf(t, raffle.id)).toBeUndefined();
    catchUpWithChain(clock, devnode);
  });

  it('at close, credits a payment made in time that was not credited yet, and cancels the invoices still open in LND', async () => {
    await restart({ startWatcher: false });
    const raffle = await t.createRaffle({
      total_tickets: 10,
      end_date: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    const paidInTime = await buy(t, alice.token, raffle, 2);
    const open = await buy(t, bob.token, raffle, 1);
    devnode.settleInvoice(paidInTime.payment_hash);
    // The admin moves end_date before the open invoice's expiry, then it passes.
    const newEnd = new Date(clock.now().getTime() + 60_000).toISOString();
    expect(
      (
        await t.api
          .put(`/api/rifa/${raffle.id}`)
          .set(bearer(t.adminToken))
          .send({ end_date: newEnd })
      ).status,
    ).toBe(200);
    clock.set(new Date(new Date(newEnd).getTime() + 1_000));
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)).toMatchObject({ status: 'closed', tickets_count: 2 });
    expect(devnode.invoices().find((invoice) => invoice.hash === open.payment_hash)?.state).toBe(
      'CANCELED',
    );
    await restart();
    await t.watcher.sweep();
    const status = (await t.api.get(`/api/transaction/${open.id}`).set(bearer(bob.token))).body
      .status;
    expect(status).toBe('expired');
    mineAfter(devnode, newEnd, 11);
    await t.scheduler.tick();
    expect(drawOf(t, raffle.id)?.status).toBe('drawn');
    await eventually(() => prizeOf(t, raffle.id)?.status === 'sent');
    catchUpWithChain(clock, devnode);
  });

  it('GET /api/rifa/:id/draw and /tickets answer 404 in pt-BR for an unknown raffle; an open raffle has an open proof', async () => {
    for (const suffix of ['draw', 'tickets']) {
      const response = await t.api.get(`/api/rifa/999999/${suffix}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Rifa não encontrada' });
    }
    const raffle = await t.createRaffle();
    const proof = (await t.api.get(`/api/rifa/${raffle.id}/draw`)).body as DrawProof;
    expect(proof).toMatchObject({
      status: 'open',
      tickets_hash: null,
      tickets_count: 0,
      confirmations_required: 6,
      block_hash: null,
    });
    expect((await verifyProof(proof)).ok).toBe(false);
  });

  it('a drawn raffle found by the app after a long stop is drawn in one tick (block already deep)', async () => {
    const raffle = await t.createRaffle({
      total_tickets: 5,
      end_date: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    await buyPaid(t, devnode, alice.token, raffle, 1);
    await closeAndDraw(t, devnode, clock, raffle);
    expect(drawOf(t, raffle.id)).toMatchObject({
      status: 'drawn',
      winning_ticket: 1,
      winner_user_id: alice.id,
    });
  });
});
