// The `lightning` library rejects with arrays `[code, name, {err}]` (docs/protocols/devnode.md#faithfulness).
// Map them to LightningError kinds by the error's name, or by the gRPC status code it
// wraps, never by message text (docs/architecture.md#conventions: ThunderHub's mistake) — with one exception the
// library forces: every SendMany failure is the same UnexpectedSendManyError, so LND's own
// detail is read there, as the library itself does for SendCoins.
import { LightningError } from '../../domain/ports/index.ts';

const UNAVAILABLE_NAMES = new Set([
  'FailedToConnectToDaemon',
  'UnexpectedInvoiceSubscriptionError',
]);
const INSUFFICIENT_NAMES = new Set(['InsufficientBalanceToSendToChainAddress']);
/** lightning's finished_payment.js: a payment LND gave up on for good (nothing is in flight). */
const PAYMENT_FAILED_NAMES = new Set([
  'PaymentRejectedByDestination',
  'PaymentPathfindingFailedToFindPossibleRoute',
  'InsufficientBalanceToAttemptPayment',
  'PaymentAttemptsTimedOut',
  'PaymentExecutionCanceled',
  'FailedToFindPayableRouteToDestination',
]);
/** lightning's subscribe_to_past_payment.js: TrackPaymentV2 of a hash LND never paid. */
const NOT_FOUND_NAMES = new Set(['SentPaymentNotFound']);

/**
 * LND's detail when its wallet cannot fund a send (btcwallet's InsufficientFundsError), the
 * exact text lightning's send_to_chain_address.js compares to name it for SendCoins; its
 * send_to_chain_addresses.js wraps the same error from SendMany as UnexpectedSendManyError.
 */
export const LND_INSUFFICIENT_FUNDS = 'insufficient funds available to construct transaction';

/**
 * LND keeps a reserve to fee-bump anchor channel closes and refuses a send that would spend
 * it (lnwallet/wallet.go ErrReservedValueInvalidated): the wallet must first receive more.
 */
export const LND_RESERVE_INVALIDATED = 'reserved wallet balance invalidated';

/**
 * walletrpc SendOutputs (the draw's anchor, docs/protocols/draw-v2.md) checks the anchor-channel reserve
 * before selecting coins (walletrpc/errors.go ErrInsufficientReserve): the wallet must first
 * receive more, like the reserve above.
 */
export const LND_RESERVE_INSUFFICIENT =
  'the outputs to be sent would leave insufficient reserves for anchor channels in the wallet';

// EstimateFee runs the same coin selection as SendMany, so it fails with the same detail;
// SendOutputs (sendToChainOutputScripts) wraps btcwallet's error the same way.
const SEND_NAMES = new Set([
  'UnexpectedSendManyError',
  'UnexpectedSendCoinsError',
  'UnexpectedErrEstimatingFeeForChainSend',
  'UnexpectedSendToChainOutputScriptsErr',
]);

/** A send LND refused for want of spendable funds (the detail, where the library has no name). */
function lacksFunds(name: string, details: unknown): boolean {
  if (INSUFFICIENT_NAMES.has(name)) return true;
  if (!SEND_NAMES.has(name) || typeof details !== 'string') return false;
  return (
    details === LND_INSUFFICIENT_FUNDS ||
    details === LND_RESERVE_INSUFFICIENT ||
    details.startsWith(LND_RESERVE_INVALIDATED)
  );
}

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
  if (lacksFunds(name, grpc?.details))
    return new LightningError('insufficient_balance', 'saldo on-chain insuficiente');
  if (PAYMENT_FAILED_NAMES.has(name))
    return new LightningError('payment_failed', `pagamento Lightning falhou: ${name}`);
  if (NOT_FOUND_NAMES.has(name)) return new LightningError('not_found', 'pagamento não encontrado');
  if (typeof grpcCode === 'number' && GRPC_UNAVAILABLE.has(grpcCode))
    return new LightningError('unavailable', 'LND inacessível');
  if (grpcCode === GRPC_NOT_FOUND) return new LightningError('not_found', 'fatura não encontrada');
  if (UNAVAILABLE_NAMES.has(name)) return new LightningError('unavailable', 'LND inacessível');
  // DecodePayReq answered (code 2 UNKNOWN): the text is no invoice of this network.
  if (name === 'UnexpectedDecodePaymentRequestError')
    return new LightningError('invalid_invoice', 'fatura Lightning inválida para este nó');
  return new LightningError('unknown', `falha no LND: ${name}`);
}
