// Test support (not exported): proof version 2's known answers (vectors-v2.json, computed by
// vectors_v2.py with Python's hashlib, docs/protocols/draw-v2.md) assembled into a whole completed proof, so
// the code a browser runs (verifyProof, the inclusion check) can be fed them. The ticket list,
// tickets_root, the anchor transaction, its txid, its Merkle branch and the anchor block's merkle
// root are the vector's, untouched; only the headers around them are made here (a synthetic
// regtest chain with real proof of work whose anchor block commits to the vector's merkle root).

import { endDateMillis } from '../close-time.ts';
import { sortTickets } from '../tickets-commitment.ts';
import vectors from '../vectors-v2.json' with { type: 'json' };
import { completedProofV2, type CompletedProofV2 } from './completed-proof-v2.ts';
import { buildChain } from './synthetic-chain.ts';

export const PROOF_V2_VECTORS = vectors;
export type MerkleVector = (typeof vectors.merkle)[number];
export type AnchorVector = (typeof vectors.anchor)[number];
export type InclusionVector = MerkleVector['proofs'][number];

/** The Merkle vector whose ticket list the anchor vector commits to. */
export function ticketsOfAnchor(anchor: AnchorVector): MerkleVector {
  const merkle = vectors.merkle.find((vector) => vector.tickets_root === anchor.tickets_root);
  if (!merkle) throw new Error(`nenhum vetor de Merkle com a raiz ${anchor.tickets_root}`);
  return merkle;
}

export interface VectorProof {
  proof: CompletedProofV2;
  merkle: MerkleVector;
  anchor: AnchorVector;
}

const ANCHOR_HEIGHT = 30;

/** A completed v2 proof of raffle `raffleId` from the anchor vector (default: the last one). */
export async function buildVectorProof(
  options: { anchor?: AnchorVector; raffleId?: number; endDate?: string } = {},
): Promise<VectorProof> {
  const anchor = options.anchor ?? (vectors.anchor.at(-1) as AnchorVector);
  const merkle = ticketsOfAnchor(anchor);
  const raffleId = options.raffleId ?? 7;
  const endDate = options.endDate ?? '2025-08-17T17:00:00.000Z';
  const end = Math.floor(endDateMillis(endDate) / 1000);
  // Ten-minute blocks; the anchor's (height 30) is mined a minute after the close.
  const times = Array.from({ length: 50 }, (_, h) => end - (ANCHOR_HEIGHT - h) * 600 + 60);
  const chain = buildChain(times, `vetor ${anchor.txid}`, { [ANCHOR_HEIGHT]: anchor.merkle_root });
  const proof = await completedProofV2({
    raffleId,
    raffleName: 'Rifa dos vetores',
    endDate,
    tickets: [...sortTickets(merkle.tickets)],
    ticketsRoot: merkle.tickets_root,
    chain,
    anchor: {
      txid: anchor.txid,
      raw_tx: anchor.raw_tx,
      height: ANCHOR_HEIGHT,
      tx_index: anchor.index,
      merkle_branch: anchor.merkle_branch,
    },
  });
  return { merkle, anchor, proof };
}

/** The vector's inclusion path with one sibling hash changed: it no longer reaches the root. */
export function tamperedPath(inclusion: InclusionVector): InclusionVector['path'] {
  return inclusion.path.map((step, k) =>
    k === 0 ? { ...step, hash: step.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) } : step,
  );
}
