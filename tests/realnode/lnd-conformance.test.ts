// The devnode, corrected by the real node: one list of the LND behaviours the app relies on,
// through the same `lightning` calls its adapters make (server/src/adapters/lnd/*.ts), run on
// two targets — the devnode and real LND 0.21.3 (loja, paid by and paying carteira). Compared:
// the shapes, the fields the app reads, error names, gRPC codes, LND's detail texts and the
// kind the app maps each error to (lnd-errors.ts); not values that legitimately differ (keys,
// fees, timestamps). A difference kept on purpose is named in KNOWN_DIFFERENCES with its
// reason and asserts what each target does, so a change on either side fails it. The count
// is printed at the end. Cases run in order: the on-chain ones leave the wallet to the next.
import { createHash } from 'node:crypto';
import * as ln from 'lightning';
import { expect } from 'vitest';
import { parseRawTransaction } from '../../shared/src/draw/index.ts';
import { eventually } from '../support/poll.ts';
import * as h from './harness/conformance-targets.ts';

const { SHAPES, failure, shape } = h;

const KNOWN_DIFFERENCES = {
  'WalletBalance: locked_balance while a send_all is unconfirmed':
    'LND leases the coins a sweep-all spends (sweep/walletsweep.go CraftSweepAllTx) and counts ' +
    'them locked until it confirms (btcwallet wtxmgr insertMinedTx); the devnode leases none. ' +
    'The app reads only confirmed_balance and reserved_balance_anchor_chan, and never sweeps.',
  "an incoming HTLC's custom records":
    "the payer's LND adds the experimental accountability record to its HTLCs (lnwire " +
    'ExperimentalAccountableType 106823, htlcswitch/link.go); the devnode’s simulated payer ' +
    "adds none. It is the payer's doing, not the shop's LND's, and the app reads no records.",
};

const { cases, both, differs } = h.caseList(KNOWN_DIFFERENCES);

const REGTEST_GENESIS = '06226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f';
const NO_FUNDS = '(2: insufficient funds available to construct transaction)';
const RESERVED =
  '(2: reserved wallet balance invalidated: transaction would leave insufficient funds for ' +
  'fee bumping anchor channel closings (see debug log for details))';
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const bits = (features: { bit: number }[]) => features.map((feature) => feature.bit);
const NODE_FEATURES = [0, 5, 7, 8, 12, 14, 17, 23, 25, 27, 30, 31, 35, 39, 44, 261, 2023];
const VERSION = '0.21.3-beta commit=v0.21.3-beta';

