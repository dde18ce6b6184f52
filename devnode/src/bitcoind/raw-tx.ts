import { createHash } from 'node:crypto';

// Bitcoin transactions as bytes (primitives/transaction.h): the serialization with witness
// (BIP 144: marker 0x00, flag 0x01, then each input's witness stack after the outputs) and
// without it. The txid is the double SHA-256 of the serialization WITHOUT witness (BIP 141),
// so a proof built from a devnode transaction verifies the way it would on mainnet.

export interface TxInput {
  /** The spent transaction, display order (as bitcoind prints txids). */
  txid: string;
  vout: number;
  scriptSig: Buffer;
  sequence: number;
  witness: Buffer[];
}

export interface TxOutput {
  /** Satoshis. */
  value: number;
  script: Buffer;
}

export interface RawTx {
  version: number;
  inputs: TxInput[];
  outputs: TxOutput[];
  locktime: number;
}

/** A transaction as the chain keeps it: the parts plus everything derived from them. */
export interface ChainTx extends RawTx {
  txid: string;
  /** Hash of the serialization with witness (bitcoind's "hash"); the txid when there is none. */
  wtxid: string;
  /** Serialization with witness, hex: what getrawtransaction returns. */
  hex: string;
  size: number;
  /** BIP 141 weight: stripped size × 3 + total size. */
  weight: number;
  vsize: number;
}

/** 0xffffffff: a final input (no BIP 125 signal, no relative lock time). */
export const SEQUENCE_FINAL = 0xffffffff;

export function varInt(n: number): Buffer {
  if (n < 0xfd) return Buffer.from([n]);
  if (n <= 0xffff) {
    const buf = Buffer.alloc(3);
    buf[0] = 0xfd;
    buf.writeUInt16LE(n, 1);
    return buf;
  }
  const buf = Buffer.alloc(5);
  buf[0] = 0xfe;
  buf.writeUInt32LE(n, 1);
  return buf;
}

const u32 = (n: number): Buffer => {
  const buf = Buffer.alloc(4);
  buf.writeUInt32LE(n >>> 0, 0);
  return buf;
};

const withLength = (bytes: Buffer): Buffer => Buffer.concat([varInt(bytes.length), bytes]);

export const sha256d = (data: Buffer): Buffer =>
  createHash('sha256').update(createHash('sha256').update(data).digest()).digest();

/** A hash in display order (reversed), as bitcoind prints txids and block hashes. */
export const displayHex = (hash: Buffer): string => Buffer.from(hash).reverse().toString('hex');
export const internalBytes = (display: string): Buffer => Buffer.from(display, 'hex').reverse();

const hasWitness = (tx: RawTx): boolean => tx.inputs.some((input) => input.witness.length > 0);

export function serializeTx(tx: RawTx, withWitness: boolean): Buffer {
  const segwit = withWitness && hasWitness(tx);
  const parts: Buffer[] = [u32(tx.version)];
  if (segwit) parts.push(Buffer.from([0x00, 0x01]));
  parts.push(varInt(tx.inputs.length));
  for (const input of tx.inputs) {
    parts.push(internalBytes(input.txid), u32(input.vout), withLength(input.scriptSig));
    parts.push(u32(input.sequence));
  }
  parts.push(varInt(tx.outputs.length));
  for (const output of tx.outputs) {
    const value = Buffer.alloc(8);
    value.writeBigInt64LE(BigInt(output.value), 0);
    parts.push(value, withLength(output.script));
  }
  if (segwit) {
    for (const input of tx.inputs) {
      parts.push(varInt(input.witness.length), ...input.witness.map(withLength));
    }
  }
  parts.push(u32(tx.locktime));
  return Buffer.concat(parts);
}

/** The transaction with its ids, sizes and hex fixed once: a ChainTx never changes. */
export function sealTx(tx: RawTx): ChainTx {
  const full = serializeTx(tx, true);
  const stripped = serializeTx(tx, false);
  const weight = stripped.length * 3 + full.length;
  return {
    ...tx,
    txid: displayHex(sha256d(stripped)),
    wtxid: displayHex(sha256d(full)),
    hex: full.toString('hex'),
    size: full.length,
    weight,
    vsize: Math.ceil(weight / 4),
  };
}
