import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createRpcAuth } from './bitcoind/auth.ts';
import { createChain } from './bitcoind/chain.ts';
import { createRpcDispatch } from './bitcoind/rpc.ts';
import { type BitcoindServer, startBitcoindServer } from './bitcoind/server.ts';
import { type DevnodeControls, createControls } from './control/controls.ts';
import { type ControlServer, startControlServer } from './control/server.ts';
import type { ConnectionInfo, DevnodeOptions } from './devnode-options.ts';
import { createGate } from './gate.ts';
import { outputScript, walletAddress, walletChangeAddress } from './lnd/address.ts';
import { createFeeEstimator } from './lnd/fee-estimator.ts';
import { loadOrCreateIdentity, rotateIdentity, writeLndDirLayout } from './lnd/identity.ts';
import { createInvoiceBook } from './lnd/invoice-book.ts';
import {
  type ChannelKind,
  createInvoicesRpcMethods,
  createLightningInvoiceMethods,
} from './lnd/invoice-service.ts';
import { createRpcState } from './lnd/rpc-state.ts';
import {
  createLightningNode,
  lightningChannelMethods,
  routerMethods,
} from './lnd/lightning-node.ts';
import { type LndServer, startLndServer } from './lnd/server.ts';
import { createStreamRegistry } from './lnd/streams.ts';
import { createMessageMethods } from './lnd/sign-message.ts';
import { createWalletKitMethods } from './lnd/wallet-kit-service.ts';
import { createLightningWalletMethods } from './lnd/wallet-service.ts';
import { anchorChannelCount } from './lnd/wallet-reserve.ts';
import { createWallet } from './lnd/wallet.ts';
import { fundingTx } from './lnd/wallet-tx.ts';

// The devnode (docs/protocols/devnode.md): LND gRPC + bitcoind JSON-RPC over one simulated chain and
// wallet, plus controls, in-process and over HTTP. Demo mode (docs/protocols/configuration.md) starts it
// in-process with a 30 s auto-mine; tests start one per file.

export type {
  BitcoindAuthOption,
  BitcoindConnectionInfo,
  ConnectionInfo,
  DevnodeOptions,
  LndConnectionInfo,
} from './devnode-options.ts';

export interface Devnode extends ConnectionInfo, DevnodeControls {
  /** Connection info as plain data (the CLI prints it as JSON). */
  connectionInfo(): ConnectionInfo;
  stop(): Promise<void>;
}

export async function startDevnode(options: DevnodeOptions = {}): Promise<Devnode> {
  const clock = options.clock ?? Date.now;
  const ownsDir = !options.dir;
  const dir = options.dir
    ? path.resolve(options.dir)
    : await mkdtemp(path.join(os.tmpdir(), 'devnode-'));
  const identity = await loadOrCreateIdentity(dir, new Date(clock()));
  if (options.lndDir) await writeLndDirLayout(options.lndDir, identity);

  const address = walletAddress(identity.nodeKey.publicKeyBytes);
  const initialBalance = options.initialBalance ?? 100_000_000;
  const funding = fundingTx(outputScript(address), initialBalance, randomBytes(16).toString('hex'));
  const initialBlocks = options.initialBlocks ?? 110;
  const chain = createChain({
    clock,
    initialBlocks,
    // Funded at height 101, when a regtest coinbase first matures, if the chain is that long.
    initialTxs: [{ height: Math.max(1, Math.min(101, initialBlocks)), entry: funding }],
  });
  const feeEstimator = createFeeEstimator(options.feeRate);
  const anchorChannels = { current: anchorChannelCount(options.anchorChannels ?? 1) };
  const wallet = createWallet({
    chain,
    clock,
    address,
    changeAddress: walletChangeAddress(identity.nodeKey.publicKeyBytes),
    // lnwallet/wallet.go CurrentNumAnchorChans skips private channels.
    anchorChannels: () => (channels.current === 'private' ? 0 : anchorChannels.current),
    publicKey: identity.nodeKey.publicKeyBytes,
    initialBalance,
    funding: funding.tx,
  });
  const book = createInvoiceBook(clock);
  const gate = createGate();
  const streams = createStreamRegistry();
  const rpcState = createRpcState({
    ...(options.walletState ? { walletState: options.walletState } : {}),
    syncing: options.syncing ?? false,
  });
  const { lock, syncing } = rpcState;
  const channels: { current: ChannelKind } = { current: options.channels ?? 'public' };

  const auth = await createRpcAuth(
    options.bitcoindAuth?.mode === 'cookie'
      ? { mode: 'cookie', cookiePath: path.join(dir, '.cookie') }
      : {
          mode: 'userpass',
          user: options.bitcoindAuth?.user ?? 'devnode',
          pass: options.bitcoindAuth?.pass ?? randomBytes(16).toString('hex'),
        },
  );

  const lndAccess = {
    gate,
    lock: () => lock.current,
    syncing: () => syncing.current,
    onStateChange: rpcState.onChange,
    macaroons: identity.macaroons,
    streams,
  };
  const invoiceDeps = {
    book,
    nodeKey: identity.nodeKey,
    clock,
    channels: () => channels.current,
  };
  const lightningNode = createLightningNode(invoiceDeps, () => chain.height());
  const lightning = {
    ...createLightningInvoiceMethods(invoiceDeps),
    ...lightningChannelMethods(lightningNode),
    ...createLightningWalletMethods({
      chain,
      wallet,
      nodeKey: identity.nodeKey,
      syncing: () => syncing.current,
      feeEstimator,
    }),
    ...createMessageMethods({
      nodeKey: identity.nodeKey,
      // The node and the one it pays (its channel peer) are in its graph.
      graph: () => [identity.nodeKey.publicKey, lightningNode.wallets.key.publicKey],
    }),
  };
  const walletKit = createWalletKitMethods({ chain, wallet, feeEstimator });
  const invoicesRpc = createInvoicesRpcMethods(invoiceDeps);
  const router = routerMethods(lightningNode);
  const startLnd = (port: number): Promise<LndServer> =>
    startLndServer({
      tls: identity.tls,
      access: lndAccess,
      lightning,
      invoices: invoicesRpc,
      router,
      walletKit,
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

  const controls = createControls({
    chain,
    wallet,
    book,
    streams,
    gate,
    auth,
    lock,
    channels,
    syncing,
    lightning: lightningNode,
    feeEstimator,
    anchorChannels,
    servers: {
      stop: async () => {
        await lnd?.close();
        lnd = undefined;
        await rpcServer.suspend();
      },
      restart: async () => {
        lnd = await startLnd(lndPort);
        await rpcServer.resume();
      },
    },
    // LND stopped, new cert and macaroon on disk, LND started again on the same port.
    rotateCredentials: async () => {
      await lnd?.close();
      lnd = undefined;
      await rotateIdentity(dir, identity, new Date(clock()));
      if (options.lndDir) await writeLndDirLayout(options.lndDir, identity);
      lnd = await startLnd(lndPort);
    },
    autoMineIntervalMs: options.autoMineIntervalMs ?? 0,
  });

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
