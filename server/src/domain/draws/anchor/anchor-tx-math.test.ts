// The server's Bitcoin arithmetic for the anchor (docs/protocols/draw-v2.md) against the known answers
// vectors_v2.py computed independently in Python, and against shared's own folding.
import { describe, expect, it } from 'vitest';
import { merkleRootFromBranch, type DrawTicket } from '@rifa/shared';
import vectors from '../../../../../shared/src/draw/vectors-v2.json' with { type: 'json' };
import { cpfpChildRate, merkleBranch, spentTxids, transactionVsize } from './anchor-tx-math.ts';
import { ticketTree, ticketTreeBuilder } from '../ticket-tree.ts';

describe('merkleBranch (Bitcoin Core consensus/merkle.cpp)', () => {
  it.each(vectors.anchor.map((vector) => [vector.name, vector] as const))(
    '%s: the branch of the known answer, which folds back to the block’s root',
    (_name, vector) => {
      const branch = merkleBranch(vector.block_txids, vector.index);
      expect(branch).toEqual(vector.merkle_branch);
      expect(merkleRootFromBranch(vector.txid, branch, vector.index)).toBe(vector.merkle_root);
    },
  );

  it('every position of an odd-sized block folds to the same root (last hash paired with itself)', () => {
    const txids = vectors.anchor[0]!.block_txids;
    const root = vectors.anchor[0]!.merkle_root;
    for (let index = 0; index < txids.length; index++)
      expect(merkleRootFromBranch(txids[index]!, merkleBranch(txids, index), index)).toBe(root);
  });

  it('refuses a position outside the block', () => {
    expect(() => merkleBranch(['00'.repeat(32)], 1)).toThrow(RangeError);
  });
});

describe('transaction sizes and inputs', () => {
  it('a segwit anchor: witness counted once (BIP 141), its one input read', () => {
    const raw = vectors.anchor[0]!.raw_tx;
    const bytes = raw.length / 2;
    const vsize = transactionVsize(raw);
    expect(vsize).toBeLessThan(bytes);
    expect(vsize).toBeGreaterThan(bytes / 2);
    expect(spentTxids(raw)).toHaveLength(1);
  });
});

describe('cpfpChildRate: the child carries what its unconfirmed ancestors lack', () => {
  it.each([
    // packageRate, ancestors' vsize, their fee → child rate
    [20, 169, 169, Math.ceil((20 * (169 + 111) - 169) / 111)],
    [25, 400, 1_200, Math.ceil((25 * (400 + 111) - 1_200) / 111)],
    // Ancestors already paying more than asked: the child still pays the package rate.
    [5, 169, 10_000, 5],
  ])('package %i sat/vB over %i vB paying %i sat → %i sat/vB', (rate, vsize, fee, expected) => {
    expect(cpfpChildRate(rate, vsize, fee)).toBe(expected);
    // Miners rank the child by its ancestor fee rate: at least the rate asked.
    expect((fee + expected * 111) / (vsize + 111)).toBeGreaterThanOrEqual(rate);
  });
});

describe('ticketTree (the §8.2 tree with Node’s sha256)', () => {
  it.each(vectors.merkle.map((vector) => [vector.name, vector] as const))(
    '%s: the root and every inclusion proof of the known answer',
    (_name, vector) => {
      const tree = ticketTree(vector.tickets);
      expect(tree.root).toBe(vector.tickets_root);
      for (const proof of vector.proofs)
        expect(tree.proof(proof.number)).toEqual({ ...proof, tickets_root: vector.tickets_root });
    },
  );

  it('a number not in the list has no proof', () => {
    const tree = ticketTree(vectors.merkle[0]!.tickets);
    expect(tree.proof(999_999)).toBeNull();
  });
});

describe('ticketTreeBuilder (the same tree, fed a page at a time, finished in steps)', () => {
  const built = async (tickets: readonly DrawTicket[], pageSize: number) => {
    const builder = ticketTreeBuilder();
    for (let at = 0; at < tickets.length; at += pageSize)
      builder.add(tickets.slice(at, at + pageSize));
    return builder.finish();
  };

  it.each(vectors.merkle.map((vector) => [vector.name, vector] as const))(
    '%s: the root and every inclusion proof of the known answer',
    async (_name, vector) => {
      const tickets = [...vector.tickets].sort((a, b) => a.number - b.number);
      const tree = await built(tickets, 2);
      expect(tree.root).toBe(vector.tickets_root);
      for (const proof of vector.proofs)
        expect(tree.proof(proof.number)).toEqual({ ...proof, tickets_root: vector.tickets_root });
    },
  );

  it('matches the one-go tree over 25,001 tickets, across pages and steps', async () => {
    const tickets = Array.from({ length: 25_001 }, (_, k) => ({
      number: 3 * k + 1,
      payment_hash: (k % 16).toString(16).repeat(64),
    }));
    const once = ticketTree(tickets);
    const stepped = await built(tickets, 2_500);
    expect(stepped.root).toBe(once.root);
    for (const number of [1, 4, 37_501, 75_001])
      expect(stepped.proof(number)).toEqual(once.proof(number));
    expect(stepped.proof(2)).toBeNull();
  });

  it('refuses an empty list, and a page out of order', async () => {
    await expect(ticketTreeBuilder().finish()).rejects.toThrow('lista de bilhetes vazia');
    const builder = ticketTreeBuilder();
    builder.add([{ number: 5, payment_hash: 'a'.repeat(64) }]);
    expect(() => builder.add([{ number: 5, payment_hash: 'b'.repeat(64) }])).toThrow(
      'fora de ordem',
    );
  });
});
