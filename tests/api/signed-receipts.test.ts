// Signed receipts over the wire (docs/protocols/draw-v2.md 'Receipt'): the real `lightning`
// client asks the devnode's LND to SignMessage each paid purchase's receipt text, and the
// buyer gets text, signature and node key in GET /api/transaction/:id and in their list. The
// key is checked here against LND's own GetInfo through a separate client, and the signature
// with shared/src/receipt (the code the buyer's browser runs), never with LND's VerifyMessage.
import { getWalletInfo } from 'lightning';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Health, Raffle, Purchase } from '@rifa/shared';
import { parseReceiptText, verifySignedReceipt } from '@rifa/shared/receipt';
import { lndClient } from '../../devnode/src/test-helpers.ts';
import { LightningError, type Lightning } from '../../server/src/domain/ports/index.ts';
import { eventually } from '../support/poll.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

/** While true, LND refuses SignMessage as an LND going away would (the tickets still credit). */
let signingDown = false;
const withSigningSwitch = (lightning: Lightning): Lightning => ({
  ...lightning,
  signMessage: (message) =>
    signingDown
      ? Promise.reject(new LightningError('unavailable', 'LND inacessível'))
      : lightning.signMessage(message),
});

const t = useTestApp({ wrapLightning: withSigningSwitch });
let raffle: Raffle;
let buyer: AuthResponse;
let nodeKey: string;

beforeAll(async () => {
  raffle = await t.createRaffle({ name: 'Rifa Assinada', ticket_price: 2_100 });
  buyer = await t.register();
  nodeKey = (await getWalletInfo({ lnd: lndClient(t.devnode) })).public_key;
});

const read = async (id: number) =>
  (await t.api.get(`/api/transaction/${id}`).set(bearer(buyer.token))).body as Purchase;
const signed = (id: number) =>
  eventually(`receipt of ${id}`, async () => {
    const tx = await read(id);
    return tx.receipt ? tx : undefined;
  });

describe('the receipt the node signs when a purchase settles', () => {
  it('verifies offline against the node key, and says exactly what was bought', async () => {
    const paid = await t.buyPaid(buyer.token, raffle, 3);
    const tx = await signed(paid.id);
    const receipt = tx.receipt!;
    expect(receipt.node_pubkey).toBe(nodeKey);
    expect(verifySignedReceipt(receipt, nodeKey)).toBe(true);
    expect(parseReceiptText(receipt.text)).toEqual({
      draw_id: String(raffle.id),
      numbers: tx.tickets,
      amount: 6_300,
      payment_hash: tx.payment_hash,
      settled_at: tx.paid_at,
    });
    // A changed number no longer verifies (what the receipt page shows as ✗).
    const other = tx.tickets[0] === 1 ? 2 : 1;
    const tampered = receipt.text.replace(/^(.*\n.*\n)[^\n]*/, `$1${other}`);
    expect(verifySignedReceipt({ ...receipt, text: tampered }, nodeKey)).toBe(false);

    const list = await t.api.get('/api/transaction/user').set(bearer(buyer.token));
    const mine = (list.body as { data: Purchase[] }).data.find((row) => row.id === paid.id);
    expect(mine?.receipt).toEqual(receipt);
  });

  it('GET /api/health publishes the same node key for buyers to compare', async () => {
    const health = (await t.api.get('/api/health')).body as Health;
    expect(health.lightning.pubkey).toBe(nodeKey);
  });

  it('a purchase not paid yet has no receipt', async () => {
    const pending = await t.buy(buyer.token, raffle, 1);
    expect((await read(pending.id)).receipt).toBeNull();
  });

  it('LND refusing to sign at settlement: tickets credited now, the receipt signed later, also after a restart', async () => {
    signingDown = true;
    try {
      const paid = await t.buyPaid(buyer.token, raffle, 2);
      expect(paid.tickets).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 500)); // a few passes of the job
      expect((await read(paid.id)).receipt).toBeNull();
      // A restart while LND still refuses: nothing lost, the row waits in the database.
      await t.restart({ wrapLightning: withSigningSwitch });
      expect((await read(paid.id)).receipt).toBeNull();
      signingDown = false;
      const tx = await signed(paid.id);
      expect(verifySignedReceipt(tx.receipt!, nodeKey)).toBe(true);
    } finally {
      signingDown = false;
    }
  });
});
