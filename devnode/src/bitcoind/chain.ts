import { ControlError } from '../errors.ts';
import {
  MINED_BLOCK_VERSION,
  REGTEST_BITS,
  REGTEST_GENESIS,
  type BlockHeader,
  blockHash,
  serializeHeader,
  solveHeader,
  workFromBits,
} from './block-header.ts';
import { type MempoolEntry, selectForBlock } from './block-template.ts';
import { REGTEST_GENESIS_COINBASE, coinbaseTx } from './coinbase.ts';
import { medianTimePast } from './median-time.ts';
import { merkleRoot } from './merkle.ts';
import type { ChainTx } from './raw-tx.ts';

export type { MempoolEntry } from './block-template.ts';

// The devnode's one chain, shared by its bitcoind (headers for draws) and its LND (tip in
// GetInfo, confirmations of wallet sends). Blocks are immutable; a reorg disconnects blocks
// and connects new ones, keeping the stale ones so getblockheader can still find them
// (with confirmations -1), as bitcoind does. Every block holds real transactions — a
// coinbase, then what it mined from the mempool — and its header commits to them with
// Bitcoin's Merkle root, so an inclusion proof built from the devnode verifies.

export interface Block extends BlockHeader {
  hash: string;
  height: number;
  /** Fixed at creation: it depends only on this block and its ancestors. */
  mediantime: number;
  chainwork: bigint;
  /** Wallet transactions this block confirmed (the coinbase is not listed). */
  txids: readonly string[];
  /** Every transaction, coinbase first, in block order. */
  txs: readonly ChainTx[];
  /** The mined transactions with their fees (what a reorg returns to the mempool). */
  mined: readonly MempoolEntry[];
  headerHex: string;
}

export interface MineOptions {
  /** Unix seconds for every new block. */
  timestamp?: number;
  /** Unix seconds, one per new block; wins over `timestamp`. */
  timestamps?: readonly number[];
}

export interface ReorgOptions {
  /** Unix seconds for the replacement blocks; default: the replaced blocks' own times. */
  timestamps?: readonly number[];
  /** How many blocks replace the k removed ones; default k (the height stays the same). */
  blocks?: number;
  /**
   * The replacement blocks confirm nothing (another miner's empty blocks): the transactions
   * of the removed blocks wait in the mempool for a later block.
   */
  empty?: boolean;
}

export interface Chain {
  tip(): Block;
  height(): number;
  /** Block at a height of the active chain. */
  at(height: number): Block | undefined;
  /** Any block ever made, active or stale. */
  byHash(hash: string): Block | undefined;
  isActive(block: Block): boolean;
  mine(count: number, options?: MineOptions): Block[];
  reorg(depth: number, options?: ReorgOptions): Block[];
  /** A wallet transaction waits here until a mined block confirms it. */
  addToMempool(entry: MempoolEntry): void;
  /** Drops a transaction and every mempool descendant (replaced, or evicted); returns them. */
  removeFromMempool(txid: string): MempoolEntry[];
  mempool(): MempoolEntry[];
  mempoolTx(txid: string): MempoolEntry | undefined;
  /** The active block that confirmed a transaction, if any. */
  blockOf(txid: string): Block | undefined;
  /** The lowest package fee rate (sat/vB) a block mines: 0, the default, mines everything. */
  minMiningFeeRate(): number;
  setMinMiningFeeRate(satPerVbyte: number): void;
}

export interface ChainOptions {
  /** Milliseconds since the epoch; tests and demo mode pass their clock. */
  clock: () => number;
  /** Blocks after genesis, spaced `spacingSec` apart and ending now (default 110). */
  initialBlocks?: number;
  spacingSec?: number;
  /** Transactions already confirmed at given heights of the initial chain (the wallet's funding). */
  initialTxs?: readonly { height: number; entry: MempoolEntry }[];
}

const MAX_UINT32 = 0xffffffff;

