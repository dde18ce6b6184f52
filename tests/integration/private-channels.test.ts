// docs/decisions/0012-lnd-as-it-behaves.md, item 4: on a node whose channels are all private (most home nodes behind an
// LSP), an invoice is payable only if it carries route hints, and LND adds them only when
// AddInvoice gets private=true (lnrpc/invoicesrpc/addinvoice.go ~line 445;
// node_modules/lightning/lnd_methods/invoices/create_invoice.js sends
// `private: !!args.is_including_private_channels`). The app asks for them, so a purchase
// on such a node is paid and credited.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePaymentRequest } from 'invoices';
import { LSP_NODE_ID, startDevnode, type Devnode } from '@rifa/devnode';
import type { Purchase } from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { removeDir, tempDir } from '../support/temp-dirs.ts';

let dataDir: string;
let devnode: Devnode;
let app: TestApp;

beforeAll(async () => {
  dataDir = tempDir('rifa-private-');
  devnode = await startDevnode({ dir: path.join(dataDir, 'devnode'), channels: 'private' });
  app = await startTestApp({ devnode, dataDir });
});

afterAll(async () => {
  await app?.close();
  await devnode?.stop();
  if (dataDir) removeDir(dataDir);
});

describe('a node with only private channels', () => {
  it("the app's invoice carries a route hint, so the purchase is paid with its tickets", async () => {
    const buyer = (await app.register()).token;
    const raffle = await app.createRaffle({ total_tickets: 10, ticket_price: 1_000 });
    const pending = await app.buy(buyer, raffle, 3);
    expect(pending.status).toBe('pending');

    const decoded = parsePaymentRequest({ request: pending.payment_request });
    expect(decoded.routes).toHaveLength(1);
    expect(decoded.routes?.[0]?.[0]?.public_key).toBe(LSP_NODE_ID);
    expect(devnode.state().channels).toBe('private');

    // A payer routes through the hint: the devnode settles it (it refuses hint-less ones).
    devnode.settleInvoice(pending.payment_hash);
    const paid = await eventually('the purchase paid', async () => {
      const tx = (await app.api.get(`/api/transaction/${pending.id}`).set(bearer(buyer)))
        .body as Purchase;
      return tx.status === 'paid' ? tx : undefined;
    });
    expect(paid.tickets).toEqual(pending.numbers);
    expect(paid.tickets).toHaveLength(3);
    expect(paid.paid_at).not.toBeNull();
  });
});
