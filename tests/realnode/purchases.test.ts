// Purchases against real LND (docs/real-node.md): an invoice made by loja is paid by carteira
// over their public channel and credited exactly once; the receipt loja signs is valid for
// LND's own VerifyMessage and for our offline check; invoices expire in LND with the raffle's
// end; cancelling a raffle cancels its open invoices in LND itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInvoice } from 'lightning';
import type { SignedReceipt } from '@rifa/shared';
import { verifySignedReceipt } from '@rifa/shared/receipt';
import type { Api } from '../faults/support/api-client.ts';
import { query } from '../faults/support/database.ts';
import { eventually } from '../support/poll.ts';
import { payFromCarteira, startShop, type Shop } from './harness/shop-app.ts';
import { startWorld, stopWorld, type RegtestWorld } from './harness/world.ts';

let world: RegtestWorld;
let shop: Shop;
let api: Api;
let admin: string;
let buyer: string;

beforeAll(async () => {
  world = await startWorld();
  shop = await startShop(world);
  api = shop.api;
  admin = await api.adminToken();
  buyer = (await api.register('comprador@example.com')).token;
});
afterAll(async () => {
  await shop?.server.stop();
  await stopWorld(world);
});

interface Purchase {
  id: number;
  status: string;
  payment_request: string;
  payment_hash: string;
  numbers: number[];
  tickets?: number[];
  receipt?: SignedReceipt | null;
}

const purchase = async (id: number) =>
  (await api.call<Purchase>('GET', `/api/transaction/${id}`, { token: buyer })).body;

async function buy(raffle: { id: number; ticket_price: number }, count: number) {
  const reply = await api.call<Purchase>('POST', '/api/transaction', {
    token: buyer,
    body: {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffle.id,
      tickets_count: count,
      amount: count * raffle.ticket_price,
    },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

describe('a purchase paid from another LND', () => {
  it('is credited exactly once, with the numbers reserved for it', async () => {
    const raffle = await api.createRaffle(admin, { total_tickets: 100 });
    const open = await buy(raffle, 3);
    expect(open.payment_request).toMatch(/^lnbcrt/);
    // The invoice is loja's: LND knows it, for the exact amount.
    const invoice = await getInvoice({ lnd: world.loja.lnd(), id: open.payment_hash });
    expect(invoice).toMatchObject({ tokens: 3_000, is_confirmed: false });
    expect(invoice.is_canceled).toBeFalsy();

    const paid = await payFromCarteira(world, open.payment_request);
    expect(paid.id).toBe(open.payment_hash);

    const credited = await eventually(
      'purchase paid in the app',
      async () => {
        const now = await purchase(open.id);
        return now.status === 'paid' ? now : undefined;
      },
      20_000,
      100,
    );
    expect(credited.tickets).toEqual([...open.numbers].sort((a, b) => a - b));
    const tickets = query<{ number: number }>(
      shop.dataDir,
      'SELECT number FROM tickets WHERE raffle_id = ? ORDER BY number',
      raffle.id,
    ).map((row) => row.number);
    expect(tickets).toEqual(credited.tickets);

    // A restart replays LND's invoice stream from its cursor and looks pending ones up: no change.
    expect((await shop.server.stop()).code).toBe(0);
    shop = await startShop(world, { dataDir: shop.dataDir });
    api = shop.api;
    const raffleAfter = (await api.call<{ sold_tickets: number }>('GET', `/api/rifa/${raffle.id}`))
      .body;
    expect(raffleAfter.sold_tickets).toBe(3);
    expect(
      query<{ n: number }>(
        shop.dataDir,
        'SELECT COUNT(*) AS n FROM tickets WHERE raffle_id = ?',
        raffle.id,
      )[0]!.n,
    ).toBe(3);
  });

  it('gets a receipt signed by loja that carteira’s VerifyMessage and our check accept', async () => {
    const raffle = await api.createRaffle(admin, { total_tickets: 100 });
    const open = await buy(raffle, 2);
    await payFromCarteira(world, open.payment_request);
    const receipt = await eventually(
      'receipt signed',
      async () => (await purchase(open.id)).receipt ?? undefined,
      30_000,
      200,
    );
    expect(receipt.node_pubkey).toBe(world.loja.pubkey);
    expect(receipt.text).toContain(open.payment_hash);
    // LND's own check (rpcserver.go VerifyMessage): the recovered key, and `valid` because
    // loja is in carteira's graph through their public channel.
    const verified = await world.carteira.lncli<{ valid: boolean; pubkey: string }>([
      'verifymessage',
      `--msg=${receipt.text}`,
      `--sig=${receipt.signature}`,
    ]);
    expect(verified).toEqual({ valid: true, pubkey: world.loja.pubkey });
    // The buyer's browser runs this same function (shared/src/receipt).
    expect(verifySignedReceipt(receipt, world.loja.pubkey)).toBe(true);
    expect(verifySignedReceipt({ ...receipt, text: `${receipt.text} ` }, world.loja.pubkey)).toBe(
      false,
    );
  });
});

describe('invoices that must no longer be paid', () => {
  it('expire in LND with the end of sales, and the app releases the reservation', async () => {
    const raffle = await api.createRaffle(admin, {
      total_tickets: 10,
      end_date: new Date(Date.now() + 15_000).toISOString(),
    });
    const open = await buy(raffle, 2);
    const invoice = await getInvoice({ lnd: world.loja.lnd(), id: open.payment_hash });
    // The invoice's expiry is the end of sales when that comes before 15 minutes.
    expect(Date.parse(invoice.expires_at)).toBeLessThanOrEqual(Date.parse(raffle.end_date) + 1_000);

    await eventually(
      'LND cancels the expired invoice',
      async () => (await getInvoice({ lnd: world.loja.lnd(), id: open.payment_hash })).is_canceled,
      60_000,
      500,
    );
    await expect(payFromCarteira(world, open.payment_request)).rejects.toBeTruthy();
    await eventually(
      'the app marks the purchase expired',
      async () => (await purchase(open.id)).status === 'expired',
      30_000,
      200,
    );
  });

  it('are cancelled in LND when the admin cancels the raffle', async () => {
    const raffle = await api.createRaffle(admin, { total_tickets: 50 });
    const first = await buy(raffle, 1);
    const second = await buy(raffle, 4);
    const cancel = await api.call('PUT', `/api/rifa/${raffle.id}`, {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    for (const open of [first, second]) {
      const invoice = await getInvoice({ lnd: world.loja.lnd(), id: open.payment_hash });
      expect(invoice.is_canceled).toBe(true);
      await expect(payFromCarteira(world, open.payment_request)).rejects.toBeTruthy();
      expect((await purchase(open.id)).status).toBe('expired');
    }
  });
});
