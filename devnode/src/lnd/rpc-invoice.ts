import type { Htlc, Invoice } from './invoice-book.ts';
import { invoiceMessage } from './messages.ts';

// An invoice as lnrpc.Invoice, the way invoicesrpc.CreateRPCInvoice builds it
// (lnrpc/invoicesrpc/utils.go), including what only keysend and AMP invoices show.

/** A keysend invoice requires the TLV onion only (invoiceregistry.go processKeySend). */
const KEYSEND_FEATURES = { 8: { name: 'tlv-onion', is_required: true, is_known: true } };

/** TLV onion required, payment address optional, AMP required (processAMP). */
const AMP_FEATURES = {
  8: { name: 'tlv-onion', is_required: true, is_known: true },
  15: { name: 'payment-addr', is_required: false, is_known: true },
  30: { name: 'amp', is_required: true, is_known: true },
};

function htlcFields(htlc: Htlc, base: Record<string, unknown>): Record<string, unknown> {
  return {
    ...base,
    custom_records: htlc.customRecords ?? {},
    mpp_total_amt_msat: (htlc.mppTotalMsat ?? htlc.amtMsat).toString(),
    amp: htlc.amp
      ? {
          root_share: htlc.amp.rootShare,
          set_id: htlc.amp.setId,
          child_index: htlc.amp.childIndex,
          hash: htlc.amp.hash,
          preimage: htlc.amp.preimage,
        }
      : null,
  };
}

/**
 * What an AMP invoice shows: no payment request and no invoice-level preimage, so
 * decodePayReq yields no hash and r_hash is empty; the invoice itself stays OPEN in the
 * database with no settle index (channeldb/invoices.go: a settled set updates
 * AMPState[setID] instead), and CreateRPCInvoice reports it SETTLED once any set is.
 */
function ampFields(invoice: Invoice): Record<string, unknown> {
  const settledSets = invoice.htlcs.filter((htlc) => htlc.amp && htlc.state === 'SETTLED');
  const states: Record<string, unknown> = {};
  for (const htlc of settledSets) {
    states[htlc.amp?.setId.toString('hex') ?? ''] = {
      state: 'SETTLED',
      settle_index: String(invoice.settleIndex),
      settle_time: String(invoice.settleDate),
      amt_paid_msat: invoice.amtPaidMsat.toString(),
    };
  }
  const settled = settledSets.length > 0;
  return {
    r_hash: Buffer.alloc(0),
    r_preimage: Buffer.alloc(0),
    settled,
    state: settled ? 'SETTLED' : invoice.state,
    settle_index: '0',
    settle_date: '0',
    features: AMP_FEATURES,
    is_amp: true,
    amp_invoice_state: states,
  };
}

/**
 * The lnrpc.Invoice with the route_hints its request carries, as CreateRPCInvoice reports
 * them (~lines 75 and 183; `private` is `len(routeHints) > 0` there, line 185, hence
 * isPrivate is set from the hints in addInvoice).
 */
export function rpcInvoice(invoice: Invoice): Record<string, unknown> {
  const base = invoiceMessage(invoice);
  const htlcs = base.htlcs as Record<string, unknown>[];
  const message = {
    ...base,
    route_hints: invoice.routeHints.map((route) => ({
      hop_hints: route.map((hop) => ({
        node_id: hop.nodeId,
        chan_id: hop.chanId.toString(),
        fee_base_msat: hop.feeBaseMsat,
        fee_proportional_millionths: hop.feeProportionalMillionths,
        cltv_expiry_delta: hop.cltvExpiryDelta,
      })),
    })),
    htlcs: invoice.htlcs.map((htlc, i) => htlcFields(htlc, htlcs[i] ?? {})),
  };
  // invoices.go IsKeysend: `len(i.PaymentRequest) == 0 && !i.IsAMP()`.
  if (invoice.push === 'keysend')
    return { ...message, is_keysend: true, features: KEYSEND_FEATURES };
  if (invoice.push === 'amp') return { ...message, ...ampFields(invoice) };
  return message;
}
