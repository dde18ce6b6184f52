// docs/protocols/payment.md steps 4–6 over real gRPC: invoices settle on the devnode and the settlement
// watcher credits them exactly once, whatever happens to the stream or the app.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle, Purchase } from '@rifa/shared';
import { eventually, sleep } from '../support/poll.ts';
import { movableClock } from '../support/clock.ts';
import { bearer, type TestApp } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-settle-' });
let buyer: string;
beforeAll(async () => {
  buyer = (await t.register()).token;
});

const status = async (app: TestApp, token: string, id: number) =>
  (await app.api.get(`/api/transaction/${id}`).set(bearer(token))).body as Purchase;

const ticketsOf = (app: TestApp, raffleId: number) =>
  app.store.db
    .prepare('SELECT number FROM tickets WHERE raffle_id = ? ORDER BY number')
    .pluck()
    .all(raffleId) as number[];

describe('settlement', () => {
  it('credits a settled invoice within a second with the numbers fixed at reservation', async () => {
    const raffle = await t.createRaffle({ total_tickets: 20 });
    const first = await t.buy(buyer, raffle, 2);
    const second = await t.buy(buyer, raffle, 3);
    // The numbers were fixed at reservation (docs/protocols/payment.md step 5): settlement order does not
    // change them.
    expect(new Set([...first.numbers, ...second.numbers]).size).toBe(5);
    t.devnode.settleInvoice(second.payment_hash);
    const started = Date.now();
    const paid = await t.purchaseIn(buyer, second.id, 'paid', 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(paid.tickets).toEqual(second.numbers);
    t.devnode.settleInvoice(first.payment_hash);
    const paidFirst = await t.purchaseIn(buyer, first.id, 'paid');
    expect(paidFirst.tickets).toEqual(first.numbers);
    const after = (await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle;
    expect(after).toMatchObject({ sold_tickets: 5, available_tickets: 15 });
    const me = (await t.api.get('/user/me').set(bearer(buyer))).body;
    expect(me.active_tickets).toBeGreaterThanOrEqual(5);
  });

  it('credits once when the same settlement arrives again (replayed stream and lookup)', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    const tx = await t.buy(buyer, raffle, 2);
    t.devnode.settleInvoice(tx.payment_hash);
    await t.purchaseIn(buyer, tx.id, 'paid');
    // The stream replays from the cursors after a drop; the lookup sweep sees it too; and
    // the credit path is called directly once more.
    t.devnode.dropInvoiceStreams();
    await t.watcher.sweep();
    const invoice = t.devnode.invoices().find((i) => i.hash === tx.payment_hash)!;
    expect(
      t.watcher.credit(
        { id: invoice.hash, isConfirmed: true, isCanceled: false, received: 2_000 },
        'test',
      ).kind,
    ).toBe('duplicate');
    await sleep(300);
    expect(ticketsOf(t, raffle.id)).toEqual(tx.numbers);
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.sold_tickets).toBe(2);
  });

  it('credits an invoice settled while the stream was down, after reconnecting', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    const tx = await t.buy(buyer, raffle, 1);
    await t.devnode.setUnresponsive(true, 'down');
    t.devnode.settleInvoice(tx.payment_hash);
    await sleep(300);
    expect((await status(t, buyer, tx.id)).status).toBe('pending');
    await t.devnode.setUnresponsive(false);
    const paid = await t.purchaseIn(buyer, tx.id, 'paid', 8_000);
    expect(paid.tickets).toEqual(tx.numbers);
  });

  it('credits at start an invoice settled while the app was stopped', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    const tx = await t.buy(buyer, raffle, 4);
    await t.stop();
    t.devnode.settleInvoice(tx.payment_hash);
    await t.start();
    const paid = await t.purchaseIn(buyer, tx.id, 'paid');
    expect(paid.tickets).toEqual(tx.numbers);
    expect(paid.tickets).toHaveLength(4);
  });

  it('releases the reservation of an expired invoice, cancelling it in LND, so the tickets can be bought again', async () => {
    const raffle = await t.createRaffle({ total_tickets: 4 });
    // Two buyers: one account holds at most half of a small raffle unpaid (docs/protocols/limits.md).
    const other = (await t.register()).token;
    const tx = await t.buy(buyer, raffle, 2);
    await t.buy(other, raffle, 2);
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.available_tickets).toBe(0);
    t.devnode.expireInvoice(tx.payment_hash);
    const expired = await t.purchaseIn(buyer, tx.id, 'expired');
    expect(expired.tickets).toEqual([]);
    expect((await t.api.get(`/api/rifa/${raffle.id}`)).body.available_tickets).toBe(2);
    await t.buy(buyer, raffle, 2);
  });
});

