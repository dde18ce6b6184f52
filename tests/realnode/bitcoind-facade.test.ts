// The test-only bitcoind facade over real btcd (harness/bitcoind-facade.ts): each answer has
// the shape Bitcoin Core's RPC help gives for the call (field names and types; Core 28's
// `bitcoin-cli help getblockheader`, `getblockhash`, `getblockcount`, `getbestblockhash`,
// `getblockchaininfo`, `getrawtransaction`, `getblock`), with values computed from btcd's own
// data — mediantime above all, which btcd does not give and the draw rule depends on — and the
// app's own chain adapter accepts every one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBitcoindChain } from '../../server/src/adapters/bitcoin/bitcoind-chain.ts';
import { removeTempDirs } from '../support/temp-dirs.ts';
import { startBitcoindFacade, type BitcoindFacade } from './harness/bitcoind-facade.ts';
import { startBtcd, stopAllBtcd, type Btcd } from './harness/btcd.ts';
import { createMinerWallet, minerAddress } from './harness/miner-wallet.ts';
import { REGTEST_ADDRESS, REGTEST_P2TR_ADDRESS } from '../support/addresses.ts';

let btcd: Btcd;
let facade: BitcoindFacade;
let fundingTxid: string;
let fundingBlock: string;

beforeAll(async () => {
  btcd = await startBtcd({ miningAddress: minerAddress });
  await btcd.mine(450); // segwit active (version bits on btcd's regtest), coinbases mature
  fundingTxid = await createMinerWallet(btcd).fund([
    { address: REGTEST_ADDRESS, sats: 123_456 },
    { address: REGTEST_P2TR_ADDRESS, sats: 50_000 },
  ]);
  [fundingBlock] = (await btcd.mine(3)) as [string];
  facade = await startBitcoindFacade(btcd);
});
afterAll(async () => {
  await facade?.close();
  await stopAllBtcd();
  removeTempDirs();
});

/** One JSON-RPC 1.0 call as `bitcoin-core` sends it: HTTP status and the parsed reply. */
async function rpc(method: string, params: unknown[] = [], auth = `${facade.user}:${facade.pass}`) {
  const response = await fetch(facade.url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ jsonrpc: '1.0', id: 'teste', method, params }),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test checks the shape
    body: text ? (JSON.parse(text) as { result: any; error: { code: number } | null }) : null,
  };
}
const result = async (method: string, ...params: unknown[]) => {
  const reply = await rpc(method, params);
  expect(reply.body?.error, `${method}: ${reply.text}`).toBeNull();
  return reply.body!.result;
};
const errorCode = async (method: string, ...params: unknown[]) =>
  (await rpc(method, params)).body?.error?.code;

const HEX64 = expect.stringMatching(/^[0-9a-f]{64}$/);
const int = expect.any(Number);

