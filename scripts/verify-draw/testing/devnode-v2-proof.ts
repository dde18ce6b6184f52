// Test support: a proof version 2 (docs/protocols/draw-v2.md) made on the devnode's real chain, the way
// the server makes one — the anchor sent from LND's wallet with the `lightning` client
// (SendOutputs, OP_RETURN "RIFA" ‖ tickets_root), mined, read back over bitcoind's JSON-RPC
// with the `bitcoin-core` client (getrawtransaction with the block hash, getblock for the
// Merkle branch, raw headers), and the draw block found above the anchor. So verify-draw
// --rpc is tested against a node whose answers the script did not make up.
import { createHash } from 'node:crypto';
import Client from 'bitcoin-core';
import { sendToChainOutputScripts } from 'lightning';
import type { Devnode } from '@rifa/devnode';
import { lndClient } from '../../../devnode/src/test-helpers.ts';
import {
  anchorScriptHex,
  findDrawBlock,
  ticketsRoot,
  type ChainHeader,
  type DrawProof,
  type DrawTicket,
} from '../../../shared/src/draw/index.ts';
import { drawnProof } from '../../../shared/src/draw/testing/drawn-proof.ts';

const dsha = (bytes: Buffer) =>
  createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest();

/** Bitcoin's Merkle branch of txids[index] (display-order hex, bottom up; odd last paired with itself). */
function merkleBranch(txids: string[], index: number): string[] {
  let level: Buffer[] = txids.map((id) => Buffer.from(id, 'hex').reverse());
  const branch: string[] = [];
  for (let at = index; level.length > 1; at = Math.floor(at / 2)) {
    branch.push(
      Buffer.from(level[at ^ 1] ?? level[at]!)
        .reverse()
        .toString('hex'),
    );
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(dsha(Buffer.concat([level[i]!, level[i + 1] ?? level[i]!])));
    level = next;
  }
  return branch;
}

export interface DevnodeProof {
  proof: DrawProof & { anchor: NonNullable<DrawProof['anchor']> };
  rpc: Client;
}

export async function devnodeAnchoredProof(devnode: Devnode, raffleId = 9): Promise<DevnodeProof> {
  const rpc = new Client({
    host: devnode.bitcoind.url,
    username: devnode.bitcoind.user,
    password: devnode.bitcoind.pass,
  });
  const header = (hash: string) =>
    rpc.command<ChainHeader & { time: number }>('getblockheader', hash);
  const tip = await header(await rpc.command<string>('getbestblockhash'));
  const t0 = tip.time;
  const end = t0 + 7_200;
  const endDate = new Date(end * 1000).toISOString();
  const tickets: DrawTicket[] = Array.from({ length: 9 }, (_, k) => ({
    number: k + 1,
    payment_hash: createHash('sha256').update(`pagamento ${raffleId}-${k}`).digest('hex'),
  }));
  const root = ticketsRoot(tickets);

  // Eleven blocks before close, then the anchor's block A, still before end_date.
  devnode.mine(11, { timestamps: Array.from({ length: 11 }, (_, k) => t0 + 60 * (k + 1)) });
  const sent = await sendToChainOutputScripts({
    lnd: lndClient(devnode),
    send_to: [{ script: anchorScriptHex(root), tokens: 0 }],
    description: `rifa:teste:${raffleId}:ancora`,
  });
  const [anchorBlock] = devnode.mine(1, { timestamp: t0 + 780 });
  const anchorHash = anchorBlock!.hash;
  const block = await rpc.command<{ height: number; tx: string[] }>('getblock', anchorHash, 1);
  const raw = await rpc.command<string>('getrawtransaction', sent.id, false, anchorHash);
  const txIndex = block.tx.indexOf(sent.id);

  // Blocks after close until mediantime passes end_date, and six more for the confirmations.
  devnode.mine(14, { timestamps: Array.from({ length: 14 }, (_, k) => end + 600 * (k + 1)) });
  const tipHeight = await rpc.command<number>('getblockcount');
  const headerAt = async (height: number) =>
    header(await rpc.command<string>('getblockhash', height));
  const found = await findDrawBlock(headerAt, tipHeight, endDate, { afterHeight: block.height });
  if (!found) throw new Error('devnode chain never passed end_date');
  const confirmations = 6;
  const start = Math.max(0, block.height - 10);
  const chainHeaders: string[] = [];
  for (let h = start; h < found.block.height + confirmations; h += 1)
    chainHeaders.push(
      await rpc.command<string>(
        'getblockheader',
        await rpc.command<string>('getblockhash', h),
        false,
      ),
    );
  const proof: DevnodeProof['proof'] = {
    ...drawnProof({
      version: 2,
      raffleId,
      raffleName: 'Rifa no devnode',
      endDate,
      tickets,
      found,
      tipHeight,
      confirmationsRequired: confirmations,
      drawnAt: new Date((end + 9_000) * 1000).toISOString(),
      generatedAt: new Date((end + 9_600) * 1000).toISOString(),
    }),
    tickets_root: root,
    anchor: {
      txid: sent.id,
      raw_tx: raw,
      block_hash: anchorHash,
      height: block.height,
      tx_index: txIndex,
      merkle_branch: merkleBranch(block.tx, txIndex),
    },
    chain_headers: chainHeaders,
    chain_headers_start: start,
  };
  return { proof, rpc };
}
