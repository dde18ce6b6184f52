// GET /api/admin/painel (docs/decisions/0016-operator-cockpit-release.md): every figure against a seeded database with known answers.
// Four raffles, three buyers, purchases paid, expired, open and refunded on three Brasília
// days, one of them paid at 23:30 Brasília (02:30 UTC of the next day): the sales chart
// counts Brasília days, not UTC ones.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Painel, PainelRaffle, Raffle } from '@rifa/shared';
import type { Lightning } from '../../server/src/domain/ports/index.ts';
import { movableClock } from '../support/clock.ts';
import { eventually } from '../support/poll.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The next 02:30 UTC: 23:30 of the day before in Brasília (UTC−3). Within a day of the real
// time: the devnode's TLS certificate starts a day before its clock, and invoices expire
// relative to the real time.
const next = Math.floor(Date.now() / DAY) * DAY + 2.5 * HOUR;
const start = new Date(next > Date.now() ? next : next + DAY);
const clock = movableClock(start);
let lightning: Lightning | undefined;
const t = useTestApp({
  clock,
  dirPrefix: 'rifa-painel-',
  wrapLightning: (port) => (lightning = port),
});

const dayOf = (at: Date, shift = 0) =>
  new Date(at.getTime() - 3 * HOUR + shift * DAY).toISOString().slice(0, 10);

let A: Raffle, B: Raffle, C: Raffle, D: Raffle;
let painel: Painel;

beforeAll(async () => {
  const far = new Date(start.getTime() + 40 * DAY).toISOString();
  A = await t.createRaffle({
    confirm_large_prize: true,
    name: 'Rifa A',
    ticket_price: 1_000,
    total_tickets: 100,
    end_date: far,
  });
  B = await t.createRaffle({
    confirm_large_prize: true,
    name: 'Rifa B',
    ticket_price: 500,
    total_tickets: 50,
    end_date: far,
  });
  C = await t.createRaffle({
    confirm_large_prize: true,
    name: 'Rifa C',
    ticket_price: 2_000,
    total_tickets: 10,
    end_date: far,
  });
  D = await t.createRaffle({
    confirm_large_prize: true,
    name: 'Rifa D',
    ticket_price: 700,
    total_tickets: 20,
    end_date: far,
  });
  const [u1, u2, u3] = [
    (await t.register()).token,
    (await t.register()).token,
    (await t.register()).token,
  ];

  // Day 0, 23:30 Brasília: u1 pays 2 tickets of A.
  await t.buyPaid(u1, A, 2);
  // An hour later it is already the next day in Brasília: u2 pays 3 tickets of A.
  clock.advance(HOUR);
  await t.buyPaid(u2, A, 3);
  // Day 2: u1 pays 1 ticket of B; u3 leaves 4 tickets of B unpaid until the invoice expires.
  clock.advance(DAY);
  await t.buyPaid(u1, B, 1);
  const expiring = await t.buy(u3, B, 4);
  clock.advance(16 * 60_000);
  await t.purchaseIn(u3, expiring.id, 'expired');
  // Still day 2: u3 pays 1 ticket of D, then the admin cancels D: 700 sats owed back.
  await t.buyPaid(u3, D, 1);
  expect((await t.editRaffle(D.id, { status: 'cancelled' })).status).toBe(200);
  // Day 3 (today): two invoices still open.
  clock.set(new Date(start.getTime() + 2 * DAY + HOUR));
  await t.buy(u2, A, 1);
  await t.buy(u3, B, 2);

  const response = await t.api.get('/api/admin/painel').set(bearer(t.adminToken));
  expect(response.status).toBe(200);
  painel = response.body as Painel;
});

const row = (raffle: Raffle): PainelRaffle => {
  const found = painel.raffles.find((r) => r.raffle_id === raffle.id);
  if (!found) throw new Error(`raffle ${raffle.id} missing from the Painel`);
  return found;
};

describe('GET /api/admin/painel: per raffle', () => {
  it('lists every raffle, newest first, with its name, status and size', () => {
    expect(painel.raffles.map((r) => r.raffle_id)).toEqual([D.id, C.id, B.id, A.id]);
    expect(row(D)).toMatchObject({ name: 'Rifa D', status: 'cancelled', total_tickets: 20 });
    expect(row(A)).toMatchObject({ name: 'Rifa A', status: 'active', total_tickets: 100 });
  });

  it('A: 5 000 sats and 5 tickets from 2 buyers, 2 of 3 invoices paid, 1 open', () => {
    expect(row(A)).toMatchObject({
      sats_received: 5_000,
      tickets_sold: 5,
      buyers: 2,
      invoices_created: 3,
      invoices_paid: 2,
      open_invoices: 1,
      payouts_pending: 0,
      payouts_pending_sats: 0,
    });
    expect(row(A).conversion).toBeCloseTo(2 / 3, 10);
  });

  it('B: the expired invoice counts as created, not paid, and not open', () => {
    expect(row(B)).toMatchObject({
      sats_received: 500,
      tickets_sold: 1,
      buyers: 1,
      invoices_created: 3,
      invoices_paid: 1,
      open_invoices: 1,
    });
    expect(row(B).conversion).toBeCloseTo(1 / 3, 10);
  });

  it('C: nothing sold, conversion null rather than 0 %', () => {
    expect(row(C)).toMatchObject({
      sats_received: 0,
      tickets_sold: 0,
      buyers: 0,
      invoices_created: 0,
      invoices_paid: 0,
      conversion: null,
      open_invoices: 0,
      payouts_pending: 0,
    });
  });

  it('D: cancelled with a paid ticket, its refund is a payout pending', () => {
    expect(row(D)).toMatchObject({
      sats_received: 700,
      tickets_sold: 1,
      buyers: 1,
      invoices_created: 1,
      invoices_paid: 1,
      conversion: 1,
      open_invoices: 0,
      payouts_pending: 1,
      payouts_pending_sats: 700,
    });
  });
});

