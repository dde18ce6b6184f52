// Proof version 2's known answers (shared/src/draw/vectors-v2.json, computed independently by
// vectors_v2.py; docs/protocols/draw-v2.md) run through the very functions the SPA calls, as the browser
// bundle resolves them (@rifa/shared): the receipt page's 'Meu bilhete está na lista'
// (checkInclusion), the 'Verificar' panel and the plain steps (runVerification, plainSteps).
// The shared tests check the modules; these check the web's use of them.
import { findDrawBlock, type ChainHeader, type MerkleStep } from '@rifa/shared';
import { describe, expect, it } from 'vitest';
import {
  buildVectorProof,
  PROOF_V2_VECTORS as vectors,
  tamperedPath,
  type InclusionVector,
} from '../../../../../shared/src/draw/testing/vector-proof.ts';
import { checkInclusion } from '../../receipt/index.ts';
import { plainSteps } from './plain-steps.ts';
import { runVerification } from './run-verification.ts';

const path = (inclusion: InclusionVector) => inclusion.path as MerkleStep[];

describe("'Meu bilhete está na lista' over the Merkle vectors", () => {
  it.each(vectors.merkle)(
    '$name: every path the vector gives passes, a tampered one fails',
    async (vector) => {
      const { proof } = await buildVectorProof();
      const committed = { ...proof, tickets_root: vector.tickets_root };
      for (const inclusion of vector.proofs) {
        const served = { ...inclusion, tickets_root: vector.tickets_root, path: path(inclusion) };
        const check = (payment = inclusion.payment_hash, steps = path(inclusion)) =>
          checkInclusion([inclusion.number], payment, committed, () =>
            Promise.resolve({ ...served, path: steps }),
          );
        expect(await check()).toEqual([{ number: inclusion.number, state: 'included' }]);
        // Somebody else's payment hash with this path: not the buyer's ticket.
        expect((await check('f'.repeat(64)))[0]?.state).toBe('missing');
        if (inclusion.path.length > 0)
          expect((await check(undefined, tamperedPath(inclusion) as MerkleStep[]))[0]?.state).toBe(
            'missing',
          );
      }
      // The server answers that a number is not in the list (404): ✗, never ✓.
      const first = vector.proofs[0]!;
      expect(
        await checkInclusion([first.number], first.payment_hash, committed, () =>
          Promise.resolve(null),
        ),
      ).toEqual([{ number: first.number, state: 'missing' }]);
    },
  );
});

describe("'Verificar' and the plain steps over the anchor vectors", () => {
  it.each(vectors.anchor)('$name: every check passes', async (anchor) => {
    const { proof } = await buildVectorProof({ anchor });
    const result = await runVerification(proof, []);
    expect(result.checks.filter((check) => !check.ok)).toEqual([]);
    expect(result.checks.map((check) => check.id)).toEqual(
      expect.arrayContaining(['tickets_root', 'anchor_commitment', 'anchor_inclusion']),
    );
    const steps = plainSteps(proof, result);
    expect(steps.map((step) => [step.kind, step.state])).toEqual([
      ['anchored', true],
      ['block', true],
      ['ticket', true],
    ]);
  });

  it.each(vectors.anchor)(
    '$name: a changed ticket, branch or transaction fails',
    async (anchor) => {
      const { proof } = await buildVectorProof({ anchor });
      const failed = async (changed: typeof proof) =>
        (await runVerification(changed, [])).checks.filter((c) => !c.ok).map((c) => c.id);
      const tickets = proof.tickets.map((ticket, k) =>
        k === 0 ? { ...ticket, payment_hash: 'f'.repeat(64) } : ticket,
      );
      expect(await failed({ ...proof, tickets })).toContain('tickets_root');
      const branch = [...proof.anchor.merkle_branch].reverse();
      if (branch.length > 1 && branch[0] !== branch.at(-1))
        expect(
          await failed({ ...proof, anchor: { ...proof.anchor, merkle_branch: branch } }),
        ).toContain('anchor_inclusion');
      // Another anchor vector's transaction commits to another root.
      const other = vectors.anchor.find((v) => v.txid !== anchor.txid)!;
      expect(
        await failed({
          ...proof,
          anchor: { ...proof.anchor, raw_tx: other.raw_tx, txid: other.txid },
        }),
      ).toEqual(expect.arrayContaining(['anchor_commitment']));
      const steps = plainSteps(proof, await runVerification({ ...proof, tickets }, []));
      expect(steps[0]).toMatchObject({ kind: 'anchored', state: false });
    },
  );
});

describe('the draw block after the anchor, as the browser bundle has findDrawBlock', () => {
  it.each(vectors.draw_block)('$name', async (vector) => {
    const headers: ChainHeader[] = vector.mediantimes.map((mediantime, height) => ({
      height,
      hash: height.toString(16).padStart(64, '0'),
      mediantime,
    }));
    const found = await findDrawBlock(
      (height) => Promise.resolve(headers[height]!),
      headers.length - 1,
      vector.end_date,
      { afterHeight: vector.anchor_height },
    );
    expect(found?.block.height ?? null).toBe(vector.draw_height);
  });
});
