// Buying tickets on a node that can receive only so much (LND ChannelBalance remote balance,
// docs/decisions/0012-lnd-as-it-behaves.md): the invoice is refused before anything is reserved.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import type { UserRecord } from '../../server/src/domain/ports/index.ts';
import { unavailable } from './support/fake-lightning.ts';
import { worldWithRaffle, type World } from './support/world.ts';

let w: World;
let buyer: UserRecord;
let raffle: Raffle;

beforeEach(() => ({ w, buyer, raffle } = worldWithRaffle()));
afterEach(() => w.close());

describe('inbound liquidity (LND ChannelBalance remote balance)', () => {
  it('an invoice above what the node can receive is never issued: 409, nothing reserved', async () => {
    w.lightning.inbound = 2_500;
    await expect(w.buy(buyer, raffle, 3)).rejects.toMatchObject({
      code: 'conflict',
      reason: 'inbound_liquidity',
      message:
        'O nó não consegue receber 3.000 sats agora: a liquidez de entrada dele é de 2.500 sats. Compre menos bilhetes ou tente mais tarde.',
    });
    expect(w.held()).toBe(0);
    expect(w.lightning.callsTo('createInvoice')).toEqual([]);
    // What fits is sold.
    await w.buy(buyer, raffle, 2);
    expect(w.held()).toBe(1);
  });

  it('LND not answering the balance: 503, nothing reserved', async () => {
    w.lightning.fail('getInboundLiquidity', unavailable());
    await expect(w.buy(buyer, raffle, 1)).rejects.toMatchObject({ code: 'unavailable' });
    expect(w.held()).toBe(0);
  });
});
