// Cancelling a raffle cancels its open invoices in LND (docs/decisions/0013-built-for-tor.md), over real gRPC: once the
// admin's PUT answers, the devnode holds every open invoice of the raffle as CANCELED — no
// wallet can pay it any more — and the buyers' reservations are released.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle, Purchase } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-cancel-invoices-' });
let alice: string;
let bob: string;
beforeAll(async () => {
  alice = (await t.register()).token;
  bob = (await t.register()).token;
});

const invoiceState = (hash: string) => t.devnode.invoices().find((i) => i.hash === hash)?.state;
const transaction = async (token: string, id: number) =>
  (await t.api.get(`/api/transaction/${id}`).set(bearer(token))).body as Purchase;

describe('cancelling a raffle with open invoices', () => {
  it('leaves them CANCELED in LND and the reservations released', async () => {
    const raffle = await t.createRaffle({ total_tickets: 50 });
    const open = [await t.buy(alice, raffle, 2), await t.buy(bob, raffle, 3)];
    const paid = await t.buyPaid(bob, raffle, 1);
    for (const purchase of open) expect(invoiceState(purchase.payment_hash)).toBe('OPEN');

    const response = await t.editRaffle(raffle.id, { status: 'cancelled' });
    expect(response.status).toBe(200);

    // Already true when the PUT answers: nothing to wait for.
    for (const purchase of open) expect(invoiceState(purchase.payment_hash)).toBe('CANCELED');
    expect(invoiceState(paid.payment_hash)).toBe('SETTLED');
    expect((await transaction(alice, open[0]!.id)).status).toBe('expired');
    expect((await transaction(bob, open[1]!.id)).status).toBe('expired');
    const after = (await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle;
    expect(after).toMatchObject({ status: 'cancelled', sold_tickets: 1, available_tickets: 49 });
    // A wallet trying to pay now is turned away by the node itself.
    expect(() => t.devnode.settleInvoice(open[0]!.payment_hash)).toThrow(/canceled/);
  });

  it('leaves the open invoices of other raffles payable', async () => {
    const cancelled = await t.createRaffle({ total_tickets: 10 });
    const other = await t.createRaffle({ total_tickets: 10 });
    await t.buy(alice, cancelled, 1);
    const elsewhere = await t.buy(alice, other, 1);
    expect((await t.editRaffle(cancelled.id, { status: 'cancelled' })).status).toBe(200);
    expect(invoiceState(elsewhere.payment_hash)).toBe('OPEN');
    t.devnode.settleInvoice(elsewhere.payment_hash);
    expect((await t.purchaseIn(alice, elsewhere.id, 'paid')).tickets).toEqual(elsewhere.numbers);
  });
});
