import { createHash, randomInt } from 'node:crypto';

import { type ChainTx, SEQUENCE_FINAL, type TxOutput, sealTx } from '../bitcoind/raw-tx.ts';
import type { CoinKind } from './tx-size.ts';

// The wallet's transactions as real bytes. btcwallet authors them as txauthor.go
// NewUnsignedTransaction does: version wire.TxVersion (1), lock time 0, every input final
// (wire.NewTxIn: sequence 0xffffffff), the outputs in request order and the change appended,
// then moved to a random position (createtx.go RandomizeChangePosition). LND's sweeper
// writes version 2 with the current height as lock time (sweep/txgenerator.go
// createSweepTx). Witnesses are placeholders of the signed size: the txid does not depend
// on them (BIP 141), and nobody here checks a signature.

export interface Spent {
  /** "txid:vout". */
  outpoint: string;
  kind: CoinKind;
}

export interface TxShape {
  version: number;
  locktime: number;
  sequence: number;
}

/** btcwallet's shape for SendCoins, SendMany and SendOutputs. */
export const WALLET_TX_SHAPE: TxShape = { version: 1, locktime: 0, sequence: SEQUENCE_FINAL };

const filler = (seed: string, length: number): Buffer =>
  createHash('sha256').update(seed).digest().subarray(0, length);

/** P2WPKH: a 72-byte DER signature with SIGHASH_ALL and the 33-byte key; P2TR: 64 bytes. */
function placeholderWitness(spent: Spent, publicKey: Buffer): Buffer[] {
  if (spent.kind === 'p2tr')
    return [Buffer.concat([filler(`r${spent.outpoint}`, 32), filler(`s${spent.outpoint}`, 32)])];
  const der = Buffer.concat([
    Buffer.from([0x30, 0x45, 0x02, 0x21, 0x00]),
    filler(`r${spent.outpoint}`, 32),
    Buffer.from([0x02, 0x20]),
    filler(`s${spent.outpoint}`, 32),
    Buffer.from([0x01]),
  ]);
  return [der, publicKey];
}

export interface BuiltTx {
  tx: ChainTx;
  /** Where the change ended up, or -1 without change. */
  changeIndex: number;
}

export function buildWalletTx(options: {
  inputs: readonly Spent[];
  outputs: readonly TxOutput[];
  change?: TxOutput | undefined;
  shape: TxShape;
  publicKey: Buffer;
  /** btcwallet moves the change to a random position; the sweeper does not. */
  randomizeChange: boolean;
}): BuiltTx {
  const outputs = [...options.outputs];
  let changeIndex = -1;
  if (options.change) {
    outputs.push(options.change);
    changeIndex = outputs.length - 1;
    if (options.randomizeChange) {
      // txauthor.RandomizeOutputPosition: swap with a random output.
      const swap = randomInt(outputs.length);
      [outputs[swap], outputs[changeIndex]] = [
        outputs[changeIndex] as TxOutput,
        outputs[swap] as TxOutput,
      ];
      changeIndex = swap;
    }
  }
  const tx = sealTx({
    version: options.shape.version,
    inputs: options.inputs.map((spent) => {
      const [txid = '', vout = '0'] = spent.outpoint.split(':');
      return {
        txid,
        vout: Number(vout),
        scriptSig: Buffer.alloc(0),
        sequence: options.shape.sequence,
        witness: placeholderWitness(spent, options.publicKey),
      };
    }),
    outputs,
    locktime: options.shape.locktime,
  });
  return { tx, changeIndex };
}

/**
 * The transaction that funded the wallet before the devnode started: someone else's coin
 * (a made-up outpoint) paying `sats` to the wallet at output 0, 1 sat/vB of fee.
 */
export function fundingTx(
  walletScript: Buffer,
  sats: number,
  seed: string,
): { tx: ChainTx; fee: number } {
  const tx = sealTx({
    version: 2,
    inputs: [
      {
        txid: filler(`funding ${seed}`, 32).toString('hex'),
        vout: 0,
        scriptSig: Buffer.alloc(0),
        sequence: 0xfffffffd,
        witness: [Buffer.alloc(72, 1), Buffer.alloc(33, 2)],
      },
    ],
    outputs: [{ value: sats, script: walletScript }],
    locktime: 0,
  });
  return { tx, fee: tx.vsize };
}
