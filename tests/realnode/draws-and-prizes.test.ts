// The draw and its prizes on the real chain (docs/real-node.md): the app anchors the ticket
// list with LND's SendOutputs, finds the anchor's block and the draw block after it through
// the bitcoind facade, draws, and pays — on-chain from LND's wallet, or over Lightning to
// carteira's invoice exactly once, also across a kill -9 between LND's answer and the app's
// record of it. The published proof passes scripts/verify-draw.mjs offline and with --rpc.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, getInvoice, getPayments } from 'lightning';
import { apiClient, type Api } from '../faults/support/api-client.ts';
import { launchServer } from '../faults/support/server-process.ts';
import { LIGHTNING_THRESHOLD_DEFAULT, ONCHAIN_DUST_FLOOR } from '@rifa/shared';
import { REGTEST_ADDRESS, REGTEST_P2PKH_ADDRESS } from '../support/addresses.ts';
import { eventually, sleep } from '../support/poll.ts';
import { tempDir } from '../support/temp-dirs.ts';
import {
  anchorSent,
  drawStatus,
  mineUntil,
  payoutsOf,
  raffleClosingSoon,
  type PayoutRow,
} from './harness/draws.ts';
import { paidPurchase, shopNodeEnv, startShop, type Shop } from './harness/shop-app.ts';
import { startWorld, stopWorld, type RegtestWorld } from './harness/world.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOP_ENV = { DRAW_CONFIRMATIONS: '2' };

let world: RegtestWorld;
let shop: Shop;
let api: Api;
let admin: string;

beforeAll(async () => {
  world = await startWorld();
  shop = await startShop(world, { env: SHOP_ENV });
  api = shop.api;
  admin = await api.adminToken();
});
afterAll(async () => {
  await shop?.server.stop();
  await stopWorld(world);
});

/** verify-draw as an auditor runs it: exit code and what it printed. */
function verifyDraw(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts/verify-draw.mjs'), ...args],
      { encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    ),
  );
}

describe('an on-chain prize', () => {
  it('anchors, draws after the anchor, pays from LND’s wallet, and the proof verifies', async () => {
    const winner = await api.register('vencedor-onchain@example.com');
    const raffle = await raffleClosingSoon(api, admin, { prize_amount: 50_000 });
    await paidPurchase(world, api, winner.token, raffle, 3);

    const anchor = await anchorSent(world, shop.dataDir, raffle);
    // The anchor is a transaction of loja's wallet with exactly the §8.2 OP_RETURN output.
    const tx = await world.btcd.rpc<{ vout: { scriptPubKey: { hex: string } }[] }>(
      'getrawtransaction',
      [anchor.txid, 1],
    );
    const opReturn = tx.vout
      .map((out) => out.scriptPubKey.hex)
      .filter((hex) => hex.startsWith('6a'));
    expect(opReturn).toHaveLength(1);
    expect(opReturn[0]).toMatch(/^6a2452494641[0-9a-f]{64}$/);

    await mineUntil(world, 'draw made', () => {
      const status = drawStatus(shop.dataDir, raffle.id);
      return status === 'drawn' || status === 'completed' ? status : undefined;
    });
    const proof = (await api.call<Record<string, unknown>>('GET', `/api/rifa/${raffle.id}/draw`))
      .body as {
      version: number;
      tickets_root: string;
      block_height: number;
      anchor: { txid: string; height: number; block_hash: string };
    };
    expect(proof.version).toBe(2);
    expect(opReturn[0]).toBe(`6a2452494641${proof.tickets_root}`);
    expect(proof.anchor.txid).toBe(anchor.txid);
    expect(proof.block_height).toBeGreaterThan(proof.anchor.height);
    // The anchor's block as btcd itself has it.
    expect(await world.btcd.rpc('getblockhash', [proof.anchor.height])).toBe(
      proof.anchor.block_hash,
    );

    const file = path.join(tempDir('rifa-realnode-proof-'), 'prova.json');
    fs.writeFileSync(file, JSON.stringify(proof));
    const offline = await verifyDraw([file]);
    expect(offline.code, offline.out).toBe(0);
    const { facade } = world;
    const online = await verifyDraw([
      file,
      '--rpc',
      `http://${facade.user}:${facade.pass}@127.0.0.1:${facade.port}`,
    ]);
    expect(online.code, online.out).toBe(0);
    expect(online.out).not.toContain('✗');

    // The prize: one labelled send from loja's wallet to the winner's address.
    const payout = await eventually(
      'prize sent on-chain',
      () => payoutsOf(shop.dataDir, raffle.id).find((row) => row.status === 'sent'),
      60_000,
      200,
    );
    expect(payout).toMatchObject({ kind: 'prize', method: 'onchain', amount: 50_000 });
    const sent = await world.btcd.rpc<{
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
    }>('getrawtransaction', [payout.txid, 1]);
    const toWinner = sent.vout.filter(
      (out) =>
        out.scriptPubKey.address === REGTEST_ADDRESS ||
        out.scriptPubKey.addresses?.includes(REGTEST_ADDRESS),
    );
    expect(toWinner.map((out) => Math.round(out.value * 1e8))).toEqual([50_000]);
    await world.mine(1);
    expect(payoutsOf(shop.dataDir, raffle.id)).toHaveLength(1);
  });
});