describe('GET /api/admin/painel: totals and the sales chart', () => {
  it('sums the raffles and counts each buyer once (3 people, not 2 + 1 + 0 + 1)', () => {
    expect(painel.totals).toMatchObject({
      sats_received: 6_200,
      tickets_sold: 7,
      buyers: 3,
      invoices_created: 7,
      invoices_paid: 4,
      open_invoices: 2,
      payouts_pending: 1,
      payouts_pending_sats: 700,
    });
    expect(painel.totals.conversion).toBeCloseTo(4 / 7, 10);
    expect(painel.generated_at).toBe(clock.now().toISOString());
  });

  it('has the last 30 Brasília days, oldest first, today last, sales on their Brasília day', () => {
    const days = painel.sales_per_day;
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.day).toBe(dayOf(clock.now()));
    expect(days[0]?.day).toBe(dayOf(clock.now(), -29));
    const sales = Object.fromEntries(days.filter((d) => d.purchases > 0).map((d) => [d.day, d]));
    expect(sales).toEqual({
      // 02:30 UTC is 23:30 of the day before in Brasília.
      [dayOf(start)]: { day: dayOf(start), sats: 2_000, tickets: 2, purchases: 1 },
      [dayOf(start, 1)]: { day: dayOf(start, 1), sats: 3_000, tickets: 3, purchases: 1 },
      [dayOf(start, 2)]: { day: dayOf(start, 2), sats: 1_200, tickets: 2, purchases: 2 },
    });
    expect(days.at(-1)).toMatchObject({ sats: 0, tickets: 0, purchases: 0 });
  });
});

describe('GET /api/admin/painel: the node', () => {
  it('shows LND ready and synced, its balances, and bitcoind’s height as /api/health does', async () => {
    const health = (await t.api.get('/api/health')).body;
    expect(painel.node.lightning).toMatchObject({ status: 'ok', synced: true });
    expect(painel.node.bitcoin).toEqual(health.bitcoin);
    expect(painel.node.bitcoin.block_height).toEqual(expect.any(Number));
    expect(painel.node.onchain_spendable).toBe(await lightning!.getChainBalance());
    expect(painel.node.inbound_liquidity).toBe(await lightning!.getInboundLiquidity());
    t.devnode.setBalance(250_000);
    const after = (await t.api.get('/api/admin/painel').set(bearer(t.adminToken))).body as Painel;
    expect(after.node.onchain_spendable).toBe(await lightning!.getChainBalance());
    expect(after.node.onchain_spendable).toBeLessThanOrEqual(250_000);
  });

  it('says when LND is syncing or locked, with the balances unknown and the figures intact', async () => {
    t.devnode.setSyncing(true);
    try {
      const syncing = await eventually('syncing', async () => {
        const body = (await t.api.get('/api/admin/painel').set(bearer(t.adminToken)))
          .body as Painel;
        return body.node.lightning.status === 'sincronizando' ? body : undefined;
      });
      expect(syncing.node.lightning.synced).toBe(false);
    } finally {
      t.devnode.setSyncing(false);
    }
    t.devnode.setLocked(true);
    try {
      const locked = await eventually('locked', async () => {
        const body = (await t.api.get('/api/admin/painel').set(bearer(t.adminToken)))
          .body as Painel;
        return body.node.lightning.status === 'aguardando LND' ? body : undefined;
      });
      expect(locked.node).toMatchObject({ onchain_spendable: null, inbound_liquidity: null });
      expect(locked.totals.sats_received).toBe(6_200);
    } finally {
      t.devnode.setLocked(false);
    }
  });
});

describe('GET /api/admin/painel: access', () => {
  it('answers the admin API key, and refuses a participant (403) and no credentials (401)', async () => {
    const key = (await t.api.post('/api/admin/api-key').set(bearer(t.adminToken))).body.api_key;
    const byKey = await t.api.get('/api/admin/painel').set('x-api-key', key as string);
    expect(byKey.status).toBe(200);
    expect(byKey.body.totals.tickets_sold).toBe(7);
    const participant = (await t.register()).token;
    const refused = await t.api.get('/api/admin/painel').set(bearer(participant));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Acesso restrito a administradores' });
    const anonymous = await t.api.get('/api/admin/painel');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toEqual(expect.any(String));
  });
});
