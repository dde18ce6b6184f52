import type { HtlcAttempt, Payment, PaymentRoute, RouteHop } from './payments.ts';

// Outgoing payments as lnrpc.Payment, the way routerrpc's MarshallPayment builds it
// (lnrpc/routerrpc/router_backend.go MarshallPayment, MarshalHTLCAttempt, MarshallRoute):
// the fee and the preimage come only from settled HTLCs, a payment without one shows a
// zero preimage, and an initiated payment reads IN_FLIGHT (routerrpc.UseStatusInitiated is
// off by default). Every field the `lightning` client checks is set
// (lnd_responses/confirmed_from_payment.js, pending_from_payment.js, rpc_hop_as_hop.js).

const sat = (msat: bigint): string => (msat / 1000n).toString();

function hopMessage(hop: RouteHop): Record<string, unknown> {
  return {
    chan_id: hop.chanId.toString(),
    chan_capacity: '0',
    amt_to_forward: sat(hop.amtToForwardMsat),
    fee: sat(hop.feeMsat),
    expiry: hop.expiry,
    amt_to_forward_msat: hop.amtToForwardMsat.toString(),
    fee_msat: hop.feeMsat.toString(),
    pub_key: hop.pubKey,
    tlv_payload: true,
    mpp_record: hop.mpp
      ? { payment_addr: hop.mpp.paymentAddr, total_amt_msat: hop.mpp.totalMsat.toString() }
      : null,
    amp_record: null,
    custom_records: {},
    metadata: Buffer.alloc(0),
    blinding_point: Buffer.alloc(0),
    encrypted_data: Buffer.alloc(0),
    total_amt_msat: '0',
  };
}

function routeMessage(route: PaymentRoute): Record<string, unknown> {
  return {
    total_time_lock: route.totalTimeLock,
    total_fees: sat(route.totalFeesMsat),
    total_amt: sat(route.totalAmtMsat),
    hops: route.hops.map(hopMessage),
    total_fees_msat: route.totalFeesMsat.toString(),
    total_amt_msat: route.totalAmtMsat.toString(),
    first_hop_amount_msat: route.totalAmtMsat.toString(),
    custom_channel_data: Buffer.alloc(0),
  };
}

function htlcMessage(attempt: HtlcAttempt): Record<string, unknown> {
  const failed = attempt.status === 'FAILED';
  return {
    attempt_id: String(attempt.id),
    status: attempt.status,
    route: routeMessage(attempt.route),
    attempt_time_ns: attempt.attemptTimeNs.toString(),
    resolve_time_ns: attempt.resolveTimeNs.toString(),
    // The final hop's refusal (lnrpc.Failure), reported by the hop at index 2.
    failure: failed
      ? {
          code: 'INCORRECT_OR_UNKNOWN_PAYMENT_DETAILS',
          channel_update: null,
          htlc_msat: attempt.route.hops.at(-1)?.amtToForwardMsat.toString() ?? '0',
          onion_sha_256: Buffer.alloc(0),
          cltv_expiry: 0,
          flags: 0,
          failure_source_index: attempt.route.hops.length,
          height: attempt.failureHeight ?? 0,
        }
      : null,
    preimage: attempt.preimage ?? Buffer.alloc(0),
  };
}

export function paymentMessage(payment: Payment): Record<string, unknown> {
  const settled = payment.htlcs.filter((htlc) => htlc.status === 'SUCCEEDED');
  const feeMsat = settled.reduce((total, htlc) => total + htlc.route.totalFeesMsat, 0n);
  const preimage = settled.at(-1)?.preimage ?? Buffer.alloc(32);
  return {
    payment_hash: payment.hash,
    value: sat(payment.valueMsat),
    creation_date: (payment.createdNs / 1_000_000_000n).toString(),
    path: [],
    fee: sat(feeMsat),
    payment_preimage: preimage.toString('hex'),
    value_sat: sat(payment.valueMsat),
    value_msat: payment.valueMsat.toString(),
    payment_request: payment.request,
    status: payment.status,
    fee_sat: sat(feeMsat),
    fee_msat: feeMsat.toString(),
    creation_time_ns: payment.createdNs.toString(),
    htlcs: payment.htlcs.map(htlcMessage),
    payment_index: String(payment.index),
    failure_reason: payment.failureReason ?? 'FAILURE_REASON_NONE',
    first_hop_custom_records: {},
  };
}
