import type { ChannelKind } from './lnd/invoice-service.ts';
import type { WalletState } from './lnd/rpc-state.ts';

// What a devnode is started with, and how clients reach it (docs/protocols/devnode.md).

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
  /**
   * 'private': the node's channels are all unannounced (a home node behind an LSP), so only
   * invoices with route hints (AddInvoice private=true) can be paid; default 'public'.
   */
  channels?: ChannelKind;
  /**
   * Start as an LND still syncing to the chain: State RPC_ACTIVE, GetInfo synced_to_chain
   * false, and no payment can arrive until setSyncing(false).
   */
  syncing?: boolean;
  /**
   * LND's RPC state at start (lnrpc.WalletState): before SERVER_ACTIVE every service but
   * State refuses calls as rpcperms/interceptor.go does; default 'SERVER_ACTIVE'.
   */
  walletState?: WalletState;
  /** What the fee estimator answers for any conf target, in sat/vbyte; default 3. */
  feeRate?: number;
  /**
   * Public anchor channels, each keeping 10 000 sat of on-chain reserve (at most 100 000)
   * that sends may not spend; default 1, like a node with its one channel to the LSP.
   */
  anchorChannels?: number;
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
