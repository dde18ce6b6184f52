import { randomBytes } from 'node:crypto';

import type { Chain } from '../bitcoind/chain.ts';
import { ControlError, GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { assertRegtestAddress, reencodedAddress } from './address.ts';

// LND's on-chain wallet, reduced to what the app uses: a confirmed balance, SendCoins for
// prize payouts, SendMany for batched refunds, and the transaction list the app reconciles
// payouts against by label (DESIGN.md §8, "never re-sent blindly").

export interface WalletOutput {
  address: string;
  amount: number;
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
   * Every output's address, change included (LND's deprecated dest_addresses), re-encoded
   * from the output scripts as LND does: bech32 in lower case whatever case was sent to.
   */
  destAddresses: string[];
  /** Outpoints spent, "txid:vout". */
  spends: string[];
  /** Unix seconds. */
  createdAt: number;
}

export interface SendRequest {
  addr: string;
  amount: number;
  sendAll: boolean;
  satPerVbyte: number;
  label: string;
}

export interface SendManyRequest {
  outputs: WalletOutput[];
  satPerVbyte: number;
  label: string;
}

export interface Wallet {
  address: string;
  confirmedBalance(): number;
  setBalance(sats: number): void;
  send(request: SendRequest): WalletTx;
  /** One transaction paying every output (LND's SendMany). */
  sendMany(request: SendManyRequest): WalletTx;
  /** The next send (SendCoins or SendMany) fails with this error. */
  failNextSend(error?: { code?: number; details?: string }): void;
  /** Funding first, then every send in order. */
  transactions(): WalletTx[];
  sends(): WalletTx[];
}

export interface WalletOptions {
  chain: Chain;
  clock: () => number;
  address: string;
  initialBalance: number;
  /** The confirmed transaction that funded the wallet; the chain already holds it. */
  fundingTxid: string;
}

/** LND's exact text; the client maps it to InsufficientBalanceToSendToChainAddress. */
export const INSUFFICIENT_FUNDS = 'insufficient funds available to construct transaction';

// One P2WPKH input (68 vB) plus 11 vB of overhead, and 31 vB per P2WPKH output: one
// recipient and the change give 141 vB, which at the default rate is a 423 sat fee.
const txVbytes = (outputs: number): number => 79 + 31 * outputs;
const DEFAULT_SAT_PER_VBYTE = 3;
const feeFor = (outputs: number, satPerVbyte: number): number =>
  txVbytes(outputs) * (satPerVbyte > 0 ? satPerVbyte : DEFAULT_SAT_PER_VBYTE);

const assertSats = (sats: number): void => {
  if (!Number.isSafeInteger(sats) || sats < 0)
    throw new ControlError(400, `balance must be whole satoshis, got ${sats}`);
};

export function createWallet(options: WalletOptions): Wallet {
  const { chain, clock, address } = options;
  assertSats(options.initialBalance);
  let balance = options.initialBalance;
  let injected: GrpcError | undefined;
  const funding: WalletTx = {
    txid: options.fundingTxid,
    amount: options.initialBalance,
    fee: 0,
    label: '',
    outputs: [],
    destAddresses: [address],
    spends: [],
    createdAt: chain.blockOf(options.fundingTxid)?.time ?? Math.floor(clock() / 1000),
  };
  const ledger: WalletTx[] = [funding];
  // Each send spends the previous transaction's change, so inputs chain like a real wallet's.
  let lastOutpoint = `${funding.txid}:0`;

  function takeInjected(): void {
    if (!injected) return;
    const error = injected;
    injected = undefined;
    throw error;
  }

  /** Records and "broadcasts" a send: the change (if any) is the last output. */
  function commit(
    outputs: WalletOutput[],
    fee: number,
    label: string,
    withChange: boolean,
  ): WalletTx {
    const total = outputs.reduce((sum, output) => sum + output.amount, 0);
    const tx: WalletTx = {
      txid: randomBytes(32).toString('hex'),
      amount: -(total + fee),
      fee,
      label,
      outputs,
      destAddresses: [
        ...outputs.map((output) => reencodedAddress(output.address)),
        ...(withChange ? [address] : []),
      ],
      spends: [lastOutpoint],
      createdAt: Math.floor(clock() / 1000),
    };
    balance -= total + fee;
    lastOutpoint = `${tx.txid}:${outputs.length}`;
    ledger.push(tx);
    chain.addToMempool(tx.txid);
    return tx;
  }

  function send(request: SendRequest): WalletTx {
    takeInjected();
    assertRegtestAddress(request.addr);
    if (!request.sendAll && (!Number.isSafeInteger(request.amount) || request.amount <= 0)) {
      throw new GrpcError(GRPC_UNKNOWN, 'amount must be specified when not sending all coins');
    }
    const fee = feeFor(2, request.satPerVbyte);
    const amount = request.sendAll ? balance - fee : request.amount;
    if (amount <= 0 || amount + fee > balance)
      throw new GrpcError(GRPC_UNKNOWN, INSUFFICIENT_FUNDS);
    return commit([{ address: request.addr, amount }], fee, request.label, !request.sendAll);
  }

  // LND's SendMany: every address checked for the network, every amount positive, one
  // transaction with a change output, all or nothing.
  function sendMany(request: SendManyRequest): WalletTx {
    takeInjected();
    if (request.outputs.length === 0)
      throw new GrpcError(GRPC_UNKNOWN, 'must specify at least one output');
    for (const output of request.outputs) {
      assertRegtestAddress(output.address);
      if (!Number.isSafeInteger(output.amount) || output.amount <= 0) {
        throw new GrpcError(GRPC_UNKNOWN, `invalid amount ${output.amount} for ${output.address}`);
      }
    }
    const total = request.outputs.reduce((sum, output) => sum + output.amount, 0);
    const fee = feeFor(request.outputs.length + 1, request.satPerVbyte);
    if (total + fee > balance) throw new GrpcError(GRPC_UNKNOWN, INSUFFICIENT_FUNDS);
    return commit(
      request.outputs.map((output) => ({ ...output })),
      fee,
      request.label,
      true,
    );
  }

  return {
    address,
    confirmedBalance: () => balance,
    setBalance(sats) {
      assertSats(sats);
      balance = sats;
    },
    send,
    sendMany,
    failNextSend(error = {}) {
      injected = new GrpcError(
        error.code ?? GRPC_UNKNOWN,
        error.details ?? 'devnode: injected SendCoins failure',
      );
    },
    transactions: () => [...ledger],
    sends: () => ledger.slice(1),
  };
}
