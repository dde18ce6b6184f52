import invoices from 'invoices';
import {
  type AuthenticatedLnd,
  createInvoice,
  getInvoice,
  getWalletInfo,
  subscribeToInvoices,
} from 'lightning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ControlError } from '../errors.ts';
import { type Devnode, LSP_NODE_ID, startDevnode } from '../index.ts';
import { lndClient, nextEvent } from '../test-helpers.ts';

// A node whose channels are all private (a home node behind an LSP), checked through the
// real `lightning` client. What it pins, and where LND and the client say so:
// - node_modules/lightning/lnd_methods/invoices/create_invoice.js sends
//   `private: !!args.is_including_private_channels` to AddInvoice.
// - lnrpc/invoicesrpc/addinvoice.go: the `Private` field (~line 138) and
//   `if len(invoice.RouteHints) > 0 || invoice.Private` (~line 445): hop hints are added
//   only when AddInvoice is called with private=true; chanCanBeHopHint (~line 641) skips
//   public channels, so a public node gets none; newHopHint (~line 751) takes the peer's
//   key, the short channel id and the peer's fee base, fee rate and time lock delta.
// - lnrpc/invoicesrpc/utils.go: CreateRPCInvoice fills route_hints from the request
//   (~line 75, 183) and reports `Private: len(routeHints) > 0` (~line 185).
// Without hints nobody finds a route to a node that is not in the graph, so settling such
// an invoice (the devnode's stand-in for a payer paying) is refused.

const NO_ROUTE = /no route to the node: its channels are private/;

interface RawInvoice {
  private: boolean;
  route_hints: { hop_hints: Record<string, unknown>[] }[];
}

/** LookupInvoice over the client's own gRPC stub, for the fields getInvoice leaves out. */
const lookupRaw = (lnd: AuthenticatedLnd, id: string): Promise<RawInvoice> =>
  new Promise((resolve, reject) => {
    const stub = lnd.default as {
      lookupInvoice(req: object, cb: (err: Error | null, res: RawInvoice) => void): void;
    };
    stub.lookupInvoice({ r_hash_str: id }, (err, res) => (err ? reject(err) : resolve(res)));
  });

const settleError = (node: Devnode, id: string): ControlError => {
  try {
    node.settleInvoice(id);
  } catch (error) {
    if (error instanceof ControlError) return error;
    throw error;
  }
  throw new Error('expected settleInvoice to refuse');
};

let publicNode: Devnode;
let privateNode: Devnode;
let publicLnd: AuthenticatedLnd;
let privateLnd: AuthenticatedLnd;

beforeAll(async () => {
  [publicNode, privateNode] = await Promise.all([
    startDevnode(),
    startDevnode({ channels: 'private' }),
  ]);
  publicLnd = lndClient(publicNode);
  privateLnd = lndClient(privateNode);
});

afterAll(async () => {
  await Promise.all([publicNode.stop(), privateNode.stop()]);
});

