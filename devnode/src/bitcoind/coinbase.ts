import { createHash, randomBytes } from 'node:crypto';

import { merkleRoot } from './merkle.ts';
import { type ChainTx, SEQUENCE_FINAL, internalBytes, sealTx, sha256d } from './raw-tx.ts';

// Coinbase transactions as Bitcoin Core 29's miner writes them (node/miner.cpp
// BlockAssembler::CreateNewBlock): version 2, one null-prevout input whose scriptSig is
// `CScript() << nHeight << OP_0` (BIP 34), the subsidy plus the block's fees to the miner,
// and the segwit commitment output (validation.cpp GenerateCoinbaseCommitment) with the
// 32-zero-byte witness reserved value as the input's witness.

/** chainparams.cpp CRegTestParams: nSubsidyHalvingInterval. */
const REGTEST_HALVING_INTERVAL = 150;
const COIN = 100_000_000;

/** validation.cpp GetBlockSubsidy: 50 BTC, halved every interval, zero after 64 halvings. */
export function blockSubsidy(height: number): number {
  const halvings = Math.floor(height / REGTEST_HALVING_INTERVAL);
  return halvings >= 64 ? 0 : Math.floor((50 * COIN) / 2 ** halvings);
}

/** script.h CScript::push_int64: OP_0, OP_1…OP_16, else a minimal CScriptNum push. */
function pushInt(n: number): Buffer {
  if (n === 0) return Buffer.from([0x00]);
  if (n >= 1 && n <= 16) return Buffer.from([0x50 + n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.push(rest % 256);
  if ((bytes.at(-1) as number) & 0x80) bytes.push(0x00);
  return Buffer.from([bytes.length, ...bytes]);
}

const p2wpkhOf = (seed: string): Buffer =>
  Buffer.concat([
    Buffer.from([0x00, 0x14]),
    createHash('sha256').update(seed).digest().subarray(0, 20),
  ]);

/** Where the devnode's miner is paid: a P2WPKH program that is nobody's wallet. */
export const MINER_SCRIPT = p2wpkhOf('devnode miner');
/** The other miner whose blocks win a reorg. */
export const RIVAL_MINER_SCRIPT = p2wpkhOf('devnode rival miner');

const WITNESS_RESERVED_VALUE = Buffer.alloc(32);

/** consensus/merkle.cpp BlockWitnessMerkleRoot: wtxids, the coinbase's counted as zero. */
function witnessCommitment(wtxids: readonly string[]): Buffer {
  const root = internalBytes(merkleRoot(['0'.repeat(64), ...wtxids]));
  return Buffer.concat([
    Buffer.from('6a24aa21a9ed', 'hex'),
    sha256d(Buffer.concat([root, WITNESS_RESERVED_VALUE])),
  ]);
}

/**
 * The coinbase of a block at `height` that confirms transactions paying `fees` in total.
 * A rival miner (the winner of a reorg) pays itself and adds its own extra nonce, as pools
 * do, so its block at the same height never hashes like ours.
 */
export function coinbaseTx(
  height: number,
  fees: number,
  wtxids: readonly string[],
  miner: 'own' | 'rival' = 'own',
): ChainTx {
  const extra =
    miner === 'own' ? Buffer.from([0x00]) : Buffer.concat([Buffer.from([8]), randomBytes(8)]);
  return sealTx({
    version: 2,
    inputs: [
      {
        txid: '0'.repeat(64),
        vout: 0xffffffff,
        scriptSig: Buffer.concat([pushInt(height), extra]),
        sequence: SEQUENCE_FINAL,
        witness: [WITNESS_RESERVED_VALUE],
      },
    ],
    outputs: [
      {
        value: blockSubsidy(height) + fees,
        script: miner === 'own' ? MINER_SCRIPT : RIVAL_MINER_SCRIPT,
      },
      { value: 0, script: witnessCommitment(wtxids) },
    ],
    locktime: 0,
  });
}

/** The regtest genesis block's only transaction (chainparams.cpp CreateGenesisBlock). */
export const REGTEST_GENESIS_COINBASE: ChainTx = sealTx({
  version: 1,
  inputs: [
    {
      txid: '0'.repeat(64),
      vout: 0xffffffff,
      scriptSig: Buffer.from(
        '04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e20' +
          '6272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73',
        'hex',
      ),
      sequence: SEQUENCE_FINAL,
      witness: [],
    },
  ],
  outputs: [
    {
      value: 50 * COIN,
      script: Buffer.from(
        '4104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f3' +
          '5504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac',
        'hex',
      ),
    },
  ],
  locktime: 0,
});
