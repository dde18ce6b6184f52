import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { assertRegtestAddress, outputScript, reencodedAddress } from './address.ts';
import { type Authored, authorTransaction } from './coin-selection.ts';
import { checkOutput } from './dust.ts';
import { kwToSatPerKvbyte } from './fee-estimator.ts';
import { INSUFFICIENT_RESERVE, apiLabel, assertRelayFee, assertSats } from './wallet-checks.ts';
import { checkReservedValue, requiredReserve } from './wallet-reserve.ts';
import { craftSweep } from './wallet-sweep.ts';
import { WALLET_TX_SHAPE, buildWalletTx } from './wallet-tx.ts';
import type {
  FeeEstimate,
  Funding,
  PaidOutput,
  Publication,
  SendManyRequest,
  SendOutputsRequest,
  SendRequest,
  Wallet,
  WalletOptions,
  WalletOutput,
  WalletTx,
} from './wallet-types.ts';
import { removeTransaction } from './wallet-remove.ts';
import { type Utxo, createUtxoSet } from './wallet-utxos.ts';

// LND's on-chain wallet, reduced to what the app uses: coins (UTXOs) that confirm with the
// chain, SendCoins for prize payouts, SendMany for batched refunds, SendOutputs for the
// draw's anchor (docs/protocols/draw-v2.md), EstimateFee, and the transaction list the app reconciles
// against by label. Every transaction is real bytes in the mempool and then in a block.
// Sends spend confirmed coins only by default, so their change is unconfirmed until the
// next block, and they keep the anchor reserve.

export { INSUFFICIENT_FUNDS } from './coin-selection.ts';
export type * from './wallet-types.ts';

