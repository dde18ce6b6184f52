import type { RpcAuth, RpcCredentials } from '../bitcoind/auth.ts';
import type { Chain, MineOptions, ReorgOptions } from '../bitcoind/chain.ts';
import { ControlError, GRPC_UNAVAILABLE, GrpcError } from '../errors.ts';
import type { Gate } from '../gate.ts';
import type { LockStyle } from '../lnd/auth.ts';
import type { FeeEstimator } from '../lnd/fee-estimator.ts';
import type { InvoiceBook } from '../lnd/invoice-book.ts';
import type { LightningNode } from '../lnd/lightning-node.ts';
import type { ChannelKind } from '../lnd/invoice-service.ts';
import {
  WALLET_STATES,
  type WalletState,
  enterWalletState,
  isRestartTo,
  isWalletState,
  walletStateOf,
} from '../lnd/rpc-state.ts';
import type { StreamRegistry } from '../lnd/streams.ts';
import { anchorChannelCount } from '../lnd/wallet-reserve.ts';
import { RemovalRefused } from '../lnd/wallet-remove.ts';
import type { Wallet } from '../lnd/wallet.ts';
import {
  type BlockSummary,
  type InvoiceSummary,
  type SentCoinsSummary,
  blockSummary,
  invoiceSummary,
  sentCoinsSummary,
} from './summaries.ts';
import { type LightningControls, createLightningControls } from './lightning-controls.ts';

// The test controls: what a test or a demo does to the node that no real payer or miner
// would let it do on demand. The devnode hands them out in-process, and the control API
// serves each one over HTTP.

export type UnresponsiveMode = 'hang' | 'down';

export interface DevnodeState {
  network: 'regtest';
  tip: BlockSummary;
  balance: number;
  locked: LockStyle | false;
  unresponsive: UnresponsiveMode | false;
  invoiceCount: number;
  autoMineIntervalMs: number;
  channels: ChannelKind;
  syncing: boolean;
  /** LND's RPC state; a locked LND before 0.13 ('unknown-service') counts as LOCKED. */
  walletState: WalletState;
  /** On-chain coins not confirmed yet (a send's change until the next block). */
  unconfirmedBalance: number;
  /** sat/vbyte the fee estimator answers. */
  feeRate: number;
  /** The lowest package fee rate (sat/vB) a block mines; 0 mines everything. */
  miningFeeRate: number;
  anchorChannels: number;
}

export interface DevnodeControls extends LightningControls {
  /**
   * Pays the invoice (as if a payer's HTLC arrived and was settled); amount defaults to its
   * value. On a node whose channels are private, a payer finds no route without hints: 409.
   */
  settleInvoice(hash: string, options?: { amtMsat?: bigint | number | string }): InvoiceSummary;
  /** Expires it now: CANCELED, as LND's expiry watcher does. */
  expireInvoice(hash: string): InvoiceSummary;
  mine(count?: number, options?: MineOptions): BlockSummary[];
  reorg(depth: number, options?: ReorgOptions): BlockSummary[];
  setBalance(sats: number): void;
  /** 'private': every channel is unannounced (a home node behind an LSP); default 'public'. */
  setChannels(kind: ChannelKind): void;
  /** While on, LND answers (RPC_ACTIVE) but is not synced to the chain: nobody can pay it. */
  setSyncing(on: boolean): void;
  /**
   * LND restarted with a new TLS certificate and a new macaroon (the files are rewritten):
   * a client holding the old ones can no longer connect or authenticate.
   */
  rotateCredentials(): Promise<void>;
  /** Later invoices' add and settle indexes start again at 1 (LND's SQL invoice store). */
  restartInvoiceIndexes(): void;
  /** While on, SubscribeInvoices sends every event twice. */
  repeatInvoiceEvents(on: boolean): void;
  /** Ends every open invoice stream with an error, like an LND restart; returns how many. */
  dropInvoiceStreams(error?: { code?: number; details?: string }): number;
  /** While locked, every LND call fails as a locked LND's would (default style 'unknown-service'). */
  setLocked(locked: boolean, style?: LockStyle): void;
  /**
   * Puts LND in an RPC state (lnrpc.WalletState); every service but State answers as
   * rpcperms/interceptor.go does in it. RPC_ACTIVE is a node still syncing, SERVER_ACTIVE a
   * ready one. A state earlier than the current one is a restart: open streams are dropped.
   */
  setWalletState(state: WalletState): void;
  /** What the fee estimator answers for every conf target, in sat/vbyte (at least 1). */
  setFeeRate(satPerVbyte: number): void;
  /**
   * A congested mempool: blocks only take transactions whose package (with unconfirmed
   * ancestors, so CPFP counts) pays at least this many sat/vB; 0 (default) takes all.
   */
  setMiningFeeRate(satPerVbyte: number): void;
  /** Transactions waiting in the mempool, oldest first. */
  mempool(): { txid: string; fee: number; vsize: number }[];
  /**
   * The operator's `lncli wallet removetx`: an unconfirmed wallet transaction and its
   * descendants leave the wallet and the mempool; unknown → 404, confirmed → 409.
   */
  removeTransaction(txid: string): { removed: string[] };
  /** Public anchor channels, for the on-chain reserve sends must leave (10 000 sat each). */
  setAnchorChannels(count: number): void;
  /** 'hang': both servers accept but never answer until resumed; 'down': both refuse connections. */
  setUnresponsive(on: boolean, mode?: UnresponsiveMode): Promise<void>;
  /** The next on-chain send (SendCoins or SendMany) fails with this gRPC error. */
  failNextSendCoins(error?: { code?: number; details?: string }): void;
  /** Cookie auth only: new cookie file; the old secret gets 401 from now on. */
  rotateCookie(): Promise<RpcCredentials>;
  invoices(): InvoiceSummary[];
  sentCoins(): SentCoinsSummary[];
  tip(): BlockSummary;
  state(): DevnodeState;
}

