// The settlement watcher's two ways in (docs/protocols/payment.md steps 5–6): the invoice stream with its
// persisted cursors, and the sweep that looks every pending invoice up — crediting what
// settled and releasing, after cancelling it in LND, what expired.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Raffle, Purchase } from '@rifa/shared';
import { decideReservation } from '../../server/src/domain/purchases/reservation-rules.ts';
import {
  chooseNumbers,
  cryptoRandomInt,
} from '../../server/src/domain/purchases/ticket-numbers.ts';
import {
  createSettlementWatcher,
  CURSOR_KEYS,
} from '../../server/src/domain/purchases/settlement-watcher.ts';
import { LightningError, type UserRecord } from '../../server/src/domain/ports/index.ts';
import { unavailable } from './support/fake-lightning.ts';
import { worldWithRaffle, MINUTE, type World } from './support/world.ts';

let w: World;
let buyer: UserRecord;
let raffle: Raffle;

beforeEach(() => ({ w, buyer, raffle } = worldWithRaffle()));
afterEach(() => w.close());

const statusOf = (purchase: Purchase) => w.purchase(purchase.id)?.status;

/** A purchase of 2 tickets whose invoice has just expired (15 minutes later). */
async function expiredInvoice(): Promise<Purchase> {
  const purchase = await w.buy(buyer, raffle, 2);
  w.clock.advance(15 * MINUTE);
  return purchase;
}

describe('the invoice stream', () => {
  it('credits what the stream reports settled, and ignores other events', async () => {
    w.watcher.start();
    const purchase = await w.buy(buyer, raffle, 2);
    w.lightning.emit(w.lightning.invoice(purchase.payment_hash)!); // an open invoice
    expect(statusOf(purchase)).toBe('pending');
    w.lightning.settle(purchase.payment_hash);
    expect(statusOf(purchase)).toBe('paid');
  });

  it('persists the add and settle cursors, only ever forward', async () => {
    w.watcher.start();
    const purchases = [await w.buy(buyer, raffle, 1), await w.buy(buyer, raffle, 1)];
    for (const purchase of purchases) w.lightning.settle(purchase.payment_hash);
    const cursor = () => [CURSOR_KEYS.add, CURSOR_KEYS.settle].map((k) => w.store.settings.get(k));
    expect(cursor()).toEqual(['2', '2']);
    // A replay of older events after a restart does not move them back.
    w.lightning.emit({ ...w.lightning.invoice(purchases[0]!.payment_hash)!, addIndex: 1 });
    expect(cursor()).toEqual(['2', '2']);
    // An unsettled event moves the add cursor only.
    w.lightning.emit({
      id: 'ee'.repeat(32),
      isConfirmed: false,
      isCanceled: false,
      received: 0,
      addIndex: 7,
      settleIndex: 9,
    });
    expect(cursor()).toEqual(['7', '2']);
  });

  it('after a stream error it re-subscribes from the persisted cursors and looks every pending invoice up', async () => {
    w.watcher.start();
    const purchase = await w.buy(buyer, raffle, 1);
    const other = await w.buy(buyer, raffle, 1);
    w.lightning.settle(purchase.payment_hash);
    w.lightning.breakStream();
    const [first] = w.lightning.subscriptions;
    expect(first!.closed).toBe(true);
    w.lightning.settle(other.payment_hash); // while no stream is open: only the lookup sees it
    await expect.poll(() => w.lightning.subscriptions.length).toBe(2);
    expect(w.lightning.subscriptions[1]!.cursor).toEqual({ addIndex: 1, settleIndex: 1 });
    await expect.poll(() => statusOf(other)).toBe('paid');
    expect(w.log.messages()).toContain('fluxo de faturas interrompido; reconectando');
  });

  it('a locked LND (or one with no address yet) fails every re-subscription: logged once until something else happens', async () => {
    w.watcher.start();
    const locked = () => w.lightning.breakStream(new LightningError('locked', 'aguardando LND'));
    const warnings = () =>
      w.log.messages().filter((m) => m === 'fluxo de faturas interrompido; reconectando').length;
    for (let round = 1; round <= 3; round += 1) {
      locked();
      await expect.poll(() => w.lightning.subscriptions.length).toBe(round + 1);
    }
    expect(warnings()).toBe(1);
    w.lightning.breakStream(); // unavailable: said again
    await expect.poll(() => w.lightning.subscriptions.length).toBe(5);
    locked();
    expect(warnings()).toBe(3);
  });

  // LND's SQL invoice store may number settlements from 1 again, and its registry drops live
  // events at or below a client's cursor (invoices/invoiceregistry.go): only the lookup sees
  // them. The watcher then moves its cursors back and subscribes again.
  it('a settlement the lookup finds at or below the cursor: indexes restarted, cursors move back, stream again', async () => {
    w.store.settings.set(CURSOR_KEYS.add, '40');
    w.store.settings.set(CURSOR_KEYS.settle, '30');
    w.watcher.start();
    const purchase = await w.buy(buyer, raffle, 1);
    w.lightning.invoices.get(purchase.payment_hash)!.state.addIndex = 1;
    w.lightning.settle(purchase.payment_hash); // settle index 1, far below 30
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('paid');
    expect(w.lightning.subscriptions.at(-1)!.cursor).toEqual({ addIndex: 0, settleIndex: 0 });
    // The next settlement of the new numbering comes by the stream.
    const next = await w.buy(buyer, raffle, 1);
    w.lightning.settle(next.payment_hash);
    expect(statusOf(next)).toBe('paid');
    expect(w.lightning.subscriptions[0]!.closed).toBe(true);
    expect(w.log.messages()).toContain('índices de faturas do LND recomeçaram: cursores ajustados');
  });

  it('a credit that throws is logged, and the stream goes on', async () => {
    w.watcher.start();
    const purchase = await w.buy(buyer, raffle, 1);
    w.store.db.exec('DROP TABLE tickets');
    w.lightning.settle(purchase.payment_hash);
    expect(w.log.lines.at(-1)).toMatchObject({
      level: 'error',
      message: 'falha ao creditar pagamento',
    });
    expect(w.lightning.subscriptions[0]!.closed).toBe(false);
  });
});