describe('a node with only private channels', () => {
  it('AddInvoice without private carries no route hint, and a payer finds no route', async () => {
    const created = await createInvoice({ lnd: privateLnd, tokens: 1000 });
    expect(invoices.parsePaymentRequest({ request: created.request }).routes).toBeUndefined();
    expect((await getInvoice({ lnd: privateLnd, id: created.id })).is_private).toBe(false);
    expect((await lookupRaw(privateLnd, created.id)).route_hints).toEqual([]);

    const refused = settleError(privateNode, created.id);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      'no route to the node: its channels are private and the invoice carries no route hints',
    );
    expect((await getInvoice({ lnd: privateLnd, id: created.id })).is_confirmed).toBe(false);
  });

  it('AddInvoice with private carries a hint through the LSP, reported and payable', async () => {
    const subscription = subscribeToInvoices({ lnd: privateLnd, restart_delay_ms: 100 });
    try {
      const added = nextEvent<{ is_private: boolean }>(subscription, 'invoice_updated');
      const created = await createInvoice({
        lnd: privateLnd,
        tokens: 1000,
        is_including_private_channels: true,
      });
      const { public_key: ourKey } = await getWalletInfo({ lnd: privateLnd });
      const decoded = invoices.parsePaymentRequest({ request: created.request });
      expect(decoded.routes).toEqual([
        [
          { public_key: LSP_NODE_ID },
          {
            public_key: ourKey,
            channel: '102x1x0',
            base_fee_mtokens: '1000',
            fee_rate: 1,
            cltv_delta: 80,
          },
        ],
      ]);
      expect((await added).is_private).toBe(true);
      expect((await getInvoice({ lnd: privateLnd, id: created.id })).is_private).toBe(true);
      const raw = await lookupRaw(privateLnd, created.id);
      expect(raw.route_hints).toEqual([
        {
          hop_hints: [
            {
              node_id: LSP_NODE_ID,
              chan_id: ((102n << 40n) | (1n << 16n)).toString(),
              fee_base_msat: 1000,
              fee_proportional_millionths: 1,
              cltv_expiry_delta: 80,
            },
          ],
        },
      ]);

      expect(privateNode.settleInvoice(created.id).state).toBe('SETTLED');
      const settled = await getInvoice({ lnd: privateLnd, id: created.id });
      expect(settled).toMatchObject({ is_confirmed: true, received: 1000 });
      // The HTLC came in over the channel the hint names.
      expect(settled.payments[0]?.in_channel).toBe('102x1x0');
    } finally {
      subscription.removeAllListeners();
    }
  });

  it('the control API refuses the hint-less invoice with 409 and the message', async () => {
    const created = await createInvoice({ lnd: privateLnd, tokens: 5 });
    const response = await fetch(`${privateNode.controlUrl}/invoices/${created.id}/settle`, {
      method: 'POST',
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(NO_ROUTE);
    expect(privateNode.state().channels).toBe('private');
  });
});

describe('a node with public channels (the default)', () => {
  it('adds no hint even with private (only private channels become hints); both settle', async () => {
    const plain = await createInvoice({ lnd: publicLnd, tokens: 10 });
    const withFlag = await createInvoice({
      lnd: publicLnd,
      tokens: 10,
      is_including_private_channels: true,
    });
    for (const created of [plain, withFlag]) {
      expect(invoices.parsePaymentRequest({ request: created.request }).routes).toBeUndefined();
      expect((await getInvoice({ lnd: publicLnd, id: created.id })).is_private).toBe(false);
      expect(publicNode.settleInvoice(created.id).state).toBe('SETTLED');
    }
  });

  it("carries the caller's own route hints without private, as LND does", async () => {
    const routes = [
      [
        { public_key: LSP_NODE_ID },
        {
          public_key: (await getWalletInfo({ lnd: publicLnd })).public_key,
          channel: '200x3x1',
          base_fee_mtokens: '2000',
          fee_rate: 10,
          cltv_delta: 40,
        },
      ],
    ];
    const created = await createInvoice({ lnd: publicLnd, tokens: 10, routes });
    expect(invoices.parsePaymentRequest({ request: created.request }).routes).toEqual(routes);
    expect((await getInvoice({ lnd: publicLnd, id: created.id })).is_private).toBe(true);
  });
});

describe('setChannels', () => {
  it('switches a running node; HTTP POST /channels does the same', async () => {
    const node = await startDevnode();
    try {
      const lnd = lndClient(node);
      const before = await createInvoice({ lnd, tokens: 1 });
      node.setChannels('private');
      expect(() => node.settleInvoice(before.id)).toThrow(NO_ROUTE);
      const hinted = await createInvoice({ lnd, tokens: 1, is_including_private_channels: true });
      expect(invoices.parsePaymentRequest({ request: hinted.request }).routes).toHaveLength(1);

      const post = (body: unknown) =>
        fetch(`${node.controlUrl}/channels`, { method: 'POST', body: JSON.stringify(body) });
      expect((await post({ kind: 'sideways' })).status).toBe(400);
      const reply = await post({ kind: 'public' });
      expect(((await reply.json()) as { channels: string }).channels).toBe('public');
      expect(node.settleInvoice(before.id).state).toBe('SETTLED');
    } finally {
      await node.stop();
    }
  });
});
