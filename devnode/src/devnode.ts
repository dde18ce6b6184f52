import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { walletAddress } from './address.ts';
import { type RpcCredentials, createRpcAuth } from './bitcoind-auth.ts';
import { createRpcDispatch } from './bitcoind-rpc.ts';
import { type BitcoindServer, startBitcoindServer } from './bitcoind-server.ts';
import { type MineOptions, type ReorgOptions, createChain } from './chain.ts';
import { type ControlServer, startControlServer } from './control-server.ts';
import { ControlError, GRPC_UNAVAILABLE, GrpcError } from './errors.ts';
import { createGate } from './gate.ts';
import { loadOrCreateIdentity, writeLndDirLayout } from './identity.ts';
import { createInvoiceBook } from './invoice-book.ts';
import type { LockStyle } from './lnd-auth.ts';
import { createInvoicesRpcMethods, createLightningInvoiceMethods } from './lnd-invoice-service.ts';
import { type LndServer, startLndServer } from './lnd-server.ts';
import { createStreamRegistry } from './lnd-streams.ts';
import { createLightningWalletMethods } from './lnd-wallet-service.ts';
import {
  type BlockSummary,
  type InvoiceSummary,
  type SentCoinsSummary,
  blockSummary,
  invoiceSummary,
  sentCoinsSummary,
} from './summaries.ts';
import { createWallet } from './wallet.ts';

// The devnode (DESIGN.md §9): LND gRPC + bitcoind JSON-RPC over one simulated chain and
// wallet, plus controls, in-process and over HTTP. Demo mode (DESIGN.md §4) starts it
// in-process with a 30 s auto-mine; tests start one per file.

export type BitcoindAuthOption =
  { mode: 'userpass'; user?: string; pass?: string } | { mode: 'cookie' };

export interface DevnodeOptions {
  /** Where tls.cert, admin.macaroon (and .cookie) go; default a new temp folder, removed on stop. */
  dir?: string;
  /** Also write the LND data-dir layout here (tls.cert, data/chain/bitcoin/regtest/*.macaroon). */
  lndDir?: string;
  /** Mine a block every this many ms (demo mode: 30 000); 0 or absent: never. */
  autoMineIntervalMs?: number;
  /** Confirmed on-chain balance in sats; default 100 000 000 (1 BTC). */
  initialBalance?: number;
  /** Blocks after genesis, 10 minutes apart, the last one now; default 110. */
  initialBlocks?: number;
  /** Default user/pass with user 'devnode' and a random password. */
  bitcoindAuth?: BitcoindAuthOption;
  /** Fixed ports on 127.0.0.1; 0 or absent picks a free one; control false: no control API. */
  ports?: { lnd?: number; bitcoind?: number; control?: number | false };
  /** Milliseconds since the epoch; default Date.now. */
  clock?: () => number;
}

export interface LndConnectionInfo {
  /** What authenticatedLndGrpc takes; localhost because the cert's SAN names it. */
  socket: string;
  certPath: string;
  macaroonPath: string;
  certBase64: string;
  macaroonHex: string;
}

export interface BitcoindConnectionInfo {
  url: string;
  host: string;
  port: number;
  user: string;
  pass: string;
  cookiePath?: string;
}

export interface ConnectionInfo {
  lnd: LndConnectionInfo;
  bitcoind: BitcoindConnectionInfo;
  controlUrl: string | undefined;
  network: 'regtest';
  dir: string;
}

export type UnresponsiveMode = 'hang' | 'down';

export interface DevnodeState {
  network: 'regtest';
  tip: BlockSummary;
  balance: number;
  locked: LockStyle | false;
  unresponsive: UnresponsiveMode | false;
  invoiceCount: number;
  autoMineIntervalMs: number;
}

