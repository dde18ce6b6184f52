// verifyProof on proof version 2 (docs/protocols/draw-v2.md): the ticket root, the anchor transaction, its
// inclusion in the anchor block, and the draw block after the anchor — and the attack of issue
// 15 (blocks stamped in the future pass end_date before close) can no longer pick the block.
import { describe, expect, it } from 'vitest';
import { headerSource } from './testing/synthetic-chain.ts';
import { anchorTransaction, buildAnchoredProof } from './testing/anchored-proof-fixture.ts';
import { parseRawTransaction } from './anchor-tx.ts';
import type { DrawCheckId, DrawProof } from './types.ts';
import { verifyProof } from './verify-proof.ts';
import { winningTicket } from './winning-ticket.ts';

const failed = async (proof: DrawProof) =>
  (await verifyProof(proof)).checks.filter((c) => !c.ok).map((c) => c.id);

describe('proof version 2', () => {
  it('verifies offline: root, anchor, inclusion, the block after the anchor, the winner', async () => {
    const { proof } = await buildAnchoredProof();
    const result = await verifyProof(proof);
    const ids = result.checks.map((c) => c.id);
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(ids).toEqual(
      expect.arrayContaining<DrawCheckId>([
        'tickets_root',
        'anchor_commitment',
        'anchor_inclusion',
        'block_rule',
        'winner',
      ]),
    );
    expect(result.ok).toBe(true);
  });

  it('verifies against the node too (the block below the draw block may be the anchor block)', async () => {
    const { proof, chain } = await buildAnchoredProof({ attack: true });
    const result = await verifyProof(proof, { getHeader: headerSource(chain) });
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('the attack: future-stamped blocks pass end_date before the anchor, and are not the draw block', async () => {
    const { proof, chain, v1DrawHeight } = await buildAnchoredProof({ attack: true });
    // Under v1 the draw block would have been one of the stamped blocks, mined during sales.
    expect(v1DrawHeight).toBeLessThanOrEqual(proof.anchor.height);
    expect(proof.block_height).toBe(proof.anchor.height + 1);
    expect((await verifyProof(proof)).ok).toBe(true);
    // A proof that claims the v1 block (whose hash an attacker knew while buying) fails.
    const early = chain[v1DrawHeight]!;
    const claimed = winningTicket(
      early.hash,
      proof.draw_id,
      proof.tickets!.map((t) => t.number),
    );
    const forged: DrawProof = {
      ...proof,
      block_height: early.height,
      block_hash: early.hash,
      block_mediantime: early.mediantime,
      previous_block_hash: chain[early.height - 1]!.hash,
      previous_block_mediantime: chain[early.height - 1]!.mediantime,
      ...claimed,
    };
    expect(await failed(forged)).toContain('block_rule');
  });

  it('a ticket removed from the list breaks the root (and the v1 hash)', async () => {
    const { proof } = await buildAnchoredProof();
    const tickets = proof.tickets!.slice(1);
    const ids = await failed({ ...proof, tickets, tickets_count: tickets.length });
    expect(ids).toEqual(expect.arrayContaining(['tickets_root', 'tickets_hash']));
  });

  it('an anchor that commits to another root, or lies about its txid, fails', async () => {
    const { proof } = await buildAnchoredProof();
    const other = anchorTransaction('ab'.repeat(32));
    const swapped = { ...proof.anchor, raw_tx: other, txid: parseRawTransaction(other).txid };
    expect(await failed({ ...proof, anchor: swapped })).toEqual(
      expect.arrayContaining(['anchor_commitment', 'anchor_inclusion']),
    );
    expect(
      await failed({ ...proof, anchor: { ...proof.anchor, txid: 'cd'.repeat(32) } }),
    ).toContain('anchor_commitment');
  });

  it('a wrong branch or position does not reach the anchor block', async () => {
    const { proof } = await buildAnchoredProof();
    expect(await failed({ ...proof, anchor: { ...proof.anchor, tx_index: 3 } })).toEqual([
      'anchor_inclusion',
    ]);
    const branch = [...proof.anchor.merkle_branch].reverse();
    expect(await failed({ ...proof, anchor: { ...proof.anchor, merkle_branch: branch } })).toEqual([
      'anchor_inclusion',
    ]);
  });

  it('headers that do not link, or miss the window, fail the block rule', async () => {
    const { proof } = await buildAnchoredProof();
    const headers = [...proof.chain_headers!];
    headers.splice(12, 1);
    expect(await failed({ ...proof, chain_headers: headers })).toContain('block_rule');
    expect(await failed({ ...proof, chain_headers_start: proof.chain_headers_start! + 1 })).toEqual(
      expect.arrayContaining(['anchor_inclusion', 'block_rule']),
    );
  });

  it('a version 2 proof must carry its anchor once the block is known', async () => {
    const { proof } = await buildAnchoredProof();
    expect(await failed({ ...proof, anchor: null })).toEqual(['format']);
  });
});