describe('an on-chain prize at the dust floor', () => {
  it('goes out from LND to a P2PKH address, whose dust limit the floor is', async () => {
    // The admin may lower the Lightning threshold down to ONCHAIN_DUST_FLOOR (546 sats, P2PKH's
    // dust limit); real LND must then send such a prize, not refuse it as dust.
    const settings = await api.call('PUT', '/api/admin/payout-settings', {
      token: admin,
      body: { lightning_threshold: ONCHAIN_DUST_FLOOR },
    });
    expect(settings.status, settings.text).toBe(200);
    const reply = await api.call<{ token: string }>('POST', '/auth/register', {
      body: {
        name: 'Vencedora',
        email: 'vencedora-p2pkh@example.com',
        password: 'segredo123',
        btc_address: REGTEST_P2PKH_ADDRESS,
      },
      headers: { 'X-Forwarded-For': '10.8.0.1' },
    });
    expect(reply.status, reply.text).toBe(201);
    const raffle = await raffleClosingSoon(api, admin, { prize_amount: ONCHAIN_DUST_FLOOR });
    await paidPurchase(world, api, reply.body.token, raffle, 1);
    await anchorSent(world, shop.dataDir, raffle);
    const payout = await mineUntil(world, 'prize sent on-chain', () =>
      payoutsOf(shop.dataDir, raffle.id).find((row) => row.status === 'sent'),
    );
    expect(payout).toMatchObject({ method: 'onchain', amount: ONCHAIN_DUST_FLOOR });
    const sent = await world.btcd.rpc<{
      vout: { value: number; scriptPubKey: { addresses?: string[] } }[];
    }>('getrawtransaction', [payout.txid, 1]);
    const toWinner = sent.vout.filter((out) =>
      out.scriptPubKey.addresses?.includes(REGTEST_P2PKH_ADDRESS),
    );
    expect(toWinner.map((out) => Math.round(out.value * 1e8))).toEqual([ONCHAIN_DUST_FLOOR]);
    // Back to the default for the next case, whose prize is to go over Lightning.
    await api.call('PUT', '/api/admin/payout-settings', {
      token: admin,
      body: { lightning_threshold: LIGHTNING_THRESHOLD_DEFAULT },
    });
  });
});

describe('a Lightning prize', () => {
  it('is paid to carteira’s invoice exactly once across a kill -9 after LND paid', async () => {
    const winner = await api.register('vencedor-ln@example.com');
    const raffle = await raffleClosingSoon(api, admin, { prize_amount: 2_000 });
    await paidPurchase(world, api, winner.token, raffle, 1);
    await anchorSent(world, shop.dataDir, raffle);
    const waiting = await mineUntil(world, 'the prize waits for an invoice', () =>
      payoutsOf(shop.dataDir, raffle.id).find((row) => row.status === 'awaiting_invoice'),
    );
    expect(waiting).toMatchObject({ method: 'lightning', attempts: 0 });

    // The app that takes the claim dies after LND's router paid, before it recorded that.
    expect((await shop.server.stop()).code).toBe(0);
    const crashed = launchServer({
      dataDir: shop.dataDir,
      nodeEnv: shopNodeEnv(world),
      env: { ...SHOP_ENV, RIFA_FAULT: 'payout:after-pay' },
    });
    const armed = apiClient(await crashed.ready);
    const invoice = await createInvoice({ lnd: world.carteira.lnd(), tokens: 2_000 });
    await armed
      .call('POST', `/api/user/wins/${raffle.id}/lightning`, {
        token: winner.token,
        body: { invoice: invoice.request },
      })
      .catch(() => undefined); // the connection dies with the process
    expect((await crashed.exited).signal).toBe('SIGKILL');
    expect(payoutsOf(shop.dataDir, raffle.id)).toEqual([
      expect.objectContaining<Partial<PayoutRow>>({ status: 'sending', payment_hash: invoice.id }),
    ]);
    await eventually(
      'carteira received the prize',
      async () => (await getInvoice({ lnd: world.carteira.lnd(), id: invoice.id })).is_confirmed,
      30_000,
      200,
    );

    // The restart reconciles by payment hash with LND (TrackPaymentV2): recorded, never re-paid.
    shop = await startShop(world, { dataDir: shop.dataDir, env: SHOP_ENV });
    api = shop.api;
    const sent = await eventually(
      'payout recorded as sent',
      () => payoutsOf(shop.dataDir, raffle.id).find((row) => row.status === 'sent'),
      60_000,
      200,
    );
    expect(sent).toMatchObject({ method: 'lightning', payment_hash: invoice.id, amount: 2_000 });
    await sleep(1_500);
    const payments = (await getPayments({ lnd: world.loja.lnd() })).payments.filter(
      (payment) => payment.id === invoice.id,
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]!.is_confirmed).toBe(true);
    const received = await getInvoice({ lnd: world.carteira.lnd(), id: invoice.id });
    expect(received.received).toBe(2_000);
  });
});
