// Test support (not exported): a completed proof version 2 (docs/protocols/draw-v2.md) over a synthetic
// chain: the ticket list's Merkle root in a real anchor transaction, that transaction in a block
// whose header commits to it, and the draw block chosen after the anchor. `attack` stamps the
// blocks before the anchor in the future, so mediantime passes end_date before the anchor.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { anchorScriptHex, parseRawTransaction } from '../anchor-tx.ts';
import { endDateMillis } from '../close-time.ts';
import { findDrawBlock } from '../find-draw-block.ts';
import { ticketsRoot } from '../tickets-merkle.ts';
import type { DrawProof } from '../types.ts';
import { completedProofV2 } from './completed-proof-v2.ts';
import { sequentialTickets } from './proof-fixture.ts';
import { buildChain, headerSource, type SyntheticBlock } from './synthetic-chain.ts';

const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes));
const display = (bytes: Uint8Array) => bytesToHex(Uint8Array.from(bytes).reverse());

/** A one-input, two-output version-2 transaction without witness: the anchor and a change. */
export function anchorTransaction(root: string): string {
  const input = sha256(utf8ToBytes('entrada da âncora'));
  const script = anchorScriptHex(root);
  const change = '0014' + bytesToHex(sha256(utf8ToBytes('troco')).subarray(0, 20));
  const output = (value: number, hex: string) => {
    const amount = new Uint8Array(8);
    new DataView(amount.buffer).setBigInt64(0, BigInt(value), true);
    return bytesToHex(amount) + (hex.length / 2).toString(16).padStart(2, '0') + hex;
  };
  return (
    '02000000' +
    '01' +
    bytesToHex(input) +
    '01000000' +
    '00' +
    'fdffffff' +
    '02' +
    output(0, script) +
    output(50_000, change) +
    '00000000'
  );
}

export interface AnchoredFixture {
  proof: DrawProof & { anchor: NonNullable<DrawProof['anchor']> };
  chain: SyntheticBlock[];
  /** The first block whose mediantime > end_date, whatever the anchor (the v1 rule's block). */
  v1DrawHeight: number;
}

export async function buildAnchoredProof(
  options: { attack?: boolean; ticketsCount?: number; confirmationsRequired?: number } = {},
): Promise<AnchoredFixture> {
  const raffleId = 7;
  const endDate = '2025-08-17T17:00:00.000Z';
  const end = Math.floor(endDateMillis(endDate) / 1000);
  const confirmationsRequired = options.confirmationsRequired ?? 6;
  const tickets = sequentialTickets(options.ticketsCount ?? 12);
  const root = ticketsRoot(tickets);
  const rawTx = anchorTransaction(root);
  const txid = parseRawTransaction(rawTx).txid;
  // The anchor block holds a coinbase, two other transactions and the anchor (position 2).
  const others = [0, 1, 2].map((k) => sha256d(utf8ToBytes(`outra ${k}`)));
  const level0 = [others[0], others[1], hexToBytes(txid).reverse(), others[2]] as Uint8Array[];
  const pair = (a: Uint8Array, b: Uint8Array) => sha256d(Uint8Array.from([...a, ...b]));
  const level1 = [pair(level0[0]!, level0[1]!), pair(level0[2]!, level0[3]!)];
  const merkleRoot = display(pair(level1[0]!, level1[1]!));
  const branch = [display(level0[3]!), display(level1[0]!)];

  // 30 blocks before close, 10 min apart; under attack, blocks 20..29 carry times 2 h ahead.
  const anchorHeight = 30;
  const times = Array.from({ length: 50 }, (_, h) => {
    const honest = end - (anchorHeight - h) * 600 + 60;
    return options.attack && h >= 20 && h < anchorHeight ? end + 7200 - (anchorHeight - h) : honest;
  });
  const chain = buildChain(times, 'v2', { [anchorHeight]: merkleRoot });
  const v1 = await findDrawBlock(headerSource(chain), chain.length - 1, endDate);
  if (!v1) throw new Error('fixture chain never passes end_date');
  const proof = await completedProofV2({
    raffleId,
    raffleName: 'Rifa ancorada',
    endDate,
    tickets,
    ticketsRoot: root,
    chain,
    anchor: {
      txid,
      raw_tx: rawTx,
      height: anchorHeight,
      tx_index: 2,
      merkle_branch: branch,
    },
    confirmationsRequired,
  });
  return { chain, v1DrawHeight: v1.block.height, proof };
}
