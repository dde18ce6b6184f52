// What happens to a running app when loja's LND changes under it (docs/real-node.md): the
// macaroon the README tells operators to bake is what every real-node test runs with, and
// one permission less is named by health in pt-BR; LND started locked gives 'aguardando LND'
// and 503 to buyers until `lncli unlock`, then everything works without restarting the app;
// a TLS certificate LND regenerates is picked up and crediting resumes by itself.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health } from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import { bakeMacaroon, readmePermissions } from './harness/readme-macaroon.ts';
import {
  paidPurchase,
  payFromCarteira,
  startShop,
  untilPaid,
  type Shop,
} from './harness/shop-app.ts';
import { WALLET_PASSWORD } from './harness/lnd.ts';
import { startWorld, stopWorld, type RegtestWorld } from './harness/world.ts';

let world: RegtestWorld;
let shop: Shop;
let admin: string;
let buyer: string;

beforeAll(async () => {
  world = await startWorld();
  shop = await startShop(world);
  admin = await shop.api.adminToken();
  buyer = (await shop.api.register('ciclo@example.com')).token;
});
afterAll(async () => {
  await shop?.server.stop();
  await stopWorld(world);
});

const health = async (api = shop.api) => (await api.call<Health>('GET', '/api/health')).body;

describe('the macaroon of the README', () => {
  it('is what the app runs with, and health finds nothing missing in it', async () => {
    expect(readmePermissions()).toContain('offchain:write');
    const now = await health();
    expect(now.lightning).toMatchObject({
      status: 'ok',
      pubkey: world.loja.pubkey,
      permissions: { status: 'ok', missing: [] },
    });
  });

  it('with one permission removed: health names it and what stops, in pt-BR', async () => {
    const without = readmePermissions().filter((p) => p !== 'offchain:write');
    const path = await bakeMacaroon(world.loja, 'sem-offchain-write.macaroon', without);
    const narrow = await startShop(world, { macaroonPath: path });
    try {
      const now = await health(narrow.api);
      expect(now.lightning.status).toBe('ok');
      expect(now.lightning.permissions).toEqual({
        status: 'incompleto',
        missing: ['offchain:write'],
        message:
          'O macaroon do LND não tem offchain:write (prêmios e reembolsos por Lightning): gere-o de novo com as permissões do README',
      });
    } finally {
      await narrow.server.stop();
    }
  });
});

describe('LND restarted under the running app', () => {
  it('locked: aguardando LND and 503 for buyers; after `lncli unlock` it sells again', async () => {
    const raffle = await shop.api.createRaffle(admin, { total_tickets: 50 });
    await world.loja.stop();
    await world.loja.start({ locked: true });
    await eventually(
      'health says aguardando LND',
      async () => (await health()).lightning.status === 'aguardando LND',
      60_000,
      500,
    );
    const refused = await shop.api.call<{ error: string }>('POST', '/api/transaction', {
      token: buyer,
      body: {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: 1,
        amount: raffle.ticket_price,
      },
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/Lightning|LND/);

    await world.loja.lncli(['unlock', '--stdin'], `${WALLET_PASSWORD}\n`);
    await world.loja.waitReady();
    await eventually(
      'health ok again',
      async () => (await health()).lightning.status === 'ok',
      60_000,
      500,
    );
    await paidPurchase(world, shop.api, buyer, raffle, 2);
    expect(shop.server.alive()).toBe(true);
  });

  it('with a regenerated TLS certificate: an open invoice paid afterwards is credited', async () => {
    const raffle = await shop.api.createRaffle(admin, { total_tickets: 50 });
    const open = await shop.api.buy(buyer, raffle, 1);
    const oldCert = fs.readFileSync(world.loja.tlsCertPath, 'utf8');

    await world.loja.stop();
    fs.rmSync(world.loja.tlsCertPath);
    fs.rmSync(world.loja.tlsKeyPath);
    await world.loja.start();
    expect(fs.readFileSync(world.loja.tlsCertPath, 'utf8')).not.toBe(oldCert);

    await payFromCarteira(world, open.payment_request);
    await untilPaid(shop.api, buyer, open.id, 60_000);
    await paidPurchase(world, shop.api, buyer, raffle, 1);
    expect(shop.server.alive()).toBe(true);
  });
});
