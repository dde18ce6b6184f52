// The domain speaks in codes and pt-BR messages; one HTTP middleware maps code → status
// (docs/architecture.md#conventions: services never return HTTP status codes).

export type DomainErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'too_large'
  | 'unavailable';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** Optional machine-readable detail for the client (e.g. 'large_prize'). */
  readonly reason?: string;
  /** For 'rate_limited': when to try again (the Retry-After header). */
  retryAfterSeconds?: number;
  /** The input field at fault ('name', 'prizes.2.amount'): a form shows the message beside it. */
  field?: string;

  constructor(code: DomainErrorCode, message: string, reason?: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    if (reason !== undefined) this.reason = reason;
  }
}

export const invalid = (message: string, field?: string) =>
  withField(new DomainError('validation', message), field);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string, reason?: string) =>
  new DomainError('conflict', message, reason);
export const forbidden = (message: string, field?: string) =>
  withField(new DomainError('forbidden', message), field);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
export const tooLarge = (message: string) => new DomainError('too_large', message);

function withField(error: DomainError, field: string | undefined): DomainError {
  if (field !== undefined) error.field = field;
  return error;
}
