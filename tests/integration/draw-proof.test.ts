// The published proof of a real draw (docs/protocols/draw.md): the shared verifyProof accepts it against
// the devnode's bitcoind and offline, it names nobody, and the auditor's verify-draw script,
// run as its own process, passes on it and fails naming the check when it is tampered with.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyProof, type DrawProof, type RaffleDetail } from '@rifa/shared';
import { closeAndDraw, getHeader, useDrawApp } from './draw-support.ts';

const { t, clock, alice, bob, newRaffle } = useDrawApp('rifa-draw-proof-');

// One completed raffle, its prize sent: 3 tickets of Alice's, 2 of Bob's.
beforeAll(async () => {
  const raffle = await newRaffle({ total_tickets: 10 });
  await t.buyPaid(alice.token, raffle, 3);
  await t.buyPaid(bob.token, raffle, 2);
  await closeAndDraw(t, clock, raffle);
  await t.payoutJob.tick();
});

describe('the published proof', () => {
  it('publishes a proof that verifyProof accepts against the devnode’s bitcoind, with no e-mail or name in it', async () => {
    const raffle = (await t.api.get('/api/rifa')).body.data.find(
      (r: { status: string }) => r.status === 'completed',
    );
    const response = await t.api.get(`/api/rifa/${raffle.id}/draw`);
    expect(response.status).toBe(200);
    const proof = response.body as DrawProof;
    expect(proof).toMatchObject({
      version: 2,
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
    const file = path.join(t.dataDir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(proof));
    const { url, user, pass } = t.devnode.bitcoind;
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

    const tip = t.devnode.tip();
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
