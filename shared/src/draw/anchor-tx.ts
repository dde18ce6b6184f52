// The anchor of proof version 2 (docs/protocols/draw-v2.md): the transaction whose OP_RETURN output
// commits the ticket list to the chain, and its inclusion in the anchor block. Parses just
// enough of Bitcoin's transaction format to find the outputs and the txid (the hash of the
// serialization without witness data, BIP 141), and folds a block's Merkle branch the way
// Bitcoin Core's merkle.cpp builds the tree (sha256d of pairs, an odd last hash paired with
// itself).

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { DrawInputError, isLowerHex64 } from './input-checks.ts';

/** OP_RETURN, a push of 36 bytes, then ASCII "RIFA": the prefix of every anchor script. */
export const ANCHOR_SCRIPT_PREFIX = '6a24' + '52494641';

/** The output script that anchors `ticketsRoot`: 6a 24 "RIFA" ‖ root. */
export function anchorScriptHex(ticketsRoot: string): string {
  if (!isLowerHex64(ticketsRoot)) throw new DrawInputError('tickets_root inválido');
  return ANCHOR_SCRIPT_PREFIX + ticketsRoot;
}

export interface TxOutput {
  value: bigint;
  script: string;
}

export interface TxInput {
  /** The spent output's transaction, display order. */
  txid: string;
  vout: number;
}

export interface ParsedTransaction {
  /** Display order (as bitcoind prints it). */
  txid: string;
  inputs: TxInput[];
  outputs: TxOutput[];
  /** Virtual size (BIP 141: weight / 4, rounded up; the witness counts once, not 4×). */
  vsize: number;
}

const sha256d = (bytes: Uint8Array): Uint8Array => sha256(sha256(bytes));
const reversedHex = (bytes: Uint8Array): string => bytesToHex(Uint8Array.from(bytes).reverse());

class Reader {
  at = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw new DrawInputError('transação truncada');
    const out = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }
  varint(): number {
    const first = this.take(1)[0] as number;
    if (first < 0xfd) return first;
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    const raw = this.take(size);
    let value = 0;
    for (let i = size - 1; i >= 0; i--) value = value * 256 + (raw[i] as number);
    if (!Number.isSafeInteger(value)) throw new DrawInputError('transação inválida');
    return value;
  }
}

/** The txid and outputs of a raw transaction (hex), with or without witness data. */
export function parseRawTransaction(hex: string): ParsedTransaction {
  if (typeof hex !== 'string' || !/^(?:[0-9a-f]{2})+$/.test(hex)) {
    throw new DrawInputError('transação bruta inválida (esperado: hexadecimal minúsculo)');
  }
  const bytes = hexToBytes(hex);
  const reader = new Reader(bytes);
  reader.take(4); // version
  const segwit = bytes[4] === 0x00 && bytes[5] === 0x01;
  if (segwit) reader.take(2);
  const bodyStart = reader.at;
  const inputCount = reader.varint();
  const inputs: TxInput[] = [];
  for (let i = 0; i < inputCount; i++) {
    const outpoint = reader.take(36);
    const vout = new DataView(outpoint.slice(32).buffer).getUint32(0, true);
    inputs.push({ txid: reversedHex(outpoint.subarray(0, 32)), vout });
    reader.take(reader.varint());
    reader.take(4);
  }
  const count = reader.varint();
  const outputs: TxOutput[] = [];
  for (let i = 0; i < count; i++) {
    const value = new DataView(reader.take(8).slice().buffer).getBigInt64(0, true);
    outputs.push({ value, script: bytesToHex(reader.take(reader.varint())) });
  }
  const bodyEnd = reader.at;
  if (segwit) {
    for (let i = 0; i < inputCount; i++) {
      const items = reader.varint();
      for (let k = 0; k < items; k++) reader.take(reader.varint());
    }
  }
  const locktime = reader.take(4);
  if (reader.at !== bytes.length) throw new DrawInputError('transação com bytes sobrando');
  // BIP 141: the txid hashes version ‖ inputs ‖ outputs ‖ locktime, without marker, flag and witness.
  const legacy = new Uint8Array(4 + (bodyEnd - bodyStart) + 4);
  legacy.set(bytes.subarray(0, 4), 0);
  legacy.set(bytes.subarray(bodyStart, bodyEnd), 4);
  legacy.set(locktime, 4 + (bodyEnd - bodyStart));
  const vsize = Math.ceil((legacy.length * 3 + bytes.length) / 4);
  return { txid: reversedHex(sha256d(legacy)), inputs, outputs, vsize };
}

/** The tickets_root the transaction anchors, or null when it has no anchor output. */
export function anchoredRoot(tx: ParsedTransaction): string | null {
  const output = tx.outputs.find(
    (o) => o.script.length === 2 * 38 && o.script.startsWith(ANCHOR_SCRIPT_PREFIX),
  );
  return output ? output.script.slice(ANCHOR_SCRIPT_PREFIX.length) : null;
}

/**
 * The block Merkle root (display order) that `txid` at `index` leads to through `branch`
 * (sibling hashes from the bottom up, display order, as the proof publishes them).
 */
export function merkleRootFromBranch(
  txid: string,
  branch: readonly string[],
  index: number,
): string {
  if (!isLowerHex64(txid) || !branch.every(isLowerHex64)) {
    throw new DrawInputError('ramo de Merkle inválido');
  }
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** branch.length) {
    throw new DrawInputError(`posição inválida no bloco: ${JSON.stringify(index)}`);
  }
  let hash: Uint8Array = hexToBytes(txid).reverse();
  let at = index;
  for (const siblingHex of branch) {
    const sibling = hexToBytes(siblingHex).reverse();
    const pair = new Uint8Array(64);
    pair.set(at % 2 === 0 ? hash : sibling, 0);
    pair.set(at % 2 === 0 ? sibling : hash, 32);
    hash = sha256d(pair);
    at = Math.floor(at / 2);
  }
  return reversedHex(hash);
}
