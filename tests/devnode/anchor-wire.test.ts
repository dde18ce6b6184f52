// The devnode as the draw's anchor needs it (docs/protocols/draw-v2.md), through the real `lightning`
// and `bitcoin-core` clients, checked against code that is not the devnode's: the proof
// parser in shared/src/draw/anchor-tx.ts (txid without witness, Merkle branch folding),
// bitcoinjs-lib's Block (merkle root and segwit commitment) and a Merkle branch computed
// here. Where each rule comes from:
// - lnd lnrpc/walletrpc/walletkit_server.go SendOutputs: no outputs → "must specify at least
//   one output to create"; the anchor reserve checked against every coin minus the outputs
//   (ErrInsufficientReserve, walletrpc/errors.go); labels.ValidateAPI; then btcwallet
//   wallet.go sendOutputs → txrules.CheckOutput per output, where rules.go IsDustOutput
//   exempts txscript NullDataTy (OP_RETURN + one push of ≤ 80 bytes, btcd standard.go
//   isNullDataScript) so a 0-sat OP_RETURN is fine, then CreateSimpleTx (fee at
//   sat_per_kw × 4 per kvB, txauthor.go: change appended, createtx.go: moved to a random
//   position). lightning lnd_methods/onchain/send_to_chain_output_scripts.js sends
//   sat_per_kw = fee_tokens_per_vbyte (default 1) × 250 and reads the id from raw_tx.
// - Bitcoin Core rpc/rawtransaction.cpp getrawtransaction: without -txindex only the
//   mempool is searched unless a block hash is given; its error texts; TxToJSON adds
//   blockhash, confirmations (0 off the active chain), time and blocktime.
// - Bitcoin Core node/miner.cpp (coinbase first, BIP 34 height) and consensus/merkle.cpp
//   (pairs hashed with double SHA-256, odd last hash paired with itself).
// - Bitcoin Core validation: a disconnected block's transactions go back to the mempool
//   (DisconnectTip → MaybeUpdateMempoolForReorg).
import { createHash } from 'node:crypto';

import Client from 'bitcoin-core';
import { Block as BitcoinBlock } from 'bitcoinjs-lib';
import { getChainTransactions, sendToChainOutputScripts } from 'lightning';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  anchorScriptHex,
  anchoredRoot,
  merkleRootFromBranch,
  parseRawTransaction,
} from '../../shared/src/draw/index.ts';
import { rejectionOf, useDevnode } from '../../devnode/src/test-helpers.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';

const ROOT = createHash('sha256').update('tickets root').digest('hex');
const ANCHOR = anchorScriptHex(ROOT);
const P2WPKH_SCRIPT = '0014751e76e8199196d454941c45d1b3a323f1433bd6';
const NO_MEMPOOL_TX =
  'No such mempool transaction. Use -txindex or provide a block hash to enable blockchain ' +
  'transaction queries. Use gettransaction for wallet transactions.';

const { devnode, lnd } = useDevnode({ initialBalance: 1_000_000, ports: { control: false } });
let rpc: Client;

beforeAll(() => {
  rpc = new Client({
    host: devnode.bitcoind.url,
    username: devnode.bitcoind.user,
    password: devnode.bitcoind.pass,
  });
});

afterEach(() => {
  devnode.setMiningFeeRate(0);
  devnode.mine(1);
});

const sendAnchor = (extra: { fee_tokens_per_vbyte?: number } = {}) =>
  sendToChainOutputScripts({
    lnd,
    send_to: [{ script: ANCHOR, tokens: 0 }],
    description: 'rifa:inst:7:ancora',
    ...extra,
  });

async function rpcError(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: number; message: string };
    return { code, message };
  }
  throw new Error('expected an RPC error');
}

/** Bitcoin's Merkle branch, written here apart from the devnode's. */
function branchOf(txids: string[], index: number): string[] {
  const dsha = (b: Buffer) =>
    createHash('sha256').update(createHash('sha256').update(b).digest()).digest();
  let level: Buffer[] = txids.map((id) => Buffer.from(id, 'hex').reverse());
  const branch: string[] = [];
  for (let at = index; level.length > 1; at = Math.floor(at / 2)) {
    branch.push(
      Buffer.from(level[at ^ 1] ?? (level[at] as Buffer))
        .reverse()
        .toString('hex'),
    );
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(dsha(Buffer.concat([level[i] as Buffer, level[i + 1] ?? (level[i] as Buffer)])));
    level = next;
  }
  return branch;
}

