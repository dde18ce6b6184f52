import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { isWitnessProgram } from './address.ts';

// The output checks btcwallet makes before coin selection (lnwallet/btcwallet/btcwallet.go
// CreateSimpleTx → btcwallet wallet/txrules/rules.go CheckOutput at the default relay fee of
// 1000 sat/kvB), so a send with one dust output fails whole, with btcwallet's texts.

const MAX_SATOSHI = 21_000_000 * 100_000_000;

/** Bytes of a serialized output: value, script length (one byte below 253), script. */
export const outputSize = (scriptLength: number): number =>
  8 + (scriptLength < 0xfd ? 1 : 3) + scriptLength;

/**
 * btcd mempool/policy.go GetDustThreshold: three times the relay cost of the output plus a
 * typical input spending it (41 bytes, then 107 of signature, a quarter of that for a witness
 * program). P2WPKH 294, P2TR and P2WSH 330, P2SH 540, P2PKH 546.
 */
export function dustThreshold(script: Buffer): number {
  const spend = outputSize(script.length) + 41 + (isWitnessProgram(script) ? 26 : 107);
  return 3 * spend;
}

/** mempool.IsDust at 1000 sat/kvB: value·1000/threshold < 1000, which is value < threshold. */
export const isDust = (value: number, script: Buffer): boolean => value < dustThreshold(script);

/** txrules.CheckOutput: negative, over 21 M BTC, or dust. */
export function checkOutput(value: number, script: Buffer): void {
  if (value < 0) throw new GrpcError(GRPC_UNKNOWN, 'transaction output amount is negative');
  if (value > MAX_SATOSHI)
    throw new GrpcError(GRPC_UNKNOWN, 'transaction output amount exceeds maximum value');
  if (isDust(value, script)) throw new GrpcError(GRPC_UNKNOWN, 'transaction output is dust');
}
