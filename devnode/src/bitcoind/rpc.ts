import { RpcError } from '../errors.ts';
import { difficultyFromBits, hex256, targetFromBits } from './block-header.ts';
import type { Block, Chain } from './chain.ts';
import { txMethods } from './tx-rpc.ts';

// bitcoind's read-only chain RPCs over the devnode chain, with Bitcoin Core 29's result
// shapes, parameter checks and error codes (rpc/protocol.h). The draw code reads
// getblockheader's hash and mediantime, so both are exact.

export const RPC_METHOD_NOT_FOUND = -32601;
export const RPC_INVALID_REQUEST = -32600;
export const RPC_PARSE_ERROR = -32700;
export const RPC_MISC_ERROR = -1;
const RPC_TYPE_ERROR = -3;
export const RPC_INVALID_ADDRESS_OR_KEY = -5;
export const RPC_INVALID_PARAMETER = -8;

type Params = unknown[] | Record<string, unknown>;

export interface MethodSpec {
  /** Parameter names in order, for named parameters and the arity check. */
  args: readonly string[];
  /** How many leading parameters are mandatory. */
  required: number;
  usage: string;
  /** Other names a named parameter may go by (bitcoind's "verbosity|verbose"). */
  aliases?: Record<string, string>;
  run(args: unknown[]): unknown;
}

const typeName = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'object'
        ? 'object'
        : typeof value;

/** UniValue's type check failing, as bitcoind words it. */
export const typeError = (value: unknown, expected: string): RpcError =>
  new RpcError(
    RPC_TYPE_ERROR,
    `JSON value of type ${typeName(value)} is not of expected type ${expected}`,
  );

function expectNumber(value: unknown): number {
  if (typeof value !== 'number') throw typeError(value, 'number');
  return value;
}

function expectBool(value: unknown): boolean {
  if (typeof value !== 'boolean') throw typeError(value, 'bool');
  return value;
}

/** ParseHashV(): a 64-character hex string. */
export function expectHash(value: unknown, name: string): string {
  if (typeof value !== 'string') throw typeError(value, 'string');
  if (value.length !== 64)
    throw new RpcError(
      RPC_INVALID_PARAMETER,
      `${name} must be of length 64 (not ${value.length}, for '${value}')`,
    );
  if (!/^[0-9a-fA-F]{64}$/.test(value))
    throw new RpcError(
      RPC_INVALID_PARAMETER,
      `${name} must be hexadecimal string (not '${value}')`,
    );
  return value.toLowerCase();
}

const bitsHex = (bits: number): string => bits.toString(16).padStart(8, '0');

export function blockHeaderJson(chain: Chain, block: Block): Record<string, unknown> {
  const active = chain.isActive(block);
  const next = active ? chain.at(block.height + 1) : undefined;
  return {
    hash: block.hash,
    // A block off the active chain (reorged out) reports -1, as bitcoind does.
    confirmations: active ? chain.height() - block.height + 1 : -1,
    height: block.height,
    version: block.version,
    versionHex: (block.version >>> 0).toString(16).padStart(8, '0'),
    merkleroot: block.merkleRoot,
    time: block.time,
    mediantime: block.mediantime,
    nonce: block.nonce,
    bits: bitsHex(block.bits),
    target: hex256(targetFromBits(block.bits)),
    difficulty: difficultyFromBits(block.bits),
    chainwork: hex256(block.chainwork),
    nTx: 1 + block.txids.length,
    ...(block.height > 0 ? { previousblockhash: block.prevHash } : {}),
    ...(next ? { nextblockhash: next.hash } : {}),
  };
}

function methods(chain: Chain): Record<string, MethodSpec> {
  return {
    getblockcount: { args: [], required: 0, usage: 'getblockcount', run: () => chain.height() },
    getbestblockhash: {
      args: [],
      required: 0,
      usage: 'getbestblockhash',
      run: () => chain.tip().hash,
    },
    getblockhash: {
      args: ['height'],
      required: 1,
      usage: 'getblockhash height',
      run: ([height]) => {
        const wanted = expectNumber(height);
        const block = Number.isInteger(wanted) ? chain.at(wanted) : undefined;
        if (!block) throw new RpcError(RPC_INVALID_PARAMETER, 'Block height out of range');
        return block.hash;
      },
    },
    getblockheader: {
      args: ['blockhash', 'verbose'],
      required: 1,
      usage: 'getblockheader "blockhash" ( verbose )',
      run: ([hash, verbose]) => {
        const block = chain.byHash(expectHash(hash, 'blockhash'));
        if (!block) throw new RpcError(RPC_INVALID_ADDRESS_OR_KEY, 'Block not found');
        const isVerbose = verbose === undefined || verbose === null ? true : expectBool(verbose);
        return isVerbose ? blockHeaderJson(chain, block) : block.headerHex;
      },
    },
    getblockchaininfo: {
      args: [],
      required: 0,
      usage: 'getblockchaininfo',
      run: () => {
        const tip = chain.tip();
        return {
          chain: 'regtest',
          blocks: tip.height,
          headers: tip.height,
          bestblockhash: tip.hash,
          bits: bitsHex(tip.bits),
          target: hex256(targetFromBits(tip.bits)),
          difficulty: difficultyFromBits(tip.bits),
          time: tip.time,
          mediantime: tip.mediantime,
          verificationprogress: 1,
          initialblockdownload: false,
          chainwork: hex256(tip.chainwork),
          size_on_disk: 293 * (tip.height + 1),
          pruned: false,
          warnings: [],
        };
      },
    },
    getnetworkinfo: {
      args: [],
      required: 0,
      usage: 'getnetworkinfo',
      run: () => ({
        version: 290000,
        subversion: '/Satoshi:29.0.0/',
        protocolversion: 70016,
        localservices: '0000000000000c09',
        localservicesnames: ['NETWORK', 'WITNESS', 'NETWORK_LIMITED', 'P2P_V2'],
        localrelay: true,
        timeoffset: 0,
        networkactive: true,
        connections: 0,
        connections_in: 0,
        connections_out: 0,
        networks: [],
        relayfee: 0.00001,
        incrementalfee: 0.00001,
        localaddresses: [],
        warnings: [],
      }),
    },
    ...txMethods(chain),
  };
}

export type RpcDispatch = (method: string, params: Params | undefined) => unknown;

/** Resolves a method and its positional or named parameters; throws RpcError like bitcoind. */
export function createRpcDispatch(chain: Chain): RpcDispatch {
  const table = methods(chain);
  return (method, params) => {
    const spec = Object.hasOwn(table, method) ? table[method] : undefined;
    if (!spec) throw new RpcError(RPC_METHOD_NOT_FOUND, 'Method not found');
    let args: unknown[];
    if (params === undefined || params === null) args = [];
    else if (Array.isArray(params)) args = params;
    else if (typeof params === 'object') {
      const named = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [spec.aliases?.[key] ?? key, value]),
      );
      const unknown = Object.keys(named).find((key) => !spec.args.includes(key));
      if (unknown) throw new RpcError(RPC_INVALID_PARAMETER, `Unknown named parameter ${unknown}`);
      args = spec.args.map((name) => named[name]);
      while (args.length > 0 && args.at(-1) === undefined) args.pop();
    } else throw new RpcError(RPC_INVALID_REQUEST, 'Params must be an array or object');
    if (args.length > spec.args.length || args.length < spec.required)
      throw new RpcError(RPC_MISC_ERROR, spec.usage);
    return spec.run(args);
  };
}
