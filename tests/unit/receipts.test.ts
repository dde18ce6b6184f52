// Signed receipts (docs/protocols/receipts.md): every paid purchase gets the node's signature
// over its receipt text, after the settlement and never in its way. The wire (the real LND
// client against the devnode): tests/api/signed-receipts.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { parseReceiptText, verifySignedReceipt } from '@rifa/shared/receipt';
import { LightningError, type UserRecord } from '../../server/src/domain/ports/index.ts';
import { FAKE_NODE_PUBKEY, signAsNode } from './support/fake-node-key.ts';
import { worldWithRaffle, type World } from './support/world.ts';

let w: World;
let buyer: UserRecord;
let raffle: Raffle;

beforeEach(() => ({ w, buyer, raffle } = worldWithRaffle()));
afterEach(() => w.close());

describe('the receipt of a paid purchase', () => {
  it('is signed by the node over the §8.2 text: draw id, numbers ascending, amount, hash, settled_at', async () => {
    const purchase = await w.buy(buyer, raffle, 3, [9, 2, 5]);
    w.pay(purchase, new Date('2026-05-01T12:00:00.000Z'));
    await w.receiptJob.tick();
    const receipt = w.purchase(purchase.id)?.receipt;
    expect(receipt).toBeTruthy();
    expect(receipt!.text).toBe(
      `rifa-recibo-v1\n${raffle.id}\n2,5,9\n3000\n${purchase.payment_hash}\n2026-05-01T12:00:00.000Z`,
    );
    expect(receipt!.node_pubkey).toBe(FAKE_NODE_PUBKEY);
    expect(verifySignedReceipt(receipt!, FAKE_NODE_PUBKEY)).toBe(true);
    expect(parseReceiptText(receipt!.text)?.numbers).toEqual([2, 5, 9]);
  });

  it('a purchase not paid has none; a pending one gets none when others are signed', async () => {
    const pending = await w.buy(buyer, raffle, 1);
    w.pay(await w.buy(w.user(), raffle, 1));
    await w.receiptJob.tick();
    expect(w.purchase(pending.id)?.receipt).toBeNull();
  });

  it('LND away when signing: the tickets are credited anyway, the receipt is signed on a later pass', async () => {
    // Twice: the pass the credit kicks and the one this test asks for both find LND away.
    const away = new LightningError('unavailable', 'LND inacessível');
    w.lightning.fail('signMessage', away);
    w.lightning.fail('signMessage', away);
    const purchase = await w.buy(buyer, raffle, 2);
    expect(w.pay(purchase)).toMatchObject({ kind: 'credited' });
    await w.receiptJob.tick();
    expect(w.purchase(purchase.id)).toMatchObject({ status: 'paid', receipt: null });
    expect(w.log.messages()).toContain(
      'LND indisponível: recibos assinados na próxima verificação',
    );
    await w.receiptJob.tick();
    expect(verifySignedReceipt(w.purchase(purchase.id)!.receipt!, FAKE_NODE_PUBKEY)).toBe(true);
  });

  it('a signature that does not recover the node key is never stored', async () => {
    w.lightning.reply('signMessage', signAsNode('outro texto'), signAsNode('outro texto'));
    const purchase = await w.buy(buyer, raffle, 1);
    w.pay(purchase);
    await w.receiptJob.tick();
    expect(w.purchase(purchase.id)?.receipt).toBeNull();
    expect(w.log.messages()).toContain('assinatura do recibo não confere com a chave do nó');
    await w.receiptJob.tick();
    expect(w.purchase(purchase.id)?.receipt?.node_pubkey).toBe(FAKE_NODE_PUBKEY);
  });

  it('signed once: a later pass does not sign again (the first signature stays)', async () => {
    const purchase = await w.buy(buyer, raffle, 1);
    w.pay(purchase);
    await w.receiptJob.tick();
    const first = w.purchase(purchase.id)?.receipt;
    await w.receiptJob.tick();
    expect(w.purchase(purchase.id)?.receipt).toEqual(first);
    expect(w.lightning.callsTo('signMessage')).toHaveLength(1);
  });
});
