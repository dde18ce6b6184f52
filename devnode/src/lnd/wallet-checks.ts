import { ControlError, GRPC_UNKNOWN, GrpcError } from '../errors.ts';

// Small checks every wallet send shares.

/** labels/labels.go ValidateAPI: wtxmgr.TxLabelLimit bytes, and "external" when empty. */
export function apiLabel(label: string): string {
  const length = Buffer.byteLength(label);
  if (length > 500)
    throw new GrpcError(GRPC_UNKNOWN, `label length: ${length} exceeds limit of 500`);
  return label || 'external';
}

export const assertSats = (sats: number): void => {
  if (!Number.isSafeInteger(sats) || sats < 0)
    throw new ControlError(400, `balance must be whole satoshis, got ${sats}`);
};

/**
 * bitcoind's relay floor (policy.h DEFAULT_MIN_RELAY_TX_FEE, 1 sat/vB) as btcwallet reports a
 * rejected broadcast (chain/errors.go ErrMinRelayFeeNotMet): SendOutputs takes sat_per_kw
 * as given, so a rate under 250 sat/kw reaches the node and fails there.
 */
export function assertRelayFee(fee: number, vsize: number): void {
  if (fee < vsize) throw new GrpcError(GRPC_UNKNOWN, 'min relay fee not met');
}

/** walletrpc/errors.go ErrInsufficientReserve, word for word. */
export const INSUFFICIENT_RESERVE =
  'the outputs to be sent would leave insufficient reserves for anchor channels in the wallet';
