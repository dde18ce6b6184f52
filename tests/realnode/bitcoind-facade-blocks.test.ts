// The test-only bitcoind facade over real btcd (harness/bitcoind-facade.ts), block calls: each answer has
// the shape Bitcoin Core's RPC help gives for the call (field names and types; Core 28's
// `bitcoin-cli help getblockheader`, `getblockhash`, `getblockcount`, `getbestblockhash`,
// `getblockchaininfo`, `getrawtransaction`, `getblock`), with values computed from btcd's own
// data — mediantime above all, which btcd does not give and the draw rule depends on — and the
// app's own chain adapter accepts every one of them, a block reorganised away included.
import { describe, expect, it } from 'vitest';
import { createBitcoindChain } from '../../server/src/adapters/bitcoin/bitcoind-chain.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import {
  error,
  HEX64,
  int,
  merkleRoot,
  REGTEST_DIFFICULTY,
  result,
  rig,
  useFacadeRig,
} from './harness/facade-rig.ts';

useFacadeRig();

describe('block calls', () => {
  it('getblockcount, getbestblockhash and getblockhash agree with btcd', async () => {
    const tip = await result('getblockcount');
    expect(tip).toBe(453);
    expect(await result('getbestblockhash')).toBe(await rig.btcd.rpc('getbestblockhash'));
    expect(await result('getblockhash', 0)).toBe(await rig.btcd.rpc('getblockhash', [0]));
    expect(await error('getblockhash', tip + 1)).toEqual({
      code: -8,
      message: 'Block height out of range',
    });
    expect((await error('getblockhash', -1))?.code).toBe(-8);
  });

  it('getblockheader (verbose) has Core’s fields; mediantime is the median of 11 times', async () => {
    const hash = await result('getblockhash', 200);
    const header = await result('getblockheader', hash, true);
    const own = await rig.btcd.rpc<Record<string, unknown>>('getblockheader', [hash, true]);
    expect(header).toEqual({
      hash,
      confirmations: 254,
      height: 200,
      version: own.version,
      versionHex: own.versionHex,
      merkleroot: own.merkleroot,
      time: own.time,
      mediantime: int,
      nonce: own.nonce,
      bits: '207fffff',
      difficulty: REGTEST_DIFFICULTY, // btcd says 1: it divides by regtest's own limit
      chainwork: HEX64,
      nTx: 1,
      previousblockhash: await result('getblockhash', 199),
      nextblockhash: await result('getblockhash', 201),
    });
    const times: number[] = [];
    for (let height = 190; height <= 200; height++)
      times.push(
        (
          await rig.btcd.rpc<{ time: number }>('getblockheader', [
            await result('getblockhash', height),
            true,
          ])
        ).time,
      );
    expect(header.mediantime).toBe(times.sort((a, b) => a - b)[5]);
    // Regtest's target makes every block's work 2: chainwork is 2 × (height + 1).
    expect(BigInt(`0x${header.chainwork}`)).toBe(2n * 201n);
  });

  it('getblockheader at the ends of the chain, raw, and for an unknown block', async () => {
    const genesis = await result('getblockheader', await result('getblockhash', 0));
    expect(genesis).not.toHaveProperty('previousblockhash');
    expect(genesis).toMatchObject({ height: 0, chainwork: `${'0'.repeat(63)}2` });
    expect(genesis.mediantime).toBe(genesis.time);
    // Three blocks: the median of three times.
    const second = await result('getblockheader', await result('getblockhash', 2));
    const firstThree = await Promise.all(
      [0, 1, 2].map(
        async (h) => (await result('getblockheader', await result('getblockhash', h))).time,
      ),
    );
    expect(second.mediantime).toBe(firstThree.sort((a, b) => a - b)[1]);
    const tip = await result('getblockheader', await result('getbestblockhash'));
    expect(tip).not.toHaveProperty('nextblockhash');
    expect(tip.confirmations).toBe(1);
    const raw = await result('getblockheader', tip.hash, false);
    expect(raw).toMatch(/^[0-9a-f]{160}$/);
    expect(raw).toBe(await rig.btcd.rpc('getblockheader', [tip.hash, false]));
    expect(await error('getblockheader', '00'.repeat(32))).toEqual({
      code: -5,
      message: 'Block not found',
    });
    expect(await error('getblockheader', 'abc')).toEqual({
      code: -8,
      message: "hash must be of length 64 (not 3, for 'abc')",
    });
  });

  it('getblock verbosity 1 lists the txids under the header’s merkle root', async () => {
    const block = await result('getblock', rig.fundingBlock, 1);
    const header = await result('getblockheader', rig.fundingBlock);
    const rawBlock = await rig.btcd.rpc<string>('getblock', [rig.fundingBlock, 0]);
    const own = await rig.btcd.rpc<Record<string, unknown>>('getblock', [rig.fundingBlock, 1]);
    expect(block).toEqual({
      ...header,
      strippedsize: own.strippedsize,
      size: rawBlock.length / 2,
      weight: own.weight,
      tx: [HEX64, rig.fundingTxid],
    });
    expect(block).toMatchObject({ confirmations: 3, height: 451, nTx: 2 });
    expect(merkleRoot(block.tx)).toBe(block.merkleroot);
    expect(block.tx).toEqual(own.tx);
    expect(await result('getblock', rig.fundingBlock, 0)).toBe(rawBlock);
  });

  it('getblockchaininfo has Core’s fields and names the chain', async () => {
    const info = await result('getblockchaininfo');
    const tip = await result('getblockheader', await result('getbestblockhash'));
    expect(info).toEqual({
      chain: 'regtest',
      blocks: 453,
      headers: 453,
      bestblockhash: tip.hash,
      difficulty: REGTEST_DIFFICULTY,
      time: tip.time,
      mediantime: tip.mediantime,
      verificationprogress: 1,
      initialblockdownload: false,
      chainwork: tip.chainwork,
      size_on_disk: int,
      pruned: false,
      warnings: [],
    });
  });
});

