import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { parseScript } from '../bitcoind/script-class.ts';
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

/** txscript.IsUnspendable: starts with OP_RETURN, over 10 000 bytes, or does not parse. */
const isUnspendable = (script: Buffer): boolean =>
  script[0] === 0x6a || script.length > 10_000 || parseScript(script) === undefined;

/** btcd txscript/standard.go MaxDataCarrierSize. */
const MAX_DATA_CARRIER_SIZE = 80;

/**
 * btcd isNullDataScript: OP_RETURN alone, or OP_RETURN then exactly one push (a small
 * integer or data of at most 80 bytes).
 */
function isNullData(script: Buffer): boolean {
  if (script[0] !== 0x6a) return false;
  if (script.length === 1) return true;
  const ops = parseScript(script.subarray(1));
  const only = ops?.length === 1 ? ops[0] : undefined;
  return (
    only !== undefined && only.opcode <= 0x60 && (only.data?.length ?? 0) <= MAX_DATA_CARRIER_SIZE
  );
}

/**
 * btcwallet txrules.IsDustOutput: an output that only carries data (txscript NullDataTy:
 * OP_RETURN and pushes) is never dust, whatever its value — the anchor's 0-sat OP_RETURN
 * passes; any other unspendable output always is (btcd mempool.IsDust).
 */
export function isDustOutput(value: number, script: Buffer): boolean {
  if (isNullData(script)) return false;
  if (isUnspendable(script)) return true;
  return isDust(value, script);
}

/** txrules.CheckOutput: negative, over 21 M BTC, or dust. */
export function checkOutput(value: number, script: Buffer): void {
  if (value < 0) throw new GrpcError(GRPC_UNKNOWN, 'transaction output amount is negative');
  if (value > MAX_SATOSHI)
    throw new GrpcError(GRPC_UNKNOWN, 'transaction output amount exceeds maximum value');
  if (isDustOutput(value, script)) throw new GrpcError(GRPC_UNKNOWN, 'transaction output is dust');
}
