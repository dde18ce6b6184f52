// Test-only: Bitcoin Core's JSON-RPC over btcd, for the calls the app's chain half and
// scripts/verify-draw.mjs make. btcd's answers differ from Core's where the draw depends on
// them — no `mediantime` in headers, no block hash argument to getrawtransaction, `addresses`
// instead of `address` — so each call is answered with the fields, types and error codes of
// Bitcoin Core's RPC help (`bitcoin-cli help <call>`, Core 28), computed from btcd's data.
// Like a node without -txindex, a confirmed transaction is found only with its block's hash.
import { Block, Transaction } from 'bitcoinjs-lib';
import type { Btcd } from './btcd.ts';
import {
  type BtcdDecodedTx,
  RPC_INVALID_ADDRESS_OR_KEY,
  RPC_INVALID_PARAMETER,
  RPC_METHOD_NOT_FOUND,
  RPC_MISC_ERROR,
  RPC_TYPE_ERROR,
  type StoredHeader,
  blockWork,
  coreScriptPubKey,
  coreVin,
  difficulty,
  fail,
  jsonType,
  parseHash,
} from './core-rpc.ts';
import { serveJsonRpc, type JsonRpcServer } from './json-rpc-server.ts';

export type BitcoindFacade = JsonRpcServer;

export async function startBitcoindFacade(btcd: Btcd): Promise<BitcoindFacade> {
  // What a block hash names never changes: its header, height, transactions, chain work.
  const headers = new Map<string, StoredHeader>();
  const blocks = new Map<string, Block>();
  const chainwork = new Map<string, bigint>();

  /**
   * A block's header from btcd's raw one, which btcd serves for any block it has — its
   * verbose getblockheader and getblock fail for a block outside the main chain ("not in the
   * main chain"), where Core answers with confirmations −1. The height is btcd's for a
   * main-chain block, else its parent's plus one.
   */
  async function header(hash: string): Promise<StoredHeader> {
    const known = headers.get(hash);
    if (known) return known;
    const raw = await btcd.rpc<string>('getblockheader', [hash, false]).catch(() => {
      throw fail(RPC_INVALID_ADDRESS_OR_KEY, 'Block not found');
    });
    const parsed = Block.fromHex(raw);
    const previous = Buffer.from(parsed.prevHash!).reverse().toString('hex');
    // btcd names the genesis block's parent as 64 zeros; Core leaves the field out.
    const previousblockhash = /^0+$/.test(previous) ? undefined : previous;
    const inMainChain = await btcd
      .rpc<{ height: number }>('getblockheader', [hash, true])
      .catch(() => undefined);
    const height =
      inMainChain?.height ?? (previousblockhash ? (await header(previousblockhash)).height + 1 : 0);
    const stored = {
      hash,
      raw,
      height,
      version: parsed.version,
      merkleroot: Buffer.from(parsed.merkleRoot!).reverse().toString('hex'),
      time: parsed.timestamp,
      nonce: parsed.nonce,
      bits: parsed.bits.toString(16).padStart(8, '0'),
      previousblockhash,
    };
    headers.set(hash, stored);
    return stored;
  }

  /** The whole block, from btcd's raw one (served for side-chain blocks too). */
  async function block(hash: string): Promise<Block> {
    const known = blocks.get(hash);
    if (known) return known;
    const parsed = Block.fromHex(await btcd.rpc<string>('getblock', [hash, 0]));
    blocks.set(hash, parsed);
    return parsed;
  }

  /** Core's mediantime: the median of this block's and the 10 previous blocks' times. */
  async function medianTime(hash: string): Promise<number> {
    const times: number[] = [];
    let at: string | undefined = hash;
    for (let i = 0; i < 11 && at; i++) {
      const h: StoredHeader = await header(at);
      times.push(h.time);
      at = h.previousblockhash;
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  }

  async function chainWork(hash: string): Promise<bigint> {
    const path: StoredHeader[] = [];
    let at: string | undefined = hash;
    while (at && !chainwork.has(at)) {
      const h: StoredHeader = await header(at);
      path.push(h);
      at = h.previousblockhash;
    }
    let work = at ? chainwork.get(at)! : 0n;
    for (const h of path.reverse()) {
      work += blockWork(h.bits);
      chainwork.set(h.hash, work);
    }
    return work;
  }

  /** Where a block stands now: in the active chain or not, the tip's height, its successor. */
  async function standing(h: StoredHeader) {
    const tip = await btcd.rpc<number>('getblockcount');
    const atHeight = (height: number) =>
      height > tip ? undefined : btcd.rpc<string>('getblockhash', [height]).catch(() => undefined);
    const active = (await atHeight(h.height)) === h.hash;
    return { active, tip, next: active ? await atHeight(h.height + 1) : undefined };
  }

  /** Core's blockheaderToJSON (rpc/blockchain.cpp), also the first fields of getblock's. */
  async function headerVerbose(hash: string) {
    const h = await header(hash);
    const { active, tip, next } = await standing(h);
    return {
      hash: h.hash,
      confirmations: active ? tip - h.height + 1 : -1,
      height: h.height,
      version: h.version,
      versionHex: (h.version >>> 0).toString(16).padStart(8, '0'),
      merkleroot: h.merkleroot,
      time: h.time,
      mediantime: await medianTime(hash),
      nonce: h.nonce,
      bits: h.bits,
      difficulty: difficulty(h.bits),
      chainwork: (await chainWork(hash)).toString(16).padStart(64, '0'),
      nTx: (await block(hash)).transactions!.length,
      ...(h.previousblockhash ? { previousblockhash: h.previousblockhash } : {}),
      ...(next ? { nextblockhash: next } : {}),
    };
  }

  /**
   * Core's TxToUniv (core_write.cpp): sizes from the transaction itself, inputs and outputs
   * from btcd's decoderawtransaction (its script classes and addresses), in Core's shape.
   */
  async function coreTx(tx: Transaction) {
    const hex = tx.toHex();
    const decoded = await btcd.rpc<BtcdDecodedTx>('decoderawtransaction', [hex]);
    return {
      txid: tx.getId(),
      hash: Buffer.from(tx.getHash(true)).reverse().toString('hex'),
      version: tx.version,
      size: tx.byteLength(),
      vsize: tx.virtualSize(),
      weight: tx.weight(),
      locktime: tx.locktime,
      vin: decoded.vin.map(coreVin),
      vout: decoded.vout.map((out) => ({
        value: out.value,
        n: out.n,
        scriptPubKey: coreScriptPubKey(out.scriptPubKey),
      })),
      hex,
    };
  }

  /** Core's getrawtransaction (rpc/rawtransaction.cpp) as a node without -txindex. */
  async function getRawTransaction(params: unknown[]) {
    const [txidParam, verboseParam, blockHashParam] = params;
    const txid = parseHash(txidParam, 'parameter 1');
    // verbosity: a bool, or 0/1/2 (2 adds prevouts and fees, which the app never asks).
    const verbose = verboseParam === true || (typeof verboseParam === 'number' && verboseParam > 0);

    if (blockHashParam !== undefined && blockHashParam !== null) {
      const blockHash = parseHash(blockHashParam, 'parameter 3');
      const h = await header(blockHash).catch(() => {
        throw fail(RPC_INVALID_ADDRESS_OR_KEY, 'Block hash not found');
      });
      const tx = (await block(blockHash)).transactions!.find((t) => t.getId() === txid);
      if (!tx)
        throw fail(
          RPC_INVALID_ADDRESS_OR_KEY,
          'No such transaction found in the provided block. Use gettransaction for wallet transactions.',
        );
      if (!verbose) return tx.toHex();
      const { active, tip } = await standing(h);
      // Core's TxToJSON: in_active_chain first; time and blocktime only in the active chain.
      return {
        in_active_chain: active,
        ...(await coreTx(tx)),
        blockhash: blockHash,
        ...(active
          ? { confirmations: tip - h.height + 1, time: h.time, blocktime: h.time }
          : { confirmations: 0 }),
      };
    }
    // Without -txindex Core looks in the mempool only; btcd's answer names a block if mined.
    const found = await btcd
      .rpc<{ hex: string; blockhash?: string }>('getrawtransaction', [txid, 1])
      .catch(() => undefined);
    if (!found || found.blockhash)
      throw fail(
        RPC_INVALID_ADDRESS_OR_KEY,
        'No such mempool transaction. Use -txindex or provide a block hash to enable blockchain transaction queries. Use gettransaction for wallet transactions.',
      );
    return verbose ? coreTx(Transaction.fromHex(found.hex)) : found.hex;
  }

  async function answer(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'getblockcount':
        return btcd.rpc<number>('getblockcount');
      case 'getbestblockhash':
        return btcd.rpc<string>('getbestblockhash');
      case 'getblockhash': {
        const [height] = params;
        if (typeof height !== 'number' || !Number.isInteger(height))
          throw fail(
            RPC_TYPE_ERROR,
            `JSON value of type ${jsonType(height)} is not of expected type number`,
          );
        const tip = await btcd.rpc<number>('getblockcount');
        if (height < 0 || height > tip)
          throw fail(RPC_INVALID_PARAMETER, 'Block height out of range');
        return btcd.rpc<string>('getblockhash', [height]);
      }
      case 'getblockheader': {
        const [hashParam, verbose = true] = params;
        const h = await header(parseHash(hashParam, 'hash'));
        return verbose === false ? h.raw : headerVerbose(h.hash);
      }
      case 'getblock': {
        const [hashParam, verbosity = 1] = params;
        const hash = parseHash(hashParam, 'blockhash');
        await header(hash);
        const whole = await block(hash);
        if (verbosity === 0 || verbosity === false) return whole.toHex();
        // Verbosity 2 and 3 add whole transactions with fees, which the app never asks.
        if (verbosity !== 1 && verbosity !== true)
          throw fail(
            RPC_MISC_ERROR,
            `facade: getblock verbosity ${String(verbosity)} not implemented`,
          );
        // Core's blockToJSON: the header's fields, then sizes and the txids.
        return {
          ...(await headerVerbose(hash)),
          strippedsize: whole.byteLength(false, false),
          size: whole.byteLength(false, true),
          weight: whole.weight(),
          tx: whole.transactions!.map((tx) => tx.getId()),
        };
      }
      case 'getrawtransaction':
        return getRawTransaction(params);
      case 'getblockchaininfo': {
        // Core 28's fields (Core 29 adds bits and target); warnings became a list in 28.
        const best = await btcd.rpc<string>('getbestblockhash');
        const h = await headerVerbose(best);
        return {
          chain: 'regtest',
          blocks: h.height,
          headers: h.height,
          bestblockhash: best,
          difficulty: h.difficulty,
          time: h.time,
          mediantime: h.mediantime,
          verificationprogress: 1,
          initialblockdownload: false,
          chainwork: h.chainwork,
          size_on_disk: 0,
          pruned: false,
          warnings: [],
        };
      }
      default:
        throw fail(RPC_METHOD_NOT_FOUND, 'Method not found');
    }
  }

  return serveJsonRpc(answer);
}
