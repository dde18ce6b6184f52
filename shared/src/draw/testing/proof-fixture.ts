// Test support (not exported): a completed DrawProof over a synthetic chain, built the way the
// server is meant to build it (docs/protocols/draw.md), for the verifyProof and verify-draw tests.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { endDateMillis } from '../close-time.ts';
import { findDrawBlock } from '../find-draw-block.ts';
import type { DrawProof, DrawTicket } from '../types.ts';
import { drawnProof } from './drawn-proof.ts';
import { buildChain, headerSource, steadyTimes, type SyntheticBlock } from './synthetic-chain.ts';

export interface ProofFixture {
  proof: DrawProof;
  chain: SyntheticBlock[];
}

export interface ProofFixtureOptions {
  raffleId?: number;
  ticketsCount?: number;
  endDate?: string;
  confirmationsRequired?: number;
  /** Blocks in the chain; the draw block lands near height 35. */
  blocks?: number;
}

/** N tickets numbered 1..N, bought three at a time (one payment_hash per purchase). */
export function sequentialTickets(count: number): DrawTicket[] {
  return Array.from({ length: count }, (_, k) => ({
    number: k + 1,
    payment_hash: bytesToHex(sha256(utf8ToBytes(`compra ${Math.floor(k / 3)}`))),
  }));
}

export async function buildCompletedProof(
  options: ProofFixtureOptions = {},
): Promise<ProofFixture> {
  const raffleId = options.raffleId ?? 42;
  const endDate = options.endDate ?? '2025-08-17T17:00:00.000Z';
  const confirmationsRequired = options.confirmationsRequired ?? 6;
  const endSeconds = Math.floor(endDateMillis(endDate) / 1000);
  const chain = buildChain(
    steadyTimes(options.blocks ?? 50, endSeconds - 30 * 600 + 7),
    `rifa ${raffleId}`,
  );
  const tip = chain.length - 1;
  const found = await findDrawBlock(headerSource(chain), tip, endDate);
  if (!found) throw new Error('fixture chain never passes end_date');
  const { block } = found;
  return {
    chain,
    proof: {
      ...drawnProof({
        version: 1,
        raffleId,
        raffleName: 'Rifa de teste',
        endDate,
        tickets: sequentialTickets(options.ticketsCount ?? 25),
        found,
        tipHeight: tip,
        confirmationsRequired,
        drawnAt: '2025-08-17T18:10:00.000Z',
        generatedAt: '2025-08-17T19:00:00.000Z',
      }),
      block_headers: chain
        .slice(Math.max(0, block.height - 11), block.height + 1)
        .map((b) => b.header_hex),
    },
  };
}

/** The checks an offline verification of a completed proof runs, in order. */
export const OFFLINE_CHECK_IDS = [
  'format',
  'draw_id',
  'status',
  'tickets_numbers',
  'tickets_hash',
  'block_rule',
  'block_headers',
  'confirmations',
  'winner',
] as const;

/** The same raffle before the draw: block found, 3 of 6 confirmations. */
export function awaitingConfirmations(completed: DrawProof): DrawProof {
  return {
    ...completed,
    status: 'awaiting_confirmations',
    confirmations: 3,
    digest: null,
    n: null,
    index: null,
    winning_ticket: null,
    drawn_at: null,
    payout_txid: null,
  };
}

/** Sales closed and the list frozen; no draw block yet. */
export function awaitingBlock(completed: DrawProof): DrawProof {
  return {
    ...awaitingConfirmations(completed),
    status: 'awaiting_block',
    block_height: null,
    block_hash: null,
    block_mediantime: null,
    previous_block_hash: null,
    previous_block_mediantime: null,
    block_headers: null,
    confirmations: null,
  };
}
