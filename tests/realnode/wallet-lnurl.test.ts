// Any wallet against real LND (docs/protocols/lnurl.md, docs/real-node.md): carteira, a real
// LND, buys a ticket as a wallet without an account would — reads the raffle's payRequest,
// calls the callback with a comment naming its number, checks the invoice's description_hash
// against the metadata (LUD-06), pays over its channel and opens the aes success action with
// the preimage LND gave it — then wins, and takes the prize by LNURL-withdraw: loja's LND pays
// carteira's invoice once, and the link is spent.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, decodePaymentRequest, getInvoice } from 'lightning';
import type { LnurlWithdrawLink, TicketPage } from '@rifa/shared';
import {
  decodeLnurl,
  decryptAesSuccessAction,
  type PayCallbackAnswer,
} from '../../server/src/domain/lnurl/index.ts';
import type { Api } from '../faults/support/api-client.ts';
import { eventually } from '../support/poll.ts';
import { anchorSent, mineUntil, payoutsOf, raffleClosingSoon } from './harness/draws.ts';
import { payFromCarteira, startShop, type Shop } from './harness/shop-app.ts';
import { startWorld, stopWorld, type RegtestWorld } from './harness/world.ts';

let world: RegtestWorld;
let shop: Shop;
let api: Api;
let admin: string;

beforeAll(async () => {
  world = await startWorld();
  shop = await startShop(world, { env: { DRAW_CONFIRMATIONS: '2' } });
  api = shop.api;
  admin = await api.adminToken();
});
afterAll(async () => {
  await shop?.server.stop();
  await stopWorld(world);
});

const PRIZE = 2_000;

describe('a wallet without an account', () => {
  it('buys by LNURL-pay from carteira and takes its prize by LNURL-withdraw', async () => {
    const raffle = await raffleClosingSoon(api, admin, { prize_amount: PRIZE, total_tickets: 10 });
    const request = await api.call<{ callback: string; metadata: string; minSendable: number }>(
      'GET',
      `/.well-known/lnurlp/rifa${raffle.id}`,
    );
    expect(request.status).toBe(200);
    const callback = new URL(request.body.callback);
    const answer = await api.call<PayCallbackAnswer>(
      'GET',
      `${callback.pathname}?amount=${request.body.minSendable}&comment=${encodeURIComponent('7')}`,
    );
    expect(answer.status, answer.text).toBe(200);

    // What carteira's LND reads in the invoice: the metadata's hash, the amount, loja as payee.
    const decoded = await decodePaymentRequest({
      lnd: world.carteira.lnd(),
      request: answer.body.pr,
    });
    expect(decoded.description_hash).toBe(
      createHash('sha256').update(request.body.metadata, 'utf8').digest('hex'),
    );
    expect(decoded.tokens).toBe(request.body.minSendable / 1000);

    const paid = await payFromCarteira(world, answer.body.pr);
    const path = new URL(decryptAesSuccessAction(answer.body.successAction, paid.secret)).pathname;
    const page = await eventually(
      'ticket page paid',
      async () => {
        const body = (await api.call<TicketPage>('GET', `/api${path}`)).body;
        return body.purchase?.status === 'paid' ? body : undefined;
      },
      30_000,
      200,
    );
    expect(page.purchase.tickets).toEqual([7]);
    // LUD-21 shows the same preimage real LND settled with.
    const verified = await api.call<{ settled: boolean; preimage: string }>(
      'GET',
      new URL(answer.body.verify).pathname,
    );
    expect(verified.body).toMatchObject({ settled: true, preimage: paid.secret });

    await anchorSent(world, shop.dataDir, raffle);
    await mineUntil(world, 'the prize waits for a claim', () =>
      payoutsOf(shop.dataDir, raffle.id).find((row) => row.status === 'awaiting_invoice'),
    );
    const link = await api.call<LnurlWithdrawLink>('POST', `/api${path}/saque`, {
      body: { kind: 'prize' },
    });
    expect(link.status, link.text).toBe(200);
    const withdraw = await api.call<{ k1: string; callback: string; maxWithdrawable: number }>(
      'GET',
      new URL(decodeLnurl(link.body.lnurl)!).pathname,
    );
    expect(withdraw.body.maxWithdrawable).toBe(PRIZE * 1000);
    const invoice = await createInvoice({ lnd: world.carteira.lnd(), tokens: PRIZE });
    const taken = await api.call<{ status: string }>(
      'GET',
      `${new URL(withdraw.body.callback).pathname}?k1=${withdraw.body.k1}&pr=${invoice.request}`,
    );
    expect(taken.body).toEqual({ status: 'OK' });
    await eventually(
      'carteira received the prize',
      async () => (await getInvoice({ lnd: world.carteira.lnd(), id: invoice.id })).is_confirmed,
      60_000,
      200,
    );
    await eventually(
      'payout recorded as sent',
      () => payoutsOf(shop.dataDir, raffle.id).find((row) => row.status === 'sent'),
      30_000,
      200,
    );
    const again = await api.call<{ status: string }>(
      'GET',
      `${new URL(withdraw.body.callback).pathname}?k1=${withdraw.body.k1}&pr=${invoice.request}`,
    );
    expect(again.status).toBe(409);
    expect(again.body.status).toBe('ERROR');
  });
});
