// Cancelling a raffle cancels its open invoices in LND (docs/decisions/0013-built-for-tor.md): none of them can be paid
// afterwards, their tickets are released at once, and one paid in the race is owed back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import type { UserRecord } from '../../server/src/domain/ports/index.ts';
import { LightningError } from '../../server/src/domain/ports/index.ts';
import { unavailable } from './support/fake-lightning.ts';
import { createWorld, type World } from './support/world.ts';

let w: World;
let raffle: Raffle;
let alice: UserRecord;
let bob: UserRecord;
beforeEach(() => {
  w = createWorld();
  raffle = w.raffle({ total_tickets: 20 });
  alice = w.user();
  bob = w.user();
});
afterEach(() => w.close());

const cancel = () => w.services.raffles.update(raffle.id, { status: 'cancelled' });
const statusOf = (id: number) => w.purchase(id)?.status;
const refunds = () =>
  w.store.db.prepare('SELECT transaction_id, reason FROM refunds ORDER BY id').all() as {
    transaction_id: number;
    reason: string;
  }[];

describe('cancelling a raffle', () => {
  it('cancels every open invoice in LND and releases its reservation', async () => {
    const open = [await w.buy(alice, raffle, 2), await w.buy(bob, raffle, 3)];
    const paid = await w.buy(bob, raffle, 1);
    w.pay(paid);

    expect((await cancel()).status).toBe('cancelled');
    for (const purchase of open) {
      expect(w.lightning.invoice(purchase.payment_hash)?.isCanceled).toBe(true);
      expect(statusOf(purchase.id)).toBe('expired');
    }
    expect(w.lightning.callsTo('cancelInvoice').map(([hash]) => hash)).toEqual(
      open.map((purchase) => purchase.payment_hash),
    );
    // The paid one is owed back as before; the cancelled ones owe nothing.
    expect(refunds()).toEqual([{ transaction_id: paid.id, reason: 'cancelled' }]);
    expect(w.raffleNow(raffle.id)?.available_tickets).toBe(19);
  });

  it('an invoice paid just before the cancel reached LND is owed back, never a ticket', async () => {
    const racing = await w.buy(alice, raffle, 2);
    w.lightning.once('cancelInvoice', () => {
      w.lightning.settle(racing.payment_hash);
      throw new LightningError('already_settled', 'já paga');
    });
    await cancel();
    expect(statusOf(racing.id)).toBe('refund_owed');
    expect(refunds()).toEqual([{ transaction_id: racing.id, reason: 'cancelled' }]);
    expect(w.raffleNow(raffle.id)?.sold_tickets).toBe(0);
  });

  it('with LND away the cancellation still succeeds; the draw scheduler cancels the invoices later', async () => {
    const open = [await w.buy(alice, raffle, 2), await w.buy(bob, raffle, 1)];
    w.lightning.down(unavailable());
    expect((await cancel()).status).toBe('cancelled');
    expect(open.map((purchase) => statusOf(purchase.id))).toEqual(['pending', 'pending']);
    expect(w.lightning.callsTo('cancelInvoice')).toHaveLength(1); // one try, not one per invoice

    w.lightning.up();
    await w.scheduler.tick();
    for (const purchase of open)
      expect(w.lightning.invoice(purchase.payment_hash)?.isCanceled).toBe(true);
    await w.watcher.sweep();
    expect(open.map((purchase) => statusOf(purchase.id))).toEqual(['expired', 'expired']);
  });

  it('leaves other raffles’ invoices alone', async () => {
    const other = w.raffle();
    const elsewhere = await w.buy(alice, other, 1);
    await w.buy(bob, raffle, 1);
    await cancel();
    expect(w.lightning.invoice(elsewhere.payment_hash)?.isCanceled).toBe(false);
    expect(statusOf(elsewhere.id)).toBe('pending');
  });
});
