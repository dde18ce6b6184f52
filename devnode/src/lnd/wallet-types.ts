import type { Chain } from '../bitcoind/chain.ts';
import type { ChainTx } from '../bitcoind/raw-tx.ts';
import type { TxShape } from './wallet-tx.ts';
import type { Coin } from './coin-selection.ts';
import type { UtxoSet } from './wallet-utxos.ts';

// The shapes of LND's on-chain wallet as the devnode models it (wallet.ts): its
// transactions, the requests its RPCs resolve into, and its interface.

export interface WalletOutput {
  /** '' for a script without an address (an OP_RETURN). */
  address: string;
  amount: number;
}

/** An output as the wallet writes it. */
export interface PaidOutput extends WalletOutput {
  script: Buffer;
}

export interface WalletTx {
  txid: string;
  /** Signed satoshis: positive received, negative sent (amount plus fee), as LND reports. */
  amount: number;
  fee: number;
  label: string;
  /** The recipients' outputs (change excluded), in request order; empty for the funding. */
  outputs: WalletOutput[];
  /**
   * Every output's address in transaction order, change included (LND's deprecated
   * dest_addresses), re-encoded as LND does: bech32 in lower case; OP_RETURN has none.
   */
  destAddresses: string[];
  /** Outpoints spent, "txid:vout". */
  spends: string[];
  /** Unix seconds. */
  createdAt: number;
  /** The transaction itself. */
  tx: ChainTx;
  /** Outputs that pay the wallet (its credits). */
  ownVouts: number[];
}

/** What every send carries once the RPC layer resolved fee and confirmations. */
export interface Funding {
  /** sat/kw, as lnrpc.CalculateFeeRate returns it. */
  satPerKw: number;
  /** Coins need this many confirmations (lnrpc.ExtractMinConfs). */
  minConfs: number;
}

export interface SendRequest extends Funding {
  addr: string;
  amount: number;
  sendAll: boolean;
  label: string;
}

export interface SendManyRequest extends Funding {
  outputs: WalletOutput[];
  label: string;
}

export interface SendOutputsRequest extends Funding {
  outputs: { script: Buffer; amount: number }[];
  label: string;
}

export interface FeeEstimate {
  fee: number;
  /** The coins the matching SendMany would spend, "txid:vout". */
  inputs: string[];
}

export interface WalletBalances {
  total: number;
  confirmed: number;
  unconfirmed: number;
}

export interface Publication {
  inputs: readonly Coin[];
  outputs: PaidOutput[];
  /** Change to a new wallet address, or undefined. */
  change: number | undefined;
  fee: number;
  label: string;
  shape: TxShape;
  randomizeChange: boolean;
}

/** The wallet's insides, for the sweeper (fee-bump.ts). */
export interface WalletCore {
  chain: Chain;
  utxos: UtxoSet;
  changeAddress: string;
  ledger(): WalletTx[];
  publish(publication: Publication): WalletTx;
  /** A replaced transaction leaves the wallet: its coins go, the coins it spent come back. */
  forget(txid: string): void;
}

export interface Wallet {
  address: string;
  confirmedBalance(): number;
  balances(): WalletBalances;
  /** The anchor reserve LND keeps now (WalletBalance reserved_balance_anchor_chan). */
  reserve(): number;
  /** The wallet now holds one confirmed coin of `sats` and nothing else. */
  setBalance(sats: number): void;
  send(request: SendRequest): WalletTx;
  /** One transaction paying every output (LND's SendMany). */
  sendMany(request: SendManyRequest): WalletTx;
  /** One transaction paying arbitrary output scripts (walletrpc SendOutputs). */
  sendOutputs(request: SendOutputsRequest): WalletTx;
  /** What SendMany with these outputs would pay, without sending (LND's EstimateFee). */
  estimate(request: { outputs: WalletOutput[] } & Funding): FeeEstimate;
  /**
   * walletrpc RemoveTransaction: an unconfirmed transaction and its unmined descendants
   * leave the wallet (and the mempool), their inputs unspent again; returns the txids
   * removed, descendants first (wallet-remove.ts).
   */
  removeTransaction(txid: string): string[];
  /** The next send (SendCoins, SendMany or SendOutputs) fails with this error. */
  failNextSend(error?: { code?: number; details?: string }): void;
  /** Funding first, then every send in order. */
  transactions(): WalletTx[];
  sends(): WalletTx[];
  core: WalletCore;
}

export interface WalletOptions {
  chain: Chain;
  clock: () => number;
  address: string;
  /** Where change goes (a P2TR address, as btcwallet's default change scope). */
  changeAddress: string;
  /** The key whose placeholder witnesses the inputs carry. */
  publicKey: Buffer;
  initialBalance: number;
  /** The confirmed transaction that funded the wallet; the chain already holds it. */
  funding: ChainTx;
  /** Public anchor channels, which LND counts for the reserve (CurrentNumAnchorChans). */
  anchorChannels: () => number;
}
