// docs/protocols/lnurl.md#lightning-address-payouts over real HTTP, SQLite and the devnode: a
// winner with a Lightning Address in the profile is paid there on their own, once the operator
// turns it on in Configurações. The address's wallet is a real LNURL-pay server
// (tests/support/lnurl-pay-server.ts) behind a SOCKS5 proxy in Tor's place, serving an .onion
// name; its callback answers a real invoice of another node, which the app's LND pays. Every
// failure leaves the prize 'aguardando fatura' with the reason, and the claim still works.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightningClaimResult, PayoutSettings, UserWin } from '@rifa/shared';
import { drawnRaffle } from '../integration/draw-support.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { fakeInvoice, startLnurlPayServer } from '../support/lnurl-pay-server.ts';
import { startSocks5Proxy } from '../support/socks5-proxy.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const ONION = 'carteira7xq3kq4c7vbnm5hyzlwmdqoe6xctfjwuvk7p4n2gsl3ymza5.onion';
const PRIZE = 200;

/** The callback's invoices: real ones of another node (the devnode's external wallets). */
let realInvoices = true;
const issued: { hash: string; tokens: number }[] = [];
const wallet = await startLnurlPayServer({
  invoice: (msat) => {
    if (!realInvoices) return fakeInvoice(msat);
    const invoice = t.devnode.createExternalInvoice({ tokens: msat / 1000, description: 'prêmio' });
    issued.push({ hash: invoice.hash, tokens: msat / 1000 });
    return invoice.request;
  },
});
const proxy = await startSocks5Proxy({ [ONION]: wallet.port });
afterAll(async () => {
  await wallet.close();
  await proxy.close();
});

const clock = movableClock();
const t = useTestApp({
  clock,
  dirPrefix: 'rifa-lightning-address-',
  torProxy: `127.0.0.1:${proxy.port}`,
  lightningAddress: { timeoutMs: 2_000 },
});

beforeEach(() => {
  realInvoices = true;
  wallet.answers.payRequest = { kind: 'ok' };
  wallet.answers.callback = { kind: 'ok' };
});

let winners = 0;
/** A participant whose profile has `<name>@<ONION>`, served by the wallet. */
async function winnerAt(name: string, domain = ONION) {
  winners += 1;
  const { token, user } = await t.register({ btc_address: REGTEST_ADDRESS });
  wallet.names.add(name);
  const saved = await t.api
    .put('/user/me')
    .set(bearer(token))
    .send({ lightning_address: `${name}@${domain}` });
  expect(saved.status, saved.text).toBe(200);
  return { token, id: user.id };
}

const setAddressPayouts = async (on: boolean) => {
  const response = await t.api
    .put('/api/admin/payout-settings')
    .set(bearer(t.adminToken))
    .send({ lightning_address_payouts: on });
  expect(response.status, response.text).toBe(200);
  return response.body as PayoutSettings;
};

/**
 * A 200-sat prize (Lightning only) won by `token`, with the setting off: the draw moves the
 * clock past its blocks, so the test turns the setting on once the draw's own payout pass is
 * over, and knows when each attempt is made.
 */
async function wonPrize(token: string) {
  await setAddressPayouts(false);
  const raffle = await drawnRaffle(t, clock, token, {
    name: `Rifa ${winners}`,
    prize_amount: PRIZE,
  });
  await t.payoutJob.tick();
  expect(prize(raffle.id).status).toBe('awaiting_invoice');
  return raffle;
}

const prize = (raffleId: number) => t.store.payouts.prizeOf(raffleId)!;
/** The requests the wallet answered for `name`: its pay request, then its callback. */
const asked = (name: string) =>
  wallet.requests.filter((request) => request.path.includes(`/${name}`));
const callbacks = (name: string) =>
  asked(name).filter((request) => request.path.includes('/callback'));

/** The winner's claim by pasted invoice, as the dashboard makes it. */
async function claimByInvoice(token: string, raffleId: number) {
  const invoice = t.devnode.createExternalInvoice({ tokens: PRIZE, description: 'colada' });
  const response = await t.api
    .post(`/api/user/wins/${raffleId}/lightning`)
    .set(bearer(token))
    .send({ invoice: invoice.request });
  expect(response.status, response.text).toBe(200);
  expect((response.body as LightningClaimResult).status).toBe('sent');
  expect(t.devnode.externalInvoice(invoice.hash).paid).toBe(true);
}

