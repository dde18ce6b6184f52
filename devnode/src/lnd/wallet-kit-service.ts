import type { Chain } from '../bitcoind/chain.ts';
import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { createFeeBumper } from './fee-bump.ts';
import {
  FEE_PER_KW_FLOOR,
  type FeeEstimator,
  minConfsFor,
  satPerVbyteToKw,
} from './fee-estimator.ts';
import type { ServiceImpl } from './service.ts';
import { REMOVED_STATUS } from './wallet-remove.ts';
import type { Wallet } from './wallet.ts';

// walletrpc.WalletKit: SendOutputs (the `lightning` client's sendToChainOutputScripts, which
// the draw's anchor uses, docs/protocols/draw-v2.md), BumpFee (requestChainFeeIncrease) and EstimateFee
// (getChainFeeRate: the anchor's fee rate) and RemoveTransaction (`lncli wallet removetx`,
// wallet-remove.ts), as lnrpc/walletrpc/walletkit_server.go handles them.

interface SendOutputsRequest {
  sat_per_kw: string;
  outputs: { value: string; pk_script: Buffer }[];
  label: string;
  min_confs: number;
  spend_unconfirmed: boolean;
}

interface BumpFeeRequest {
  outpoint: { txid_bytes: Buffer; txid_str: string; output_index: number } | null;
  target_conf: number;
  sat_per_byte: number;
  force: boolean;
  sat_per_vbyte: string;
  immediate: boolean;
  budget: string;
  deadline_delta: number;
}

/** walletkit_server.go UnmarshallOutPoint: bytes (wire order) win over the string. */
function outpointOf(request: BumpFeeRequest): { txid: string; vout: number } {
  const outpoint = request.outpoint;
  if (!outpoint) throw new GrpcError(GRPC_UNKNOWN, 'outpoint cannot be nil');
  if (outpoint.txid_bytes.length > 0) {
    if (outpoint.txid_bytes.length !== 32)
      throw new GrpcError(
        GRPC_UNKNOWN,
        `invalid hash length of ${outpoint.txid_bytes.length}, want 32`,
      );
    return {
      txid: Buffer.from(outpoint.txid_bytes).reverse().toString('hex'),
      vout: outpoint.output_index,
    };
  }
  if (!/^[0-9a-fA-F]{1,64}$/.test(outpoint.txid_str))
    throw new GrpcError(GRPC_UNKNOWN, 'encoding/hex: invalid byte in txid_str');
  return { txid: outpoint.txid_str.toLowerCase().padStart(64, '0'), vout: outpoint.output_index };
}

/** walletkit_server.go validateBumpFeeRequest: the starting rate, in sat/kw. */
function startingRate(request: BumpFeeRequest, estimator: FeeEstimator): number {
  const perVbyte = Number(request.sat_per_vbyte || 0);
  if (request.sat_per_byte !== 0 && perVbyte !== 0)
    throw new GrpcError(
      GRPC_UNKNOWN,
      'either SatPerByte or SatPerVbyte should be set, but not both',
    );
  const rate = satPerVbyteToKw(request.sat_per_byte || perVbyte);
  if (request.target_conf !== 0 && rate !== 0)
    throw new GrpcError(
      GRPC_UNKNOWN,
      'either TargetConf or SatPerVbyte should be set, to specify the starting fee rate of the fee function',
    );
  if (request.force && request.immediate)
    throw new GrpcError(GRPC_UNKNOWN, 'either Force or Immediate should be set, but not both');
  if (request.deadline_delta !== 0 && Number(request.budget || 0) === 0)
    throw new GrpcError(GRPC_UNKNOWN, 'budget must be set if deadline-delta is set');
  if (request.target_conf !== 0) return estimator.estimateSatPerKw(request.target_conf);
  // No preference: the sweeper's default conf target (sweep.DefaultDeadlineDelta aside).
  return rate || estimator.estimateSatPerKw(6);
}

export function createWalletKitMethods(deps: {
  chain: Chain;
  wallet: Wallet;
  feeEstimator: FeeEstimator;
}): ServiceImpl {
  const { chain, wallet, feeEstimator } = deps;
  const bumper = createFeeBumper({ core: wallet.core, chain });

  function sendOutputs(request: SendOutputsRequest): Record<string, unknown> {
    if (request.outputs.length === 0)
      throw new GrpcError(GRPC_UNKNOWN, 'must specify at least one output to create');
    const tx = wallet.sendOutputs({
      outputs: request.outputs.map((output) => ({
        script: Buffer.from(output.pk_script),
        amount: Number(output.value),
      })),
      satPerKw: Number(request.sat_per_kw),
      minConfs: minConfsFor(request.min_confs, request.spend_unconfirmed),
      label: request.label,
    });
    return { raw_tx: Buffer.from(tx.tx.hex, 'hex') };
  }

  function bumpFee(request: BumpFeeRequest): Record<string, unknown> {
    const { txid, vout } = outpointOf(request);
    const satPerKw = startingRate(request, feeEstimator);
    const status = bumper.bump({ txid, vout, satPerKw, budget: Number(request.budget || 0) });
    return { status };
  }

  // walletkit_server.go EstimateFee: a target under 2 is refused; the estimator's rate and
  // the relay floor, both in sat/kw.
  function estimateFee(request: { conf_target: number }): Record<string, unknown> {
    if (request.conf_target < 2)
      throw new GrpcError(GRPC_UNKNOWN, 'confirmation target must be greater than 1');
    return {
      sat_per_kw: String(feeEstimator.estimateSatPerKw(request.conf_target)),
      min_relay_fee_sat_per_kw: String(FEE_PER_KW_FLOOR),
    };
  }

  return {
    EstimateFee: { permission: 'onchain:read', unary: estimateFee },
    SendOutputs: { permission: 'onchain:write', unary: sendOutputs },
    BumpFee: { permission: 'onchain:write', unary: bumpFee },
    RemoveTransaction: {
      permission: 'onchain:write',
      unary: (request: { txid: string }) => {
        wallet.removeTransaction(request.txid);
        return { status: REMOVED_STATUS };
      },
    },
  };
}
