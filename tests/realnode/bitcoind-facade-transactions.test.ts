// The test-only bitcoind facade over real btcd, transactions and the HTTP side: getrawtransaction
// answers as a Bitcoin Core node without -txindex does (`bitcoin-cli help getrawtransaction`,
// Core 28: the verbose shape, scriptPubKey with desc, Core's errors), and the JSON-RPC 1.0
// endpoint answers auth failures, unknown methods and batches as bitcoind's httprpc.cpp does.
import { describe, expect, it } from 'vitest';
import { REGTEST_ADDRESS, REGTEST_P2TR_ADDRESS } from '../support/addresses.ts';
import { withChecksum } from './harness/core-rpc.ts';
import { minerAddress } from './harness/miner-wallet.ts';
import {
  ANCHOR,
  error,
  post,
  rpc,
  HEX,
  HEX64,
  result,
  rig,
  useFacadeRig,
} from './harness/facade-rig.ts';

useFacadeRig();

describe('getrawtransaction, as a node without -txindex', () => {
  it('with its block hash: Core’s verbose shape, scriptPubKeys with desc, in_active_chain', async () => {
    const tx = await result('getrawtransaction', rig.fundingTxid, true, rig.fundingBlock);
    const header = await result('getblockheader', rig.fundingBlock);
    const own = await rig.btcd.rpc<Record<string, unknown>>('getrawtransaction', [
      rig.fundingTxid,
      1,
    ]);
    expect(tx).toEqual({
      in_active_chain: true,
      txid: rig.fundingTxid,
      hash: own.hash,
      version: 2,
      size: own.size,
      vsize: own.vsize,
      weight: own.weight,
      locktime: 0,
      vin: [
        {
          txid: HEX64,
          vout: 0,
          scriptSig: { asm: '', hex: '' },
          txinwitness: [HEX, expect.stringMatching(/^0[23][0-9a-f]{64}$/)],
          sequence: 0xffffffff,
        },
      ],
      vout: [
        {
          value: 0.00123456,
          n: 0,
          scriptPubKey: {
            asm: '0 751e76e8199196d454941c45d1b3a323f1433bd6',
            desc: expect.stringMatching(new RegExp(`^addr\\(${REGTEST_ADDRESS}\\)#[a-z0-9]{8}$`)),
            hex: '0014751e76e8199196d454941c45d1b3a323f1433bd6',
            address: REGTEST_ADDRESS,
            type: 'witness_v0_keyhash',
          },
        },
        {
          value: 0.0005,
          n: 1,
          scriptPubKey: {
            asm: expect.stringMatching(/^1 [0-9a-f]{64}$/),
            // Core infers rawtr(<x-only key>) for a taproot output it holds no keys for.
            desc: expect.stringMatching(/^rawtr\([0-9a-f]{64}\)#[a-z0-9]{8}$/),
            hex: expect.stringMatching(/^5120[0-9a-f]{64}$/),
            address: REGTEST_P2TR_ADDRESS,
            type: 'witness_v1_taproot',
          },
        },
        {
          value: 0,
          n: 2,
          scriptPubKey: {
            asm: `OP_RETURN ${ANCHOR.slice(4)}`,
            desc: withChecksum(`raw(${ANCHOR})`),
            hex: ANCHOR,
            type: 'nulldata',
          },
        },
        {
          value: expect.any(Number),
          n: 3,
          scriptPubKey: expect.objectContaining({ address: minerAddress }),
        },
      ],
      hex: own.hex,
      blockhash: rig.fundingBlock,
      confirmations: 3,
      time: header.time,
      blocktime: header.time,
    });
    expect(await result('getrawtransaction', rig.fundingTxid, false, rig.fundingBlock)).toBe(
      tx.hex,
    );
    expect(await result('getrawtransaction', rig.fundingTxid, 1, rig.fundingBlock)).toEqual(tx);
  });

  it('a coinbase: its witness named txinwitness, as Core names it (btcd says witness)', async () => {
    const [coinbaseTxid] = (await result('getblock', rig.fundingBlock)).tx;
    const coinbase = await result('getrawtransaction', coinbaseTxid, true, rig.fundingBlock);
    expect(coinbase.vin).toEqual([
      { coinbase: HEX, txinwitness: ['00'.repeat(32)], sequence: 0xffffffff },
    ]);
    expect(coinbase.vout[0].scriptPubKey.address).toBe(minerAddress);
  });

  it('in the wrong block, unknown, confirmed without a block hash, or not a hash: Core’s errors', async () => {
    const other = await result('getblockhash', 300);
    expect(await error('getrawtransaction', rig.fundingTxid, true, other)).toEqual({
      code: -5,
      message:
        'No such transaction found in the provided block. Use gettransaction for wallet transactions.',
    });
    expect((await error('getrawtransaction', 'ab'.repeat(32), true, rig.fundingBlock))?.code).toBe(
      -5,
    );
    expect(
      (await error('getrawtransaction', rig.fundingTxid, true, 'cd'.repeat(32)))?.message,
    ).toBe('Block hash not found');
    expect((await error('getrawtransaction', rig.fundingTxid, false))?.code).toBe(-5);
    expect(await error('getrawtransaction', 'abc', true)).toEqual({
      code: -8,
      message: "parameter 1 must be of length 64 (not 3, for 'abc')",
    });
  });

  it('from the mempool without a block hash', async () => {
    const txid = await rig.miner.fund([{ address: REGTEST_ADDRESS, sats: 7_777 }]);
    const hex = await result('getrawtransaction', txid, false);
    expect(hex).toBe(await rig.btcd.rpc('getrawtransaction', [txid, 0]));
    const tx = await result('getrawtransaction', txid, true);
    expect(tx).toMatchObject({ txid, hex, vin: [{ txinwitness: [HEX, HEX] }] });
    expect(tx).not.toHaveProperty('blockhash');
    expect(tx).not.toHaveProperty('confirmations');
    await rig.btcd.mine(1);
  });
});

describe('the HTTP side', () => {
  it('answers a wrong password with 401 and no body, as bitcoind does', async () => {
    const reply = await rpc('getblockcount', [], `${rig.facade.user}:errada`);
    expect(reply.status).toBe(401);
    expect(reply.text).toBe('');
  });

  it('answers an unknown method with -32601 (HTTP 404), another error with HTTP 500', async () => {
    const unknown = await rpc('sendtoaddress', [REGTEST_ADDRESS, 1]);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      result: null,
      error: { code: -32601, message: 'Method not found' },
      id: 'teste',
    });
    expect((await rpc('getblockhash', [99_999])).status).toBe(500);
  });

  it('answers a batch in one array, with HTTP 200', async () => {
    const reply = await post([
      { jsonrpc: '1.0', id: 1, method: 'getblockcount', params: [] },
      { jsonrpc: '1.0', id: 2, method: 'getblockhash', params: [99_999] },
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      { result: await result('getblockcount'), error: null, id: 1 },
      { result: null, error: { code: -8, message: 'Block height out of range' }, id: 2 },
    ]);
  });
});

it('descriptor checksums are BIP 380’s', () => {
  expect(withChecksum('raw(deadbeef)')).toBe('raw(deadbeef)#89f8spxm'); // BIP 385's example
  const wpkh =
    "wpkh([a42c6dd3/84'/1'/0']tpubDDnGNapGEY6AZAdQbfRJgMg9fvz8pUBrLwvyvUqEgcUfgzM6zc2eVK4vY9x9L5FJWdX8WumXuLEDV5zDZnTfbn87vLe9XceCFwTu9so9Kks/0/*)";
  expect(withChecksum(wpkh)).toBe(`${wpkh}#p3rdl64r`);
});
