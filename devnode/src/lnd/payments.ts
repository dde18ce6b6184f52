import { ControlError, GrpcError } from '../errors.ts';
import type { ChannelLedger } from './channels.ts';
import type { ExternalWallets } from './external-wallets.ts';
import { PEER_CHANNEL_ID } from './invoice-book.ts';
import { LSP_NODE_ID, PRIVATE_CHANNEL_HINT } from './invoice-service.ts';

// The node's outgoing payments: LND's payments database and control tower (exactly one
// payment per hash: payments/db/payment_status.go initializable) and its payment lifecycle
// (routing/payment_lifecycle.go): a payment is initiated, a route is sought, one HTLC goes
// out over the channel to the LSP and on to the recipient, and settles or fails. The route
// is always our channel → the LSP → the recipient; the LSP charges the routing fee.

/** grpc codes.AlreadyExists, which SendPaymentV2 returns for the control tower's refusals. */
const GRPC_ALREADY_EXISTS = 6;

/** lnrpc.PaymentFailureReason names, as the proto-loader enum strings. */
export const FAILURE_REASONS = [
  'FAILURE_REASON_TIMEOUT',
  'FAILURE_REASON_NO_ROUTE',
  'FAILURE_REASON_ERROR',
  'FAILURE_REASON_INCORRECT_PAYMENT_DETAILS',
  'FAILURE_REASON_INSUFFICIENT_BALANCE',
  'FAILURE_REASON_CANCELED',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
export type PaymentStatus = 'IN_FLIGHT' | 'SUCCEEDED' | 'FAILED';

/** The channel from the LSP to every external wallet (short id 103x1x0). */
const RECIPIENT_CHANNEL_ID = (103n << 40n) | (1n << 16n);
/** routing.BlockPadding: added to the final hop's CLTV. */
const BLOCK_PADDING = 3;

export interface RouteHop {
  chanId: bigint;
  pubKey: string;
  amtToForwardMsat: bigint;
  feeMsat: bigint;
  expiry: number;
  mpp: { paymentAddr: Buffer; totalMsat: bigint } | undefined;
}

export interface PaymentRoute {
  totalTimeLock: number;
  totalFeesMsat: bigint;
  totalAmtMsat: bigint;
  hops: RouteHop[];
}

export interface HtlcAttempt {
  id: number;
  status: PaymentStatus;
  route: PaymentRoute;
  attemptTimeNs: bigint;
  resolveTimeNs: bigint;
  preimage: Buffer | undefined;
  /** Chain height when the recipient failed it (lnrpc.Failure.height). */
  failureHeight: number | undefined;
}

export interface Payment {
  hash: string;
  request: string;
  valueMsat: bigint;
  createdNs: bigint;
  /** payment_index: LND's payment sequence number, new on every (re)initiation. */
  index: number;
  status: PaymentStatus;
  failureReason: FailureReason | undefined;
  htlcs: HtlcAttempt[];
}

/** What SendPaymentV2 resolved from the request (router_backend.go LightningPayment). */
export interface PaymentIntent {
  hash: string;
  request: string;
  destination: string;
  valueMsat: bigint;
  feeLimitMsat: bigint;
  paymentAddr: Buffer | undefined;
  cltvDelta: number;
}

export interface RoutingFee {
  /** Millisatoshis, as LND's fee_base_msat. */
  base: number;
  /** Parts per million, as fee_proportional_millionths. */
  ppm: number;
}

export interface Payments {
  /** InitPayment, then the lifecycle in the background; the refusals are the control tower's. */
  send(intent: PaymentIntent): Payment;
  get(hash: string): Payment | undefined;
  list(): Payment[];
  /** Every later change of that payment, until it is final. */
  subscribe(hash: string, listener: (payment: Payment) => void): () => void;
  setRoutingFee(fee: Partial<RoutingFee>): void;
  routingFee(): RoutingFee;
  /** While on, HTLCs stay in flight; turning it off lets the held ones resolve. */
  hold(on: boolean): void;
  /** The next payment fails with this reason (INCORRECT_PAYMENT_DETAILS after its HTLC). */
  failNext(reason: FailureReason): void;
}

export interface PaymentDeps {
  ledger: ChannelLedger;
  wallets: ExternalWallets;
  clock: () => number;
  height: () => number;
}

const nowNs = (clock: () => number): bigint => BigInt(clock()) * 1_000_000n;

function initializable(existing: Payment | undefined): void {
  // payments/db/payment_status.go initializable; texts from payments/db/errors.go.
  if (existing?.status === 'SUCCEEDED')
    throw new GrpcError(GRPC_ALREADY_EXISTS, 'invoice is already paid');
  if (existing?.status === 'IN_FLIGHT')
    throw new GrpcError(GRPC_ALREADY_EXISTS, 'payment is in transition');
}

export function createPayments(deps: PaymentDeps): Payments {
  const { ledger, wallets, clock, height } = deps;
  const byHash = new Map<string, Payment>();
  const listeners = new Map<string, Set<(payment: Payment) => void>>();
  const held: (() => void)[] = [];
  let fee: RoutingFee = { base: PRIVATE_CHANNEL_HINT.feeBaseMsat, ppm: 1 };
  let holding = false;
  let failNext: FailureReason | undefined;
  let lastIndex = 0;
  let lastAttemptId = 0;

  const emit = (payment: Payment): void => {
    for (const listener of [...(listeners.get(payment.hash) ?? [])]) listener(payment);
    if (payment.status !== 'IN_FLIGHT') listeners.delete(payment.hash);
  };

  /** graph/db/models ComputeFee: base + amt·ppm / 1e6, rounded down. */
  const feeFor = (amtMsat: bigint): bigint =>
    BigInt(fee.base) + (amtMsat * BigInt(fee.ppm)) / 1_000_000n;

  /**
   * Pathfinding's answer (routing/pathfind.go findPath): first the local balance against the
   * amount (errInsufficientBalance), then a route whose fee fits the limit and whose first
   * channel carries amount + fee (errNoPathFound otherwise); payment_session.go turns them
   * into FAILURE_REASON_INSUFFICIENT_BALANCE and FAILURE_REASON_NO_ROUTE.
   */
  function noRoute(intent: PaymentIntent, routeFee: bigint): FailureReason | undefined {
    if (ledger.localMsat() < intent.valueMsat) return 'FAILURE_REASON_INSUFFICIENT_BALANCE';
    if (intent.destination !== wallets.key.publicKey) return 'FAILURE_REASON_NO_ROUTE';
    if (routeFee > intent.feeLimitMsat) return 'FAILURE_REASON_NO_ROUTE';
    if (ledger.localMsat() < intent.valueMsat + routeFee) return 'FAILURE_REASON_NO_ROUTE';
    return undefined;
  }

  function routeFor(intent: PaymentIntent, routeFee: bigint): PaymentRoute {
    const finalExpiry = height() + intent.cltvDelta + BLOCK_PADDING;
    const hop = (chanId: bigint, pubKey: string, feeMsat: bigint): RouteHop => ({
      chanId,
      pubKey,
      amtToForwardMsat: intent.valueMsat,
      feeMsat,
      expiry: finalExpiry,
      mpp: undefined,
    });
    const last = hop(RECIPIENT_CHANNEL_ID, intent.destination, 0n);
    if (intent.paymentAddr)
      last.mpp = { paymentAddr: intent.paymentAddr, totalMsat: intent.valueMsat };
    return {
      totalTimeLock: finalExpiry + PRIVATE_CHANNEL_HINT.cltvExpiryDelta,
      totalFeesMsat: routeFee,
      totalAmtMsat: intent.valueMsat + routeFee,
      hops: [hop(PEER_CHANNEL_ID, LSP_NODE_ID, routeFee), last],
    };
  }

  function finish(payment: Payment, attempt: HtlcAttempt, preimage: Buffer | undefined): void {
    attempt.resolveTimeNs = nowNs(clock);
    if (preimage) {
      attempt.status = 'SUCCEEDED';
      attempt.preimage = preimage;
      ledger.settleHtlc(attempt.route.totalAmtMsat);
      payment.status = 'SUCCEEDED';
    } else {
      // The recipient's INCORRECT_OR_UNKNOWN_PAYMENT_DETAILS is final: the lifecycle fails
      // the payment with FailureReasonPaymentDetails.
      attempt.status = 'FAILED';
      attempt.failureHeight = height();
      ledger.failHtlc(attempt.route.totalAmtMsat);
      payment.status = 'FAILED';
      payment.failureReason = 'FAILURE_REASON_INCORRECT_PAYMENT_DETAILS';
    }
    emit(payment);
  }

  function launch(payment: Payment, intent: PaymentIntent, forced: FailureReason | undefined) {
    const routeFee = feeFor(intent.valueMsat);
    const refused =
      forced === 'FAILURE_REASON_INCORRECT_PAYMENT_DETAILS'
        ? undefined
        : (forced ?? noRoute(intent, routeFee));
    if (refused) {
      payment.status = 'FAILED';
      payment.failureReason = refused;
      emit(payment);
      return;
    }
    const attempt: HtlcAttempt = {
      id: (lastAttemptId += 1),
      status: 'IN_FLIGHT',
      route: routeFor(intent, routeFee),
      attemptTimeNs: nowNs(clock),
      resolveTimeNs: 0n,
      preimage: undefined,
      failureHeight: undefined,
    };
    payment.htlcs.push(attempt);
    ledger.sendHtlc(attempt.route.totalAmtMsat);
    emit(payment);
    const resolve = (): void =>
      finish(
        payment,
        attempt,
        forced ? undefined : wallets.receive(intent.hash, intent.valueMsat, intent.paymentAddr),
      );
    if (holding) held.push(resolve);
    else setImmediate(resolve);
  }

  return {
    send(intent) {
      initializable(byHash.get(intent.hash));
      // A failed payment may be retried: InitPayment starts it afresh with a new sequence
      // number, its old HTLCs and failure deleted (payments/db/kv_store.go InitPayment).
      const payment: Payment = {
        hash: intent.hash,
        request: intent.request,
        valueMsat: intent.valueMsat,
        createdNs: nowNs(clock),
        index: (lastIndex += 1),
        status: 'IN_FLIGHT',
        failureReason: undefined,
        htlcs: [],
      };
      byHash.set(payment.hash, payment);
      const forced = failNext;
      failNext = undefined;
      // SendPaymentAsync: the caller subscribes first, then the lifecycle runs.
      setImmediate(() => launch(payment, intent, forced));
      return payment;
    },
    get: (hash) => byHash.get(hash.toLowerCase()),
    list: () => [...byHash.values()].sort((a, b) => a.index - b.index),
    subscribe(hash, listener) {
      const set = listeners.get(hash) ?? new Set();
      set.add(listener);
      listeners.set(hash, set);
      return () => {
        set.delete(listener);
      };
    },
    setRoutingFee(next) {
      for (const [name, value] of Object.entries(next)) {
        if (value !== undefined && (!Number.isSafeInteger(value) || value < 0))
          throw new ControlError(400, `${name} must be a whole, non-negative number`);
      }
      fee = { base: next.base ?? fee.base, ppm: next.ppm ?? fee.ppm };
    },
    routingFee: () => ({ ...fee }),
    hold(on) {
      holding = on;
      if (!on) for (const resolve of held.splice(0)) resolve();
    },
    failNext(reason) {
      if (!FAILURE_REASONS.includes(reason))
        throw new ControlError(400, `reason must be one of ${FAILURE_REASONS.join(', ')}`);
      failNext = reason;
    },
  };
}
