// loja's on-chain wallet as it really is (docs/real-node.md): LND's fee estimates, its reserve
// for anchor channels, change that stays unconfirmed until a block — and an anchor that blocks
// leave out. Nothing may end 'failed' that a later block would have sent: an unconfirmed
// anchor is bumped with LND's BumpFee, refunds wait for spendable coins, and an empty wallet
// leaves the draw 'aguardando saldo' until the operator funds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainAddress, getChainBalance, sendToChainAddress } from 'lightning';
import type { AdminAnchor, Health } from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import {
  anchorOf,
  anchorSent,
  drawStatus,
  mineUntil,
  payoutsOf,
  raffleClosingSoon,
} from './harness/draws.ts';
import { paidPurchase, startShop, type Shop } from './harness/shop-app.ts';
import { startWorld, stopWorld, type RegtestWorld } from './harness/world.ts';

let world: RegtestWorld;
let shop: Shop;
let admin: string;

beforeAll(async () => {
  world = await startWorld();
  shop = await startShop(world, { env: { DRAW_CONFIRMATIONS: '1' } });
  admin = await shop.api.adminToken();
});
afterAll(async () => {
  await shop?.server.stop();
  await stopWorld(world);
});

/** A participant whose payout address is a fresh address of carteira's wallet. */
async function participant(email: string): Promise<{ token: string; address: string }> {
  const { address } = await createChainAddress({ lnd: world.carteira.lnd(), format: 'p2wpkh' });
  const reply = await shop.api.call<{ token: string }>('POST', '/auth/register', {
    body: { name: 'Participante', email, password: 'segredo123', btc_address: address },
    headers: { 'X-Forwarded-For': `10.7.0.${email.length}` },
  });
  expect(reply.status, reply.text).toBe(201);
  return { token: reply.body.token, address };
}

/** Sweeps loja's spendable coins to `address` (LND keeps its anchor-channel reserve back). */
async function sweepLoja(address: string) {
  await sendToChainAddress({ lnd: world.loja.lnd(), address, is_send_all: true });
}

/** `lncli wallet leaseoutput` on every coin of loja's wallet, for an hour. */
async function leaseEveryCoinOfLoja() {
  const { utxos } = await world.loja.lncli<{ utxos: { outpoint: string }[] }>([
    'listunspent',
    '--min_confs=0',
  ]);
  expect(utxos.length).toBeGreaterThan(0);
  for (const { outpoint } of utxos)
    await world.loja.lncli([
      'wallet',
      'leaseoutput',
      `--outpoint=${outpoint}`,
      `--lockid=${'ab'.repeat(32)}`,
      '--expiry=3600',
    ]);
}

const raffleEndingSoon = (fields: Record<string, unknown>) =>
  raffleClosingSoon(shop.api, admin, { total_tickets: 20, ...fields }, 15_000);

describe('the anchor', () => {
  it('left out of blocks is bumped by LND’s BumpFee (CPFP), then mined and drawn', async () => {
    const buyer = await participant('ancora-lenta@example.com');
    const raffle = await raffleEndingSoon({ prize_amount: 20_000 });
    await paidPurchase(world, shop.api, buyer.token, raffle, 2);
    const anchor = await anchorSent(world, shop.dataDir, raffle);

    // Blocks with nothing but a coinbase: the anchor stays in the mempool, unconfirmed.
    const bumped = await eventually(
      'the app bumps the anchor',
      async () => {
        await world.mineEmpty(1);
        const row = anchorOf(shop.dataDir, raffle.id)!;
        return row.bumps > 0 ? row : undefined;
      },
      120_000,
      3_000,
    );
    expect(bumped.txid).toBe(anchor.txid);
    // The bump is a child spending the anchor's change, in btcd's mempool beside it.
    const mempool = await world.btcd.rpc<string[]>('getrawmempool');
    expect(mempool).toContain(anchor.txid);
    const children = [];
    for (const txid of mempool.filter((id) => id !== anchor.txid)) {
      const tx = await world.btcd.rpc<{ vin: { txid: string }[] }>('getrawtransaction', [txid, 1]);
      if (tx.vin.some((input) => input.txid === anchor.txid)) children.push(txid);
    }
    expect(children).toHaveLength(1);

    await mineUntil(world, 'draw made after the bumped anchor', () => {
      const status = drawStatus(shop.dataDir, raffle.id);
      return status === 'drawn' || status === 'completed' ? status : undefined;
    });
    expect(anchorOf(shop.dataDir, raffle.id)).toMatchObject({
      status: 'confirmed',
      txid: anchor.txid,
    });
  });
});

