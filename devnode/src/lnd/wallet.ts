import { randomBytes } from 'node:crypto';

import type { Chain } from '../bitcoind/chain.ts';
import { ControlError, GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { assertRegtestAddress, outputScript, reencodedAddress } from './address.ts';
import { type Authored, authorTransaction } from './coin-selection.ts';
import { checkOutput } from './dust.ts';
import { kwToSatPerKvbyte } from './fee-estimator.ts';
import { checkReservedValue, requiredReserve } from './wallet-reserve.ts';
import { craftSweep } from './wallet-sweep.ts';
import { createUtxoSet } from './wallet-utxos.ts';

// LND's on-chain wallet, reduced to what the app uses: coins (UTXOs) that confirm with the
// chain, SendCoins for prize payouts, SendMany for batched refunds, EstimateFee, and the
// transaction list the app reconciles payouts against by label (DESIGN.md §8, "never re-sent
// blindly"). Sends spend confirmed coins only by default, so their change is unconfirmed
// until the next block, and they keep the anchor reserve.

export { INSUFFICIENT_FUNDS } from './coin-selection.ts';

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

/** What every send carries once the RPC layer resolved fee and confirmations. */
interface Funding {
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
  /** What SendMany with these outputs would pay, without sending (LND's EstimateFee). */
  estimate(request: { outputs: WalletOutput[] } & Funding): FeeEstimate;
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
  /** Where change goes (a P2TR address, as btcwallet's default change scope). */
  changeAddress: string;
  initialBalance: number;
  /** The confirmed transaction that funded the wallet; the chain already holds it. */
  fundingTxid: string;
  /** Public anchor channels, which LND counts for the reserve (CurrentNumAnchorChans). */
  anchorChannels: () => number;
}

/** labels/labels.go ValidateAPI: wtxmgr.TxLabelLimit bytes, and "external" when empty. */
function apiLabel(label: string): string {
  const length = Buffer.byteLength(label);
  if (length > 500)
    throw new GrpcError(GRPC_UNKNOWN, `label length: ${length} exceeds limit of 500`);
  return label || 'external';
}

const assertSats = (sats: number): void => {
  if (!Number.isSafeInteger(sats) || sats < 0)
    throw new ControlError(400, `balance must be whole satoshis, got ${sats}`);
};

export function createWallet(options: WalletOptions): Wallet {
  const { chain, clock, address, changeAddress, fundingTxid } = options;
  assertSats(options.initialBalance);
  const utxos = createUtxoSet(chain);
  // setBalance coins share the funding's confirmation; a new vout keeps outpoints unique.
  let fundingVout = 0;
  const fund = (sats: number): void =>
    utxos.replaceAll(
      sats > 0
        ? [
            {
              outpoint: `${fundingTxid}:${fundingVout++}`,
              txid: fundingTxid,
              value: sats,
              kind: 'p2wpkh',
            },
          ]
        : [],
    );
  fund(options.initialBalance);
  let injected: GrpcError | undefined;
  const ledger: WalletTx[] = [
    {
      txid: fundingTxid,
      amount: options.initialBalance,
      fee: 0,
      label: '',
      outputs: [],
      destAddresses: [address],
      spends: [],
      createdAt: chain.blockOf(fundingTxid)?.time ?? Math.floor(clock() / 1000),
    },
  ];
  const reserve = (): number => requiredReserve(options.anchorChannels());

  function takeInjected(): void {
    if (!injected) return;
    const error = injected;
    injected = undefined;
    throw error;
  }

  /** btcwallet CreateSimpleTx: every output checked (dust first), then coin selection. */
  function author(outputs: readonly WalletOutput[], funding: Funding): Authored {
    if (outputs.length === 0) throw new GrpcError(GRPC_UNKNOWN, 'no outputs');
    const sized = outputs.map((output) => {
      const script = outputScript(output.address);
      checkOutput(output.amount, script);
      return { value: output.amount, scriptLength: script.length };
    });
    return authorTransaction({
      outputs: sized,
      satPerKvbyte: kwToSatPerKvbyte(funding.satPerKw),
      eligible: utxos.eligible(funding.minConfs),
    });
  }

  const keptAfter = (spent: readonly { value: number }[]): number =>
    utxos.balance(0) - spent.reduce((sum, coin) => sum + coin.value, 0);

  /** Publishes: spends the inputs, adds the change as an unconfirmed coin, enters the mempool. */
  function commit(outputs: WalletOutput[], authored: Authored, label: string): WalletTx {
    const total = outputs.reduce((sum, output) => sum + output.amount, 0);
    const tx: WalletTx = {
      txid: randomBytes(32).toString('hex'),
      amount: -(total + authored.fee),
      fee: authored.fee,
      label,
      outputs,
      destAddresses: [
        ...outputs.map((output) => reencodedAddress(output.address)),
        ...(authored.change !== undefined ? [changeAddress] : []),
      ],
      spends: authored.inputs.map((coin) => coin.outpoint),
      createdAt: Math.floor(clock() / 1000),
    };
    utxos.spend(authored.inputs);
    if (authored.change !== undefined)
      utxos.add({
        outpoint: `${tx.txid}:${outputs.length}`,
        txid: tx.txid,
        value: authored.change,
        kind: 'p2tr',
      });
    ledger.push(tx);
    chain.addToMempool(tx.txid);
    return tx;
  }

  // rpcserver.go sendCoinsOnChain: a dry run, the reserve check against it, then the send.
  function sendOutputs(outputs: WalletOutput[], funding: Funding, label: string): WalletTx {
    const authored = author(outputs, funding);
    checkReservedValue({
      keptValue: keptAfter(authored.inputs),
      ownOutputs: 0,
      change: authored.change,
      reserve: reserve(),
    });
    return commit(outputs, authored, label);
  }

  // rpcserver.go SendCoins with send_all: sweep every eligible coin; if that breaks the
  // reserve, sweep again keeping the reserve in a new wallet output.
  function sweepAll(request: SendRequest, label: string): WalletTx {
    if (request.amount !== 0)
      throw new GrpcError(GRPC_UNKNOWN, 'amount set while SendAll is active');
    const coins = utxos.eligible(request.minConfs);
    const targetScript = outputScript(request.addr);
    const sweep = (keepBack: number) =>
      craftSweep({ coins, targetScript, satPerKw: request.satPerKw, keepBack });
    let keepBack = 0;
    let swept = sweep(keepBack);
    // CheckReservedValueTx on the sweep, which pays nothing back to the wallet.
    if (keptAfter(coins) < reserve()) {
      keepBack = reserve();
      swept = sweep(keepBack);
    }
    const outputs = swept.sent === undefined ? [] : [{ address: request.addr, amount: swept.sent }];
    const totalInput = coins.reduce((sum, coin) => sum + coin.value, 0);
    const change = keepBack > 0 ? keepBack : undefined;
    return commit(outputs, { inputs: coins, totalInput, change, fee: swept.fee }, label);
  }

  function send(request: SendRequest): WalletTx {
    takeInjected();
    assertRegtestAddress(request.addr);
    const label = apiLabel(request.label);
    if (request.sendAll) return sweepAll(request, label);
    return sendOutputs([{ address: request.addr, amount: request.amount }], request, label);
  }

  // LND's SendMany: the label, every address checked for the network, every output for
  // dust, one transaction with a change output, all or nothing.
  function sendMany(request: SendManyRequest): WalletTx {
    takeInjected();
    const label = apiLabel(request.label);
    for (const output of request.outputs) assertRegtestAddress(output.address, 'SendMany');
    return sendOutputs(
      request.outputs.map((output) => ({ ...output })),
      request,
      label,
    );
  }

  // rpcserver.go EstimateFee: the same dry run as SendMany, without the reserve check;
  // the fee is everything the inputs hold beyond the outputs and the change.
  function estimate(request: { outputs: WalletOutput[] } & Funding): FeeEstimate {
    for (const output of request.outputs) assertRegtestAddress(output.address, 'SendMany');
    const authored = author(request.outputs, request);
    return { fee: authored.fee, inputs: authored.inputs.map((coin) => coin.outpoint) };
  }

  return {
    address,
    confirmedBalance: () => utxos.balance(1),
    balances() {
      const total = utxos.balance(0);
      const confirmed = utxos.balance(1);
      return { total, confirmed, unconfirmed: total - confirmed };
    },
    reserve,
    setBalance(sats) {
      assertSats(sats);
      fund(sats);
    },
    send,
    sendMany,
    estimate,
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
