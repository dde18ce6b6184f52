import { outputSize } from './dust.ts';

// Transaction sizes as LND's wallet estimates them before signing, so fees come out to the
// satoshi: btcwallet's txsizes for SendCoins/SendMany/EstimateFee coin selection, and LND's
// own weight estimator for send_all sweeps. The devnode wallet only holds P2WPKH coins (its
// funding address) and P2TR coins (its change).

export type CoinKind = 'p2wpkh' | 'p2tr';

/** Script length of the change output btcwallet budgets for: P2TR (txsizes.P2TRPkScriptSize). */
export const CHANGE_SCRIPT_LENGTH = 34;

const varIntSize = (n: number): number => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5);

const count = (kinds: readonly CoinKind[], kind: CoinKind): number =>
  kinds.filter((k) => k === kind).length;

/**
 * btcwallet wallet/txsizes/size.go EstimateVirtualSize with no P2PKH or nested inputs:
 * 41 bytes per segwit input, a witness of 109 (P2WPKH) or 67 (P2TR key spend) weight units,
 * and the change output always counted. Quirk kept: the output count's varint counts the
 * outputs without the change.
 */
export function estimateVirtualSize(
  inputs: readonly CoinKind[],
  outputScriptLengths: readonly number[],
  changeScriptLength: number,
): number {
  const p2wpkh = count(inputs, 'p2wpkh');
  const p2tr = count(inputs, 'p2tr');
  const changeSize = changeScriptLength > 0 ? outputSize(changeScriptLength) : 0;
  const baseSize =
    8 +
    varIntSize(inputs.length) +
    varIntSize(outputScriptLengths.length) +
    41 * inputs.length +
    outputScriptLengths.reduce((sum, length) => sum + outputSize(length), 0) +
    changeSize;
  const witnessWeight =
    inputs.length > 0 ? 2 + varIntSize(inputs.length) + p2wpkh * 109 + p2tr * 67 : 0;
  return baseSize + Math.floor((witnessWeight + 3) / 4);
}

/** txrules.FeeForSerializeSize: sat/kvB × size / 1000, never 0 at a non-zero rate. */
export function feeForSerializeSize(satPerKvbyte: number, size: number): number {
  const fee = Math.floor((satPerKvbyte * size) / 1000);
  return fee === 0 && satPerKvbyte > 0 ? satPerKvbyte : fee;
}

/**
 * input/size.go TxWeightEstimator.Weight, as the sweeper sizes a send_all: stripped size
 * × 4, plus a 2-byte witness header and each input's witness (P2WPKH 109, P2TR key spend
 * with the default sighash 66).
 */
export function sweepWeight(
  inputs: readonly CoinKind[],
  outputScriptLengths: readonly number[],
): number {
  const stripped =
    8 +
    varIntSize(inputs.length) +
    41 * inputs.length +
    varIntSize(outputScriptLengths.length) +
    outputScriptLengths.reduce((sum, length) => sum + outputSize(length), 0);
  const witness = count(inputs, 'p2wpkh') * 109 + count(inputs, 'p2tr') * 66;
  return stripped * 4 + (inputs.length > 0 ? 2 + witness : 0);
}

/** chainfee.SatPerKWeight.FeeForWeight: sat/kw × weight / 1000. */
export const feeForWeight = (satPerKw: number, weight: number): number =>
  Math.floor((satPerKw * weight) / 1000);
