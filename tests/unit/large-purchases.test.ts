// Purchases larger than one step (docs/protocols/limits.md#no-request-holds-the-event-loop): the
// numbers are claimed a step at a time, each step its own short transaction, over an in-memory
// SQLite and a fake LND. What the buyer gets and what is left behind on every way out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PurchaseRepository, UserRecord } from '../../server/src/domain/ports/index.ts';
import { NUMBERS_PER_STEP } from '../../server/src/domain/purchases/reservation-steps.ts';
import { createSettlementWatcher } from '../../server/src/domain/purchases/settlement-watcher.ts';
import { decideSettlement } from '../../server/src/domain/purchases/settlement-rules.ts';
import { ticketsCommitment } from '@rifa/shared';
import { purchasesWith as purchasesOver } from '../support/purchases-with.ts';
import { createWorld, type World } from './support/world.ts';

let w: World;
let buyer: UserRecord;

beforeEach(() => {
  w = createWorld();
  buyer = w.user();
});
afterEach(() => w.close());

/** 50,000 tickets of 1 sat: one account may hold 5,000 unpaid, more than two steps. */
const bigRaffle = () => w.raffle({ total_tickets: 50_000, ticket_price: 1 });
const QUANTITY = 2 * NUMBERS_PER_STEP + 500;

const claimsOf = (purchaseId: number) =>
  w.store.db
    .prepare('SELECT COUNT(*) FROM number_claims WHERE transaction_id = ?')
    .pluck()
    .get(purchaseId) as number;
const allClaims = () =>
  w.store.db.prepare('SELECT COUNT(*) FROM number_claims').pluck().get() as number;

const purchasesWith = (overrides: Partial<PurchaseRepository>) => purchasesOver(w, overrides);

/** Holds `numbers` for another account, past the per-account cap (a crowd, condensed). */
const holdFor = (raffleId: number, numbers: number[]) => w.hold(w.user(), raffleId, numbers);