describe('block calls', () => {
  it('getblockcount, getbestblockhash and getblockhash agree with btcd', async () => {
    const tip = await result('getblockcount');
    expect(tip).toBe(453);
    expect(await result('getbestblockhash')).toBe(await btcd.rpc('getbestblockhash'));
    expect(await result('getblockhash', 0)).toBe(await btcd.rpc('getblockhash', [0]));
    expect(await errorCode('getblockhash', tip + 1)).toBe(-8); // "Block height out of range"
    expect(await errorCode('getblockhash', -1)).toBe(-8);
  });

  it('getblockheader (verbose) has Core’s fields; mediantime is the median of 11 times', async () => {
    const hash = await result('getblockhash', 200);
    const header = await result('getblockheader', hash, true);
    expect(header).toEqual({
      hash,
      confirmations: 254,
      height: 200,
      version: int,
      versionHex: expect.stringMatching(/^[0-9a-f]{8}$/),
      merkleroot: HEX64,
      time: int,
      mediantime: int,
      nonce: int,
      bits: '207fffff',
      difficulty: expect.any(Number),
      chainwork: HEX64,
      nTx: 1,
      previousblockhash: await result('getblockhash', 199),
      nextblockhash: await result('getblockhash', 201),
    });
    const times: number[] = [];
    for (let height = 190; height <= 200; height++)
      times.push(
        (
          await btcd.rpc<{ time: number }>('getblockheader', [
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
    expect(genesis.mediantime).toBe(genesis.time);
    const tip = await result('getblockheader', await result('getbestblockhash'));
    expect(tip).not.toHaveProperty('nextblockhash');
    expect(tip.confirmations).toBe(1);
    const raw = await result('getblockheader', tip.hash, false);
    expect(raw).toMatch(/^[0-9a-f]{160}$/);
    expect(raw).toBe(await btcd.rpc('getblockheader', [tip.hash, false]));
    expect(await errorCode('getblockheader', '00'.repeat(32))).toBe(-5); // "Block not found"
  });

  it('getblock verbosity 1 lists the txids under the header’s merkle root', async () => {
    const block = await result('getblock', fundingBlock, 1);
    expect(block).toMatchObject({
      hash: fundingBlock,
      confirmations: 3,
      height: 451,
      mediantime: int,
      chainwork: HEX64,
      nTx: 2,
      size: int,
      strippedsize: int,
      weight: int,
    });
    expect(block.tx).toEqual([expect.any(String), fundingTxid]);
    expect(await result('getblock', fundingBlock, 0)).toBe(
      await btcd.rpc('getblock', [fundingBlock, 0]),
    );
  });

  it('getblockchaininfo has Core’s fields and names the chain', async () => {
    const info = await result('getblockchaininfo');
    expect(info).toEqual({
      chain: 'regtest',
      blocks: 453,
      headers: 453,
      bestblockhash: await result('getbestblockhash'),
      difficulty: expect.any(Number),
      time: int,
      mediantime: int,
      verificationprogress: 1,
      initialblockdownload: false,
      chainwork: HEX64,
      size_on_disk: int,
      pruned: false,
      warnings: [],
    });
  });
});

describe('getrawtransaction, as a node without -txindex', () => {
  it('with its block hash: Core’s verbose shape, addresses and in_active_chain', async () => {
    const tx = await result('getrawtransaction', fundingTxid, true, fundingBlock);
    expect(tx).toMatchObject({
      in_active_chain: true,
      txid: fundingTxid,
      hash: HEX64,
      version: 2,
      size: int,
      vsize: int,
      weight: int,
      locktime: 0,
      hex: expect.stringMatching(/^[0-9a-f]+$/),
      blockhash: fundingBlock,
      confirmations: 3,
      time: int,
      blocktime: int,
    });
    expect(tx.vout.slice(0, 2)).toEqual([
      {
        value: 0.00123456,
        n: 0,
        scriptPubKey: {
          asm: expect.any(String),
          hex: expect.stringMatching(/^0014/),
          address: REGTEST_ADDRESS,
          type: 'witness_v0_keyhash',
        },
      },
      {
        value: 0.0005,
        n: 1,
        scriptPubKey: {
          asm: expect.any(String),
          hex: expect.stringMatching(/^5120/),
          address: REGTEST_P2TR_ADDRESS,
          type: 'witness_v1_taproot',
        },
      },
    ]);
    expect(await result('getrawtransaction', fundingTxid, false, fundingBlock)).toBe(tx.hex);
  });

  it('in the wrong block, unknown, or confirmed without a block hash: -5', async () => {
    const other = await result('getblockhash', 300);
    expect(await errorCode('getrawtransaction', fundingTxid, true, other)).toBe(-5);
    expect(await errorCode('getrawtransaction', 'ab'.repeat(32), true, fundingBlock)).toBe(-5);
    expect(await errorCode('getrawtransaction', fundingTxid, false)).toBe(-5);
  });

  it('from the mempool without a block hash', async () => {
    const txid = await createMinerWallet(btcd).fund([{ address: REGTEST_ADDRESS, sats: 7_777 }]);
    const hex = await result('getrawtransaction', txid, false);
    expect(hex).toMatch(/^[0-9a-f]+$/);
    const tx = await result('getrawtransaction', txid, true);
    expect(tx.txid).toBe(txid);
    expect(tx).not.toHaveProperty('blockhash');
    await btcd.mine(1);
  });
});

describe('the HTTP side', () => {
  it('answers a wrong password with 401 and no body, as bitcoind does', async () => {
    const reply = await rpc('getblockcount', [], `${facade.user}:errada`);
    expect(reply.status).toBe(401);
    expect(reply.text).toBe('');
  });

  it('answers an unknown method with -32601', async () => {
    expect(await errorCode('sendtoaddress', REGTEST_ADDRESS, 1)).toBe(-32601);
  });
});

it('the app’s chain adapter accepts every answer it asks for', async () => {
  const chain = createBitcoindChain({ url: facade.url, user: facade.user, pass: facade.pass });
  const tip = await chain.getBlockCount();
  const hash = await chain.getBlockHash(tip);
  const header = await chain.getBlockHeader(hash);
  expect(header).toMatchObject({ hash, height: tip, confirmations: 1 });
  expect(await chain.getRawBlockHeader(hash)).toMatch(/^[0-9a-f]{160}$/);
  const inBlock = await chain.transactionInBlock(fundingTxid, fundingBlock);
  expect(inBlock).toMatchObject({ inActiveChain: true });
  expect(await chain.blockTxids(fundingBlock)).toContain(fundingTxid);
  expect(await chain.mempoolTransaction(fundingTxid)).toBeNull();
});