describe('refunds', () => {
  it('with only unconfirmed change in the wallet wait for a block, then go out in one batch', async () => {
    const ana = await participant('ana-reembolso@example.com');
    const bia = await participant('bia-reembolso@example.com');
    const raffle = await shop.api.createRaffle(admin, { total_tickets: 20, ticket_price: 6_000 });
    await paidPurchase(world, shop.api, ana.token, raffle, 2);
    await paidPurchase(world, shop.api, bia.token, raffle, 3);
    const cancel = await shop.api.call('PUT', `/api/rifa/${raffle.id}`, {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(cancel.status, cancel.text).toBe(200);

    // Every spendable coin of loja moved to its own address: the wallet holds only
    // unconfirmed change until the next block.
    const { address: own } = await createChainAddress({ lnd: world.loja.lnd(), format: 'p2wpkh' });
    await sweepLoja(own);
    const pay = await shop.api.call<{ status: string }>(
      'POST',
      `/api/admin/raffles/${raffle.id}/refunds/pay`,
      { token: admin },
    );
    expect(pay.status, pay.text).toBe(200);
    expect(pay.body.status).not.toBe('failed');
    const [batch] = payoutsOf(shop.dataDir, raffle.id);
    expect(batch!.status).not.toBe('failed');

    await world.mine(1);
    const sent = await eventually(
      'refund batch sent once the change confirmed',
      async () => {
        const row = payoutsOf(shop.dataDir, raffle.id)[0];
        if (row?.status === 'sent') return row;
        if (row?.status === 'failed') throw new Error(`refunds failed: ${row.last_error}`);
        // The admin's button again, as the operator would press it after a block.
        if (row?.status !== 'sending')
          await shop.api.call('POST', `/api/admin/raffles/${raffle.id}/refunds/pay`, {
            token: admin,
          });
        return undefined;
      },
      90_000,
      2_000,
    );
    const tx = await world.btcd.rpc<{
      vout: { value: number; scriptPubKey: { address?: string } }[];
    }>('getrawtransaction', [sent.txid, 1]);
    const paidTo = (address: string) =>
      tx.vout
        .filter((out) => out.scriptPubKey.address === address)
        .map((out) => Math.round(out.value * 1e8));
    expect(paidTo(ana.address)).toEqual([12_000]);
    expect(paidTo(bia.address)).toEqual([18_000]);
  });
});

describe('an empty on-chain wallet', () => {
  it('leaves the draw aguardando saldo and the admin told; funding it completes the draw', async () => {
    const { address: away } = await createChainAddress({
      lnd: world.carteira.lnd(),
      format: 'p2wpkh',
    });
    await sweepLoja(away);
    await world.mine(1);
    // LND keeps its anchor-channel reserve back from a sweep, and real LND lets a small send
    // spend from it; leasing what is left leaves the wallet with nothing it may spend.
    await leaseEveryCoinOfLoja();
    const buyer = await participant('sem-saldo@example.com');
    const raffle = await raffleEndingSoon({ prize_amount: 20_000 });
    await paidPurchase(world, shop.api, buyer.token, raffle, 1);

    await eventually(
      'anchor waits for balance',
      () => anchorOf(shop.dataDir, raffle.id)?.status === 'awaiting_balance',
      90_000,
      200,
    ).catch(async (error: unknown) => {
      const balance = await getChainBalance({ lnd: world.loja.lnd() });
      throw new Error(
        `${String(error)}; anchor ${JSON.stringify(anchorOf(shop.dataDir, raffle.id))}; balance ${JSON.stringify(balance)}; app: ${shop.server.output().slice(-3000)}`,
      );
    });
    const anchors = await shop.api.call<{ data: AdminAnchor[] }>('GET', '/api/admin/anchors', {
      token: admin,
    });
    const mine = anchors.body.data.find((row) => row.raffle_id === raffle.id)!;
    expect(mine.status).toBe('awaiting_balance');
    expect(mine.last_error).toMatch(/saldo/);
    const health = (await shop.api.call<Health>('GET', '/api/health')).body;
    expect(health.anchors).toMatchObject({ status: 'aguardando saldo' });

    // The operator funds the wallet (a coin LND may spend): the anchor goes, the draw follows.
    const { address } = await createChainAddress({ lnd: world.loja.lnd(), format: 'p2wpkh' });
    await world.fund(address, 1_000_000);
    await world.mine(1);
    await eventually(
      'loja sees the funds',
      async () => (await getChainBalance({ lnd: world.loja.lnd() })).chain_balance >= 1_000_000,
      30_000,
      200,
    );
    await eventually(
      'anchor sent after funding',
      () => anchorOf(shop.dataDir, raffle.id)?.status === 'sent',
      90_000,
      200,
    );
    await mineUntil(world, 'draw made', () => {
      const status = drawStatus(shop.dataDir, raffle.id);
      return status === 'drawn' || status === 'completed' ? status : undefined;
    });
  });
});
