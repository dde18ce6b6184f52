// Paying BOLT11 invoices of wallets elsewhere through routerrpc.SendPaymentV2, with the
// real `lightning` client's payViaPaymentRequest, getPayment and decodePaymentRequest.
// Sources:
// - lnd lnrpc/routerrpc/router_backend.go extractIntentFromSendRequest: fee limit from
//   fee_limit_sat/msat; an invoice without an amount needs amt ("amount must be specified
//   when paying a zero amount invoice"), one with an amount refuses it ("amount must not
//   be specified when paying a non-zero amount invoice").
// - lnd lnrpc/routerrpc/router.proto SendPaymentRequest.fee_limit_sat: 0 considers only
//   zero-fee routes; routing/pathfind.go findPath skips a path whose fee exceeds FeeLimit
//   (errNoPathFound), which routing/payment_session.go reports as FailureReasonNoRoute.
// - lnd lnrpc/routerrpc/router_server.go SendPaymentV2: PreparePayment's refusals
//   (payments/db/payment_status.go initializable: ErrAlreadyPaid "invoice is already
//   paid" for a succeeded hash, ErrPaymentInFlight "payment is in transition" while in
//   flight, nil for a failed one) become codes.AlreadyExists; TrackPaymentV2 streams the
//   payment's current state (router_backend.go MarshallPayment).
// - lightning lnd_methods/offchain/subscribe_to_pay.js + bolt00/payment_amounts.js: tokens
//   go out as amt only when given, max_fee as fee_limit_sat; a stream error becomes
//   [503, 'UnexpectedPaymentError', {err}]; finished_payment.js maps is_route_not_found to
//   PaymentPathfindingFailedToFindPossibleRoute; get_payment.js: is_confirmed / is_failed /
//   is_pending from TrackPaymentV2's first state ('paying' needs an HTLC in flight).
import { createHash } from 'node:crypto';
import { decodePaymentRequest, getPayment, payViaPaymentRequest } from 'lightning';
import { beforeEach, describe, expect, it } from 'vitest';
import { LSP_NODE_ID } from '@rifa/devnode';
import { rejectionOf, useDevnode } from '../../devnode/src/test-helpers.ts';
import { eventually } from '../support/poll.ts';

const NO_ROUTE = 'PaymentPathfindingFailedToFindPossibleRoute';

const { devnode, lnd } = useDevnode({ ports: { control: false } });

beforeEach(() => {
  devnode.holdPayments(false);
});

/** What the client's stream error carries: the gRPC code and LND's text. */
const streamError = async (promise: Promise<unknown>) => {
  const [code, name, details] = await rejectionOf(promise);
  return { code, name, grpc: details?.err?.code, details: details?.err?.details };
};

