import { GRPC_NOT_FOUND, GRPC_UNKNOWN, GrpcError } from '../errors.ts';
import { decodePayReq } from './decode-pay-req.ts';
import { paymentMessage } from './payment-messages.ts';
import type { Payment, PaymentIntent, Payments } from './payments.ts';
import type { ServiceImpl } from './service.ts';
import type { StreamSink } from './streams.ts';

// routerrpc.Router SendPaymentV2 and TrackPaymentV2 (lnrpc/routerrpc/router_server.go):
// the request is turned into a payment intent with router_backend.go's checks and texts
// (extractIntentFromSendRequest), the payment is initiated, and the stream carries the
// payment's current state then every update until it is final, when it ends.

interface SendPaymentRequest {
  dest: Buffer;
  amt: string;
  amt_msat: string;
  payment_hash: Buffer;
  final_cltv_delta: number;
  payment_request: string;
  fee_limit_sat: string;
  fee_limit_msat: string;
  payment_addr: Buffer;
  time_pref: number;
  amp: boolean;
  no_inflight_updates: boolean;
}

interface TrackPaymentRequest {
  payment_hash: Buffer;
  no_inflight_updates: boolean;
}

export interface RouterDeps {
  payments: Payments;
  clock: () => number;
}

const fail = (details: string): never => {
  throw new GrpcError(GRPC_UNKNOWN, details);
};

/** lnrpc/marshall_utils.go UnmarshallAmt. */
function unmarshallAmt(sat: string, msat: string): bigint {
  const sats = BigInt(sat || '0');
  const msats = BigInt(msat || '0');
  if (sats !== 0n && msats !== 0n) fail('sat and msat arguments are mutually exclusive');
  if (sats < 0n || msats < 0n) fail('amount cannot be negative');
  return sats !== 0n ? sats * 1000n : msats;
}

/** lntypes.MakeHash. */
function hashOf(bytes: Buffer): string {
  if (bytes.length !== 32) fail(`invalid hash length of ${bytes.length}, want 32`);
  return bytes.toString('hex');
}

/** Go's time.Time String() of a UTC time, as `invoice expired. Valid until %v` prints it. */
const goTime = (sec: number): string =>
  `${new Date(sec * 1000).toISOString().slice(0, 19).replace('T', ' ')} +0000 UTC`;

/** AMPOptional / AMPRequired (lnwire/features.go). */
const AMP_BITS = new Set([30, 31]);

function intentFromRequest(request: SendPaymentRequest, nowSec: number): PaymentIntent {
  if (request.time_pref < -1 || request.time_pref > 1) fail('time preference out of range');
  const feeLimitMsat = unmarshallAmt(request.fee_limit_sat, request.fee_limit_msat);
  const reqAmt = unmarshallAmt(request.amt, request.amt_msat);
  if (!request.payment_request) {
    // A spontaneous payment to a key: dest, amount and hash from the request.
    if (request.dest.length !== 33)
      fail(`invalid vertex length of ${request.dest.length}, want 33`);
    if (reqAmt === 0n) fail('amount must be specified');
    return {
      hash: hashOf(request.payment_hash),
      request: '',
      destination: request.dest.toString('hex'),
      valueMsat: reqAmt,
      feeLimitMsat,
      paymentAddr: request.payment_addr.length ? request.payment_addr : undefined,
      cltvDelta: request.final_cltv_delta || 80,
    };
  }
  if (request.dest.length > 0) fail('dest and payment_request cannot appear together');
  if (request.payment_hash.length > 0)
    fail('payment_hash and payment_request cannot appear together');
  if (request.final_cltv_delta !== 0)
    fail('final_cltv_delta and payment_request cannot appear together');
  const payReq = decodePayReq(request.payment_request);
  // ValidatePayReqExpiry: `clock.Now().After(validUntil)`.
  const validUntil = payReq.createdAtSec + payReq.expirySec;
  if (nowSec > validUntil) fail(`invoice expired. Valid until ${goTime(validUntil)}`);
  if (!payReq.paymentAddr)
    fail('payment request must contain either a payment address or blinded paths');
  if (payReq.valueMsat === undefined && reqAmt === 0n)
    fail('amount must be specified when paying a zero amount invoice');
  if (payReq.valueMsat !== undefined && reqAmt !== 0n)
    fail('amount must not be specified when paying a non-zero amount invoice');
  if (payReq.features.some(({ bit }) => AMP_BITS.has(bit)) && !request.amp)
    fail('the AMP flag (--amp or SendPaymentRequest.Amp) must be set to pay an AMP invoice');
  return {
    hash: payReq.hash,
    request: request.payment_request,
    destination: payReq.destination,
    valueMsat: payReq.valueMsat ?? reqAmt,
    feeLimitMsat,
    paymentAddr: payReq.paymentAddr,
    cltvDelta: payReq.cltvDelta,
  };
}

/**
 * trackPaymentStream: the current state first, then each update; in-flight ones skipped
 * when asked (no_inflight_updates); the stream ends once the payment is final.
 */
function track(payments: Payments, payment: Payment, noInflight: boolean, sink: StreamSink) {
  const write = (current: Payment): void => {
    if (current.status !== 'IN_FLIGHT') {
      sink.write(paymentMessage(current));
      sink.end();
    } else if (!noInflight) sink.write(paymentMessage(current));
  };
  // Subscribe first: the lifecycle runs on a later tick, so no update slips between.
  if (payment.status === 'IN_FLIGHT') sink.onClose(payments.subscribe(payment.hash, write));
  write(payment);
}

export function createRouterMethods(deps: RouterDeps): ServiceImpl {
  const { payments, clock } = deps;
  return {
    SendPaymentV2: {
      permission: 'offchain:write',
      stream: (request: SendPaymentRequest, sink) => {
        const intent = intentFromRequest(request, Math.floor(clock() / 1000));
        const payment = payments.send(intent);
        track(payments, payment, request.no_inflight_updates, sink);
      },
    },
    TrackPaymentV2: {
      permission: 'offchain:read',
      stream: (request: TrackPaymentRequest, sink) => {
        const payment = payments.get(hashOf(request.payment_hash));
        // subscribePayment: paymentsdb.ErrPaymentNotInitiated becomes codes.NotFound.
        if (!payment) throw new GrpcError(GRPC_NOT_FOUND, "payment isn't initiated");
        track(payments, payment, request.no_inflight_updates, sink);
      },
    },
  };
}
