// Settle indexes that start again, and events sent twice (docs/decisions/0012-lnd-as-it-behaves.md item 6), through the real
// `lightning` client:
//   - LND's registry drops a live event whose index is not above the client's cursor
//     (invoices/invoiceregistry.go ~405-413: `client.settleIndex >= invoice.SettleIndex`,
//     `client.addIndex >= invoice.AddIndex`), so after the indexes restart (the SQL invoice
//     store draws them from its own sequences: invoices/sql_store.go NextInvoiceSettleIndex)
//     a client subscribed from an old, higher cursor never hears of new settlements;
//   - SubscribeInvoices may repeat an event: a client must be idempotent.
import { createInvoice, getInvoice, subscribeToInvoices } from 'lightning';
import { describe, expect, it } from 'vitest';

import { eventually, sleep } from '../../../tests/support/poll.ts';
import { useDevnode } from '../test-helpers.ts';

const { devnode, lnd } = useDevnode({ ports: { control: false } });

/** Every event of a subscription from these cursors, as [id, add index, settle index, confirmed]. */
function listen(cursor: { add: number; settle: number }) {
  const events: { id: string; confirmed: boolean }[] = [];
  const sub = subscribeToInvoices({
    lnd,
    added_after: cursor.add,
    confirmed_after: cursor.settle,
  });
  sub.on('invoice_updated', (invoice: { id: string; is_confirmed: boolean }) =>
    events.push({ id: invoice.id, confirmed: invoice.is_confirmed }),
  );
  return { events, stop: () => sub.removeAllListeners() };
}

describe('invoice indexes after LND restarts them', () => {
  it('new invoices count from 1 again, and a client at an older, higher cursor hears nothing', async () => {
    for (let i = 0; i < 3; i++) {
      const paid = await createInvoice({ lnd, tokens: 100 + i });
      devnode.settleInvoice(paid.id);
    }
    devnode.restartInvoiceIndexes();
    const stale = listen({ add: 3, settle: 3 });
    const fresh = await createInvoice({ lnd, tokens: 500 });
    devnode.settleInvoice(fresh.id);
    const looked = (await getInvoice({ lnd, id: fresh.id })) as { is_confirmed: boolean };
    expect(looked.is_confirmed).toBe(true);
    expect(devnode.invoices().find((invoice) => invoice.hash === fresh.id)).toMatchObject({
      addIndex: 1,
      settleIndex: 1,
    });
    await sleep(300);
    expect(stale.events.filter((event) => event.id === fresh.id)).toEqual([]);
    stale.stop();
  });
});

describe('repeated events', () => {
  it('while on, a subscriber receives each add and settlement twice', async () => {
    devnode.repeatInvoiceEvents(true);
    const live = listen({ add: 0, settle: 0 });
    await sleep(100);
    const invoice = await createInvoice({ lnd, tokens: 700 });
    devnode.settleInvoice(invoice.id);
    await eventually('both settlements', () =>
      live.events.filter((event) => event.id === invoice.id && event.confirmed).length === 2
        ? true
        : undefined,
    );
    devnode.repeatInvoiceEvents(false);
    live.stop();
  });
});
