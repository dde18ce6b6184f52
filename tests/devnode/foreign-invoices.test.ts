// Invoices the app did not make reach its SubscribeInvoices stream as they do on a real,
// shared LND, and the `lightning` client reports them with these fields. Sources:
// - lnd invoices/invoiceregistry.go: AddInvoice notifies every client (notifyClients →
//   dispatchToClients), whichever app or macaroon added the invoice; SubscribeNotifications
//   sends adds on NewInvoices and settlements (and settled AMP sets) on SettledInvoices.
// - lnd invoices/invoiceregistry.go processKeySend: an invoice inserted just in time, with
//   no payment request or memo, the HTLC's keysend preimage, BlankPayAddr, no expiry, the
//   TLV-onion feature only and FinalCltvRejectDelta (lncfg/config.go: 16 + 3 = 19).
// - lnd invoices/invoiceregistry.go processAMP: the sender's payment address, no preimage
//   of its own, TLV onion required, payment address optional, AMP required.
// - lnd lnrpc/invoicesrpc/utils.go CreateRPCInvoice and decodePayReq: without a payment
//   request r_hash is sha256 of the preimage, or empty when there is none (AMP);
//   is_keysend = invoices.go IsKeysend; an AMP invoice reads SETTLED once a set settled,
//   its own settle_index staying 0.
// - lnd invoices/update.go updateLegacy / updateMpp: an HTLC (set) below the invoice value
//   fails (ResultAmountTooLow, ResultHtlcSetTotalTooLow); more than the value is accepted.
// - lightning lnd_responses/rpc_invoice_as_invoice.js: is_push from is_keysend or
//   (is_amp with no request); request undefined when empty; payment undefined for a blank
//   address; expires_at = created_at + expiry; htlc_as_payment.js: messages from the HTLC's
//   custom records, total_mtokens undefined for a legacy (MPP total 0) HTLC.
import { createHash } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import {
  type SubscribeToInvoicesInvoiceUpdatedEvent as InvoiceEvent,
  createInvoice,
  getInvoice,
  subscribeToInvoices,
} from 'lightning';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ControlError } from '@rifa/devnode';
import { nextEvent, useDevnode } from '../../devnode/src/test-helpers.ts';

const sha256 = (hex: string): string =>
  createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

const { devnode, lnd } = useDevnode({ ports: { control: false } });
let stream: EventEmitter;

// One live stream per case (no backlog: LND sends none for cursors of 0). The client opens
// it asynchronously, so a case starts once the stream has carried a probe invoice's add;
// and it cancels the stream when the last listener goes, so one stays for the whole case.
beforeEach(async () => {
  stream = subscribeToInvoices({ lnd, restart_delay_ms: 100 });
  stream.on('invoice_updated', () => undefined);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const seen = nextEvent(stream, 'invoice_updated', () => true, 100).then(
      () => true,
      () => false,
    );
    await createInvoice({ lnd, tokens: 1, description: 'probe' });
    if (await seen) return;
  }
  throw new Error('the invoice stream never opened');
});

afterEach(() => {
  stream.removeAllListeners();
});

/** The next invoice_updated for these tokens in this state, from the case's stream. */
const updated = (tokens: number, confirmed: boolean): Promise<InvoiceEvent> =>
  nextEvent<InvoiceEvent>(
    stream,
    'invoice_updated',
    (event) => event.tokens === tokens && event.is_confirmed === confirmed,
  );

describe("another app's invoice on the same node", () => {
  // invoiceregistry.go AddInvoice and notifyExitHopHtlcLocked (the settlement) both call
  // notifyClients → dispatchToClients: every SubscribeInvoices client, whoever added it.
  it('is added and settled on the stream like ours, with its own memo and request', async () => {
    const added = updated(2_500, false);
    const foreign = devnode.createForeignInvoice({ tokens: 2_500, memo: 'loja do vizinho' });
    expect(await added).toMatchObject({
      id: foreign.hash,
      request: foreign.request,
      description: 'loja do vizinho',
      is_confirmed: false,
      index: foreign.addIndex,
    });
    expect((await added).is_push).toBeUndefined();

    const settled = updated(2_500, true);
    devnode.settleInvoice(foreign.hash);
    expect(await settled).toMatchObject({ id: foreign.hash, received: 2_500, is_confirmed: true });
  });
});

