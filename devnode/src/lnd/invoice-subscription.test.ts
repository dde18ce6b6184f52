import { describe, expect, it } from 'vitest';

import { type InvoiceBook, createInvoiceBook } from './invoice-book.ts';
import { createLiveFilter, invoiceBacklog } from './invoice-subscription.ts';

function bookWith(states: ('OPEN' | 'SETTLED' | 'CANCELED')[]): InvoiceBook {
  const book = createInvoiceBook(() => 1_700_000_000_000);
  states.forEach((state, i) => {
    const hash = String(i + 1).padStart(64, '0');
    book.add({
      hash,
      preimage: Buffer.alloc(32),
      paymentAddr: Buffer.alloc(32),
      memo: '',
      descriptionHash: Buffer.alloc(0),
      valueMsat: 1000n,
      createdAt: 1_700_000_000,
      expirySec: 3600,
      cltvExpiry: 80,
      request: 'lnbcrt',
      isPrivate: false,
    });
    if (state === 'SETTLED') book.settle(hash, { height: 100 });
    if (state === 'CANCELED') book.cancel(hash);
  });
  return book;
}

// docs/protocols/devnode.md#faithfulness and obstacle 11: LND's SubscribeInvoices backlog and cursors.
describe('SubscribeInvoices semantics', () => {
  const book = bookWith(['SETTLED', 'OPEN', 'CANCELED', 'SETTLED', 'OPEN']);
  // add indexes 1..5; settle indexes: #1 → 1, #4 → 2

  it.each([
    { add: 0, settle: 0, sent: [] as number[], why: 'index 0 means no backlog' },
    {
      add: 1,
      settle: 0,
      sent: [2, 4, 5],
      why: 'adds after 1 in their current state; CANCELED is never sent',
    },
    { add: 0, settle: 1, sent: [4], why: 'settlements after settle index 1' },
    { add: 3, settle: 1, sent: [4, 5, 4], why: 'an invoice in both backlogs arrives twice' },
    { add: 5, settle: 2, sent: [], why: 'nothing newer' },
  ])('backlog add=$add settle=$settle: $why', ({ add, settle, sent }) => {
    expect(invoiceBacklog(book, add, settle).map((i) => i.addIndex)).toEqual(sent);
  });

  it('live events pass only beyond the client cursors, which then advance', () => {
    const live = bookWith(['OPEN', 'OPEN']);
    const wanted = createLiveFilter(1, 0);
    const first = live.get('1'.padStart(64, '0'));
    const second = live.get('2'.padStart(64, '0'));
    if (!first || !second) throw new Error('fixture');
    expect(wanted({ type: 'added', invoice: first })).toBe(false);
    expect(wanted({ type: 'added', invoice: second })).toBe(true);
    expect(wanted({ type: 'added', invoice: second })).toBe(false);
    live.settle(second.hash, { height: 100 });
    expect(wanted({ type: 'settled', invoice: second })).toBe(true);
    expect(wanted({ type: 'settled', invoice: second })).toBe(false);
    expect(wanted({ type: 'canceled', invoice: first })).toBe(false);
  });
});
