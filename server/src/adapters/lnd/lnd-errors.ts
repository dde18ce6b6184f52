// The `lightning` library rejects with arrays `[code, name, {err}]` (NODE-CLIENTS.md §3).
// Map them to LightningError kinds by the error's name, or by the gRPC status code it
// wraps, never by message text (STYLE.md: ThunderHub's mistake).
import { LightningError } from '../../domain/ports/index.ts';

const UNAVAILABLE_NAMES = new Set([
  'FailedToConnectToDaemon',
  'UnexpectedInvoiceSubscriptionError',
]);
const INSUFFICIENT_NAMES = new Set(['InsufficientBalanceToSendToChainAddress']);

// gRPC status codes: 4 DEADLINE_EXCEEDED, 5 NOT_FOUND, 12 UNIMPLEMENTED (LND answers
// 'unknown service lnrpc.Lightning' while its wallet is locked), 14 UNAVAILABLE.
const GRPC_UNAVAILABLE = new Set([4, 14]);
const GRPC_NOT_FOUND = 5;
const GRPC_UNIMPLEMENTED = 12;

export function toLightningError(error: unknown): LightningError {
  if (error instanceof LightningError) return error;
  if (!Array.isArray(error)) return new LightningError('unknown', 'falha inesperada no LND');
  const name = typeof error[1] === 'string' ? error[1] : 'Unknown';
  const grpcCode = (error[2] as { err?: { code?: unknown } } | undefined)?.err?.code;
  if (name === 'LndLocked' || grpcCode === GRPC_UNIMPLEMENTED)
    return new LightningError('locked', 'LND bloqueado');
  if (INSUFFICIENT_NAMES.has(name))
    return new LightningError('insufficient_balance', 'saldo on-chain insuficiente');
  if (typeof grpcCode === 'number' && GRPC_UNAVAILABLE.has(grpcCode))
    return new LightningError('unavailable', 'LND inacessível');
  if (grpcCode === GRPC_NOT_FOUND) return new LightningError('not_found', 'fatura não encontrada');
  if (UNAVAILABLE_NAMES.has(name)) return new LightningError('unavailable', 'LND inacessível');
  return new LightningError('unknown', `falha no LND: ${name}`);
}
