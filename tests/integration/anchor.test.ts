// Proof version 2 against the devnode (docs/protocols/draw-v2.md): at close the ticket list's
// Merkle root is frozen and one OP_RETURN "RIFA" ‖ root transaction leaves LND's wallet under
// the label rifa:<install>:<id>:ancora; once mined at height A, the draw block is the first
// above A with mediantime > end_date; the published proof version 2 verifies, offline and
// against the node, and each buyer gets an inclusion proof of their ticket.
import { describe, expect, it } from 'vitest';
import {
  anchorScriptHex,
  parseRawTransaction,
  verifyProof,
  verifyTicketInclusion,
  type DrawProof,
  type TicketInclusionProof,
} from '@rifa/shared';
import { drawOf, getHeader, mineAfter, passEndDate, useDrawApp } from './draw-support.ts';

const { t, clock, alice, bob, catchUp, newRaffle } = useDrawApp('rifa-anchor-');

const anchorOf = (raffleId: number) => t.store.anchors.find(raffleId);
const labelled = (label: string) => t.devnode.sentCoins().filter((send) => send.label === label);
const proofOf = async (raffleId: number) =>
  (await t.api.get(`/api/rifa/${raffleId}/draw`)).body as DrawProof;

describe('the anchor, from the close to a proof version 2', () => {
  it('close → one anchor sent → mined at A → draw block above A → drawn; verifyProof says ok', async () => {
    const raffle = await newRaffle({ total_tickets: 20 });
    const alicePaid = await t.buyPaid(alice.token, raffle, 3);
    await t.buyPaid(bob.token, raffle, 2);

    // While sales are open there is no list to prove a ticket against.
    const early = await t.api.get(`/api/rifa/${raffle.id}/tickets/${alicePaid.tickets[0]}/proof`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/abertas/);
    expect((await proofOf(raffle.id)).version).toBe(2);

    passEndDate(clock, raffle);
    await t.scheduler.tick();
    const closed = drawOf(t, raffle.id)!;
    expect(closed).toMatchObject({ status: 'closed', proof_version: 2 });
    const label = t.services.labels.anchor(raffle.id);
    const sent = anchorOf(raffle.id)!;
    expect(sent).toMatchObject({ status: 'sent', label, attempt: 1 });
    expect(sent.fee_rate).toBeGreaterThanOrEqual(1);
    const [send] = labelled(label);
    expect(labelled(label)).toHaveLength(1);
    expect(send?.txid).toBe(sent.txid);
    // The transaction's only non-change output is OP_RETURN "RIFA" ‖ tickets_root.
    const outputs = parseRawTransaction(sent.raw_tx!).outputs;
    expect(outputs.map((o) => o.script)).toContain(anchorScriptHex(closed.tickets_root!));
    expect(outputs).toHaveLength(2);
    expect(await proofOf(raffle.id)).toMatchObject({
      version: 2,
      status: 'awaiting_anchor',
      tickets_root: closed.tickets_root,
      anchor: null,
    });

    // Every buyer can check their ticket against the root, without the list.
    const inclusion = await t.api.get(
      `/api/rifa/${raffle.id}/tickets/${alicePaid.tickets[0]}/proof`,
    );
    expect(inclusion.status).toBe(200);
    const proof = inclusion.body as TicketInclusionProof;
    expect(proof).toMatchObject({
      number: alicePaid.tickets[0],
      tickets_root: closed.tickets_root,
    });
    expect(
      verifyTicketInclusion(
        { number: proof.number, payment_hash: proof.payment_hash },
        proof.path,
        closed.tickets_root!,
      ),
    ).toBe(true);
    const paid = new Set(t.store.draws.tickets(raffle.id).map((ticket) => ticket.number));
    const missing = [...Array(20).keys()].map((k) => k + 1).find((n) => !paid.has(n));
    const absent = await t.api.get(`/api/rifa/${raffle.id}/tickets/${missing}/proof`);
    expect(absent.status).toBe(404);
    expect(absent.body.error).toBe(
      `O bilhete nº ${missing} não está na lista de bilhetes pagos desta rifa`,
    );
    expect((await t.api.get(`/api/rifa/${raffle.id}/tickets/abc/proof`)).status).toBe(404);

    // Mined in the next block: A. Five blocks after end_date are not enough for a draw block.
    const [anchorBlock] = mineAfter(t.devnode, raffle.end_date, 5);
    expect(anchorBlock?.txids).toContain(sent.txid);
    await t.scheduler.tick();
    expect(anchorOf(raffle.id)).toMatchObject({
      status: 'confirmed',
      block_height: anchorBlock!.height,
      block_hash: anchorBlock!.hash,
    });
    expect((await proofOf(raffle.id)).status).toBe('awaiting_block');

    mineAfter(t.devnode, raffle.end_date, 6);
    await t.scheduler.tick();
    const drawn = drawOf(t, raffle.id)!;
    expect(drawn.status).toBe('drawn');
    expect(drawn.block_height!).toBeGreaterThan(anchorBlock!.height);

    const published = await proofOf(raffle.id);
    expect(published).toMatchObject({
      version: 2,
      status: 'completed',
      anchor: { txid: sent.txid, height: anchorBlock!.height, block_hash: anchorBlock!.hash },
      chain_headers_start: anchorBlock!.height - 10,
    });
    expect(published.chain_headers).toHaveLength(
      drawn.block_height! + drawn.confirmations_required - (anchorBlock!.height - 10),
    );
    const online = await verifyProof(published, { getHeader: getHeader(t) });
    expect(online.checks.filter((check) => !check.ok)).toEqual([]);
    expect(online.ok).toBe(true);
    const offline = await verifyProof(published);
    expect(offline.checks.filter((check) => !check.ok)).toEqual([]);
    expect(offline.checks.map((check) => check.id)).toEqual(
      expect.arrayContaining([
        'tickets_root',
        'anchor_commitment',
        'anchor_inclusion',
        'block_rule',
      ]),
    );
    expect(labelled(label)).toHaveLength(1);
    catchUp();
  });
});