export interface DevnodeControls {
  /** Pays the invoice (as if a payer's HTLC arrived and was settled); amount defaults to its value. */
  settleInvoice(hash: string, options?: { amtMsat?: bigint | number | string }): InvoiceSummary;
  /** Expires it now: CANCELED, as LND's expiry watcher does. */
  expireInvoice(hash: string): InvoiceSummary;
  mine(count?: number, options?: MineOptions): BlockSummary[];
  reorg(depth: number, options?: ReorgOptions): BlockSummary[];
  setBalance(sats: number): void;
  /** Ends every open invoice stream with an error, like an LND restart; returns how many. */
  dropInvoiceStreams(error?: { code?: number; details?: string }): number;
  /** While locked, every LND call fails as a locked LND's would (default style 'unknown-service'). */
  setLocked(locked: boolean, style?: LockStyle): void;
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

export interface Devnode extends ConnectionInfo, DevnodeControls {
  /** Connection info as plain data (the CLI prints it as JSON). */
  connectionInfo(): ConnectionInfo;
  stop(): Promise<void>;
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

export async function startDevnode(options: DevnodeOptions = {}): Promise<Devnode> {
  const clock = options.clock ?? Date.now;
  const ownsDir = !options.dir;
  const dir = options.dir
    ? path.resolve(options.dir)
    : await mkdtemp(path.join(os.tmpdir(), 'devnode-'));
  const identity = await loadOrCreateIdentity(dir, new Date(clock()));
  if (options.lndDir) await writeLndDirLayout(options.lndDir, identity);

  const address = walletAddress(identity.nodeKey.publicKeyBytes);
  const fundingTxid = randomBytes(32).toString('hex');
  const initialBlocks = options.initialBlocks ?? 110;
  const chain = createChain({
    clock,
    initialBlocks,
    // Funded at height 101, when a regtest coinbase first matures, if the chain is that long.
    initialTxs: [{ height: Math.max(1, Math.min(101, initialBlocks)), txid: fundingTxid }],
  });
  const wallet = createWallet({
    chain,
    clock,
    address,
    initialBalance: options.initialBalance ?? 100_000_000,
    fundingTxid,
  });
  const book = createInvoiceBook(clock);
  const gate = createGate();
  const streams = createStreamRegistry();
  let lock: LockStyle | undefined;
  let unresponsive: UnresponsiveMode | undefined;

  const auth = await createRpcAuth(
    options.bitcoindAuth?.mode === 'cookie'
      ? { mode: 'cookie', cookiePath: path.join(dir, '.cookie') }
      : {
          mode: 'userpass',
          user: options.bitcoindAuth?.user ?? 'devnode',
          pass: options.bitcoindAuth?.pass ?? randomBytes(16).toString('hex'),
        },
  );

  const lndAccess = { gate, lock: () => lock, macaroons: identity.macaroons, streams };
  const invoiceDeps = { book, nodeKey: identity.nodeKey, clock };
  const lightning = {
    ...createLightningInvoiceMethods(invoiceDeps),
    ...createLightningWalletMethods({ chain, wallet, nodeKey: identity.nodeKey }),
  };
  const invoicesRpc = createInvoicesRpcMethods(invoiceDeps);
  const startLnd = (port: number): Promise<LndServer> =>
    startLndServer({
      tls: identity.tls,
      access: lndAccess,
      lightning,
      invoices: invoicesRpc,
      port,
    });

  // If a later server fails to start (a fixed port in use), close what already runs, so a
  // failed start leaves nothing holding the process open.
  const undoStart = async (): Promise<void> => {
    await Promise.all([lnd?.close(), bitcoind?.close()]);
    await auth.dispose();
    if (ownsDir) await rm(dir, { recursive: true, force: true });
  };
  let lnd: LndServer | undefined;
  let bitcoind: BitcoindServer | undefined;
  try {
    lnd = await startLnd(options.ports?.lnd ?? 0);
    bitcoind = await startBitcoindServer({
      dispatch: createRpcDispatch(chain),
      auth,
      gate,
      port: options.ports?.bitcoind ?? 0,
    });
  } catch (error) {
    await undoStart();
    throw error;
  }
  const lndPort = lnd.port;
  const rpcServer: BitcoindServer = bitcoind;

  // LND ends every stream when it shuts down; a client sees the connection drop.
  const dropStreams = (error?: { code?: number; details?: string }): number =>
    streams.failAll(
      new GrpcError(error?.code ?? GRPC_UNAVAILABLE, error?.details ?? 'Connection dropped'),
    );

  const controls: DevnodeControls = {
    settleInvoice: (hash, settleOptions = {}) =>
      invoiceSummary(
        book.settle(hash, { amtMsat: toMsat(settleOptions.amtMsat), height: chain.height() }),
      ),
    expireInvoice: (hash) => invoiceSummary(book.expire(hash)),
    mine: (count = 1, mineOptions) => chain.mine(count, mineOptions).map(blockSummary),
    reorg: (depth, reorgOptions) => chain.reorg(depth, reorgOptions).map(blockSummary),
    setBalance: (sats) => wallet.setBalance(sats),
    dropInvoiceStreams: dropStreams,
    setLocked(locked, style = 'unknown-service') {
      // A locked LND has just restarted, so no stream survived.
      if (locked && !lock) dropStreams();
      lock = locked ? style : undefined;
    },
    async setUnresponsive(on, mode = 'hang') {
      if (on && unresponsive === mode) return;
      if (unresponsive === 'hang') gate.open();
      if (unresponsive === 'down') {
        lnd = await startLnd(lndPort);
        await rpcServer.resume();
      }
      unresponsive = undefined;
      if (!on) return;
      if (mode === 'hang') gate.close();
      else {
        await lnd?.close();
        lnd = undefined;
        await rpcServer.suspend();
      }
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
      locked: lock ?? false,
      unresponsive: unresponsive ?? false,
      invoiceCount: book.list().length,
      autoMineIntervalMs: options.autoMineIntervalMs ?? 0,
    }),
  };

