import type { Block } from '../bitcoind/chain.ts';
import { type ScriptType, scriptAddress, scriptType } from '../bitcoind/script-class.ts';
import type { Htlc, Invoice } from './invoice-book.ts';
import type { WalletTx } from './wallet.ts';

// Devnode records as lnrpc messages, in the shape @grpc/proto-loader expects with the
// client's options (keepCase, longs as String, enums by name): snake_case keys, bytes as
// Buffers, int64 as decimal strings. Every field the client's validators check is set
// (docs/protocols/devnode.md#faithfulness, obstacle 3) — creation dates, expiry, payment_addr, HTLC heights.

/** Feature bits LND advertises on invoices (bolt11.ts), keyed as the proto map<uint32, Feature>. */
const INVOICE_FEATURES = {
  8: { name: 'tlv-onion', is_required: true, is_known: true },
  14: { name: 'payment-addr', is_required: true, is_known: true },
  17: { name: 'multi-path-payments', is_required: false, is_known: true },
  25: { name: 'route-blinding', is_required: false, is_known: true },
};

const msatToSat = (msat: bigint): string => (msat / 1000n).toString();

function htlcMessage(htlc: Htlc): Record<string, unknown> {
  return {
    chan_id: htlc.chanId,
    htlc_index: String(htlc.htlcIndex),
    amt_msat: htlc.amtMsat.toString(),
    accept_height: htlc.acceptHeight,
    accept_time: String(htlc.acceptTime),
    resolve_time: String(htlc.resolveTime),
    expiry_height: htlc.expiryHeight,
    state: htlc.state,
    custom_records: {},
    mpp_total_amt_msat: htlc.amtMsat.toString(),
  };
}

export function invoiceMessage(invoice: Invoice): Record<string, unknown> {
  return {
    memo: invoice.memo,
    r_preimage: invoice.preimage,
    r_hash: Buffer.from(invoice.hash, 'hex'),
    value: msatToSat(invoice.valueMsat),
    value_msat: invoice.valueMsat.toString(),
    settled: invoice.state === 'SETTLED',
    creation_date: String(invoice.createdAt),
    settle_date: String(invoice.settleDate),
    payment_request: invoice.request,
    description_hash: invoice.descriptionHash,
    expiry: String(invoice.expirySec),
    fallback_addr: '',
    cltv_expiry: String(invoice.cltvExpiry),
    route_hints: [],
    private: invoice.isPrivate,
    add_index: String(invoice.addIndex),
    settle_index: String(invoice.settleIndex),
    // The deprecated amt_paid has always carried millisatoshis in LND.
    amt_paid: invoice.amtPaidMsat.toString(),
    amt_paid_sat: msatToSat(invoice.amtPaidMsat),
    amt_paid_msat: invoice.amtPaidMsat.toString(),
    state: invoice.state,
    htlcs: invoice.htlcs.map(htlcMessage),
    features: INVOICE_FEATURES,
    is_keysend: false,
    payment_addr: invoice.paymentAddr,
    is_amp: false,
    amp_invoice_state: {},
  };
}

/** lnrpc.OutputScriptType by txscript class (lnrpc/rpc_utils.go RPCTransaction). */
const OUTPUT_TYPES: Record<ScriptType, string> = {
  pubkeyhash: 'SCRIPT_TYPE_PUBKEY_HASH',
  scripthash: 'SCRIPT_TYPE_SCRIPT_HASH',
  witness_v0_keyhash: 'SCRIPT_TYPE_WITNESS_V0_PUBKEY_HASH',
  witness_v0_scripthash: 'SCRIPT_TYPE_WITNESS_V0_SCRIPT_HASH',
  witness_v1_taproot: 'SCRIPT_TYPE_WITNESS_V1_TAPROOT',
  anchor: 'SCRIPT_TYPE_WITNESS_UNKNOWN',
  witness_unknown: 'SCRIPT_TYPE_WITNESS_UNKNOWN',
  nulldata: 'SCRIPT_TYPE_NULLDATA',
  nonstandard: 'SCRIPT_TYPE_NON_STANDARD',
};

export function transactionMessage(
  tx: WalletTx,
  block: Block | undefined,
  tipHeight: number,
): Record<string, unknown> {
  return {
    tx_hash: tx.txid,
    amount: String(tx.amount),
    num_confirmations: block ? tipHeight - block.height + 1 : 0,
    block_hash: block?.hash ?? '',
    block_height: block?.height ?? 0,
    // LND reports a confirmed transaction's time as its block's time.
    time_stamp: String(block?.time ?? tx.createdAt),
    total_fees: String(tx.fee),
    // The client reads output addresses only from this deprecated field.
    dest_addresses: tx.destAddresses,
    output_details: tx.tx.outputs.map((output, vout) => ({
      output_type: OUTPUT_TYPES[scriptType(output.script)],
      address: scriptAddress(output.script) ?? '',
      pk_script: output.script.toString('hex'),
      output_index: String(vout),
      amount: String(output.value),
      is_our_address: tx.ownVouts.includes(vout),
    })),
    raw_tx_hex: tx.tx.hex,
    label: tx.label,
    previous_outpoints: tx.spends.map((outpoint) => ({ outpoint, is_our_output: true })),
  };
}
