// Buying tickets on a node that can receive only so much (LND ChannelBalance remote balance,
// docs/decisions/0012-lnd-as-it-behaves.md): the invoice is refused before anything is reserved.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../server/src/domain/ports/index.ts';
import { unavailable } from './support/fake-lightning.ts';
import { createWorld, type World } from './support/world.ts';

let w: World;
let buyer: UserRecord;

beforeEach(() => {
  w = createWorld();
  buyer = w.user();
});
afterEach(() => w.close());

const held = () =>
  w.store.db
    .prepare(`SELECT COUNT(*) FROM transactions WHERE status IN ('reserving', 'pending')`)
    .pluck()
    .get() as number;

describe('inbound liquidity (LND ChannelBalance remote balance)', () => {
  it('an invoice above what the node can receive is never issued: 409, nothing reserved', async () => {
    const raffle = w.raffle();
    w.lightning.inbound = 2_500;
    await expect(
      w.purchases.buy(buyer, {
        type_tx: 'buy',
        raffle_id: raffle.id,
        tickets_count: 3,
        amount: 3_000,
      }),
    ).rejects.toMatchObject({
      code: 'conflict',
      reason: 'inbound_liquidity',
      message:
        'O nó não consegue receber 3.000 sats agora: a liquidez de entrada dele é de 2.500 sats. Compre menos bilhetes ou tente mais tarde.',
    });
    expect(held()).toBe(0);
    expect(w.lightning.callsTo('createInvoice')).toEqual([]);
    // What fits is sold.
    await w.purchases.buy(buyer, {
      type_tx: 'buy',
      raffle_id: raffle.id,
      tickets_count: 2,
      amount: 2_000,
    });
    expect(held()).toBe(1);
  });

  it('LND not answering the balance: 503, nothing reserved', async () => {
    const raffle = w.raffle();
    w.lightning.fail('getInboundLiquidity', unavailable());
    await expect(
      w.purchases.buy(buyer, {
        type_tx: 'buy',
        raffle_id: raffle.id,
        tickets_count: 1,
        amount: 1_000,
      }),
    ).rejects.toMatchObject({ code: 'unavailable' });
    expect(held()).toBe(0);
  });
});