// --- lnrpc.Lightning: GetInfo, invoices, messages ------------------------------------------
both('GetInfo', 'identity, regtest chain, synced tip, LND 0.21.3 features', async (t) => {
  const info = await ln.getWalletInfo({ lnd: t.lnd });
  expect(shape(info)).toEqual(SHAPES.info);
  expect(info).toMatchObject({ public_key: t.pubkey, is_synced_to_chain: true });
  expect(info).toMatchObject({ chains: [REGTEST_GENESIS], version: VERSION });
  expect(info.current_block_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(bits(info.features)).toEqual(NODE_FEATURES);
});

both('Invoices', 'AddInvoice as the app calls it, then LookupInvoice', async (t) => {
  const [description, expiresAt] = ['Rifa #7: 3 bilhetes', new Date(Date.now() + 900_000)];
  const created = await ln.createInvoice({
    ...{ lnd: t.lnd, tokens: 2_100, description, expires_at: expiresAt.toISOString() },
    is_including_private_channels: true,
  });
  const invoice = await h.lookupInvoice(t, created.id);
  expect(shape(invoice)).toEqual(SHAPES.invoice);
  expect(invoice).toMatchObject({ id: created.id, request: created.request, description });
  expect(invoice).toMatchObject({ tokens: 2_100, is_confirmed: false, received: 0, payments: [] });
  expect(Math.abs(Date.parse(invoice.expires_at) - expiresAt.getTime())).toBeLessThan(1_000);
  expect([invoice.index > 0, bits(invoice.features)]).toEqual([true, [8, 14, 17, 25]]);
});

both('Invoices', 'AddInvoice with a description_hash', async (t) => {
  const hash = createHash('sha256').update('termos da rifa').digest('hex');
  const created = await ln.createInvoice({ lnd: t.lnd, tokens: 5, description_hash: hash });
  const invoice = await ln.getInvoice({ lnd: t.lnd, id: created.id });
  expect(invoice).toMatchObject({ description: '', description_hash: hash, tokens: 5 });
});

both('Invoices', 'a paid invoice: confirmed, received, settle index, its HTLC', async (t) => {
  const invoice = await h.paidInvoice(t, 777);
  expect(shape(invoice)).toEqual([...SHAPES.invoice, 'confirmed_at', 'confirmed_index'].sort());
  expect(invoice).toMatchObject({ is_confirmed: true, received: 777, received_mtokens: '777000' });
  expect(invoice.confirmed_index).toBeGreaterThan(0);
  expect(invoice.payments.map(shape)).toEqual([SHAPES.htlc]);
  expect(invoice.payments[0]).toMatchObject({ is_confirmed: true, tokens: 777 });
});

differs('Invoices', "an incoming HTLC's custom records", async (t) => {
  const { messages } = (await h.paidInvoice(t, 778)).payments[0]!;
  h.perTarget(t, {
    devnode: () => expect(messages).toEqual([]),
    lnd: () => expect(messages).toEqual([{ type: '106823', value: '00' }]),
  });
});

both('Invoices', 'SubscribeInvoices: adds and settlements live, then both backlogs', async (t) => {
  const live = h.invoiceStream(t.lnd);
  try {
    await h.streamLive(t.lnd, live.events);
    const [first, second] = [await h.paidInvoice(t, 301), await h.paidInvoice(t, 302)];
    const ours = () => live.events.filter((e) => e.id === first.id || e.id === second.id);
    const events = await eventually('adds and settlements', () => ours().length === 4 && ours());
    // Across invoices the order is LND's business; each one's add comes before its settle.
    const seen = events.map((e) => `${e.tokens} ${e.is_confirmed} ${e.confirmed_index ?? '-'}`);
    expect(seen.sort()).toEqual([
      ...['301 false -', `301 true ${first.confirmed_index}`],
      ...['302 false -', `302 true ${second.confirmed_index}`],
    ]);
    // Resumed from the first one's cursors, the second is in both backlogs: it comes twice.
    const cursor = { added_after: first.index, confirmed_after: first.confirmed_index };
    const resumed = h.invoiceStream(t.lnd, cursor);
    await eventually('both backlogs', () => resumed.events.length >= 2);
    resumed.close();
    const replayed = resumed.events.map((e) => [e.id, e.is_confirmed, e.confirmed_index]);
    expect(replayed).toEqual([1, 2].map(() => [second.id, true, second.confirmed_index]));
  } finally {
    live.close();
  }
});

both('Invoices', 'CancelInvoice: an open one canceled, a settled or unknown one not', async (t) => {
  const open = await ln.createInvoice({ lnd: t.lnd, tokens: 10 });
  await ln.cancelHodlInvoice({ lnd: t.lnd, id: open.id });
  expect(await ln.getInvoice({ lnd: t.lnd, id: open.id })).toMatchObject({ is_canceled: true });
  const cancel = (id: string) => failure(ln.cancelHodlInvoice({ lnd: t.lnd, id }));
  expect([await cancel((await h.paidInvoice(t, 11)).id), await cancel('00'.repeat(32))]).toEqual([
    '503 UnexpectedErrorCancelingHodlInvoice (2: invoice already settled) → unknown',
    '503 UnexpectedErrorCancelingHodlInvoice (2: unable to locate invoice) → unknown',
  ]);
});

both('Invoices', 'LookupInvoice of an unknown hash: NOT_FOUND', async (t) => {
  const unknown = await failure(ln.getInvoice({ lnd: t.lnd, id: '00'.repeat(32) }));
  expect(unknown).toBe('503 UnexpectedLookupInvoiceErr (5: unable to locate invoice) → not_found');
});

both('Messages', 'SignMessage, then VerifyMessage recovers the node key', async (t) => {
  const message = 'recibo: 3 bilhetes';
  const { signature } = await ln.signMessage({ lnd: t.lnd, message });
  expect(signature).toMatch(/^[ybndrfg8ejkmcpqxot1uwisza345h769]{104}$/);
  const verified = await ln.verifyMessage({ lnd: t.lnd, message, signature });
  expect(verified).toEqual({ signed_by: t.pubkey });
});

// --- routerrpc.Router and DecodePayReq: paying a wallet elsewhere --------------------------
both('Payments', 'DecodePayReq of a wallet elsewhere’s invoice', async (t) => {
  const foreign = await t.foreignInvoice(10_000, 'prêmio');
  const decoded = await ln.decodePaymentRequest({ lnd: t.lnd, request: foreign.request });
  expect(shape(decoded)).toEqual(SHAPES.decoded);
  expect(decoded).toMatchObject({ id: foreign.id, destination: foreign.destination });
  expect(decoded).toMatchObject({ tokens: 10_000, description: 'prêmio', is_expired: false });
});

both('Payments', 'SendPaymentV2 pays once within max_fee; TrackPaymentV2 finds it', async (t) => {
  const foreign = await t.foreignInvoice(10_000, 'prêmio');
  const pay = () => ln.payViaPaymentRequest({ lnd: t.lnd, request: foreign.request, max_fee: 10 });
  const paid = await pay();
  expect(shape(paid)).toEqual(SHAPES.paid);
  expect(paid).toMatchObject({ id: foreign.id, tokens: 10_000 + paid.fee });
  expect([sha256(paid.secret), paid.fee <= 10]).toEqual([foreign.id, true]);
  const found = await ln.getPayment({ lnd: t.lnd, id: foreign.id });
  expect(found).toMatchObject({ is_confirmed: true, is_failed: false, is_pending: false });
  expect(found.payment).toMatchObject({ id: foreign.id, safe_fee: paid.safe_fee });
  const unknown = () => ln.getPayment({ lnd: t.lnd, id: '11'.repeat(32) });
  expect([await failure(pay()), await failure(unknown())]).toEqual([
    '503 UnexpectedPaymentError (6: invoice is already paid) → unknown',
    '404 SentPaymentNotFound → not_found',
  ]);
});

// --- Channels ------------------------------------------------------------------------------
both('Channels', 'ChannelBalance and ListChannels agree; the reserve counts anchors', async (t) => {
  // Right after a payment LND may still be exchanging commitments: the two read one state once
  // that is done (each reads the channels' local commitments, rpcserver.go).
  const read = async () => {
    const balance = await ln.getChannelBalance({ lnd: t.lnd });
    const { channels } = await ln.getChannels({ lnd: t.lnd });
    const sum = (side: 'local' | 'remote') =>
      channels.reduce((total, channel) => total + channel[`${side}_balance`], 0);
    const agree = balance.channel_balance === sum('local') && balance.inbound === sum('remote');
    return agree && { balance, channels };
  };
  const { balance, channels } = await eventually('the same balances', read, 10_000, 100);
  expect(shape(balance)).toEqual(SHAPES.channelBalance);
  expect(channels.map(shape)).toEqual(channels.map(() => SHAPES.channel));
  for (const channel of channels)
    expect(channel).toMatchObject({ is_active: true, is_private: false, type: 'anchor' });
  // lnwallet/wallet.go: 10 000 sat kept on chain for each public anchor channel.
  const { reserved_balance_anchor_chan: reserved } = await h.walletBalance(t.lnd);
  expect(Number(reserved)).toBe(10_000 * channels.length);
  expect((await ln.getChannels({ lnd: t.lnd, is_private: true })).channels).toEqual([]);
});

// --- The on-chain wallet: Lightning's and WalletKit's calls --------------------------------
both('Chain', 'WalletBalance read raw; GetChainBalance is its confirmed part', async (t) => {
  const raw = await h.walletBalance(t.lnd);
  expect(shape(raw)).toEqual(SHAPES.walletBalance);
  expect(raw).toMatchObject({ unconfirmed_balance: '0', locked_balance: '0' });
  const { chain_balance } = await ln.getChainBalance({ lnd: t.lnd });
  expect(String(chain_balance)).toBe(raw.confirmed_balance);
});

both('Chain', 'fee rate (WalletKit) and a send’s estimate (EstimateFee)', async (t) => {
  const { tokens_per_vbyte } = await ln.getChainFeeRate({ lnd: t.lnd, confirmation_target: 6 });
  expect(tokens_per_vbyte).toBeGreaterThanOrEqual(1);
  const estimate = (tokens: number) =>
    ln.getChainFeeEstimate({ lnd: t.lnd, send_to: [{ address: t.address, tokens }] });
  const { fee, tokens_per_vbyte: rate } = await estimate(10_000);
  expect(Number.isInteger(rate) && rate >= 1 && fee >= 110 * rate).toBe(true);
  expect(await failure(estimate(1e9))).toBe(
    `503 UnexpectedErrEstimatingFeeForChainSend ${NO_FUNDS} → insufficient_balance`,
  );
});

both('Chain', 'SendCoins with a label: listed by GetTransactions, then confirmed', async (t) => {
  const [tokens, description] = [25_000, 'prêmio rifa 42'];
  const sent = await ln.sendToChainAddress({ lnd: t.lnd, address: t.address, tokens, description });
  expect(sent).toMatchObject({ tokens, is_confirmed: false, is_outgoing: true });
  const row = (await h.txRow(t, sent.id))!;
  expect(shape(row)).toEqual(SHAPES.transaction);
  expect(row).toMatchObject({ description, is_outgoing: true, tokens: tokens + row.fee! });
  expect(row.output_addresses).toContain(t.address);
  await t.mine(1);
  expect(await h.txRow(t, sent.id)).toMatchObject({ is_confirmed: true, confirmation_count: 1 });
});

both('Chain', 'SendCoins and SendMany refuse dust and more than the balance', async (t) => {
  const to = (tokens: number) => ({ lnd: t.lnd, address: t.address, tokens });
  expect([
    await failure(ln.sendToChainAddress(to(293))),
    await failure(ln.sendToChainAddress(to(1e9))),
    await failure(ln.sendToChainAddresses({ lnd: t.lnd, send_to: [to(1e9)] })),
  ]).toEqual([
    '500 UnexpectedSendCoinsError (2: transaction output is dust) → unknown',
    '503 InsufficientBalanceToSendToChainAddress → insufficient_balance',
    `500 UnexpectedSendManyError ${NO_FUNDS} → insufficient_balance`,
  ]);
});

both('Chain', 'SendOutputs: the anchor OP_RETURN with its change, labelled', async (t) => {
  const { sent, parsed } = await h.sendAnchor(t);
  expect(parsed.txid).toBe(sent.id);
  const kinds = parsed.outputs.map((out) => (out.script === h.ANCHOR ? out.value : 'change'));
  expect(kinds.sort()).toEqual([0n, 'change']);
  const row = (await h.txRow(t, sent.id))!;
  expect(row).toMatchObject({ description: 'rifa:inst:7:ancora', transaction: sent.transaction });
  expect(row.fee).toBeGreaterThanOrEqual(parsed.vsize);
  await t.mine(1);
  expect(await h.txRow(t, sent.id)).toMatchObject({ is_confirmed: true });
});

both('Chain', 'BumpFee on an unconfirmed send’s change: a CPFP child; both confirm', async (t) => {
  const { sent, change } = await h.sendAnchor(t);
  const outpoint = (vout: number) => ({ transaction_id: sent.id, transaction_vout: vout });
  const bump = (vout: number) =>
    ln.requestChainFeeIncrease({ lnd: t.lnd, ...outpoint(vout), fee_tokens_per_vbyte: 20 });
  const notOurs = await failure(bump(1 - change));
  expect(notOurs).toBe('404 SpecifiedOutpointNotFoundInWalletUtxos → unknown');
  await bump(change);
  const spendsChange = (raw?: string) =>
    !!raw && parseRawTransaction(raw).inputs.some((i) => i.txid === sent.id && i.vout === change);
  const rows = async () => (await ln.getChainTransactions({ lnd: t.lnd })).transactions;
  const childRow = async () => (await rows()).find((tx) => spendsChange(tx.transaction));
  const child = await eventually('the CPFP child', childRow, 30_000, 250);
  expect(child).toMatchObject({ description: '0:sweep', is_confirmed: false });
  await t.mine(1);
  for (const id of [sent.id, child.id])
    expect(await h.txRow(t, id)).toMatchObject({ is_confirmed: true });
});

differs('Chain', 'WalletBalance: locked_balance while a send_all is unconfirmed', async (t) => {
  await ln.sendToChainAddress({ lnd: t.lnd, address: t.address, is_send_all: true });
  const swept = await h.walletBalance(t.lnd);
  // Both keep the anchor reserve back from the sweep, as its change.
  const reserve = swept.reserved_balance_anchor_chan;
  expect(swept).toMatchObject({ confirmed_balance: '0', unconfirmed_balance: reserve });
  h.perTarget(t, {
    devnode: () => expect(swept.locked_balance).toBe('0'),
    lnd: () => expect(Number(swept.locked_balance)).toBeGreaterThan(Number(reserve)),
  });
  await t.mine(1);
  const after = await h.walletBalance(t.lnd);
  expect(after).toMatchObject({ confirmed_balance: reserve, locked_balance: '0' });
});

both('Chain', 'a wallet holding only its anchor reserve refuses to spend it', async (t) => {
  const to = { lnd: t.lnd, address: t.address, tokens: 5_000 };
  const spend = [{ script: '0014751e76e8199196d454941c45d1b3a323f1433bd6', tokens: 5_000 }];
  expect([
    await failure(ln.sendToChainAddress(to)),
    await failure(ln.sendToChainAddresses({ lnd: t.lnd, send_to: [to] })),
    await failure(ln.sendToChainOutputScripts({ lnd: t.lnd, send_to: spend })),
  ]).toEqual([
    `500 UnexpectedSendCoinsError ${RESERVED} → insufficient_balance`,
    `500 UnexpectedSendManyError ${RESERVED} → insufficient_balance`,
    '500 UnexpectedSendToChainOutputScriptsErr (2: the outputs to be sent would leave ' +
      'insufficient reserves for anchor channels in the wallet) → insufficient_balance',
  ]);
  // The anchor sends nothing, only a fee from the reserve's coin: both let it out.
  expect((await h.sendAnchor(t)).parsed.outputs).toHaveLength(2);
  await t.mine(1);
});

// --- The run: every case on each target, in order, then the count ------------------------
h.runOnBothTargets(cases);
