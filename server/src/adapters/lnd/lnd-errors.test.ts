// The library's [code, name, {err}] arrays map to LightningError kinds by name or by the
// wrapped gRPC status code, never by message text (docs/architecture.md#conventions).
import { describe, expect, it } from 'vitest';
import { LightningError } from '../../domain/ports/index.ts';
import { toLightningError } from './lnd-errors.ts';

describe('toLightningError', () => {
  it.each([
    [[503, 'LndLocked'], 'locked'],
    [[503, 'InsufficientBalanceToSendToChainAddress'], 'insufficient_balance'],
    // SendMany: the library's one generic name; LND's detail tells (lnd-errors.ts).
    [
      [
        500,
        'UnexpectedSendManyError',
        { err: { code: 2, details: 'insufficient funds available to construct transaction' } },
      ],
      'insufficient_balance',
    ],
    [
      [500, 'UnexpectedSendManyError', { err: { code: 2, details: 'transaction output is dust' } }],
      'unknown',
    ],
    [
      [503, 'GetWalletInfoErr', { err: { code: 12, details: 'unknown service lnrpc.Lightning' } }],
      'locked',
    ],
    [[503, 'FailedToConnectToDaemon'], 'unavailable'],
    // The anchor reserve (lnwallet/wallet.go ErrReservedValueInvalidated), from either send.
    [
      [
        500,
        'UnexpectedSendCoinsError',
        {
          err: {
            code: 2,
            details:
              'reserved wallet balance invalidated: transaction would leave insufficient funds for fee bumping anchor channel closings (see debug log for details)',
          },
        },
      ],
      'insufficient_balance',
    ],
    // lightning finished_payment.js: final payment failures.
    [[503, 'PaymentPathfindingFailedToFindPossibleRoute'], 'payment_failed'],
    [[503, 'InsufficientBalanceToAttemptPayment'], 'payment_failed'],
    [[503, 'PaymentRejectedByDestination'], 'payment_failed'],
    // subscribe_to_past_payment.js: LND never started a payment with this hash.
    [[404, 'SentPaymentNotFound'], 'not_found'],
    [
      [
        503,
        'UnexpectedDecodePaymentRequestError',
        { err: { code: 2, details: 'invoice not for current active network' } },
      ],
      'invalid_invoice',
    ],
    [
      [
        503,
        'GetWalletInfoErr',
        { err: { code: 14, details: 'No connection established. Last error: …' } },
      ],
      'unavailable',
    ],
    [[503, 'AddInvoiceError', { err: { code: 4, details: 'deadline exceeded' } }], 'unavailable'],
    [
      [
        503,
        'UnexpectedLookupInvoiceErr',
        { err: { code: 5, details: 'unable to locate invoice' } },
      ],
      'not_found',
    ],
    [[503, 'InsufficientBalanceToSendToChainAddress'], 'insufficient_balance'],
    [[503, 'UnexpectedInvoiceSubscriptionError', { err: { code: 2 } }], 'unavailable'],
    [
      [
        500,
        'UnexpectedSendCoinsError',
        { err: { code: 2, details: 'insufficient funds available to construct transaction' } },
      ],
      'insufficient_balance',
    ],
    [new Error('boom'), 'unknown'],
    ['text', 'unknown'],
  ])('%j → %s', (input, kind) => {
    const mapped = toLightningError(input);
    expect(mapped).toBeInstanceOf(LightningError);
    expect(mapped.kind).toBe(kind);
  });

  it('never copies the library message or the macaroon into the error', () => {
    const mapped = toLightningError([
      503,
      'AddInvoiceError',
      { err: { code: 2, details: 'macaroon 0201036c6e64 rejected' } },
    ]);
    expect(mapped.message).not.toContain('0201036c6e64');
  });
});
