import type { Chain } from '../bitcoind/chain.ts';
import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { isDust } from './dust.ts';
import { outputScript } from './address.ts';
import { type CoinKind, feeForWeight, sweepWeight } from './tx-size.ts';
import type { WalletCore } from './wallet-types.ts';

// walletrpc BumpFee on one of the wallet's own unconfirmed outputs (the change of a send,
// e.g. the draw's anchor, docs/protocols/draw-v2.md), as LND ≥ 0.18 does it
// (lnrpc/walletrpc/walletkit_server.go BumpFee → sweepNewInput → the sweeper):
// - a new input is a CPFP: the sweeper spends that output back to the wallet in a child
//   transaction paying the starting fee rate for the CHILD's own weight (input.NewBaseInput
//   carries no parent info, so sweep/weight_estimator.go adds no parent fee), the fee capped
//   by the budget (half the output's value by default, contractcourt.DefaultBudgetRatio);
// - the same outpoint bumped again is an RBF of that child (Sweeper.UpdateParams), kept
//   only if it pays more;
// - btcwallet FetchOutpointInfo refuses outputs that are not the wallet's and counts
//   confirmations as tip − block height, so a transaction in the tip block still counts
//   as unconfirmed (LND's own off-by-one, kept).
// The client always sends force=true (immediate): the child is published now. The fee
// function raising the rate block after block until the deadline is not modelled.

export interface BumpRequest {
  txid: string;
  vout: number;
  /** sat/kw the fee function starts at. */
  satPerKw: number;
  /** Satoshis the fees may use at most; 0: the default. */
  budget: number;
}

/** wallet/utxos.go ErrNotMine: the client maps it to SpecifiedOutpointNotFoundInWalletUtxos. */
export const NOT_MINE = 'the passed output does not belong to the wallet';
/** sweep/tx_input_set.go: the budget ratio LND assumes for a new input. */
const DEFAULT_BUDGET_RATIO = 0.5;
/** labels.MakeLabel(LabelTypeSweepTransaction, nil). */
const SWEEP_LABEL = '0:sweep';

export interface FeeBumper {
  /** Returns LND's status text. */
  bump(request: BumpRequest): string;
}

export function createFeeBumper(deps: { core: WalletCore; chain: Chain }): FeeBumper {
  const { core, chain } = deps;
  /** outpoint → the sweep transaction spending it, while the sweeper still tracks it. */
  const sweeps = new Map<string, { txid: string; kind: CoinKind; budget: number }>();

  const target = (): Buffer => outputScript(core.changeAddress);
  /** What the sweeper pays for a one-input sweep: the rate for its weight, within budget. */
  const sweepFee = (kind: CoinKind, satPerKw: number, budget: number): number =>
    Math.min(feeForWeight(satPerKw, sweepWeight([kind], [target().length])), budget);

  /** Publishes the sweep of `outpoint`, or nothing when the sweeper could not (async in LND). */
  function sweep(outpoint: string, satPerKw: number, budget: number): string | undefined {
    const coin = core.utxos.list().find((utxo) => utxo.outpoint === outpoint);
    if (!coin) return undefined;
    const fee = sweepFee(coin.kind, satPerKw, budget);
    if (isDust(coin.value - fee, target())) return undefined;
    const tx = core.publish({
      inputs: [coin],
      outputs: [],
      change: coin.value - fee,
      fee,
      label: SWEEP_LABEL,
      shape: { version: 2, locktime: chain.height(), sequence: 0 },
      randomizeChange: false,
    });
    return tx.txid;
  }

  function bump(request: BumpRequest): string {
    const outpoint = `${request.txid}:${request.vout}`;
    const existing = sweeps.get(outpoint);
    const old = existing && chain.mempoolTx(existing.txid) ? existing : undefined;
    if (old) {
      const budget = request.budget || old.budget;
      const oldFee = chain.mempoolTx(old.txid)?.fee ?? 0;
      // RBF: the replacement must pay more than the child it replaces, else it stays.
      if (sweepFee(old.kind, request.satPerKw, budget) > oldFee) {
        chain.removeFromMempool(old.txid);
        core.forget(old.txid);
        const txid = sweep(outpoint, request.satPerKw, budget);
        if (txid) sweeps.set(outpoint, { txid, kind: old.kind, budget });
      }
      return 'Successfully registered rbf-tx with sweeper';
    }
    // sweepNewInput → btcwallet FetchOutpointInfo.
    const record = core.ledger().find((tx) => tx.txid === request.txid);
    if (!record) throw new GrpcError(GRPC_UNKNOWN, NOT_MINE);
    const outputs = record.tx.outputs.length;
    if (request.vout >= outputs)
      throw new GrpcError(
        GRPC_UNKNOWN,
        `invalid output index ${request.vout} for transaction with ${outputs} outputs`,
      );
    if (!record.ownVouts.includes(request.vout)) throw new GrpcError(GRPC_UNKNOWN, NOT_MINE);
    const block = chain.blockOf(request.txid);
    const confirmations = block ? chain.height() - block.height : 0;
    if (confirmations > 0)
      throw new GrpcError(GRPC_UNKNOWN, 'unable to bump fee of a confirmed transaction');
    const value = record.tx.outputs[request.vout]?.value ?? 0;
    const budget = request.budget || Math.floor(value * DEFAULT_BUDGET_RATIO);
    const kind = core.utxos.list().find((utxo) => utxo.outpoint === outpoint)?.kind ?? 'p2tr';
    const txid = sweep(outpoint, request.satPerKw, budget);
    if (txid) sweeps.set(outpoint, { txid, kind, budget });
    return 'Successfully registered CPFP-tx with the sweeper';
  }

  return { bump };
}
