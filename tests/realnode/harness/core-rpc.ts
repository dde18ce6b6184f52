// Bitcoin Core's side of the bitcoind facade (bitcoind-facade.ts): its RPC error codes, its
// parameter checks, and how it writes what btcd gives differently — difficulty, chain work,
// output descriptors, scriptPubKey and vin objects — each after the Core source it follows.
import * as ecc from 'tiny-secp256k1';
import { RpcError } from './btcd.ts';

// Bitcoin Core's RPC error codes (src/rpc/protocol.h).
export const RPC_METHOD_NOT_FOUND = -32601;
export const RPC_PARSE_ERROR = -32700;
export const RPC_INVALID_PARAMETER = -8;
export const RPC_INVALID_ADDRESS_OR_KEY = -5;
export const RPC_TYPE_ERROR = -3;
export const RPC_MISC_ERROR = -1;

/** A header as read from its 80 bytes, with its height; nothing in it ever changes. */
export interface StoredHeader {
  hash: string;
  raw: string;
  height: number;
  version: number;
  merkleroot: string;
  time: number;
  nonce: number;
  bits: string;
  previousblockhash: string | undefined;
}

export interface BtcdVin {
  coinbase?: string;
  txid?: string;
  vout?: number;
  scriptSig?: { asm: string; hex: string };
  witness?: string[];
  txinwitness?: string[];
  sequence: number;
}

export interface BtcdScriptPubKey {
  asm: string;
  hex: string;
  type: string;
  addresses?: string[];
}

/** btcd's decoderawtransaction: Core's vin and vout but for names, no sizes. */
export interface BtcdDecodedTx {
  vin: BtcdVin[];
  vout: { value: number; n: number; scriptPubKey: BtcdScriptPubKey }[];
}

export const fail = (code: number, message: string) => new RpcError(code, message);

/** UniValue's name of a JSON value's type, as Core's type errors give it. */
export const jsonType = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'boolean'
        ? 'bool'
        : typeof value;

/** Core's ParseHashV (rpc/util.cpp): its type, length and hex errors, named as each call names the argument. */
export function parseHash(value: unknown, name: string): string {
  if (typeof value !== 'string')
    throw fail(
      RPC_TYPE_ERROR,
      `JSON value of type ${jsonType(value)} is not of expected type string`,
    );
  if (value.length !== 64)
    throw fail(
      RPC_INVALID_PARAMETER,
      `${name} must be of length 64 (not ${value.length}, for '${value}')`,
    );
  if (!/^[0-9a-fA-F]{64}$/.test(value))
    throw fail(RPC_INVALID_PARAMETER, `${name} must be hexadecimal string (not '${value}')`);
  return value.toLowerCase();
}

/** Work of one block from its compact target, as Core's GetBlockProof: 2^256 / (target + 1). */
export function blockWork(bits: string): bigint {
  const compact = parseInt(bits, 16);
  const exponent = compact >>> 24;
  const mantissa = BigInt(compact & 0x007fffff);
  const target =
    exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3));
  return (1n << 256n) / (target + 1n);
}

/**
 * Core's GetDifficulty (rpc/blockchain.cpp): relative to 0x1d00ffff on every chain, so
 * 4.656542373906925e-10 on regtest; btcd divides by the chain's own limit and says 1. Rounded
 * to the 16 significant digits UniValue writes.
 */
export function difficulty(bits: string): number {
  const compact = parseInt(bits, 16);
  let shift = compact >>> 24;
  let ratio = 0xffff / (compact & 0x00ffffff);
  for (; shift < 29; shift++) ratio *= 256;
  for (; shift > 29; shift--) ratio /= 256;
  return Number(ratio.toPrecision(16));
}

// The descriptor checksum of BIP 380 (Core's DescriptorChecksum, script/descriptor.cpp).
export const INPUT_CHARSET =
  '0123456789()[],\'/*abcdefgh@:$%{}IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~ijklmnopqrstuvwxyzABCDEFGH`#"\\ ';
export const CHECKSUM_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
export const GENERATOR = [
  0xf5dee51989n,
  0xa9fdca3312n,
  0x1bab10e32dn,
  0x3706b1677an,
  0x644d626ffdn,
];

export function withChecksum(descriptor: string): string {
  const symbols: number[] = [];
  let groups: number[] = [];
  for (const char of descriptor) {
    const value = INPUT_CHARSET.indexOf(char);
    symbols.push(value & 31);
    groups.push(value >> 5);
    if (groups.length === 3) {
      symbols.push(groups[0]! * 9 + groups[1]! * 3 + groups[2]!);
      groups = [];
    }
  }
  if (groups.length === 1) symbols.push(groups[0]!);
  if (groups.length === 2) symbols.push(groups[0]! * 3 + groups[1]!);
  let check = 1n;
  for (const value of [...symbols, 0, 0, 0, 0, 0, 0, 0, 0]) {
    const top = check >> 35n;
    check = ((check & 0x7ffffffffn) << 5n) ^ BigInt(value);
    GENERATOR.forEach((g, i) => {
      if ((top >> BigInt(i)) & 1n) check ^= g;
    });
  }
  check ^= 1n;
  let sum = '';
  for (let i = 7; i >= 0; i--) sum += CHECKSUM_CHARSET[Number((check >> BigInt(5 * i)) & 31n)];
  return `${descriptor}#${sum}`;
}

/**
 * Core's scriptPubKey object (ScriptToUniv, core_write.cpp): asm, desc, hex, address, type.
 * `desc` is what InferDescriptor finds with no keys: pk() for a bare key, multi() for bare
 * multisig, rawtr() for taproot, addr() for any other script with an address, else raw().
 * Since Core 27 a bare key has no `address` (btcd gives its P2PKH one).
 */
export function coreScriptPubKey(spk: BtcdScriptPubKey) {
  const address =
    spk.addresses?.length === 1 && spk.type !== 'pubkey' ? spk.addresses[0] : undefined;
  const words = spk.asm.split(' ');
  let descriptor: string;
  if (spk.type === 'pubkey') descriptor = `pk(${words[0]})`;
  else if (spk.type === 'multisig') descriptor = `multi(${words.slice(0, -2).join(',')})`;
  else if (spk.type === 'witness_v1_taproot' && ecc.isXOnlyPoint(Buffer.from(words[1]!, 'hex')))
    descriptor = `rawtr(${words[1]})`;
  else if (address) descriptor = `addr(${address})`;
  else descriptor = `raw(${spk.hex})`;
  return {
    asm: spk.asm,
    desc: withChecksum(descriptor),
    hex: spk.hex,
    ...(address ? { address } : {}),
    type: spk.type, // btcd's class names are Core's (txscript/standard.go)
  };
}

/** Core's vin (TxToUniv): btcd calls a coinbase's witness `witness`, Core `txinwitness`. */
export function coreVin(vin: BtcdVin) {
  const witness = vin.txinwitness ?? vin.witness;
  const txinwitness = witness?.length ? { txinwitness: witness } : {};
  if (vin.coinbase !== undefined)
    return { coinbase: vin.coinbase, ...txinwitness, sequence: vin.sequence };
  return {
    txid: vin.txid,
    vout: vin.vout,
    scriptSig: vin.scriptSig,
    ...txinwitness,
    sequence: vin.sequence,
  };
}
