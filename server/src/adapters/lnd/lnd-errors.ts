// The `lightning` library rejects with arrays `[code, name, {err}]` (NODE-CLIENTS.md §3).
// Map them to LightningError kinds by the error's name, or by the gRPC status code it
// wraps, never by message text (STYLE.md: ThunderHub's mistake) — with one exception the
// library forces: every SendMany failure is the same UnexpectedSendManyError, so LND's own
// detail is read there, as the library itself does for SendCoins.
import { LightningError } from '../../domain/ports/index.ts';

const UNAVAILABLE_NAMES = new Set([
  'FailedToConnectToDaemon',
  'UnexpectedInvoiceSubscriptionError',
]);
const INSUFFICIENT_NAMES = new Set(['InsufficientBalanceToSendToChainAddress']);

/**
 * LND's detail when its wallet cannot fund a send (btcwallet's InsufficientFundsError), the
 * exact text lightning's send_to_chain_address.js compares to name it for SendCoins; its
 * send_to_chain_addresses.js wraps the same error from SendMany as UnexpectedSendManyError.
 */
export const LND_INSUFFICIENT_FUNDS = 'insufficient funds available to construct transaction';

// gRPC status codes: 4 DEADLINE_EXCEEDED, 5 NOT_FOUND, 12 UNIMPLEMENTED (LND answers
// 'unknown service lnrpc.Lightning' while its wallet is locked), 14 UNAVAILABLE.
const GRPC_UNAVAILABLE = new Set([4, 14]);
const GRPC_NOT_FOUND = 5;
const GRPC_UNIMPLEMENTED = 12;

export function toLightningError(error: unknown): LightningError {
  if (error instanceof LightningError) return error;
  if (!Array.isArray(error)) return new LightningError('unknown', 'falha inesperada no LND');
  const name = typeof error[1] === 'string' ? error[1] : 'Unknown';
  const grpc = (error[2] as { err?: { code?: unknown; details?: unknown } } | undefined)?.err;
  const grpcCode = grpc?.code;
  if (name === 'LndLocked' || grpcCode === GRPC_UNIMPLEMENTED)
    return new LightningError('locked', 'LND bloqueado');
  if (
    INSUFFICIENT_NAMES.has(name) ||
    (name === 'UnexpectedSendManyError' && grpc?.details === LND_INSUFFICIENT_FUNDS)
  )
    return new LightningError('insufficient_balance', 'saldo on-chain insuficiente');
  if (typeof grpcCode === 'number' && GRPC_UNAVAILABLE.has(grpcCode))
    return new LightningError('unavailable', 'LND inacessível');
  if (grpcCode === GRPC_NOT_FOUND) return new LightningError('not_found', 'fatura não encontrada');
  if (UNAVAILABLE_NAMES.has(name)) return new LightningError('unavailable', 'LND inacessível');
  return new LightningError('unknown', `falha no LND: ${name}`);
}