export interface ControlledNode {
  chain: Chain;
  wallet: Wallet;
  book: InvoiceBook;
  streams: StreamRegistry;
  gate: Gate;
  auth: RpcAuth;
  /** The lock LND's access check reads on every call; setLocked changes it. */
  lock: { current: LockStyle | undefined };
  /** The kind of channels AddInvoice and settleInvoice read; setChannels changes it. */
  channels: { current: ChannelKind };
  /** Whether the chain still syncs; GetInfo and the State service read it. */
  syncing: { current: boolean };
  /** Channel liquidity, outgoing payments, external wallets (lnd/lightning-node.ts). */
  lightning: LightningNode;
  feeEstimator: FeeEstimator;
  /** Public anchor channels the wallet's reserve counts. */
  anchorChannels: { current: number };
  /** 'down' mode: `stop` takes both servers off their ports, `restart` brings them back. */
  servers: { stop(): Promise<void>; restart(): Promise<void> };
  /** Stops LND, writes a new cert and macaroon, starts LND again on the same port. */
  rotateCredentials(): Promise<void>;
  autoMineIntervalMs: number;
}

const toMsat = (value: bigint | number | string | undefined): bigint | undefined => {
  if (value === undefined) return undefined;
  try {
    return BigInt(value);
  } catch {
    throw new ControlError(
      400,
      `amtMsat must be a whole number of millisatoshis, got ${String(value)}`,
    );
  }
};

const CHANNEL_KINDS: readonly ChannelKind[] = ['public', 'private'];
const WALLET_STATE_LIST = WALLET_STATES.join(', ');