  let control: ControlServer | undefined;
  try {
    if (options.ports?.control !== false)
      control = await startControlServer({ controls, port: options.ports?.control ?? 0 });
  } catch (error) {
    await undoStart();
    throw error;
  }

  // Timers are unref'd: a devnode never keeps its process alive on its own.
  const timers: NodeJS.Timeout[] = [setInterval(() => book.sweepExpired(), 1000).unref()];
  if (options.autoMineIntervalMs && options.autoMineIntervalMs > 0) {
    timers.push(setInterval(() => chain.mine(1), options.autoMineIntervalMs).unref());
  }

  const connectionInfo = (): ConnectionInfo => {
    const credentials = auth.credentials();
    return {
      lnd: {
        socket: `localhost:${lndPort}`,
        certPath: identity.certPath,
        macaroonPath: identity.macaroonPath,
        certBase64: Buffer.from(identity.tls.cert).toString('base64'),
        macaroonHex: identity.macaroons.admin.toString('hex'),
      },
      bitcoind: {
        url: `http://127.0.0.1:${rpcServer.port}`,
        host: '127.0.0.1',
        port: rpcServer.port,
        user: credentials.user,
        pass: credentials.pass,
        ...(auth.cookiePath ? { cookiePath: auth.cookiePath } : {}),
      },
      controlUrl: control?.url,
      network: 'regtest',
      dir,
    };
  };

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const timer of timers) clearInterval(timer);
      // Release held requests so nothing waits on a gate that will never open.
      gate.open();
      await Promise.all([lnd?.close(), rpcServer.close(), control?.close()]);
      await auth.dispose();
      if (ownsDir) await rm(dir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const info = connectionInfo();
  return {
    ...controls,
    ...info,
    // bitcoind credentials change when the cookie rotates, so read them live.
    get bitcoind() {
      return connectionInfo().bitcoind;
    },
    connectionInfo,
    stop,
  };
}
