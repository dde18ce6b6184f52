// A shop whose channels are all private (unannounced, as many home nodes open them): nobody
// can find a route to loja in the graph, so its invoices must carry route hints for the
// payer to get there (docs/real-node.md). Real LND decides here, not our reading of it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodePaymentRequest, getChannels } from 'lightning';
import { payFromCarteira, startShop, untilPaid, type Shop } from './harness/shop-app.ts';
import { startWorld, stopWorld, type RegtestWorld } from './harness/world.ts';

let world: RegtestWorld;
let shop: Shop;

beforeAll(async () => {
  world = await startWorld({ channels: 'private' });
  shop = await startShop(world);
});
afterAll(async () => {
  await shop?.server.stop();
  await stopWorld(world);
});

it('every channel of loja is private', async () => {
  const { channels } = await getChannels({ lnd: world.loja.lnd() });
  expect(channels.length).toBe(2);
  for (const channel of channels) expect(channel.is_private).toBe(true);
});

it('a purchase invoice carries a route hint through carteira’s channel and is paid', async () => {
  const admin = await shop.api.adminToken();
  const buyer = (await shop.api.register('privado@example.com')).token;
  const raffle = await shop.api.createRaffle(admin, { total_tickets: 20 });
  const open = await shop.api.buy(buyer, raffle, 2);
  const request = open.payment_request;

  // As a payer's wallet reads it: a hint whose last hop enters loja from carteira.
  const decoded = await decodePaymentRequest({ lnd: world.carteira.lnd(), request });
  expect(decoded.routes.length).toBeGreaterThan(0);
  const hops = decoded.routes.flat();
  expect(hops.some((hop) => hop.public_key === world.carteira.pubkey)).toBe(true);

  await payFromCarteira(world, request);
  await untilPaid(shop.api, buyer, open.id);
});