describe('expiry by time and payments after the sales closed', () => {
  const clock = movableClock();
  const clocked = useTestApp({ clock });
  let token: string;
  beforeAll(async () => {
    token = (await clocked.register()).token;
  });

  it('expires a pending invoice 15 minutes later: cancelled in LND, reservation released', async () => {
    const raffle = await clocked.createRaffle({ total_tickets: 4 });
    const tx = await clocked.buy(token, raffle, 2);
    clock.advance(15 * 60 * 1000 + 1_000);
    await clocked.watcher.sweep();
    expect((await status(clocked, token, tx.id)).status).toBe('expired');
    expect(clocked.devnode.invoices().find((i) => i.hash === tx.payment_hash)?.state).toBe(
      'CANCELED',
    );
    expect((await clocked.api.get(`/api/rifa/${raffle.id}`)).body.available_tickets).toBe(4);
  });

  it('records a payment that settles after the end date as a refund owed, never a ticket', async () => {
    const raffle = await clocked.createRaffle({ total_tickets: 5 });
    const tx = await clocked.buy(token, raffle, 1);
    // The admin moves the end date earlier than the invoice's expiry, then time passes it.
    const newEnd = new Date(clock.now().getTime() + 60_000);
    expect((await clocked.editRaffle(raffle.id, { end_date: newEnd.toISOString() })).status).toBe(
      200,
    );
    clock.advance(2 * 60_000);
    clocked.devnode.settleInvoice(tx.payment_hash);
    const settled = await eventually(`purchase ${tx.id} out of pending`, async () => {
      const current = await status(clocked, token, tx.id);
      return current.status !== 'pending' ? current : undefined;
    });
    expect(settled.status).toBe('refund_owed');
    expect(settled.tickets).toEqual([]);
    expect(ticketsOf(clocked, raffle.id)).toEqual([]);
    const refund = clocked.store.db
      .prepare('SELECT reason, amount FROM refunds WHERE transaction_id = ?')
      .get(tx.id);
    expect(refund).toEqual({ reason: 'late_payment', amount: raffle.ticket_price });
  });

  it('records a payment that settles as the raffle is cancelled as a refund owed', async () => {
    const raffle = await clocked.createRaffle({ total_tickets: 5 });
    const tx = await clocked.buy(token, raffle, 2);
    // The payment lands before the cancellation reaches LND, and before the watcher sees it
    // (stopped here to hold the race open): the cancel is refused, the lookup finds it paid.
    await clocked.watcher.stop();
    try {
      clocked.devnode.settleInvoice(tx.payment_hash);
      expect((await clocked.editRaffle(raffle.id, { status: 'cancelled' })).status).toBe(200);
    } finally {
      clocked.watcher.start();
    }
    expect((await status(clocked, token, tx.id)).status).toBe('refund_owed');
    const refund = clocked.store.db
      .prepare('SELECT reason FROM refunds WHERE transaction_id = ?')
      .pluck()
      .get(tx.id);
    expect(refund).toBe('cancelled');
  });
});

describe('health while LND is locked', () => {
  it.each(['unknown-service', 'wallet-locked', 'starting'] as const)(
    "says 'aguardando LND' for a %s LND",
    async (style) => {
      t.devnode.setLocked(true, style);
      try {
        const health = (await t.api.get('/api/health')).body;
        expect(health.lightning.status).toBe('aguardando LND');
      } finally {
        t.devnode.setLocked(false);
      }
      expect((await t.api.get('/api/health')).body.lightning.status).toBe('ok');
    },
  );
});
