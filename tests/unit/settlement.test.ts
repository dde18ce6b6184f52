// Settlement (docs/protocols/payment.md step 5, docs/protocols/draw.md): a paid invoice is credited exactly once, and a payment
// that cannot be a ticket becomes a refund owed. The stream and the sweep: watcher.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ticketsCommitment, type Raffle, type Purchase } from '@rifa/shared';
import type { UserRecord } from '../../server/src/domain/ports/index.ts';
import { worldWithRaffle, MINUTE, type World } from './support/world.ts';

let w: World;
let buyer: UserRecord;
let raffle: Raffle;

beforeEach(() => ({ w, buyer, raffle } = worldWithRaffle()));
afterEach(() => w.close());

const refunds = () =>
  w.store.db.prepare('SELECT transaction_id, reason, amount, address FROM refunds').all();
const tickets = () =>
  w.store.db.prepare('SELECT number, transaction_id FROM tickets ORDER BY number').all();
const statusOf = (purchase: Purchase) => w.purchase(purchase.id)?.status;

describe('crediting a settled invoice', () => {
  it('credits once: the numbers fixed at reservation, status paid, sold_tickets', async () => {
    const second = await w.buy(w.user(), raffle, 3, [10, 1, 7]);
    const first = await w.buy(buyer, raffle, 2);
    expect(first.numbers).toHaveLength(2);
    expect(second.numbers).toEqual([1, 7, 10]);
    expect(w.pay(first)).toMatchObject({ kind: 'credited', tickets: first.numbers });
    expect(w.pay(second)).toMatchObject({ kind: 'credited', tickets: [1, 7, 10] });
    expect(w.purchase(first.id)).toMatchObject({ status: 'paid', tickets: first.numbers });
    expect(tickets()).toHaveLength(5);
    expect(w.raffleNow(raffle.id)).toMatchObject({ sold_tickets: 5, available_tickets: 5 });
    expect(w.log.messages()).toEqual(['pagamento creditado', 'pagamento creditado']);
  });

  it('the same settlement again (replayed stream, then the lookup) is a duplicate: no new ticket', async () => {
    const purchase = await w.buy(buyer, raffle, 2);
    const settled = w.lightning.settle(purchase.payment_hash);
    expect(w.watcher.credit(settled, 'stream').kind).toBe('credited');
    expect(w.watcher.credit(settled, 'stream')).toEqual({
      kind: 'duplicate',
      purchaseId: purchase.id,
    });
    await w.watcher.sweep();
    expect(tickets()).toHaveLength(2);
    expect(w.raffleNow(raffle.id)?.sold_tickets).toBe(2);
  });

  it('a purchase reserved before numbers were fixed (migration 3) gets the lowest free ones', async () => {
    const chosen = await w.buy(w.user(), raffle, 2, [1, 3]);
    const legacy = await w.buy(buyer, raffle, 2);
    // As a database upgraded with this purchase open leaves it: no numbers, no claims.
    w.store.db.exec(`UPDATE transactions SET numbers = NULL WHERE id = ${legacy.id}`);
    w.store.db.exec(`DELETE FROM number_claims WHERE transaction_id = ${legacy.id}`);
    expect(w.pay(legacy)).toMatchObject({ kind: 'credited', tickets: [2, 4] });
    expect(w.purchase(legacy.id)).toMatchObject({ numbers: [2, 4], tickets: [2, 4] });
    expect(w.pay(chosen)).toMatchObject({ kind: 'credited', tickets: [1, 3] });
  });

  it('an invoice that is not ours is ignored', () => {
    expect(
      w.watcher.credit(
        { id: 'ff'.repeat(32), isConfirmed: true, isCanceled: false, received: 1 },
        'stream',
      ),
    ).toEqual({ kind: 'unknown' });
  });

  it('the payment time is LND’s settle time, and the settle index is kept', async () => {
    const purchase = await w.buy(buyer, raffle, 1);
    const at = new Date(w.clock.now().getTime() + MINUTE);
    w.pay(purchase, at);
    const row = w.store.db
      .prepare('SELECT paid_at, settle_index FROM transactions WHERE id = ?')
      .get(purchase.id);
    expect(row).toEqual({ paid_at: at.toISOString(), settle_index: 1 });
  });
});

