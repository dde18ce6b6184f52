import { ControlError, GRPC_UNKNOWN, GrpcError } from '../errors.ts';

// The node's fee estimator (chainfee.Estimator) and how SendCoins, SendMany and EstimateFee
// turn a request into a fee rate. Rates are sat/kw internally, as in LND, so the rounding of
// 1 sat/vB up to the 253 sat/kw floor shows in fees as it does on a real node.

/** chainfee/rates.go FeePerKwFloor: the lowest rate LND uses, and the relay floor here. */
export const FEE_PER_KW_FLOOR = 253;
/** chainfee/rates.go AbsoluteFeePerKwFloor: 1 sat/vB, which LND bumps to the floor. */
const ABSOLUTE_FEE_PER_KW_FLOOR = 250;
/** rpcserver.go defaultNumBlocksEstimate: the conf target when a send names no fee. */
export const DEFAULT_CONF_TARGET = 6;
/** What a mainnet estimator gives for 6 blocks on a quiet day. */
export const DEFAULT_SAT_PER_VBYTE = 3;

/** SatPerKVByte(v·1000).FeePerKWeight(): a virtual byte is four weight units. */
export const satPerVbyteToKw = (satPerVbyte: number): number => Math.floor(satPerVbyte * 250);
/** SatPerKWeight.FeePerKVByte(), what btcwallet's coin selection takes. */
export const kwToSatPerKvbyte = (satPerKw: number): number => satPerKw * 4;
/** SatPerKWeight.FeePerVByte(), as EstimateFee reports sat_per_vbyte. */
export const kwToSatPerVbyte = (satPerKw: number): number => Math.floor((satPerKw * 4) / 1000);

export interface FeeEstimator {
  /** EstimateFeePerKW: one rate for every target, never under the relay floor. */
  estimateSatPerKw(confTarget: number): number;
  satPerVbyte(): number;
  setSatPerVbyte(satPerVbyte: number): void;
}

export function createFeeEstimator(satPerVbyte = DEFAULT_SAT_PER_VBYTE): FeeEstimator {
  const assertRate = (rate: number): void => {
    if (!Number.isFinite(rate) || rate < 1)
      throw new ControlError(400, `fee rate must be at least 1 sat/vbyte, got ${rate}`);
  };
  assertRate(satPerVbyte);
  let current = satPerVbyte;
  return {
    // lnwallet/chainfee/estimator.go BitcoindEstimator.fetchEstimate: an estimate under the
    // relay fee is raised to it.
    estimateSatPerKw: () => Math.max(satPerVbyteToKw(current), FEE_PER_KW_FLOOR),
    satPerVbyte: () => current,
    setSatPerVbyte(rate) {
      assertRate(rate);
      current = rate;
    },
  };
}

export interface FeeRequest {
  satPerByte: number;
  satPerVbyte: number;
  targetConf: number;
}

/**
 * rpcserver.go maybeUseDefaultConf, then lnrpc/rpc_utils.go CalculateFeeRate and
 * sweep/walletsweep.go FeeEstimateInfo.Estimate: a given rate wins (1 sat/vB becomes the
 * 253 sat/kw floor), else the estimator for the target, 6 blocks when none is given.
 */
export function feeRateFor(request: FeeRequest, estimator: FeeEstimator): number {
  const { satPerByte, satPerVbyte } = request;
  if (satPerByte !== 0 && satPerVbyte !== 0)
    throw new GrpcError(
      GRPC_UNKNOWN,
      'either SatPerByte or SatPerVByte should be set, but not both',
    );
  const targetConf =
    satPerByte !== 0 || satPerVbyte !== 0 || request.targetConf !== 0
      ? request.targetConf
      : DEFAULT_CONF_TARGET;
  return estimateFeeRate(satPerVbyteToKw(satPerByte || satPerVbyte), targetConf, estimator);
}

/** FeeEstimateInfo.Estimate: exactly one of a rate or a target; never below the floor. */
export function estimateFeeRate(
  satPerKw: number,
  confTarget: number,
  estimator: FeeEstimator,
): number {
  if (satPerKw === 0 && confTarget === 0)
    throw new GrpcError(GRPC_UNKNOWN, 'no fee preference specified');
  if (satPerKw !== 0 && confTarget !== 0)
    throw new GrpcError(GRPC_UNKNOWN, 'fee preference conflict');
  let rate = confTarget !== 0 ? estimator.estimateSatPerKw(confTarget) : satPerKw;
  if (rate === ABSOLUTE_FEE_PER_KW_FLOOR) rate = FEE_PER_KW_FLOOR;
  if (rate < FEE_PER_KW_FLOOR)
    throw new GrpcError(
      GRPC_UNKNOWN,
      `fee preference too low: got ${rate} sat/kw, minimum is ${FEE_PER_KW_FLOOR} sat/kw`,
    );
  return rate;
}

/** lnrpc/rpc_utils.go ExtractMinConfs: confirmed coins only unless spend_unconfirmed. */
export function minConfsFor(minConfs: number, spendUnconfirmed: boolean): number {
  if (minConfs < 0)
    throw new GrpcError(
      GRPC_UNKNOWN,
      'minimum number of confirmations must be a non-negative number',
    );
  if (minConfs === 0 && !spendUnconfirmed) return 1;
  if (minConfs > 0 && spendUnconfirmed)
    throw new GrpcError(GRPC_UNKNOWN, 'SpendUnconfirmed set to true with MinConfs > 0');
  return spendUnconfirmed ? 0 : minConfs;
}
