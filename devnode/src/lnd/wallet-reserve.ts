import { ControlError, GRPC_UNKNOWN, GrpcError } from '../errors.ts';

// The value LND keeps in its wallet to fee-bump anchor channels when they force-close
// (lnwallet/wallet.go AnchorChanReservedValue, MaxAnchorChanReservedValue,
// CheckReservedValue and CheckReservedValueTx), checked on every SendCoins and SendMany.

/** lnwallet/wallet.go AnchorChanReservedValue, per public anchor channel. */
export const ANCHOR_CHAN_RESERVED_VALUE = 10_000;
/** lnwallet/wallet.go MaxAnchorChanReservedValue: capped at ten channels' worth. */
export const MAX_ANCHOR_CHAN_RESERVED_VALUE = 10 * ANCHOR_CHAN_RESERVED_VALUE;

/** lnwallet/wallet.go ErrReservedValueInvalidated, word for word. */
export const RESERVED_VALUE_INVALIDATED =
  'reserved wallet balance invalidated: transaction would leave insufficient funds for ' +
  'fee bumping anchor channel closings (see debug log for details)';

/** lnwallet/btcwallet/btcwallet.go RequiredReserve. */
export const requiredReserve = (anchorChannels: number): number =>
  Math.min(anchorChannels * ANCHOR_CHAN_RESERVED_VALUE, MAX_ANCHOR_CHAN_RESERVED_VALUE);

export interface ReserveCheck {
  /** Every coin the wallet keeps after the transaction (unconfirmed ones too). */
  keptValue: number;
  /** Outputs of the transaction the wallet already knows as its own (send_all's reserve). */
  ownOutputs: number;
  /** The change, which a dry run creates at an address the wallet does not know yet. */
  change: number | undefined;
  reserve: number;
}

/**
 * CheckReservedValue counts what the wallet keeps plus outputs to its known addresses; if
 * that is short, CheckReservedValueTx accepts the send only when the change ALONE covers the
 * reserve (the dry-run change address is not the wallet's yet, so it is not added up).
 */
export function checkReservedValue(check: ReserveCheck): void {
  if (check.keptValue + check.ownOutputs >= check.reserve) return;
  if (check.change !== undefined && check.change >= check.reserve) return;
  throw new GrpcError(GRPC_UNKNOWN, RESERVED_VALUE_INVALIDATED);
}

/** Validates a count of anchor channels given to the devnode (an option or a control). */
export function anchorChannelCount(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new ControlError(400, `anchor channels must be a whole number, got ${count}`);
  return count;
}