describe('payViaPaymentRequest (SendPaymentV2)', () => {
  // router_server.go SendPaymentV2 → trackPayment; router_backend.go MarshallPayment (fee
  // and preimage from settled HTLCs); payment_status.go initializable → ErrAlreadyPaid.
  it('pays an external invoice within max_fee; the recipient is paid', async () => {
    const external = devnode.createExternalInvoice({ tokens: 10_000, description: 'prêmio' });
    const paid = await payViaPaymentRequest({ lnd, request: external.request, max_fee: 10 });
    expect(paid).toMatchObject({
      id: external.hash,
      tokens: 10_001,
      mtokens: '10001010',
      fee: 1,
      fee_mtokens: '1010',
      safe_fee: 2,
    });
    expect(paid.fee).toBeLessThanOrEqual(10);
    expect(createHash('sha256').update(Buffer.from(paid.secret, 'hex')).digest('hex')).toBe(
      external.hash,
    );
    // Our channel to the LSP, then the LSP's to the recipient.
    expect(paid.hops.map((hop) => [hop.public_key, hop.forward_mtokens])).toEqual([
      [LSP_NODE_ID, '10000000'],
      [external.destination, '10000000'],
    ]);
    expect(devnode.externalInvoice(external.hash)).toMatchObject({
      paid: true,
      paidMsat: '10000000',
    });

    const found = await getPayment({ lnd, id: external.hash });
    expect(found).toMatchObject({ is_confirmed: true, is_failed: false, is_pending: false });
    expect(found.payment).toMatchObject({ id: external.hash, secret: paid.secret, fee: 1 });

    // Exactly one payment per hash: LND's control tower refuses a second.
    expect(
      await streamError(payViaPaymentRequest({ lnd, request: external.request, max_fee: 10 })),
    ).toEqual({
      code: 503,
      name: 'UnexpectedPaymentError',
      grpc: 6,
      details: 'invoice is already paid',
    });
  });

  // routing/pathfind.go findPath: `totalFee > 0 && totalFee > r.FeeLimit` skips the edge
  // (in msat); payment_status.go initializable lets a StatusFailed payment start again.
  it('fails with no route when max_fee is below the routing fee; a retry may pay', async () => {
    const external = devnode.createExternalInvoice({ tokens: 10_000 });
    const [code, name] = await rejectionOf(
      payViaPaymentRequest({ lnd, request: external.request, max_fee: 0 }),
    );
    expect([code, name]).toEqual([503, NO_ROUTE]);
    const failed = await getPayment({ lnd, id: external.hash });
    expect(failed).toMatchObject({ is_failed: true, is_confirmed: false, is_pending: false });
    expect(failed.failed?.is_route_not_found).toBe(true);
    expect(devnode.externalInvoice(external.hash).paid).toBe(false);

    // The fee is 1 010 msat: a 1 sat limit (1 000 msat) is still below it, 2 sat is not.
    const [, stillNoRoute] = await rejectionOf(
      payViaPaymentRequest({ lnd, request: external.request, max_fee: 1 }),
    );
    expect(stillNoRoute).toBe(NO_ROUTE);
    const paid = await payViaPaymentRequest({ lnd, request: external.request, max_fee: 2 });
    expect(paid.fee_mtokens).toBe('1010');
  });

  // payment_session.go: errNoPathFound → FailureReasonNoRoute; payments/db/kv_store.go
  // InitPayment gives a retried hash a new sequence number (payment_index).
  it("failNextPayment('NO_ROUTE') fails the next payment; the same hash may be paid again", async () => {
    const external = devnode.createExternalInvoice({ tokens: 2_000 });
    devnode.failNextPayment('NO_ROUTE');
    const [, name] = await rejectionOf(
      payViaPaymentRequest({ lnd, request: external.request, max_fee: 10 }),
    );
    expect(name).toBe(NO_ROUTE);
    const first = devnode.payments().at(-1);
    expect(first).toMatchObject({
      hash: external.hash,
      status: 'FAILED',
      failureReason: 'FAILURE_REASON_NO_ROUTE',
    });

    const paid = await payViaPaymentRequest({ lnd, request: external.request, max_fee: 10 });
    expect(paid.id).toBe(external.hash);
    // InitPayment starts the retry afresh, with a new sequence number.
    expect(devnode.payments().at(-1)).toMatchObject({ hash: external.hash, status: 'SUCCEEDED' });
    expect(devnode.payments().at(-1)?.index).toBeGreaterThan(first?.index ?? Infinity);
  });

  // router_server.go TrackPaymentV2 sends the current IN_FLIGHT state with its HTLC;
  // payment_status.go initializable: StatusInFlight → ErrPaymentInFlight (AlreadyExists).
  it('holdPayments keeps it in flight (getPayment is_pending) until released', async () => {
    devnode.holdPayments(true);
    const external = devnode.createExternalInvoice({ tokens: 3_000 });
    const paying = payViaPaymentRequest({ lnd, request: external.request, max_fee: 10 });
    const pending = await eventually('the payment in flight', async () => {
      const state = await getPayment({ lnd, id: external.hash }).catch(() => undefined);
      return state?.is_pending && state;
    });
    expect(pending).toMatchObject({ is_confirmed: false, is_failed: false });
    // MarshallPayment sums fees over settled HTLCs only: none yet, so no fee in tokens.
    expect(pending.pending).toMatchObject({ id: external.hash, tokens: 3_000 });
    expect(devnode.externalInvoice(external.hash).paid).toBe(false);

    expect(
      await streamError(payViaPaymentRequest({ lnd, request: external.request, max_fee: 10 })),
    ).toMatchObject({ grpc: 6, details: 'payment is in transition' });

    devnode.holdPayments(false);
    expect((await paying).id).toBe(external.hash);
    expect((await getPayment({ lnd, id: external.hash })).is_confirmed).toBe(true);
    expect(devnode.externalInvoice(external.hash).paid).toBe(true);
  });
});

describe('amountless invoices', () => {
  // router_backend.go extractIntentFromSendRequest, `if payReq.MilliSat == nil`; the client
  // (bolt00/payment_amounts.js) sends amt only when tokens are given.
  it('need tokens from the payer; an invoice with an amount refuses them', async () => {
    const amountless = devnode.createExternalInvoice();
    expect(await streamError(payViaPaymentRequest({ lnd, request: amountless.request }))).toEqual({
      code: 503,
      name: 'UnexpectedPaymentError',
      grpc: 2,
      details: 'amount must be specified when paying a zero amount invoice',
    });
    const paid = await payViaPaymentRequest({
      lnd,
      request: amountless.request,
      tokens: 700,
      max_fee: 5,
    });
    expect(paid).toMatchObject({ id: amountless.hash, tokens: 701, fee_mtokens: '1000' });
    expect(devnode.externalInvoice(amountless.hash).paidMsat).toBe('700000');

    const fixed = devnode.createExternalInvoice({ tokens: 700 });
    expect(
      await streamError(payViaPaymentRequest({ lnd, request: fixed.request, tokens: 700 })),
    ).toMatchObject({
      grpc: 2,
      details: 'amount must not be specified when paying a non-zero amount invoice',
    });
  });
});

describe('decodePaymentRequest (DecodePayReq)', () => {
  // rpcserver.go DecodePayReq (zpay32.Decode); the client's payment_request_details.js.
  it('decodes an external invoice: its wallet, hash, amount, memo and dates', async () => {
    const external = devnode.createExternalInvoice({
      tokens: 12_345,
      description: 'rifa 7',
      expirySeconds: 600,
    });
    const decoded = await decodePaymentRequest({ lnd, request: external.request });
    expect(decoded).toMatchObject({
      id: external.hash,
      destination: external.destination,
      tokens: 12_345,
      mtokens: '12345000',
      description: 'rifa 7',
      created_at: external.createdAt,
      expires_at: external.expiresAt,
      is_expired: false,
      cltv_delta: 80,
      routes: [],
    });
    expect(decoded.payment).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await decodePaymentRequest({ lnd, request: devnode.createExternalInvoice().request }))
        .tokens,
    ).toBe(0);
  });
});