export function createChain(options: ChainOptions): Chain {
  const { clock } = options;
  const initialBlocks = options.initialBlocks ?? 110;
  const spacingSec = options.spacingSec ?? 600;
  const active: Block[] = [];
  const all = new Map<string, Block>();
  const confirmedIn = new Map<string, Block>();
  let mempool: MempoolEntry[] = [];
  let minFeeRate = 0;

  const nowSec = (): number => Math.floor(clock() / 1000);

  function connect(solved: BlockHeader, txs: readonly ChainTx[], mined: MempoolEntry[]): Block {
    const parent = active.at(-1);
    const height = active.length;
    const times = active.slice(-10).map((b) => b.time);
    const block: Block = {
      ...solved,
      hash: blockHash(solved),
      height,
      mediantime: medianTimePast([...times, solved.time]),
      chainwork: (parent?.chainwork ?? 0n) + workFromBits(solved.bits),
      txids: mined.map((entry) => entry.tx.txid),
      txs,
      mined,
      headerHex: serializeHeader(solved).toString('hex'),
    };
    active.push(block);
    all.set(block.hash, block);
    for (const entry of mined) confirmedIn.set(entry.tx.txid, block);
    return block;
  }

  function validateTime(time: number): void {
    if (!Number.isInteger(time) || time < 0 || time > MAX_UINT32) {
      throw new ControlError(400, `timestamp must be whole unix seconds, got ${time}`);
    }
    // Consensus rule (ContextualCheckBlockHeader): a block's time must be strictly after the
    // median time past of its parent, or bitcoind rejects it as "time-too-old". Earlier
    // than the parent itself is fine, which is why mediantime, not time, is monotonic.
    const parent = active.at(-1);
    if (parent && time <= parent.mediantime) {
      throw new ControlError(
        400,
        `time-too-old: ${time} is not after the parent's mediantime ${parent.mediantime}`,
      );
    }
  }

  function mineOne(time: number | undefined, includeMempool = true, rival = false): Block {
    const parent = active.at(-1) as Block;
    // Like a miner: the current time, but never at or before the median time past.
    const blockTime = time ?? Math.max(nowSec(), parent.mediantime + 1);
    validateTime(blockTime);
    const mined = includeMempool ? selectForBlock(mempool, minFeeRate) : [];
    const taken = new Set(mined.map((entry) => entry.tx.txid));
    mempool = mempool.filter((entry) => !taken.has(entry.tx.txid));
    const fees = mined.reduce((sum, entry) => sum + entry.fee, 0);
    const coinbase = coinbaseTx(
      active.length,
      fees,
      mined.map((entry) => entry.tx.wtxid),
      rival ? 'rival' : 'own',
    );
    const txs = [coinbase, ...mined.map((entry) => entry.tx)];
    const header = solveHeader({
      version: MINED_BLOCK_VERSION,
      prevHash: parent.hash,
      merkleRoot: merkleRoot(txs.map((tx) => tx.txid)),
      time: blockTime,
      bits: REGTEST_BITS,
    });
    return connect(header, txs, mined);
  }

  function mine(count: number, mineOptions: MineOptions = {}): Block[] {
    if (!Number.isInteger(count) || count < 0)
      throw new ControlError(400, `block count must be a whole number, got ${count}`);
    const { timestamps, timestamp } = mineOptions;
    if (timestamps && timestamps.length !== count) {
      throw new ControlError(400, `expected ${count} timestamps, got ${timestamps.length}`);
    }
    const mined: Block[] = [];
    for (let i = 0; i < count; i += 1) mined.push(mineOne(timestamps?.[i] ?? timestamp));
    return mined;
  }

  function disconnectTip(): Block {
    const block = active.pop() as Block;
    for (const txid of block.txids) confirmedIn.delete(txid);
    return block;
  }

  function reorg(depth: number, reorgOptions: ReorgOptions = {}): Block[] {
    if (!Number.isInteger(depth) || depth < 1 || depth >= active.length) {
      throw new ControlError(
        400,
        `reorg depth must be between 1 and ${active.length - 1}, got ${depth}`,
      );
    }
    const replacing = reorgOptions.blocks ?? depth;
    const { timestamps } = reorgOptions;
    if (timestamps && timestamps.length !== replacing) {
      throw new ControlError(400, `expected ${replacing} timestamps, got ${timestamps.length}`);
    }
    // A bad timestamp is found only while mining, so roll back to leave the chain as it was.
    const snapshot = {
      active: [...active],
      mempool: [...mempool],
      confirmed: new Map(confirmedIn),
    };
    const made: Block[] = [];
    try {
      const removed: Block[] = [];
      for (let i = 0; i < depth; i += 1) removed.unshift(disconnectTip());
      // Disconnected transactions go back to the mempool, ahead of newer ones, and the
      // first replacement block confirms them again.
      mempool = [...removed.flatMap((b) => b.mined), ...mempool];
      const times = timestamps ?? Array.from({ length: replacing }, (_, i) => removed[i]?.time);
      for (let i = 0; i < replacing; i += 1)
        made.push(mineOne(times[i], !reorgOptions.empty, true));
      return made;
    } catch (error) {
      for (const block of made) all.delete(block.hash);
      active.splice(0, active.length, ...snapshot.active);
      mempool = snapshot.mempool;
      confirmedIn.clear();
      for (const [txid, block] of snapshot.confirmed) confirmedIn.set(txid, block);
      throw error;
    }
  }

  // Genesis, then an initial chain ending now so mediantime already lags the clock by
  // about an hour, as on a live network.
  connect(REGTEST_GENESIS, [REGTEST_GENESIS_COINBASE], []);
  const start = nowSec() - (initialBlocks - 1) * spacingSec;
  for (let i = 0; i < initialBlocks; i += 1) {
    const height = i + 1;
    mempool = (options.initialTxs ?? []).filter((tx) => tx.height === height).map((tx) => tx.entry);
    mineOne(Math.max(start + i * spacingSec, (active.at(-1) as Block).mediantime + 1));
  }
  mempool = [];

  function removeFromMempool(txid: string): MempoolEntry[] {
    const removed = new Set<string>();
    const drop = (id: string): void => {
      if (removed.has(id) || !mempool.some((entry) => entry.tx.txid === id)) return;
      removed.add(id);
      for (const child of mempool.filter((e) => e.tx.inputs.some((input) => input.txid === id)))
        drop(child.tx.txid);
    };
    drop(txid);
    const out = mempool.filter((entry) => removed.has(entry.tx.txid));
    mempool = mempool.filter((entry) => !removed.has(entry.tx.txid));
    return out;
  }

  return {
    tip: () => active.at(-1) as Block,
    height: () => active.length - 1,
    at: (height) => active[height],
    byHash: (hash) => all.get(hash),
    isActive: (block) => active[block.height] === block,
    mine,
    reorg,
    addToMempool: (entry) => {
      mempool.push(entry);
    },
    removeFromMempool,
    mempool: () => [...mempool],
    mempoolTx: (txid) => mempool.find((entry) => entry.tx.txid === txid),
    blockOf: (txid) => confirmedIn.get(txid),
    minMiningFeeRate: () => minFeeRate,
    setMinMiningFeeRate(satPerVbyte) {
      if (!Number.isFinite(satPerVbyte) || satPerVbyte < 0)
        throw new ControlError(400, `mining fee rate must be ≥ 0 sat/vbyte, got ${satPerVbyte}`);
      minFeeRate = satPerVbyte;
    },
  };
}