describe('off by default', () => {
  it('asks nothing of the address while the setting is off: the prize waits for a claim', async () => {
    const settings = (await t.api.get('/api/admin/payout-settings').set(bearer(t.adminToken)))
      .body as PayoutSettings;
    expect(settings).toMatchObject({ lightning_address_payouts: false, tor_proxy: true });
    const ana = await winnerAt('ana');
    const raffle = await wonPrize(ana.token);
    await t.payoutJob.tick();
    await t.payoutJob.tick();
    expect(prize(raffle.id)).toMatchObject({ status: 'awaiting_invoice', last_error: null });
    expect(proxy.asked).toEqual([]);
    expect(wallet.requests).toEqual([]);
    expect(wallet.connections).toBe(0);
    await claimByInvoice(ana.token, raffle.id);
  });
});

describe('on: the prize goes to the address', () => {
  it('pays the invoice its wallet answers, once, through the Tor proxy', async () => {
    const bia = await winnerAt('bia');
    const before = issued.length;
    const raffle = await wonPrize(bia.token);
    expect(await setAddressPayouts(true)).toMatchObject({ lightning_address_payouts: true });
    // Two ticks at once: the second finds nothing left to do.
    await Promise.all([t.payoutJob.tick(), t.payoutJob.tick()]);

    expect(prize(raffle.id)).toMatchObject({ status: 'sent', last_error: null });
    const invoices = issued.slice(before);
    expect(invoices).toEqual([{ hash: expect.any(String), tokens: PRIZE }]);
    expect(t.devnode.externalInvoice(invoices[0]!.hash).paid).toBe(true);
    expect(prize(raffle.id).payment_hash).toBe(invoices[0]!.hash);
    // One pay request and one callback, both to the onion name, through the proxy.
    expect(asked('bia').map((request) => request.host)).toEqual([ONION, ONION]);
    expect(callbacks('bia')).toHaveLength(1);
    const comment = new URL(callbacks('bia')[0]!.path, 'http://x').searchParams.get('comment');
    expect(comment).toBe(`Prêmio da rifa Rifa ${winners} (200 sats)`);
    expect(
      proxy.asked.every((request) => request.host === ONION && request.addressType === 3),
    ).toBe(true);

    const wins = (await t.api.get('/api/user/wins').set(bearer(bia.token))).body.data as UserWin[];
    expect(wins.find((win) => win.raffle_id === raffle.id)).toMatchObject({
      payout_status: 'sent',
      payout_method: 'lightning',
    });
    await t.payoutJob.tick();
    expect(callbacks('bia')).toHaveLength(1);
  });
});

