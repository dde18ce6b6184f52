// Every settled invoice of ours credited exactly once, whatever LND's stream does (docs/decisions/0012-lnd-as-it-behaves.md
// item 6), over real gRPC against the devnode:
//   - LND's SQL invoice store may number invoices from 1 again (invoices/sql_store.go), and
//     its registry drops live events at or below a client's cursor (invoices/
//     invoiceregistry.go ~405-413; pinned in devnode/src/lnd/invoice-indexes.test.ts);
//   - SubscribeInvoices may repeat events.
import { expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { CURSOR_KEYS } from '../../server/src/domain/purchases/settlement-watcher.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-indexes-' });

const sold = async (raffle: Raffle) =>
  ((await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle).sold_tickets;

it('after LND restarts its indexes and the app restarts, new payments are credited, then streamed again', async () => {
  const buyer = (await t.register()).token;
  const raffle = await t.createRaffle({ total_tickets: 20, ticket_price: 1_000 });
  for (let i = 0; i < 3; i++) await t.buyPaid(buyer, raffle, 1);
  expect(Number(t.store.settings.get(CURSOR_KEYS.settle))).toBeGreaterThanOrEqual(3);

  t.devnode.restartInvoiceIndexes();
  await t.restart();
  const first = await t.buy(buyer, raffle, 2);
  t.devnode.settleInvoice(first.payment_hash);
  await t.purchaseIn(buyer, first.id, 'paid');
  // The watcher saw the restart and subscribed again without a backlog: the next one comes
  // by the stream (a lookup would have found it at or below the cursor and reset it to 0).
  expect(Number(t.store.settings.get(CURSOR_KEYS.settle))).toBe(0);
  const second = await t.buy(buyer, raffle, 1);
  t.devnode.settleInvoice(second.payment_hash);
  await t.purchaseIn(buyer, second.id, 'paid');
  expect(Number(t.store.settings.get(CURSOR_KEYS.settle))).toBe(2);
  expect(await sold(raffle)).toBe(6);
});

it('events sent twice are credited once', async () => {
  const buyer = (await t.register()).token;
  const raffle = await t.createRaffle({ total_tickets: 10, ticket_price: 1_000 });
  t.devnode.repeatInvoiceEvents(true);
  try {
    const paid = await t.buyPaid(buyer, raffle, 3);
    expect(paid.tickets).toEqual(paid.numbers);
    expect(paid.tickets).toHaveLength(3);
    await t.watcher.sweep();
    expect(await sold(raffle)).toBe(3);
    expect(
      t.store.db.prepare('SELECT COUNT(*) FROM tickets WHERE raffle_id = ?').pluck().get(raffle.id),
    ).toBe(3);
  } finally {
    t.devnode.repeatInvoiceEvents(false);
  }
});