describe('a purchase larger than one step', () => {
  it('gets distinct random numbers, stored ascending, and is credited whole once paid', async () => {
    const raffle = bigRaffle();
    const purchase = await w.buy(buyer, raffle, QUANTITY);
    expect(purchase.status).toBe('pending');
    expect(purchase.numbers).toHaveLength(QUANTITY);
    expect(new Set(purchase.numbers).size).toBe(QUANTITY);
    expect(purchase.numbers).toEqual([...purchase.numbers].sort((a, b) => a - b));
    expect(purchase.numbers.every((n) => n >= 1 && n <= 50_000)).toBe(true);
    expect(claimsOf(purchase.id)).toBe(QUANTITY);

    expect(w.pay(purchase)).toMatchObject({
      kind: 'credited',
      purchaseId: purchase.id,
      unfinished: true,
    });
    // Paid and counted at once; the tickets are written a step at a time after it.
    expect(w.purchase(purchase.id)!.status).toBe('paid');
    expect(w.raffleNow(raffle.id)!.sold_tickets).toBe(QUANTITY);
    await w.watcher.settled();
    const paid = w.purchase(purchase.id)!;
    expect(paid.status).toBe('paid');
    expect(paid.tickets).toEqual(purchase.numbers);
    expect(w.raffleNow(raffle.id)!.sold_tickets).toBe(QUANTITY);
  });

  it('chosen numbers: all of them, in order', async () => {
    const raffle = bigRaffle();
    const chosen = Array.from({ length: QUANTITY }, (_, i) => 2 * i + 1);
    const purchase = await w.buy(buyer, raffle, QUANTITY, chosen);
    expect(purchase.numbers).toEqual(chosen);
  });

  it('a chosen number taken by another buyer between steps: 409 naming it, and every number given back', async () => {
    const raffle = bigRaffle();
    const chosen = Array.from({ length: QUANTITY }, (_, i) => i + 1);
    const late = chosen.at(-1)!;
    let steps = 0;
    const racing = purchasesWith({
      claimMore(purchaseId, choose) {
        if (++steps === 2) holdFor(raffle.id, [late]);
        return w.store.purchases.claimMore(purchaseId, choose);
      },
    });
    await expect(
      racing.buy(buyer, {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: QUANTITY,
        amount: QUANTITY,
        numbers: chosen,
      }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: `O número ${String(late).padStart(5, '0')} já foi reservado ou vendido. Escolha outro.`,
    });
    expect(w.held()).toBe(1); // only the other buyer's
    expect(allClaims()).toBe(1);
  });

  it('swept between steps (a stalled server): 503 in pt-BR, nothing held, no invoice', async () => {
    const raffle = bigRaffle();
    const stalled = purchasesWith({ claimMore: () => ({ ok: false, reason: 'gone' }) });
    await expect(
      stalled.buy(buyer, {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: QUANTITY,
        amount: QUANTITY,
      }),
    ).rejects.toMatchObject({
      code: 'unavailable',
      message: 'A reserva demorou demais e foi desfeita. Tente novamente.',
    });
    expect(w.held()).toBe(0);
    expect(allClaims()).toBe(0);
    expect(w.lightning.invoices.size).toBe(0);
  });

  it('a nearly full raffle: the free numbers are listed and only they are picked', async () => {
    const raffle = w.raffle({ total_tickets: 20_000, ticket_price: 1 });
    const free = new Set([
      3,
      777,
      5_000,
      12_345,
      19_999,
      ...Array.from({ length: 995 }, (_, i) => 6_000 + i),
    ]);
    holdFor(
      raffle.id,
      Array.from({ length: 20_000 }, (_, i) => i + 1).filter((n) => !free.has(n)),
    );
    const purchase = await w.buy(buyer, raffle, 900);
    expect(purchase.numbers).toHaveLength(900);
    expect(purchase.numbers.every((n) => free.has(n))).toBe(true);
    // The last 100 free numbers, then none.
    const rest = await w.buy(w.user(), raffle, 100);
    expect(new Set([...purchase.numbers, ...rest.numbers])).toEqual(free);
  });

  it('a reservation left between steps by a crash is released by the next start, not a minute later', async () => {
    const raffle = bigRaffle();
    const crashing = purchasesWith({
      claimMore: () => {
        throw new Error('processo morto');
      },
    });
    await expect(
      crashing.buy(buyer, {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: QUANTITY,
        amount: QUANTITY,
      }),
    ).rejects.toThrow('processo morto');
    expect(w.held()).toBe(1);
    expect(allClaims()).toBe(NUMBERS_PER_STEP);
    // The same watcher, same start: a minute must pass. A new app (a restart) sweeps it at once.
    await w.watcher.sweep();
    expect(w.held()).toBe(1);
    w.clock.advance(1_000);
    const restarted = createSettlementWatcher({
      settlement: w.store.settlement,
      settings: w.store.settings,
      lightning: w.lightning,
      clock: w.clock,
      log: w.log,
    });
    await restarted.sweep();
    expect(w.held()).toBe(0);
    expect(allClaims()).toBe(0);
  });

  it('tickets left unwritten by a crash between crediting steps are finished by the next sweep, and hold the close until then', async () => {
    const raffle = bigRaffle();
    const purchase = await w.buy(buyer, raffle, QUANTITY);
    const invoice = w.lightning.settle(purchase.payment_hash);
    // The credit's first transaction alone, as a process killed right after it leaves it.
    const now = w.clock.now().toISOString();
    expect(
      w.store.settlement.settle({
        paymentHash: invoice.id,
        settledAt: now,
        now,
        decide: decideSettlement,
        ticketsNow: NUMBERS_PER_STEP,
      }),
    ).toMatchObject({ kind: 'credited', unfinished: true });
    const written = () => w.store.draws.tickets(raffle.id).length;
    expect(written()).toBe(NUMBERS_PER_STEP);
    expect(w.store.settlement.unfinishedCredits()).toEqual([purchase.id]);

    // Sales over: the close will not freeze a list with tickets still to come.
    const closeAt = new Date(Date.parse(raffle.end_date) + 1_000).toISOString();
    const partial = w.store.draws.tickets(raffle.id);
    expect(
      w.store.draws.close({
        raffleId: raffle.id,
        now: closeAt,
        confirmationsRequired: 6,
        tickets: { count: partial.length, hash: ticketsCommitment(partial), root: null },
        proofVersion: 1,
      }),
    ).toBe('list_changed');

    await w.watcher.sweep();
    expect(written()).toBe(QUANTITY);
    expect(w.store.settlement.unfinishedCredits()).toEqual([]);
    expect(w.purchase(purchase.id)!.tickets).toEqual(purchase.numbers);
    // A second finish writes nothing twice.
    expect(w.store.settlement.creditMore(purchase.id, NUMBERS_PER_STEP, now)).toBe(true);
    expect(written()).toBe(QUANTITY);
  });
});