describe('a failure falls back to the claim, never to failed', () => {
  it('an invoice of another amount: refused before LND, the reason kept', async () => {
    const caio = await winnerAt('caio');
    const raffle = await wonPrize(caio.token);
    wallet.answers.callback = { kind: 'invoice', msat: 300_000 };
    await setAddressPayouts(true);
    await t.payoutJob.tick();
    const payout = prize(raffle.id);
    expect(payout.status).toBe('awaiting_invoice');
    expect(payout.last_error).toBe(
      `Envio automático ao Lightning Address não foi feito. A carteira de caio@${ONION} enviou uma fatura de 300 sats; o pagamento é de 200 sats.`,
    );
    expect(t.devnode.payments().filter((p) => p.valueMsat === '300000')).toEqual([]);
    const wins = (await t.api.get('/api/user/wins').set(bearer(caio.token))).body.data as UserWin[];
    expect(wins.find((win) => win.raffle_id === raffle.id)?.payout_error).toBe(payout.last_error);
    await claimByInvoice(caio.token, raffle.id);
  });

  it('an invoice LND cannot read: the same claim path refuses it', async () => {
    const duda = await winnerAt('duda');
    const raffle = await wonPrize(duda.token);
    realInvoices = false;
    await setAddressPayouts(true);
    await t.payoutJob.tick();
    expect(prize(raffle.id)).toMatchObject({
      status: 'awaiting_invoice',
      last_error: `Envio automático ao Lightning Address não foi feito. A fatura enviada por duda@${ONION} foi recusada (Fatura Lightning inválida ou de outra rede).`,
    });
    expect(callbacks('duda')).toHaveLength(1);
    await claimByInvoice(duda.token, raffle.id);
  });

  it("the wallet's ERROR: asked again 10 minutes later and an hour after, then never", async () => {
    const eva = await winnerAt('eva');
    const raffle = await wonPrize(eva.token);
    wallet.answers.callback = { kind: 'error', reason: 'Limite diário atingido' };
    await setAddressPayouts(true);
    await t.payoutJob.tick();
    expect(prize(raffle.id)).toMatchObject({
      status: 'awaiting_invoice',
      last_error: `Envio automático ao Lightning Address não foi feito. A carteira de eva@${ONION} recusou: "Limite diário atingido"`,
    });
    expect(callbacks('eva')).toHaveLength(1);

    await t.payoutJob.tick();
    expect(callbacks('eva')).toHaveLength(1);
    clock.advance(10 * 60_000);
    await t.payoutJob.tick();
    expect(callbacks('eva')).toHaveLength(2);
    clock.advance(60 * 60_000);
    await t.payoutJob.tick();
    expect(callbacks('eva')).toHaveLength(3);
    clock.advance(24 * 60 * 60_000);
    await t.payoutJob.tick();
    expect(callbacks('eva')).toHaveLength(3);
    expect(prize(raffle.id).status).toBe('awaiting_invoice');

    // A new address starts over, and pays.
    wallet.answers.callback = { kind: 'ok' };
    wallet.names.add('eva2');
    const saved = await t.api
      .put('/user/me')
      .set(bearer(eva.token))
      .send({ lightning_address: `eva2@${ONION}` });
    expect(saved.status).toBe(200);
    await t.payoutJob.tick();
    expect(callbacks('eva2')).toHaveLength(1);
    expect(prize(raffle.id)).toMatchObject({ status: 'sent', last_error: null });
  });

  it('a wallet that does not answer in time', async () => {
    const fabi = await winnerAt('fabi');
    const raffle = await wonPrize(fabi.token);
    wallet.answers.payRequest = { kind: 'slow', ms: 10_000 };
    await setAddressPayouts(true);
    await t.payoutJob.tick();
    expect(prize(raffle.id)).toMatchObject({
      status: 'awaiting_invoice',
      last_error: `Envio automático ao Lightning Address não foi feito. A carteira de fabi@${ONION} não respondeu em 2 s; tente de novo mais tarde.`,
    });
    expect(callbacks('fabi')).toEqual([]);
    await claimByInvoice(fabi.token, raffle.id);
  });

  it('a payment LND gives up on: back to aguardando fatura, not failed', async () => {
    const gil = await winnerAt('gil');
    const raffle = await wonPrize(gil.token);
    t.devnode.failNextPayment('NO_ROUTE');
    await setAddressPayouts(true);
    await t.payoutJob.tick();
    const payout = prize(raffle.id);
    expect(payout.status).toBe('awaiting_invoice');
    expect(payout.last_error).toMatch(
      /^Envio automático ao Lightning Address não foi feito\. O pagamento Lightning de 200 sats falhou/,
    );
    expect(callbacks('gil')).toHaveLength(1);
    await claimByInvoice(gil.token, raffle.id);
  });
});

describe('without the Tor proxy', () => {
  it('never calls an address whose domain leads to a private or loopback address', async () => {
    await t.restart({
      torProxy: undefined,
      // The domain's DNS answer, as a hostile one would give it.
      lightningAddress: { timeoutMs: 2_000, lookup: async () => [{ address: '127.0.0.1' }] },
    });
    const hugo = await winnerAt('hugo', 'carteira.exemplo');
    const connections = wallet.connections;
    const proxied = proxy.asked.length;
    const raffle = await wonPrize(hugo.token);
    const settings = await setAddressPayouts(true);
    expect(settings.tor_proxy).toBe(false);
    await t.payoutJob.tick();
    expect(prize(raffle.id)).toMatchObject({
      status: 'awaiting_invoice',
      last_error:
        'Envio automático ao Lightning Address não foi feito. carteira.exemplo leva a um endereço privado ou local (127.0.0.1); por segurança, o servidor não o chama.',
    });
    expect(wallet.connections).toBe(connections);
    expect(proxy.asked).toHaveLength(proxied);
    await claimByInvoice(hugo.token, raffle.id);
  });
});