it('the app’s chain adapter accepts every answer it asks for', async () => {
  const chain = createBitcoindChain({
    url: rig.facade.url,
    user: rig.facade.user,
    pass: rig.facade.pass,
  });
  const tip = await chain.getBlockCount();
  const hash = await chain.getBlockHash(tip);
  const header = await chain.getBlockHeader(hash);
  expect(header).toMatchObject({ hash, height: tip, confirmations: 1 });
  expect(await chain.getRawBlockHeader(hash)).toMatch(/^[0-9a-f]{160}$/);
  const inBlock = await chain.transactionInBlock(rig.fundingTxid, rig.fundingBlock);
  expect(inBlock).toMatchObject({ inActiveChain: true });
  expect(await chain.blockTxids(rig.fundingBlock)).toContain(rig.fundingTxid);
  expect(await chain.mempoolTransaction(rig.fundingTxid)).toBeNull();
  expect(await chain.transactionInBlock(rig.fundingTxid, await chain.getBlockHash(300))).toBeNull();
  await expect(chain.getBlockHash(tip + 1)).rejects.toMatchObject({ kind: 'not_found' });
});

// Last: it leaves a side branch. btcd's own verbose getblockheader and getblock refuse a block
// outside the main chain; the facade answers from its raw header and block, as Core would.
it('a block reorganised away: confirmations −1, no successor, in_active_chain false', async () => {
  const txid = await rig.miner.fund([{ address: REGTEST_ADDRESS, sats: 8_888 }]);
  const [stale] = (await rig.btcd.mine(1)) as [string];
  const staleHeight = await result('getblockcount');
  await rig.btcd.rpc('invalidateblock', [stale]);
  await rig.btcd.mine(2);
  expect(await result('getblockhash', staleHeight)).not.toBe(stale);

  const header = await result('getblockheader', stale);
  expect(header).toMatchObject({ hash: stale, height: staleHeight, confirmations: -1, nTx: 2 });
  expect(header).not.toHaveProperty('nextblockhash');
  expect(header.previousblockhash).toBe(await result('getblockhash', staleHeight - 1));
  expect(await result('getblock', stale, 1)).toMatchObject({
    confirmations: -1,
    tx: [HEX64, txid],
  });
  const tx = await result('getrawtransaction', txid, true, stale);
  expect(tx).toMatchObject({ in_active_chain: false, txid, blockhash: stale, confirmations: 0 });
  expect(tx).not.toHaveProperty('blocktime');

  const chain = createBitcoindChain({
    url: rig.facade.url,
    user: rig.facade.user,
    pass: rig.facade.pass,
  });
  expect(await chain.getBlockHeader(stale)).toMatchObject({
    height: staleHeight,
    confirmations: -1,
  });
  expect(await chain.transactionInBlock(txid, stale)).toMatchObject({ inActiveChain: false });
});