describe('payments that cannot be tickets are refunds owed (docs/protocols/draw.md)', () => {
  it('settled at or after end_date: late_payment, never a ticket', async () => {
    const purchase = await w.buy(buyer, raffle, 2);
    expect(w.pay(purchase, new Date(raffle.end_date))).toEqual({
      kind: 'refund_owed',
      purchaseId: purchase.id,
      reason: 'late_payment',
    });
    expect(statusOf(purchase)).toBe('refund_owed');
    expect(refunds()).toEqual([
      {
        transaction_id: purchase.id,
        reason: 'late_payment',
        amount: 2_000,
        address: buyer.btc_address,
      },
    ]);
    expect(tickets()).toEqual([]);
    expect(w.log.lines.at(-1)).toMatchObject({ level: 'warn' });
  });

  it('settled in time but after the close froze N: late_payment', async () => {
    const purchase = await w.buy(buyer, raffle, 1);
    const paid = await w.buy(buyer, raffle, 1);
    w.pay(paid);
    const tickets = w.store.draws.tickets(raffle.id);
    w.store.draws.close({
      raffleId: raffle.id,
      now: raffle.end_date,
      confirmationsRequired: 6,
      tickets: { count: tickets.length, hash: ticketsCommitment(tickets), root: null },
      proofVersion: 1,
    });
    expect(w.pay(purchase, new Date(Date.parse(raffle.end_date) - 1))).toMatchObject({
      kind: 'refund_owed',
      reason: 'late_payment',
    });
  });

  it('credited between the list read and the close: the close refuses the stale list', async () => {
    const first = await w.buy(buyer, raffle, 1);
    w.pay(first);
    const frozen = w.store.draws.tickets(raffle.id);
    // A payment made in time lands after the list was read and hashed, before the close.
    w.pay(await w.buy(buyer, raffle, 2));
    const closeWith = (tickets: typeof frozen) =>
      w.store.draws.close({
        raffleId: raffle.id,
        now: raffle.end_date,
        confirmationsRequired: 6,
        tickets: { count: tickets.length, hash: ticketsCommitment(tickets), root: null },
        proofVersion: 1,
      });
    expect(closeWith(frozen)).toBe('list_changed');
    expect(w.store.draws.find(raffle.id)).toBeUndefined();
    // Read again, the list closes.
    const again = w.store.draws.tickets(raffle.id);
    expect(again).toHaveLength(3);
    expect(closeWith(again)).toMatchObject({ tickets_count: 3 });
  });

  it('the raffle was cancelled meanwhile: cancelled', async () => {
    const purchase = await w.buy(buyer, raffle, 1);
    w.store.refunds.cancelRaffle(raffle.id, w.clock.now().toISOString());
    expect(w.pay(purchase)).toMatchObject({ kind: 'refund_owed', reason: 'cancelled' });
  });

  it('a refund owed is recorded once, even when the settlement comes again', async () => {
    const purchase = await w.buy(buyer, raffle, 1);
    const late = w.lightning.settle(purchase.payment_hash, new Date(raffle.end_date));
    w.watcher.credit(late, 'stream');
    expect(w.watcher.credit(late, 'lookup').kind).toBe('duplicate');
    expect(refunds()).toHaveLength(1);
  });
});

describe('an invoice paid after its reservation was released (expired, then paid)', () => {
  async function expiredPurchase(quantity: number) {
    const purchase = await w.buy(buyer, raffle, quantity);
    w.clock.advance(16 * MINUTE);
    await w.watcher.sweep();
    expect(statusOf(purchase)).toBe('expired');
    return purchase;
  }

  it('is credited when its tickets are still free', async () => {
    const purchase = await expiredPurchase(3);
    expect(w.purchase(purchase.id)?.numbers).toHaveLength(3);
    expect(w.pay(purchase)).toMatchObject({ kind: 'credited', tickets: purchase.numbers });
    expect(w.raffleNow(raffle.id)?.sold_tickets).toBe(3);
  });

  it('is a refund owed (no_tickets_left) when another buyer chose one of its numbers', async () => {
    const purchase = await expiredPurchase(3);
    const other = await w.buy(w.user(), raffle, 1, [purchase.numbers[1]!]);
    expect(w.pay(purchase)).toMatchObject({ kind: 'refund_owed', reason: 'no_tickets_left' });
    expect(w.pay(other)).toMatchObject({ kind: 'credited', tickets: [purchase.numbers[1]] });
    expect(tickets()).toEqual([{ number: purchase.numbers[1], transaction_id: other.id }]);
  });

  it('is a refund owed (no_tickets_left) when others hold or bought them: never oversold', async () => {
    const purchase = await expiredPurchase(3);
    // Two buyers: one account may hold at most 5 of the 10 unpaid (docs/protocols/limits.md).
    for (const quantity of [3, 3]) w.pay(await w.buy(w.user(), raffle, quantity));
    await w.buy(w.user(), raffle, 2); // reserved, unpaid: still held
    expect(w.pay(purchase)).toMatchObject({ kind: 'refund_owed', reason: 'no_tickets_left' });
    expect(w.raffleNow(raffle.id)).toMatchObject({ sold_tickets: 6, available_tickets: 2 });
  });
});
