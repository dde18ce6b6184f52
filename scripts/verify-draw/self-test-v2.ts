// --self-test for proof version 2 (docs/protocols/draw-v2.md): the Merkle, anchor and draw-block vectors
// (computed independently by vectors_v2.py) through this very build of the checks.

import {
  anchorScriptHex,
  anchoredRoot,
  findDrawBlock,
  merkleRootFromBranch,
  parseRawTransaction,
  ticketInclusionProof,
  ticketsRoot,
  verifyTicketInclusion,
  type ChainHeader,
  type MerkleStep,
} from '../../shared/src/draw/index.ts';
import vectors from '../../shared/src/draw/vectors-v2.json' with { type: 'json' };
import type { SelfTestLine } from './self-test.ts';

export async function runSelfTestV2(): Promise<SelfTestLine[]> {
  const lines: SelfTestLine[] = [];
  for (const vector of vectors.merkle) {
    const ok =
      ticketsRoot(vector.tickets) === vector.tickets_root &&
      vector.proofs.every((expected) => {
        const proof = ticketInclusionProof(vector.tickets, expected.number);
        const path = expected.path as MerkleStep[];
        return (
          proof?.index === expected.index &&
          JSON.stringify(proof.path) === JSON.stringify(path) &&
          verifyTicketInclusion(expected, path, vector.tickets_root)
        );
      });
    lines.push({ ok, name: `raiz de Merkle: ${vector.name}` });
  }
  for (const vector of vectors.anchor) {
    const tx = parseRawTransaction(vector.raw_tx);
    const ok =
      anchorScriptHex(vector.tickets_root) === vector.anchor_script &&
      tx.txid === vector.txid &&
      anchoredRoot(tx) === vector.tickets_root &&
      merkleRootFromBranch(vector.txid, vector.merkle_branch, vector.index) === vector.merkle_root;
    lines.push({ ok, name: `âncora: ${vector.name}` });
  }
  for (const vector of vectors.draw_block) {
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
    lines.push({
      ok: (found?.block.height ?? null) === vector.draw_height,
      name: `bloco do sorteio depois da âncora: ${vector.name}`,
    });
  }
  return lines;
}
