// Unpaid reservations capped per account (docs/protocols/limits.md): what an attacker did —
// reserve every ticket of a raffle with unpaid invoices, open 60 invoices in 0.4 s — against
// the domain over an in-memory SQLite and a fake LND.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_OPEN_PURCHASES } from '@rifa/shared';
import type { UserRecord } from '../../server/src/domain/ports/index.ts';
import { createWorld, MINUTE, type World } from './support/world.ts';

let w: World;
let attacker: UserRecord;
beforeEach(() => {
  w = createWorld();
  attacker = w.user();
});
afterEach(() => w.close());

const invoicesCreated = () => w.lightning.callsTo('createInvoice').length;
const OPEN_CAP =
  'Você já tem 5 compras aguardando pagamento nesta rifa, o máximo por conta. Pague uma delas ou espere a fatura expirar (até 15 minutos).';

describe('open purchases: at most 5 unpaid invoices per account in a raffle', () => {
  it('the sixth is refused (429, naming the cap) before any invoice is asked of LND', async () => {
    const raffle = w.raffle({ total_tickets: 1_000 });
    for (let i = 0; i < MAX_OPEN_PURCHASES; i++) await w.buy(attacker, raffle, 1);
    await expect(w.buy(attacker, raffle, 1)).rejects.toMatchObject({
      code: 'rate_limited',
      reason: 'open_purchases',
      message: OPEN_CAP,
    });
    expect(invoicesCreated()).toBe(5);
    // Everybody else still buys.
    expect((await w.buy(w.user(), raffle, 1)).status).toBe('pending');
  });

  it('60 parallel requests of one account open exactly 5 invoices', async () => {
    const raffle = w.raffle({ total_tickets: 1_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () => w.buy(attacker, raffle, 1)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(55);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'rate_limited' });
    expect(invoicesCreated()).toBe(5);
  });

  it('frees itself as invoices are paid or expire', async () => {
    const raffle = w.raffle({ total_tickets: 1_000 });
    const open = [];
    for (let i = 0; i < MAX_OPEN_PURCHASES; i++) open.push(await w.buy(attacker, raffle, 1));
    w.pay(open[0]!);
    expect((await w.buy(attacker, raffle, 1)).status).toBe('pending');
    await expect(w.buy(attacker, raffle, 1)).rejects.toMatchObject({ code: 'rate_limited' });
    w.clock.advance(16 * MINUTE);
    await w.watcher.sweep();
    expect((await w.buy(attacker, raffle, 1)).status).toBe('pending');
  });

  it('is counted per raffle: open invoices in one raffle do not block another', async () => {
    const first = w.raffle({ total_tickets: 1_000 });
    for (let i = 0; i < MAX_OPEN_PURCHASES; i++) await w.buy(attacker, first, 1);
    expect((await w.buy(attacker, w.raffle({ total_tickets: 1_000 }), 1)).status).toBe('pending');
  });
});

describe('tickets held: one account cannot reserve a whole raffle unpaid', () => {
  it('a 100-ticket raffle: 10 held at most; the rest stays for everyone else (409 naming the cap)', async () => {
    const raffle = w.raffle({ total_tickets: 100 });
    await w.buy(attacker, raffle, 6);
    await w.buy(attacker, raffle, 4);
    await expect(w.buy(attacker, raffle, 1)).rejects.toMatchObject({
      code: 'conflict',
      reason: 'held_tickets',
      message:
        'Cada conta pode reservar no máximo 10 bilhetes sem pagar nesta rifa, e você já tem 10 aguardando pagamento. Pague as faturas em aberto ou compre menos bilhetes.',
    });
    expect(w.raffleNow(raffle.id)?.available_tickets).toBe(90);
    expect((await w.buy(w.user(), raffle, 10)).tickets_count).toBe(10);
  });

  it('one purchase above the cap is refused outright, saying how many fit', async () => {
    const raffle = w.raffle({ total_tickets: 1_000 });
    await expect(w.buy(attacker, raffle, 1_000)).rejects.toMatchObject({
      code: 'conflict',
      message:
        'Cada conta pode reservar no máximo 100 bilhetes sem pagar nesta rifa. Compre até 100 e, depois de pagar, compre mais.',
    });
    expect(invoicesCreated()).toBe(0);
    expect((await w.buy(attacker, raffle, 100)).tickets_count).toBe(100);
  });

  it('a small raffle: never more than half of it to one account', async () => {
    const raffle = w.raffle({ total_tickets: 10 });
    await expect(w.buy(attacker, raffle, 10)).rejects.toMatchObject({ reason: 'held_tickets' });
    await w.buy(attacker, raffle, 5);
    expect((await w.buy(w.user(), raffle, 5)).tickets_count).toBe(5);
  });

  it('paid tickets do not count: a buyer who pays can buy more', async () => {
    const raffle = w.raffle({ total_tickets: 100 });
    w.pay(await w.buy(attacker, raffle, 10));
    w.pay(await w.buy(attacker, raffle, 10));
    expect((await w.buy(attacker, raffle, 10)).tickets_count).toBe(10);
    expect(w.raffleNow(raffle.id)).toMatchObject({ sold_tickets: 20, available_tickets: 70 });
  });

  it("the raffle's minimum purchase stays possible above the cap", async () => {
    const raffle = w.raffle({ total_tickets: 10, min_tickets: 8 });
    expect((await w.buy(attacker, raffle, 8)).tickets_count).toBe(8);
  });
});