describe('SendOutputs (sendToChainOutputScripts)', () => {
  it('sends a 0-sat OP_RETURN "RIFA" ‖ root with change, the fee from sat_per_kw, the label kept', async () => {
    const sent = await sendAnchor();
    const parsed = parseRawTransaction(sent.transaction);
    expect(parsed.txid).toBe(sent.id);
    expect(anchoredRoot(parsed)).toBe(ROOT);
    expect(parsed.outputs).toHaveLength(2);
    expect(parsed.outputs.find((o) => o.script === ANCHOR)?.value).toBe(0n);
    const change = parsed.outputs.find((o) => o.script !== ANCHOR);
    // 1 sat/vB → 250 sat/kw → 1000 sat/kvB on btcwallet's estimate: 8 + 1 + 1 + 41 input
    // + (8 + 1 + 38) anchor + (8 + 1 + 34) P2TR change = 141, witness (2 + 1 + 109)/4 → 28.
    expect(1_000_000 - Number(change?.value)).toBe(169);
    const row = (await getChainTransactions({ lnd })).transactions.find((t) => t.id === sent.id);
    expect(row).toMatchObject({
      description: 'rifa:inst:7:ancora',
      fee: 169,
      is_confirmed: false,
      transaction: sent.transaction,
    });
  });

  it('pays the asked rate: 10 sat/vB on the estimate for its input', async () => {
    const sent = await sendAnchor({ fee_tokens_per_vbyte: 10 });
    const row = (await getChainTransactions({ lnd })).transactions.find((t) => t.id === sent.id);
    // The only coin now is the last send's P2TR change: its witness counts 67 weight units
    // (txsizes.TaprootKeyPathWitnessSize + 1), so 141 + (2 + 1 + 67)/4 → 159 vB × 10.
    expect(row?.fee).toBe(1590);
  });

  it('refuses what LND refuses, in its words', async () => {
    const details = async (promise: Promise<unknown>) => {
      const [code, name, err] = await rejectionOf(promise);
      expect([code, name]).toEqual([500, 'UnexpectedSendToChainOutputScriptsErr']);
      return err?.err?.details;
    };
    // A spendable output still has a dust limit; an OP_RETURN over 80 bytes is not null data.
    expect(
      await details(
        sendToChainOutputScripts({ lnd, send_to: [{ script: P2WPKH_SCRIPT, tokens: 293 }] }),
      ),
    ).toBe('transaction output is dust');
    const big = `6a4c51${'00'.repeat(81)}`;
    expect(
      await details(sendToChainOutputScripts({ lnd, send_to: [{ script: big, tokens: 0 }] })),
    ).toBe('transaction output is dust');
    expect(
      await details(
        sendToChainOutputScripts({
          lnd,
          send_to: [{ script: ANCHOR, tokens: 0 }],
          description: 'x'.repeat(501),
        }),
      ),
    ).toBe('label length: 501 exceeds limit of 500');
    devnode.setBalance(5_000);
    try {
      // One anchor channel: 10 000 sat must stay, before any coin is selected.
      expect(await details(sendAnchor())).toBe(
        'the outputs to be sent would leave insufficient reserves for anchor channels in the wallet',
      );
      devnode.setAnchorChannels(0);
      devnode.setBalance(100);
      expect(await details(sendAnchor())).toBe(
        'insufficient funds available to construct transaction',
      );
    } finally {
      devnode.setAnchorChannels(1);
      devnode.setBalance(1_000_000);
    }
  });
});