export function createControls(node: ControlledNode): DevnodeControls {
  const { chain, wallet, book, streams, gate, auth, lock, channels, syncing, servers } = node;
  let unresponsive: UnresponsiveMode | undefined;

  // LND ends every stream when it shuts down; a client sees the connection drop.
  const dropStreams = (error?: { code?: number; details?: string }): number =>
    streams.failAll(
      new GrpcError(error?.code ?? GRPC_UNAVAILABLE, error?.details ?? 'Connection dropped'),
    );

  return {
    ...createLightningControls({ node: node.lightning, syncing, channels }),
    settleInvoice(hash, settleOptions = {}) {
      // Nobody can find the node in the graph: without a hint through its LSP, no payer has
      // a route (lnrpc/invoicesrpc/addinvoice.go adds hints only for private=true).
      const invoice = book.get(hash);
      // A node not synced to the chain is not reachable yet: no payment can arrive.
      if (syncing.current && invoice?.state === 'OPEN')
        throw new ControlError(
          409,
          'the node is not synced to the chain yet: no payment can arrive',
        );
      if (channels.current === 'private' && invoice?.state === 'OPEN' && !invoice.routeHints.length)
        throw new ControlError(
          409,
          'no route to the node: its channels are private and the invoice carries no route hints',
        );
      // The payer's HTLC crosses our channel: it must fit in its remote side (inbound).
      if (invoice?.state === 'OPEN')
        node.lightning.ledger.assertCanReceive(toMsat(settleOptions.amtMsat) ?? invoice.valueMsat);
      return invoiceSummary(
        book.settle(hash, { amtMsat: toMsat(settleOptions.amtMsat), height: chain.height() }),
      );
    },
    expireInvoice: (hash) => invoiceSummary(book.expire(hash)),
    mine: (count = 1, mineOptions) => chain.mine(count, mineOptions).map(blockSummary),
    reorg: (depth, reorgOptions) => chain.reorg(depth, reorgOptions).map(blockSummary),
    setBalance: (sats) => wallet.setBalance(sats),
    setChannels(kind) {
      if (!CHANNEL_KINDS.includes(kind))
        throw new ControlError(400, `channels must be one of ${CHANNEL_KINDS.join(', ')}`);
      channels.current = kind;
    },
    setSyncing(on) {
      syncing.current = on;
    },
    restartInvoiceIndexes: () => book.restartIndexes(),
    rotateCredentials: async () => {
      // LND ends every stream when it shuts down.
      dropStreams();
      await node.rotateCredentials();
    },
    repeatInvoiceEvents: (on) => book.repeatEvents(on),
    dropInvoiceStreams: dropStreams,
    setLocked(locked, style = 'unknown-service') {
      // A locked LND has just restarted, so no stream survived.
      if (locked && !lock.current) dropStreams();
      lock.current = locked ? style : undefined;
    },
    setWalletState(state) {
      if (!isWalletState(state))
        throw new ControlError(400, `wallet state must be one of ${WALLET_STATE_LIST}`);
      if (isRestartTo(walletStateOf(lock.current, syncing.current), state)) dropStreams();
      enterWalletState({ lock, syncing }, state);
    },
    setFeeRate: (satPerVbyte) => node.feeEstimator.setSatPerVbyte(satPerVbyte),
    setMiningFeeRate: (satPerVbyte) => chain.setMinMiningFeeRate(satPerVbyte),
    mempool: () => chain.mempool().map(({ tx, fee }) => ({ txid: tx.txid, fee, vsize: tx.vsize })),
    removeTransaction(txid) {
      try {
        return { removed: wallet.removeTransaction(txid) };
      } catch (error) {
        if (error instanceof RemovalRefused)
          throw new ControlError(error.httpStatus, error.details);
        throw error;
      }
    },
    setAnchorChannels(count) {
      node.anchorChannels.current = anchorChannelCount(count);
    },
    async setUnresponsive(on, mode = 'hang') {
      if (on && unresponsive === mode) return;
      if (unresponsive === 'hang') gate.open();
      if (unresponsive === 'down') await servers.restart();
      unresponsive = undefined;
      if (!on) return;
      if (mode === 'hang') gate.close();
      else await servers.stop();
      unresponsive = mode;
    },
    failNextSendCoins: (error) => wallet.failNextSend(error),
    rotateCookie: async () => {
      if (!auth.cookiePath)
        throw new ControlError(409, 'cookie rotation needs bitcoindAuth {mode: "cookie"}');
      return auth.rotateCookie();
    },
    invoices: () => book.list().map(invoiceSummary),
    sentCoins: () => wallet.sends().map((tx) => sentCoinsSummary(tx, chain)),
    tip: () => blockSummary(chain.tip()),
    state: () => ({
      network: 'regtest',
      tip: blockSummary(chain.tip()),
      balance: wallet.confirmedBalance(),
      locked: lock.current ?? false,
      unresponsive: unresponsive ?? false,
      invoiceCount: book.list().length,
      autoMineIntervalMs: node.autoMineIntervalMs,
      channels: channels.current,
      syncing: syncing.current,
      walletState: walletStateOf(lock.current, syncing.current),
      unconfirmedBalance: wallet.balances().unconfirmed,
      feeRate: node.feeEstimator.satPerVbyte(),
      miningFeeRate: chain.minMiningFeeRate(),
      anchorChannels: node.anchorChannels.current,
    }),
  };
}
