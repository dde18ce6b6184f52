// Other apps on the same LND (docs/decisions/0012-lnd-as-it-behaves.md item 9): SubscribeInvoices carries every invoice of
// the node — another app's, and those LND inserts for keysend and AMP payments
// (invoices/invoiceregistry.go processKeySend, processAMP) — and a payer may overpay ours
// (invoices/update.go accepts any amount at or above the invoice's value). The app credits
// its own purchases exactly once and nothing else.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-foreign-' });
let alice: string;
beforeAll(async () => {
  alice = (await t.register({ btc_address: REGTEST_ADDRESS })).token;
});

const soldOf = async (raffle: Raffle): Promise<number> =>
  (await t.api.get(`/api/rifa/${raffle.id}`)).body.sold_tickets as number;

const creditedPurchases = (): number =>
  t.store.db
    .prepare(`SELECT COUNT(*) FROM transactions WHERE status = 'paid'`)
    .pluck()
    .get() as number;

describe('invoices that are not ours on the stream', () => {
  it("another app's invoice, a keysend and an AMP payment credit nothing; ours, overpaid, is credited once", async () => {
    const raffle = await t.createRaffle({ ticket_price: 1_000, total_tickets: 10 });
    const purchase = await t.buy(alice, raffle, 2);

    const foreign = t.devnode.createForeignInvoice({ tokens: 2_000, memo: 'outra app' });
    t.devnode.settleInvoice(foreign.hash);
    t.devnode.receiveKeysend({ tokens: 2_000 });
    t.devnode.receiveAmp({ tokens: 2_000 });
    // A payer sends twice what our invoice asks: LND settles it all the same.
    const overpaid = t.devnode.settleInvoice(purchase.payment_hash, { amtMsat: 4_000_000 });
    expect(overpaid.amtPaidMsat).toBe('4000000');

    const paid = await t.purchaseIn(alice, purchase.id, 'paid');
    expect(paid.tickets).toHaveLength(2);
    expect(await soldOf(raffle)).toBe(2);
    expect(creditedPurchases()).toBe(1);

    // The stream goes on: the next purchase of ours is credited as usual.
    const next = await t.buyPaid(alice, raffle, 1);
    expect(next.tickets).toHaveLength(1);
    expect(await soldOf(raffle)).toBe(3);
    expect(creditedPurchases()).toBe(2);
  });
});
