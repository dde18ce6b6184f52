// Never sell a ticket the node cannot be paid for (docs/decisions/0012-lnd-as-it-behaves.md item 7): LND ≥ 0.13 accepts calls
// in RPC_ACTIVE while the chain still syncs (GetInfo's synced_to_chain false; lnrpc/
// lightning.proto GetInfoResponse.synced_to_chain), and a locked or starting LND answers with
// errors. A purchase asks first, before anything is reserved.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import {
  LIGHTNING_SYNCING,
  LIGHTNING_UNAVAILABLE,
  READINESS_CACHE_MS,
} from '../../server/src/domain/purchases/lightning-readiness.ts';
import { LightningError, type UserRecord } from '../../server/src/domain/ports/index.ts';
import { worldWithRaffle, type World } from './support/world.ts';

let w: World;
let buyer: UserRecord;
let raffle: Raffle;
beforeEach(() => ({ w, buyer, raffle } = worldWithRaffle()));
afterEach(() => w.close());

const notSynced = { alias: 'lnd', publicKey: '02', synced: false, blockHeight: 1 };
const held = () => w.raffleNow(raffle.id)?.available_tickets;
const invoicesCreated = () => w.lightning.callsTo('createInvoice').length;
const infoAsked = () => w.lightning.callsTo('getInfo').length;

describe('a purchase while LND cannot be paid', () => {
  it('LND still syncing to the chain: 503 in pt-BR, no reservation, no invoice', async () => {
    w.lightning.reply('getInfo', notSynced);
    await expect(w.buy(buyer, raffle, 2)).rejects.toMatchObject({
      code: 'unavailable',
      message: LIGHTNING_SYNCING,
    });
    expect(held()).toBe(10);
    expect(invoicesCreated()).toBe(0);
  });

  it.each([
    ['locked', new LightningError('locked', 'LND bloqueado')],
    ['unreachable', new LightningError('unavailable', 'LND inacessível')],
  ])('LND %s: 503 in pt-BR, no reservation, no invoice', async (_state, error) => {
    w.lightning.fail('getInfo', error);
    await expect(w.buy(buyer, raffle, 1)).rejects.toMatchObject({
      code: 'unavailable',
      message: LIGHTNING_UNAVAILABLE,
    });
    expect(held()).toBe(10);
    expect(invoicesCreated()).toBe(0);
  });

  it('once synced, the next purchase goes through', async () => {
    w.lightning.reply('getInfo', notSynced);
    await expect(w.buy(buyer, raffle, 1)).rejects.toMatchObject({ code: 'unavailable' });
    expect((await w.buy(buyer, raffle, 1)).tickets_count).toBe(1);
  });
});

describe('asking LND', () => {
  it('a ready answer serves a crowd for a few seconds; then LND is asked again', async () => {
    await w.buy(buyer, raffle, 1);
    await w.buy(w.user(), raffle, 1);
    expect(infoAsked()).toBe(1);
    w.clock.advance(READINESS_CACHE_MS);
    await w.buy(w.user(), raffle, 1);
    expect(infoAsked()).toBe(2);
  });

  it('a not-ready answer is not kept: the next purchase asks again', async () => {
    w.lightning.reply('getInfo', notSynced);
    await expect(w.buy(buyer, raffle, 1)).rejects.toMatchObject({ code: 'unavailable' });
    await w.buy(buyer, raffle, 1);
    expect(infoAsked()).toBe(2);
  });

  it('bad input never reaches LND', async () => {
    await expect(w.buy(buyer, raffle, 0)).rejects.toMatchObject({ code: 'validation' });
    expect(infoAsked()).toBe(0);
  });
});
