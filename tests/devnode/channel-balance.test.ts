// The node's channel liquidity as LND's ChannelBalance reports it, read through the real
// `lightning` client, and what it lets a payment do. Sources:
// - lnd rpcserver.go ChannelBalance: local_balance and remote_balance summed from each open
//   channel's LocalCommitment; its HTLCs go to unsettled_local_balance when incoming and
//   unsettled_remote_balance when outgoing; the deprecated `balance` is the local side.
// - lightning lnd_methods/offchain/get_channel_balance.js: channel_balance = local_balance
//   (sat), inbound = remote_balance, unsettled_balance = unsettled_local_balance; it has no
//   field for unsettled_remote_balance.
// - A payment reaches the node only over the remote side of its channel: the peer cannot
//   add an HTLC its balance does not cover (lnwallet/channel.go validateCommitmentSanity,
//   ErrBelowChanReserve), so a payer finds no route; once we settle it (SettleHTLC), the
//   amount moves to our side of the commitment (evaluateHTLCView). Outgoing, the first hop
//   carries amount plus the peer's routing fee (routing/route/route.go Route.TotalAmount).
import { createInvoice, getChannelBalance, getInvoice, payViaPaymentRequest } from 'lightning';
import { beforeEach, describe, expect, it } from 'vitest';
import { ControlError } from '@rifa/devnode';
import { useDevnode } from '../../devnode/src/test-helpers.ts';
import { eventually } from '../support/poll.ts';

const { devnode, lnd } = useDevnode({ ports: { control: false } });

beforeEach(() => {
  devnode.holdPayments(false);
  devnode.setLiquidity({ inbound: 50_000, outbound: 20_000 });
});

const settleError = (hash: string, amtMsat?: number): ControlError => {
  try {
    devnode.settleInvoice(hash, amtMsat === undefined ? {} : { amtMsat });
  } catch (error) {
    if (error instanceof ControlError) return error;
    throw error;
  }
  throw new Error('expected settleInvoice to refuse');
};

describe('getChannelBalance', () => {
  // rpcserver.go ChannelBalance; get_channel_balance.js maps local/remote/unsettled_local.
  it('reports the remote side as inbound and the local side as channel_balance', async () => {
    expect(await getChannelBalance({ lnd })).toEqual({
      channel_balance: 20_000,
      channel_balance_mtokens: '20000000',
      inbound: 50_000,
      inbound_mtokens: '50000000',
      pending_balance: 0,
      pending_inbound: 0,
      unsettled_balance: 0,
      unsettled_balance_mtokens: '0',
    });
    expect(devnode.setLiquidity({ inbound: 7_000 })).toMatchObject({
      inbound: 7_000,
      outbound: 20_000,
    });
    expect(await getChannelBalance({ lnd })).toMatchObject({
      channel_balance: 20_000,
      inbound: 7_000,
    });
  });
});

describe('an incoming payment', () => {
  // lnwallet/channel.go validateCommitmentSanity: the peer's balance must cover the HTLC it
  // adds; what arrives counts, so an overpayment must fit too.
  it('larger than the inbound cannot arrive: 409, the invoice stays open, nothing moves', async () => {
    const invoice = await createInvoice({ lnd, tokens: 50_001 });
    const refused = settleError(invoice.id);
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/inbound liquidity/);
    // Overpaying counts too: what arrives must fit, not what was asked.
    const small = await createInvoice({ lnd, tokens: 1_000 });
    expect(settleError(small.id, 50_000_001).status).toBe(409);

    expect((await getInvoice({ lnd, id: invoice.id })).is_confirmed).toBe(false);
    expect(await getChannelBalance({ lnd })).toMatchObject({
      channel_balance: 20_000,
      inbound: 50_000,
    });
  });

  // lnwallet/channel.go SettleHTLC → evaluateHTLCView credits the settled HTLC to our side.
  it('moves its amount from inbound to the local side once settled, up to all of it', async () => {
    const invoice = await createInvoice({ lnd, tokens: 30_000 });
    devnode.settleInvoice(invoice.id);
    expect(await getChannelBalance({ lnd })).toMatchObject({
      channel_balance: 50_000,
      inbound: 20_000,
    });

    // Exactly the inbound left fits; then the node can receive nothing more.
    const rest = await createInvoice({ lnd, tokens: 20_000 });
    devnode.settleInvoice(rest.id);
    expect(await getChannelBalance({ lnd })).toMatchObject({
      channel_balance: 70_000,
      inbound: 0,
    });
    expect(() => devnode.receiveKeysend({ tokens: 1 })).toThrow(ControlError);
  });

  // invoiceregistry.go processKeySend only runs once the HTLC crossed the channel: the same
  // commitment rules as any incoming HTLC (validateCommitmentSanity, evaluateHTLCView).
  it('a keysend payment is bound by the same inbound and moves it the same way', async () => {
    expect(() => devnode.receiveKeysend({ tokens: 50_001 })).toThrow(/inbound liquidity/);
    devnode.receiveKeysend({ tokens: 5_000 });
    expect(await getChannelBalance({ lnd })).toMatchObject({
      channel_balance: 25_000,
      inbound: 45_000,
    });
  });
});

describe('an outgoing payment', () => {
  // routing/route/route.go TotalAmount on the first hop; lnwallet/channel.go
  // ReceiveHTLCSettle credits it to the peer's side once the recipient settles.
  it('moves amount plus routing fee from the local side to inbound', async () => {
    const external = devnode.createExternalInvoice({ tokens: 10_000 });
    const paid = await payViaPaymentRequest({ lnd, request: external.request, max_fee: 10 });
    // Fee 1 000 msat base + 1 ppm of 10 000 000 msat = 1 010 msat.
    expect(paid.fee_mtokens).toBe('1010');
    expect(await getChannelBalance({ lnd })).toMatchObject({
      channel_balance_mtokens: String(20_000_000 - 10_001_010),
      inbound_mtokens: String(50_000_000 + 10_001_010),
    });
  });

  // rpcserver.go ChannelBalance: an outgoing HTLC on the local commitment is out of
  // LocalBalance, not yet in RemoteBalance, and summed in unsettled_remote_balance.
  it('in flight, has left channel_balance but not reached inbound (LND counts it apart)', async () => {
    devnode.holdPayments(true);
    const external = devnode.createExternalInvoice({ tokens: 4_000 });
    const paying = payViaPaymentRequest({ lnd, request: external.request, max_fee: 10 });
    // 4 000 sat + 1 004 msat of fee are on the wire.
    await eventually('the HTLC in flight', async () => {
      const balance = await getChannelBalance({ lnd });
      return balance.channel_balance_mtokens === String(20_000_000 - 4_001_004) && balance;
    });
    const inFlight = await getChannelBalance({ lnd });
    // unsettled_local_balance counts incoming HTLCs only: this one is unsettled_remote.
    expect(inFlight).toMatchObject({ inbound: 50_000, unsettled_balance: 0 });

    devnode.holdPayments(false);
    await paying;
    expect(await getChannelBalance({ lnd })).toMatchObject({
      channel_balance_mtokens: String(20_000_000 - 4_001_004),
      inbound_mtokens: String(50_000_000 + 4_001_004),
    });
  });
});
