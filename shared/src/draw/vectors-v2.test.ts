// Known-answer vectors for proof version 2 (docs/protocols/draw-v2.md), computed independently by
// vectors_v2.py: the ticket Merkle tree, the anchor transaction and its block branch, and the
// draw block after the anchor.
import { describe, expect, it } from 'vitest';
import {
  anchorScriptHex,
  anchoredRoot,
  merkleRootFromBranch,
  parseRawTransaction,
} from './anchor-tx.ts';
import { findDrawBlock } from './find-draw-block.ts';
import {
  rootFromInclusionProof,
  ticketInclusionProof,
  ticketLeaf,
  ticketsRoot,
  verifyTicketInclusion,
} from './tickets-merkle.ts';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { ChainHeader } from './types.ts';
import vectors from './vectors-v2.json' with { type: 'json' };

describe('ticket Merkle tree: sha256(0x00 ‖ line) leaves, sha256(0x01 ‖ l ‖ r) nodes, odd node carried up', () => {
  it.each(vectors.merkle)('$name', (vector) => {
    const sorted = [...vector.tickets].sort((a, b) => a.number - b.number);
    expect(sorted.map((ticket) => bytesToHex(ticketLeaf(ticket)))).toEqual(vector.leaves);
    expect(ticketsRoot(vector.tickets)).toBe(vector.tickets_root);
    for (const expected of vector.proofs) {
      const proof = ticketInclusionProof(vector.tickets, expected.number);
      expect(proof).toEqual({ ...expected, tickets_root: vector.tickets_root });
      expect(rootFromInclusionProof(expected, expected.path as never)).toBe(vector.tickets_root);
      expect(verifyTicketInclusion(expected, expected.path as never, vector.tickets_root)).toBe(
        true,
      );
      // Another payment hash, another number or a flipped side: the path no longer reaches the root.
      const other = { ...expected, payment_hash: 'f'.repeat(64) };
      expect(verifyTicketInclusion(other, expected.path as never, vector.tickets_root)).toBe(false);
      expect(
        verifyTicketInclusion(
          { ...expected, number: expected.number + 1 },
          expected.path as never,
          vector.tickets_root,
        ),
      ).toBe(false);
      if (expected.path.length > 0) {
        const flipped = expected.path.map((step, k) =>
          k === 0 ? { ...step, side: step.side === 'left' ? 'right' : 'left' } : step,
        );
        expect(verifyTicketInclusion(expected, flipped as never, vector.tickets_root)).toBe(false);
      }
    }
    expect(ticketInclusionProof(vector.tickets, 424242)).toBeNull();
  });

  it('has one leaf, an odd level and chosen non-contiguous numbers', () => {
    expect(vectors.merkle.some((v) => v.tickets.length === 1)).toBe(true);
    expect(vectors.merkle.some((v) => v.tickets.length % 2 === 1 && v.tickets.length > 1)).toBe(
      true,
    );
    expect(vectors.merkle.some((v) => v.tickets.some((t) => t.number > 1_000_000))).toBe(true);
  });
});

describe('anchor: OP_RETURN "RIFA" ‖ root, txid without witness, Bitcoin Merkle branch', () => {
  it.each(vectors.anchor)('$name', (vector) => {
    expect(anchorScriptHex(vector.tickets_root)).toBe(vector.anchor_script);
    const tx = parseRawTransaction(vector.raw_tx);
    expect(tx.txid).toBe(vector.txid);
    expect(anchoredRoot(tx)).toBe(vector.tickets_root);
    expect(merkleRootFromBranch(vector.txid, vector.merkle_branch, vector.index)).toBe(
      vector.merkle_root,
    );
    // Another txid, or the same branch at another position, leads elsewhere (unless the txid is
    // paired with itself as the last of an odd level: Bitcoin's tree cannot tell those apart).
    if (vector.merkle_branch[0] !== vector.txid) {
      expect(merkleRootFromBranch(vector.txid, vector.merkle_branch, vector.index ^ 1)).not.toBe(
        vector.merkle_root,
      );
    }
    expect(
      merkleRootFromBranch(vector.block_txids[0] as string, vector.merkle_branch, vector.index),
    ).not.toBe(vector.merkle_root);
  });

  it('refuses a truncated transaction and one with trailing bytes', () => {
    const raw = (vectors.anchor[0] as { raw_tx: string }).raw_tx;
    expect(() => parseRawTransaction(raw.slice(0, -10))).toThrow(/truncada/);
    expect(() => parseRawTransaction(raw + '00')).toThrow(/sobrando/);
  });
});

describe('draw block after the anchor: lowest height > A with mediantime > end_date', () => {
  it.each(vectors.draw_block)('$name', async (vector) => {
    const headers: ChainHeader[] = vector.mediantimes.map((mediantime, height) => ({
      height,
      hash: height.toString(16).padStart(64, '0'),
      mediantime,
    }));
    const found = await findDrawBlock(
      async (height) => headers[height] as ChainHeader,
      headers.length - 1,
      vector.end_date,
      { afterHeight: vector.anchor_height },
    );
    expect(found?.block.height ?? null).toBe(vector.draw_height);
  });
});