describe('the sweep of pending invoices', () => {
  it('credits an invoice found settled (settled while the app was down)', async () => {
    const purchase = await w.buy(buyer, raffle, 2);
    w.lightning.invoices.get(purchase.payment_hash)!.state.isConfirmed = true;
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('paid');
  });

  it('releases an invoice found cancelled in LND', async () => {
    const purchase = await w.buy(buyer, raffle, 2);
    w.lightning.invoices.get(purchase.payment_hash)!.state.isCanceled = true;
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('expired');
    expect(w.raffleNow(raffle.id)?.available_tickets).toBe(10);
  });

  it('leaves an invoice that is still open and not expired alone', async () => {
    const purchase = await w.buy(buyer, raffle, 2);
    w.clock.advance(14 * MINUTE);
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('pending');
    expect(w.lightning.callsTo('cancelInvoice')).toEqual([]);
  });

  it('an expired one is cancelled in LND first, then released', async () => {
    const purchase = await expiredInvoice();
    await w.watcher.sweep();
    expect(w.lightning.callsTo('cancelInvoice')).toEqual([[purchase.payment_hash]]);
    expect(w.lightning.invoice(purchase.payment_hash)?.isCanceled).toBe(true);
    expect(statusOf(purchase)).toBe('expired');
    expect(w.log.messages()).toContain('fatura expirada: reserva liberada');
  });

  it('cancel refused because it just settled: looked up again and credited, not released', async () => {
    const purchase = await expiredInvoice();
    w.lightning.once('cancelInvoice', (id) => {
      w.lightning.settle(id);
      throw new LightningError('already_settled', 'já paga');
    });
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('paid');
  });

  it('cancel failing with the invoice still open: the reservation is kept for the next sweep', async () => {
    const purchase = await expiredInvoice();
    w.lightning.fail('cancelInvoice', unavailable());
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('pending');
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('expired');
  });

  it('cancel refused and LND unreadable afterwards: kept', async () => {
    const purchase = await expiredInvoice();
    w.lightning.fail('cancelInvoice', unavailable());
    w.lightning.once('getInvoice', (id) => Promise.resolve(w.lightning.invoice(id) ?? null));
    w.lightning.fail('getInvoice', unavailable());
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('pending');
  });

  it('LND away: every reservation is kept, and the pass stops at the first failure', async () => {
    const purchases = [await w.buy(buyer, raffle, 1), await w.buy(buyer, raffle, 1)];
    w.clock.advance(16 * MINUTE);
    w.lightning.down(unavailable());
    const before = w.lightning.calls.length;
    await w.watcher.sweep();
    expect(purchases.map(statusOf)).toEqual(['pending', 'pending']);
    expect(w.lightning.calls.length - before).toBe(1);
    w.lightning.up();
    await w.watcher.sweep();
    expect(purchases.map(statusOf)).toEqual(['expired', 'expired']);
  });

  it('an invoice LND no longer knows is released once expired', async () => {
    const purchase = await w.buy(buyer, raffle, 1);
    w.lightning.invoices.delete(purchase.payment_hash);
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('pending');
    w.clock.advance(15 * MINUTE);
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('expired');
  });

  it('releases reservations left without an invoice for over a minute (a crash in between)', async () => {
    const reserve = () =>
      w.store.purchases.reserve({
        userId: buyer.id,
        raffleId: raffle.id,
        quantity: 2,
        amount: 2_000,
        now: w.clock.now().toISOString(),
        holdUntil: w.clock.now().toISOString(),
        decide: decideReservation,
        choose: (book) => chooseNumbers(book, 2, undefined, cryptoRandomInt),
      });
    expect(reserve().ok).toBe(true);
    w.clock.advance(30_000);
    expect(reserve().ok).toBe(true);
    w.clock.advance(31_000);
    await w.watcher.sweep();
    expect(w.raffleNow(raffle.id)?.available_tickets).toBe(8);
  });

  it('a bug in a pass is logged and the next pass runs', async () => {
    await w.buy(buyer, raffle, 1);
    w.lightning.fail('getInvoice', new TypeError('boom'));
    await w.watcher.sweep();
    expect(w.log.lines.at(-1)).toMatchObject({
      level: 'error',
      message: 'falha na verificação de faturas pendentes',
    });
    await w.watcher.sweep();
  });

  it('calls during a pass share the next one, which sees what changed meanwhile', async () => {
    const purchase = await w.buy(buyer, raffle, 1);
    let release: () => void = () => {};
    w.lightning.once('getInvoice', async (id) => {
      const state = w.lightning.invoice(id) ?? null; // read now, answered later
      await new Promise<void>((resolve) => (release = resolve));
      return state;
    });
    const first = w.watcher.sweep();
    await expect.poll(() => w.lightning.callsTo('getInvoice').length).toBe(1);
    w.lightning.invoices.get(purchase.payment_hash)!.state.isConfirmed = true;
    const second = w.watcher.sweep();
    const third = w.watcher.sweep();
    expect(third).toBe(second);
    release();
    await first;
    expect(statusOf(purchase)).toBe('pending');
    await second;
    expect(statusOf(purchase)).toBe('paid');
  });

  it('stop() ends a pass in flight at its next invoice', async () => {
    const purchases = [await w.buy(buyer, raffle, 1), await w.buy(buyer, raffle, 1)];
    w.clock.advance(16 * MINUTE);
    let release: () => void = () => {};
    w.lightning.once('getInvoice', async (id) => {
      await new Promise<void>((resolve) => (release = resolve));
      return w.lightning.invoice(id) ?? null;
    });
    const pass = w.watcher.sweep();
    await expect.poll(() => w.lightning.callsTo('getInvoice').length).toBe(1);
    const stopped = w.watcher.stop();
    release();
    await Promise.all([pass, stopped]);
    expect(purchases.map(statusOf)).toEqual(['expired', 'pending']);
  });
});

describe('reservations left without an invoice (a crash in the middle of a purchase)', () => {
  const reserving = () => w.hold(buyer, raffle.id, [3]);
  const exists = (id: number) => w.store.purchases.find(id) !== undefined;

  it('one made before this app started is released at the first sweep', async () => {
    const orphan = reserving();
    // A new start over the same database: no request of this process is finishing it.
    const restarted = createSettlementWatcher({
      settlement: w.store.settlement,
      settings: w.store.settings,
      lightning: w.lightning,
      clock: w.clock,
      log: w.log,
    });
    await restarted.sweep();
    expect(exists(orphan)).toBe(false);
  });

  it('one in progress stays, even with the clock set back since the start (NTP, a restored VM)', async () => {
    w.clock.set(new Date(w.clock.now().getTime() - 10 * MINUTE));
    const inProgress = reserving();
    await w.watcher.sweep();
    expect(exists(inProgress)).toBe(true);
    // Orphaned after all, it goes once it is a minute old.
    w.clock.advance(2 * MINUTE);
    await w.watcher.sweep();
    expect(exists(inProgress)).toBe(false);
  });
});
