import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import type { Coin } from './coin-selection.ts';
import { dustThreshold } from './dust.ts';
import { CHANGE_SCRIPT_LENGTH, feeForWeight, sweepWeight } from './tx-size.ts';

// SendCoins with send_all: LND sweeps every eligible coin to the address in one transaction
// (rpcserver.go SendCoins → sweep/walletsweep.go CraftSweepAllTx → sweep/txgenerator.go
// createSweepTx), and when that would break the anchor reserve it sweeps again, paying the
// reserve back to a new wallet address first.

export interface SweepRequest {
  coins: readonly Coin[];
  targetScript: Buffer;
  satPerKw: number;
  /** Paid to a wallet address before the rest goes to the target (the reserve), or 0. */
  keepBack: number;
}

export interface Sweep {
  /** What the target gets, or undefined when it would have been dust. */
  sent: number | undefined;
  fee: number;
}

/** btcutil.Amount.String(): BTC with the fewest digits needed, e.g. "0.0000141 BTC". */
const btc = (sats: number): string => `${(sats / 1e8).toFixed(8).replace(/\.?0+$/, '') || '0'} BTC`;

export function craftSweep(request: SweepRequest): Sweep {
  const { coins, targetScript, keepBack } = request;
  const outputLengths = keepBack > 0 ? [CHANGE_SCRIPT_LENGTH] : [];
  const weight = sweepWeight(
    coins.map((coin) => coin.kind),
    [...outputLengths, targetScript.length],
  );
  let fee = feeForWeight(request.satPerKw, weight);
  const totalInput = coins.reduce((sum, coin) => sum + coin.value, 0);
  if (keepBack + fee > totalInput)
    throw new GrpcError(
      GRPC_UNKNOWN,
      `insufficient input to create sweep tx: input_sum=${btc(totalInput)}, ` +
        `output_sum=${btc(keepBack + fee)}`,
    );
  const rest = totalInput - keepBack - fee;
  // lnwallet.DustLimitForSize: the same thresholds as the relay policy.
  if (rest >= dustThreshold(targetScript)) return { sent: rest, fee };
  fee += rest;
  // blockchain.CheckTransactionSanity on a sweep left with nothing to pay.
  if (keepBack === 0) throw new GrpcError(GRPC_UNKNOWN, 'transaction has no outputs');
  return { sent: undefined, fee };
}