export function createWallet(options: WalletOptions): Wallet {
  const { chain, clock, address, changeAddress, funding } = options;
  assertSats(options.initialBalance);
  const utxos = createUtxoSet(chain);
  const changeScript = outputScript(changeAddress);
  // setBalance coins share the funding's confirmation; a new vout keeps outpoints unique.
  let fundingVout = 0;
  const fund = (sats: number): void => {
    spentCoins.clear(); // coins spent before a new balance never come back
    utxos.replaceAll(
      sats > 0
        ? [
            {
              outpoint: `${funding.txid}:${fundingVout++}`,
              txid: funding.txid,
              value: sats,
              kind: 'p2wpkh',
            },
          ]
        : [],
    );
  };
  /** Every coin a send spent, so a forgotten send gives back exactly those (setBalance's too). */
  const spentCoins = new Map<string, Utxo>();
  fund(options.initialBalance);
  let injected: GrpcError | undefined;
  let ledger: WalletTx[] = [
    {
      txid: funding.txid,
      amount: options.initialBalance,
      fee: 0,
      label: '',
      outputs: [],
      destAddresses: [address],
      spends: [],
      createdAt: chain.blockOf(funding.txid)?.time ?? Math.floor(clock() / 1000),
      tx: funding,
      ownVouts: [0],
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
  function author(outputs: readonly PaidOutput[], funding: Funding): Authored {
    if (outputs.length === 0) throw new GrpcError(GRPC_UNKNOWN, 'no outputs');
    for (const output of outputs) checkOutput(output.amount, output.script);
    return authorTransaction({
      outputs: outputs.map((output) => ({
        value: output.amount,
        scriptLength: output.script.length,
      })),
      satPerKvbyte: kwToSatPerKvbyte(funding.satPerKw),
      eligible: utxos.eligible(funding.minConfs),
    });
  }

  const keptAfter = (spent: readonly { value: number }[]): number =>
    utxos.balance(0) - spent.reduce((sum, coin) => sum + coin.value, 0);

  /** Broadcasts: spends the inputs, credits the change, enters the mempool. */
  function publish(p: Publication): WalletTx {
    const built = buildWalletTx({
      inputs: p.inputs,
      outputs: p.outputs.map((output) => ({ value: output.amount, script: output.script })),
      change: p.change !== undefined ? { value: p.change, script: changeScript } : undefined,
      shape: p.shape,
      publicKey: options.publicKey,
      randomizeChange: p.randomizeChange,
    });
    assertRelayFee(p.fee, built.tx.vsize);
    const total = p.outputs.reduce((sum, output) => sum + output.amount, 0);
    const { tx } = built;
    const record: WalletTx = {
      txid: tx.txid,
      amount: -(total + p.fee),
      fee: p.fee,
      label: p.label,
      outputs: p.outputs.map(({ address: to, amount }) => ({ address: to, amount })),
      destAddresses: tx.outputs.flatMap((output, vout) => {
        if (vout === built.changeIndex) return [changeAddress];
        const paid = p.outputs.find((o) => o.script.equals(output.script))?.address;
        return paid ? [reencodedAddress(paid)] : [];
      }),
      spends: p.inputs.map((coin) => coin.outpoint),
      createdAt: Math.floor(clock() / 1000),
      tx,
      ownVouts: built.changeIndex >= 0 ? [built.changeIndex] : [],
    };
    for (const coin of p.inputs)
      spentCoins.set(coin.outpoint, { ...coin, txid: coin.outpoint.split(':')[0] ?? '' });
    utxos.spend(p.inputs);
    if (p.change !== undefined)
      utxos.add({
        outpoint: `${tx.txid}:${built.changeIndex}`,
        txid: tx.txid,
        value: p.change,
        kind: 'p2tr',
      });
    ledger.push(record);
    chain.addToMempool({ tx, fee: p.fee });
    return record;
  }

  function forget(txid: string): void {
    const record = ledger.find((tx) => tx.txid === txid);
    if (!record) return;
    ledger = ledger.filter((tx) => tx !== record);
    utxos.spend(utxos.list().filter((utxo) => utxo.txid === txid));
    const held = new Set(utxos.list().map((utxo) => utxo.outpoint));
    for (const outpoint of record.spends) {
      const coin = spentCoins.get(outpoint);
      if (coin && !held.has(outpoint)) utxos.add(coin);
    }
  }

  const core = { chain, utxos, changeAddress, ledger: () => [...ledger], publish, forget };

  const paid = (outputs: readonly WalletOutput[]): PaidOutput[] =>
    outputs.map((output) => ({ ...output, script: outputScript(output.address) }));

  // rpcserver.go sendCoinsOnChain: a dry run, the reserve check against it, then the send.
  function sendPaid(outputs: PaidOutput[], funding: Funding, label: string): WalletTx {
    const authored = author(outputs, funding);
    checkReservedValue({
      keptValue: keptAfter(authored.inputs),
      ownOutputs: 0,
      change: authored.change,
      reserve: reserve(),
    });
    return publish({ ...authored, outputs, label, shape: WALLET_TX_SHAPE, randomizeChange: true });
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
    const outputs =
      swept.sent === undefined ? [] : paid([{ address: request.addr, amount: swept.sent }]);
    const change = keepBack > 0 ? keepBack : undefined;
    const shape = { version: 2, locktime: chain.height(), sequence: 0 };
    return publish({
      inputs: coins,
      outputs,
      change,
      fee: swept.fee,
      label,
      shape,
      randomizeChange: false,
    });
  }

  function send(request: SendRequest): WalletTx {
    takeInjected();
    assertRegtestAddress(request.addr);
    const label = apiLabel(request.label);
    if (request.sendAll) return sweepAll(request, label);
    return sendPaid(paid([{ address: request.addr, amount: request.amount }]), request, label);
  }

  // LND's SendMany: the label, every address checked for the network, every output for
  // dust, one transaction with a change output, all or nothing.
  function sendMany(request: SendManyRequest): WalletTx {
    takeInjected();
    const label = apiLabel(request.label);
    for (const output of request.outputs) assertRegtestAddress(output.address, 'SendMany');
    return sendPaid(paid(request.outputs), request, label);
  }

  // walletrpc/walletkit_server.go SendOutputs: the reserve against every coin (unconfirmed
  // too) minus the outputs, then the label, then btcwallet's sendOutputs (CheckOutput on
  // each output, coin selection, broadcast). No dry run and no floor on sat_per_kw.
  function sendOutputs(request: SendOutputsRequest): WalletTx {
    takeInjected();
    const total = request.outputs.reduce((sum, output) => sum + output.amount, 0);
    if (utxos.balance(0) - total < reserve())
      throw new GrpcError(GRPC_UNKNOWN, INSUFFICIENT_RESERVE);
    const label = apiLabel(request.label);
    const outputs = request.outputs.map((output) => ({
      ...output,
      address: '',
    }));
    const authored = author(outputs, request);
    return publish({ ...authored, outputs, label, shape: WALLET_TX_SHAPE, randomizeChange: true });
  }

  // rpcserver.go EstimateFee: the same dry run as SendMany, without the reserve check;
  // the fee is everything the inputs hold beyond the outputs and the change.
  function estimate(request: { outputs: WalletOutput[] } & Funding): FeeEstimate {
    for (const output of request.outputs) assertRegtestAddress(output.address, 'SendMany');
    const authored = author(paid(request.outputs), request);
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
    sendOutputs,
    estimate,
    removeTransaction: (txid) => removeTransaction(core, txid),
    failNextSend(error = {}) {
      injected = new GrpcError(
        error.code ?? GRPC_UNKNOWN,
        error.details ?? 'devnode: injected SendCoins failure',
      );
    },
    transactions: () => [...ledger],
    sends: () => ledger.slice(1),
    core,
  };
}
