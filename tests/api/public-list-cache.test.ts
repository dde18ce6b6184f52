// GET /api/rifa is served from a cache of its serialized JSON (server/src/http/public-list-cache.ts),
// keyed on a version of the database. These tests prove it never serves a stale list: each
// path that changes a raffle — a purchase, a settlement, an expiry, the release of an orphaned
// reservation, an admin edit or cancellation, the close of sales and the draw — shows at the
// very next request; a commit by another connection (the sqlite3 CLI) within a second.
// Correctness only: timings belong to `npm run bench`.
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { decideReservation } from '../../server/src/domain/purchases/reservation-rules.ts';
import {
  chooseNumbers,
  cryptoRandomInt,
} from '../../server/src/domain/purchases/ticket-numbers.ts';
import { eventually } from '../support/poll.ts';
import { movableClock } from '../support/clock.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { catchUpWithChain, closeAndDraw, passEndDate } from '../integration/draw-support.ts';

const clock = movableClock();
const t = useTestApp({ clock, dirPrefix: 'rifa-list-cache-' });
let buyer: string;
let buyerId: number;
beforeAll(async () => {
  const registered = await t.register();
  buyer = registered.token;
  buyerId = registered.user.id;
});

async function listed(id: number): Promise<Raffle> {
  const response = await t.api.get('/api/rifa');
  expect(response.status).toBe(200);
  const raffle = (response.body as { data: Raffle[] }).data.find((r) => r.id === id);
  if (!raffle) throw new Error(`raffle ${id} missing from GET /api/rifa`);
  return raffle;
}

describe('the cached public list', () => {
  it('is computed once while nothing changes, with the same bytes res.json sent, and an ETag', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    await listed(raffle.id); // fills the cache after the creation
    const list = vi.spyOn(t.store.raffles, 'list');
    try {
      const first = await t.api.get('/api/rifa');
      const second = await t.api.get('/api/rifa');
      expect(list).not.toHaveBeenCalled();
      expect(second.text).toBe(first.text);
      expect(first.text).toBe(JSON.stringify({ data: t.store.raffles.list() }));
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const revalidated = await t.api
        .get('/api/rifa')
        .set('If-None-Match', first.headers.etag as string);
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
    } finally {
      list.mockRestore();
    }
  });

  it('shows a purchase (reservation), its settlement and an expiry at the next request', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    expect((await listed(raffle.id)).available_tickets).toBe(10);

    const paid = await t.buy(buyer, raffle, 3);
    expect(await listed(raffle.id)).toMatchObject({ available_tickets: 7, sold_tickets: 0 });
    t.devnode.settleInvoice(paid.payment_hash);
    await eventually('3 tickets sold', () => t.store.raffles.find(raffle.id)!.sold_tickets === 3);
    expect(await listed(raffle.id)).toMatchObject({ available_tickets: 7, sold_tickets: 3 });

    const unpaid = await t.buy(buyer, raffle, 2);
    expect((await listed(raffle.id)).available_tickets).toBe(5);
    clock.advance(15 * 60 * 1000 + 1_000); // past the invoice's 15 minutes
    await t.watcher.sweep();
    expect(t.store.purchases.find(unpaid.id)?.status).toBe('expired');
    expect(await listed(raffle.id)).toMatchObject({ available_tickets: 7, sold_tickets: 3 });
  });

  it('shows the release of a reservation orphaned by a crash (the sweeper, no invoice)', async () => {
    const raffle = await t.createRaffle({ total_tickets: 10 });
    // What a crash between the reservation and the invoice leaves behind.
    const held = t.store.purchases.reserve({
      userId: buyerId,
      raffleId: raffle.id,
      quantity: 4,
      amount: 4 * raffle.ticket_price,
      now: clock.now().toISOString(),
      holdUntil: clock.now().toISOString(),
      decide: decideReservation,
      choose: (book) => chooseNumbers(book, 4, undefined, cryptoRandomInt),
    });
    expect(held.ok).toBe(true);
    expect((await listed(raffle.id)).available_tickets).toBe(6);
    clock.advance(61_000);
    await t.watcher.sweep();
    expect((await listed(raffle.id)).available_tickets).toBe(10);
  });

  it('shows an admin edit and a cancellation', async () => {
    const raffle = await t.createRaffle({ name: 'Antes da edição' });
    expect((await listed(raffle.id)).name).toBe('Antes da edição');
    const edited = await t.editRaffle(raffle.id, { name: 'Depois da edição', total_tickets: 50 });
    expect(edited.status).toBe(200);
    expect(await listed(raffle.id)).toMatchObject({
      name: 'Depois da edição',
      total_tickets: 50,
      available_tickets: 50,
    });
    expect((await t.editRaffle(raffle.id, { status: 'cancelled' })).status).toBe(200);
    expect((await listed(raffle.id)).status).toBe('cancelled');
  });

  it('shows the draw scheduler: a raffle closed with no tickets is cancelled, a drawn one completed', async () => {
    catchUpWithChain(clock, t.devnode);
    const end = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const empty = await t.createRaffle({ total_tickets: 10, end_date: end });
    const drawn = await t.createRaffle({ total_tickets: 10, end_date: end });
    const paid = await t.buy(buyer, drawn, 2);
    t.devnode.settleInvoice(paid.payment_hash);
    await eventually('2 tickets sold', () => t.store.raffles.find(drawn.id)!.sold_tickets === 2);
    expect((await listed(empty.id)).status).toBe('active');
    expect(await listed(drawn.id)).toMatchObject({ status: 'active', sold_tickets: 2 });

    passEndDate(clock, empty);
    await t.scheduler.tick();
    expect((await listed(empty.id)).status).toBe('cancelled');

    await closeAndDraw(t, clock, drawn);
    expect((await listed(drawn.id)).status).toBe('completed');
  });

  it('shows a write committed by another connection to the database file within a second', async () => {
    const raffle = await t.createRaffle({ name: 'Nome original' });
    expect((await listed(raffle.id)).name).toBe('Nome original');
    const other = new Database(path.join(t.dataDir, 'rifa.sqlite'));
    try {
      other
        .prepare('UPDATE raffles SET name = ? WHERE id = ?')
        .run('Nome de outra conexão', raffle.id);
    } finally {
      other.close();
    }
    // Re-read at most once a second (public-list-cache.ts); `eventually` allows up to 5 s.
    await eventually(
      "the other connection's name listed",
      async () => (await listed(raffle.id)).name === 'Nome de outra conexão',
    );
  });
});
