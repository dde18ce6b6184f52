import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { isDust } from './dust.ts';
import {
  CHANGE_SCRIPT_LENGTH,
  type CoinKind,
  estimateVirtualSize,
  feeForSerializeSize,
} from './tx-size.ts';

// btcwallet's coin selection for SendCoins, SendMany and EstimateFee (wallet/createtx.go
// txToOutputs with LND's default "largest" strategy, and wallet/txauthor/author.go
// NewUnsignedTransaction), so EstimateFee and the send after it pick the same coins and pay
// the same fee.

/** LND's exact text; the client maps it to InsufficientBalanceToSendToChainAddress. */
export const INSUFFICIENT_FUNDS = 'insufficient funds available to construct transaction';

export interface Coin {
  /** "txid:vout". */
  outpoint: string;
  value: number;
  kind: CoinKind;
}

export interface Authored {
  inputs: Coin[];
  totalInput: number;
  /** The change amount, or undefined when none is added (zero or dust). */
  change: number | undefined;
  /** Everything the inputs hold beyond the outputs and the change. */
  fee: number;
}

export interface AuthorRequest {
  /** Output values with their script lengths, in request order. */
  outputs: readonly { value: number; scriptLength: number }[];
  satPerKvbyte: number;
  /** Coins allowed by min_confs, in any order. */
  eligible: readonly Coin[];
}

// A change output's script: what its dust limit depends on (a P2TR program, 34 bytes).
const CHANGE_SCRIPT = Buffer.concat([Buffer.from([0x51, 0x20]), Buffer.alloc(32)]);

/**
 * Adds the largest coins until they pay the outputs and a fee sized for the inputs taken so
 * far plus a change output; the change is dropped into the fee when zero or dust.
 */
export function authorTransaction(request: AuthorRequest): Authored {
  const { satPerKvbyte } = request;
  const lengths = request.outputs.map((output) => output.scriptLength);
  const target = request.outputs.reduce((sum, output) => sum + output.value, 0);
  // LargestFirstCoinSelector.ArrangeCoins.
  const arranged = [...request.eligible].sort((a, b) => b.value - a.value);
  const inputs: Coin[] = [];
  let total = 0;
  // The first guess assumes one P2WPKH input.
  let targetFee = feeForSerializeSize(
    satPerKvbyte,
    estimateVirtualSize(['p2wpkh'], lengths, CHANGE_SCRIPT_LENGTH),
  );
  for (;;) {
    while (total < target + targetFee && inputs.length < arranged.length) {
      const next = arranged[inputs.length] as Coin;
      inputs.push(next);
      total += next.value;
    }
    if (total < target + targetFee) throw new GrpcError(GRPC_UNKNOWN, INSUFFICIENT_FUNDS);
    const size = estimateVirtualSize(
      inputs.map((coin) => coin.kind),
      lengths,
      CHANGE_SCRIPT_LENGTH,
    );
    const maxRequiredFee = feeForSerializeSize(satPerKvbyte, size);
    if (total - target < maxRequiredFee) {
      targetFee = maxRequiredFee;
      continue;
    }
    const changeAmount = total - target - maxRequiredFee;
    const change =
      changeAmount !== 0 && !isDust(changeAmount, CHANGE_SCRIPT) ? changeAmount : undefined;
    return { inputs, totalInput: total, change, fee: total - target - (change ?? 0) };
  }
}