describe('the anchor in a block, as an auditor without -txindex reads it', () => {
  it('mempool first, then only with its block hash; the branch folds to the header', async () => {
    const sent = await sendAnchor();
    const pending = await rpc.command<Record<string, unknown>>('getrawtransaction', sent.id, true);
    expect(pending).toMatchObject({ txid: sent.id, hex: sent.transaction });
    expect(pending).not.toHaveProperty('blockhash');

    const [mined] = devnode.mine(1);
    const hash = mined?.hash as string;
    expect(await rpcError(rpc.command('getrawtransaction', sent.id, true))).toEqual({
      code: -5,
      message: NO_MEMPOOL_TX,
    });
    const verbose = await rpc.command<{
      hex: string;
      vout: { value: number; scriptPubKey: { hex: string; type: string } }[];
    }>('getrawtransaction', sent.id, true, hash);
    expect(verbose).toMatchObject({
      in_active_chain: true,
      txid: sent.id,
      blockhash: hash,
      confirmations: 1,
      time: mined?.time,
      blocktime: mined?.time,
    });
    expect(verbose.vout.find((o) => o.scriptPubKey.hex === ANCHOR)).toMatchObject({
      value: 0,
      scriptPubKey: { type: 'nulldata' },
    });
    expect(await rpc.command('getrawtransaction', sent.id, false, hash)).toBe(sent.transaction);

    const block = await rpc.command<{ tx: string[]; merkleroot: string; nTx: number }>(
      'getblock',
      hash,
      1,
    );
    const index = block.tx.indexOf(sent.id);
    expect(index).toBeGreaterThan(0);
    expect(block.nTx).toBe(block.tx.length);
    expect(merkleRootFromBranch(sent.id, branchOf(block.tx, index), index)).toBe(block.merkleroot);
    const header = Buffer.from(await rpc.command<string>('getblockheader', hash, false), 'hex');
    expect(Buffer.from(header.subarray(36, 68)).reverse().toString('hex')).toBe(block.merkleroot);

    // The whole block parses elsewhere and its roots (txids and segwit commitment) check.
    const raw = BitcoinBlock.fromHex(await rpc.command<string>('getblock', hash, 0));
    expect(raw.getId()).toBe(hash);
    expect(raw.checkTxRoots()).toBe(true);
    // BIP 34: the coinbase's scriptSig starts with the height (one byte up to 127).
    const coinbaseScript = Buffer.from(raw.transactions?.[0]?.ins[0]?.script ?? []);
    expect([coinbaseScript[0], coinbaseScript[1]]).toEqual([1, mined?.height]);

    const other = devnode.mine(1)[0]?.hash as string;
    expect(await rpcError(rpc.command('getrawtransaction', sent.id, true, other))).toEqual({
      code: -5,
      message:
        'No such transaction found in the provided block. Use gettransaction for wallet transactions.',
    });
    expect(
      await rpcError(rpc.command('getrawtransaction', sent.id, true, '00'.repeat(32))),
    ).toEqual({ code: -5, message: 'Block hash not found' });
  });

  it('a blocks with several transactions: an odd count still folds (last hash paired with itself)', async () => {
    for (let i = 0; i < 4; i += 1) {
      await sendToChainOutputScripts({
        lnd,
        send_to: [{ script: P2WPKH_SCRIPT, tokens: 1_000 + i }],
        utxo_confirmations: 0,
      });
    }
    const [mined] = devnode.mine(1);
    const block = await rpc.command<{ tx: string[]; merkleroot: string }>(
      'getblock',
      mined?.hash,
      1,
    );
    expect(block.tx).toHaveLength(5);
    for (let index = 0; index < 5; index += 1)
      expect(
        merkleRootFromBranch(block.tx[index] as string, branchOf(block.tx, index), index),
      ).toBe(block.merkleroot);
  });

  it('a reorg returns the anchor to the mempool; a later block confirms it again', async () => {
    const sent = await sendAnchor();
    const [first] = devnode.mine(1);
    devnode.reorg(1, { empty: true });
    const stale = await rpc.command<Record<string, unknown>>(
      'getrawtransaction',
      sent.id,
      true,
      first?.hash,
    );
    expect(stale).toMatchObject({ in_active_chain: false, confirmations: 0 });
    expect(stale).not.toHaveProperty('time');
    expect(await rpc.command('getrawtransaction', sent.id, false)).toBe(sent.transaction);
    const [again] = devnode.mine(1);
    expect(again?.txids).toContain(sent.id);
    expect(again?.hash).not.toBe(first?.hash);
    expect(await rpc.command('getrawtransaction', sent.id, true, again?.hash)).toMatchObject({
      confirmations: 1,
    });
  });

  it('a plain reorg confirms it again at once, in a block of another hash', async () => {
    const sent = await sendAnchor();
    const [first] = devnode.mine(1);
    const [replacement] = devnode.reorg(1);
    expect(replacement?.hash).not.toBe(first?.hash);
    expect(replacement?.txids).toContain(sent.id);
  });

  it('still sends to an address (SendCoins) as a real transaction in the next block', async () => {
    const { id } = await import('lightning').then(({ sendToChainAddress }) =>
      sendToChainAddress({ lnd, address: REGTEST_ADDRESS, tokens: 5_000 }),
    );
    const hex = await rpc.command<string>('getrawtransaction', id);
    expect(parseRawTransaction(hex).txid).toBe(id);
  });
});