describe('a keysend payment', () => {
  // invoiceregistry.go processKeySend; invoicesrpc/utils.go CreateRPCInvoice (IsKeysend,
  // r_hash from the preimage); the client's is_push from is_keysend.
  it('adds an invoice just in time and settles it, with no request, memo or expiry', async () => {
    const added = updated(1_234, false);
    const settled = updated(1_234, true);
    const keysend = devnode.receiveKeysend({ tokens: 1_234 });
    expect((await added).id).toBe(keysend.hash);

    const event = await settled;
    expect(event).toMatchObject({
      id: keysend.hash,
      secret: keysend.preimage,
      is_push: true,
      is_confirmed: true,
      received: 1_234,
      description: '',
      cltv_delta: 19,
      expires_at: event.created_at,
      features: [{ bit: 8, is_required: true, is_known: true, type: 'tlv_onion' }],
    });
    expect(sha256(event.secret)).toBe(event.id);
    expect(event.request).toBeUndefined();
    expect(event.payment).toBeUndefined();
    // The HTLC carried the preimage in its keysend record and no MPP total.
    expect(event.payments).toHaveLength(1);
    expect(event.payments[0]?.messages.map((message) => message.value)).toEqual([event.secret]);
    expect(event.payments[0]?.total_mtokens).toBeUndefined();
    expect(await getInvoice({ lnd, id: keysend.hash })).toMatchObject({
      is_push: true,
      is_confirmed: true,
      received: 1_234,
    });
  });
});

describe('a spontaneous AMP payment', () => {
  // invoiceregistry.go processAMP; invoicesrpc/utils.go decodePayReq (no preimage → no
  // r_hash) and CreateRPCInvoice (SETTLED from AmpInvoiceState); update_invoice.go keeps the
  // top-level invoice open and channeldb/invoices.go setSettleMetaFields dates and indexes
  // only the set, so the invoice's own settle index and settle date stay zero.
  it('arrives settled, with no hash, preimage or request of its own', async () => {
    const added = updated(4_321, false);
    const settled = updated(4_321, true);
    devnode.receiveAmp({ tokens: 4_321 });
    expect(await added).toMatchObject({ id: '', is_push: true, is_confirmed: false });

    const event = await settled;
    expect(event).toMatchObject({
      id: '',
      secret: '',
      is_push: true,
      is_confirmed: true,
      received: 4_321,
      description: '',
      cltv_delta: 19,
    });
    expect(event.request).toBeUndefined();
    // The invoice's own settle index and date stay zero; the client turns the date into 1970.
    expect(event.confirmed_index).toBeUndefined();
    expect(event.confirmed_at).toBe(new Date(0).toISOString());
    // The sender's payment address, random, becomes the invoice's.
    expect(event.payment).toMatch(/^[0-9a-f]{64}$/);
    expect(event.features.map(({ bit, is_required }) => [bit, is_required])).toEqual([
      [8, true],
      [15, false],
      [30, true],
    ]);
    expect(event.payments[0]?.total_mtokens).toBe('4321000');
  });
});

describe('an overpaid invoice', () => {
  // invoices/update.go updateLegacy: `ctx.amtPaid < inv.Terms.Value` → ResultAmountTooLow;
  // nothing caps it above. The client's received comes from amt_paid_sat.
  it('settles with more received than asked; less than asked is refused', async () => {
    const invoice = await createInvoice({ lnd, tokens: 1_000, description: 'gorjeta' });
    let refused: unknown;
    try {
      devnode.settleInvoice(invoice.id, { amtMsat: 999_999 });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ControlError);
    expect((await getInvoice({ lnd, id: invoice.id })).is_confirmed).toBe(false);

    const settled = updated(1_000, true);
    devnode.settleInvoice(invoice.id, { amtMsat: 1_500_500 });
    expect(await settled).toMatchObject({
      id: invoice.id,
      tokens: 1_000,
      mtokens: '1000000',
      received: 1_500,
      received_mtokens: '1500500',
    });
  });
});
