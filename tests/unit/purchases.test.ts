// Buying tickets (docs/protocols/payment.md steps 1–3), each rule over an in-memory SQLite and a fake LND.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_VALIDITY_MS } from '@rifa/shared';
import { unavailable as storageUnavailable } from '../../server/src/domain/kernel/errors.ts';
import type { PurchaseRepository, UserRecord } from '../../server/src/domain/ports/index.ts';
import { unavailable } from './support/fake-lightning.ts';
import { purchasesWith as purchasesOver } from '../support/purchases-with.ts';
import { createWorld, MINUTE, type World } from './support/world.ts';

let w: World;
let buyer: UserRecord;

beforeEach(() => {
  w = createWorld();
  buyer = w.user();
});
afterEach(() => w.close());

/** The purchase service over the store's purchases with some methods replaced. */
const purchasesWith = (overrides: Partial<PurchaseRepository>) => purchasesOver(w, overrides);

const BUSY = 'Servidor ocupado; tente novamente';
const refuse = () => {
  throw storageUnavailable(BUSY);
};

/** Buys `quantity` of a new raffle while SQLite refuses these writes; expects the 503. */
async function buyWhileRefusing(methods: ('attachInvoice' | 'release')[], quantity = 1) {
  const raffle = w.raffle();
  const refusing = purchasesWith(Object.fromEntries(methods.map((name) => [name, refuse])));
  await expect(
    refusing.buy(buyer, {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffle.id,
      tickets_count: quantity,
      amount: quantity * 1_000,
    }),
  ).rejects.toMatchObject({ code: 'unavailable', message: BUSY });
}

describe('validation, each with its pt-BR message (400)', () => {
  it.each([
    ['the body is not an object', [1], 'Corpo da requisição deve ser um objeto JSON'],
    ['type_tx other than buy', { type_tx: 'sell' }, 'Tipo de transação inválido'],
    [
      'no type_tx',
      { raffle_id: 1, tickets_count: 1, amount: 1_000 },
      'Tipo de transação é obrigatório',
    ],
    [
      'type_tx null',
      { type_tx: null, raffle_id: 1, tickets_count: 1, amount: 1_000 },
      'Tipo de transação é obrigatório',
    ],
    [
      'no raffle',
      { type_tx: 'buy', accept_terms: true, adult: true, tickets_count: 1, amount: 1_000 },
      'Rifa é obrigatória',
    ],
    [
      'no quantity',
      { type_tx: 'buy', accept_terms: true, adult: true, raffle_id: 1, amount: 1_000 },
      'Quantidade de bilhetes é obrigatória',
    ],
    [
      'quantity 0',
      {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: 1,
        tickets_count: 0,
        amount: 1_000,
      },
      'Quantidade de bilhetes deve estar entre 1 e 1.000.000',
    ],
    [
      'quantity as text',
      {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: 1,
        tickets_count: '2',
        amount: 2_000,
      },
      'Quantidade de bilhetes deve ser um número inteiro',
    ],
    [
      'amount missing',
      { type_tx: 'buy', accept_terms: true, adult: true, raffle_id: 1, tickets_count: 1 },
      'Valor é obrigatório',
    ],
    [
      'fractional amount',
      {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: 1,
        tickets_count: 1,
        amount: 999.5,
      },
      'Valor deve ser um número inteiro',
    ],
  ])('%s', async (_case, body, message) => {
    w.raffle();
    await expect(w.purchases.buy(buyer, body)).rejects.toMatchObject({
      code: 'validation',
      message,
    });
    expect(w.lightning.calls).toEqual([]);
  });

  it('a buyer without a Bitcoin address is told to add one first', async () => {
    const raffle = w.raffle();
    await expect(w.buy({ ...buyer, btc_address: '' }, raffle, 1)).rejects.toMatchObject({
      code: 'validation',
      message: 'Cadastre um endereço Bitcoin no seu perfil antes de comprar',
    });
  });

  it('an unknown raffle is 404', async () => {
    await expect(
      w.purchases.buy(buyer, {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: 99,
        tickets_count: 1,
        amount: 1_000,
      }),
    ).rejects.toMatchObject({ code: 'not_found', message: 'Rifa não encontrada' });
  });
});

describe('the raffle rules', () => {
  it('min_tickets: fewer is refused with the spec message', async () => {
    const raffle = w.raffle({ min_tickets: 3 });
    await expect(w.buy(buyer, raffle, 2)).rejects.toMatchObject({
      code: 'validation',
      message: 'Mínimo de 3 bilhetes necessário.',
    });
    expect((await w.buy(buyer, raffle, 3)).tickets_count).toBe(3);
  });

  it('without min_tickets the minimum is one ticket', async () => {
    expect((await w.buy(buyer, w.raffle(), 1)).tickets_count).toBe(1);
  });

  it('the amount must be quantity × ticket_price', async () => {
    const raffle = w.raffle();
    await expect(
      w.purchases.buy(buyer, {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: 2,
        amount: 1_000,
      }),
    ).rejects.toMatchObject({
      code: 'validation',
      message: 'Valor incorreto: 2 bilhetes × 1000 sats = 2000 sats',
    });
  });

  it('a cancelled raffle is not open (409): nothing reserved, nothing asked of LND', async () => {
    const raffle = w.raffle();
    w.store.refunds.cancelRaffle(raffle.id, w.clock.now().toISOString());
    await expect(w.buy(buyer, raffle, 1)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Esta rifa não está mais aceitando compras',
    });
    expect(w.held()).toBe(0);
    expect(w.lightning.calls).toEqual([]);
  });

  it('a raffle at its end_date is not open (409)', async () => {
    const raffle = w.raffle();
    w.clock.set(new Date(raffle.end_date));
    await expect(w.buy(buyer, raffle, 1)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Esta rifa não está mais aceitando compras',
    });
    expect(w.held()).toBe(0);
  });

  it('sales that close between the first read and the reservation still refuse (not open)', async () => {
    const raffle = w.raffle();
    const closing = purchasesWith({
      reserve: (input) => {
        w.store.refunds.cancelRaffle(raffle.id, input.now);
        return w.store.purchases.reserve(input);
      },
    });
    await expect(
      closing.buy(buyer, {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: 1,
        amount: 1_000,
      }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: 'Esta rifa não está mais aceitando compras',
    });
    expect(w.held()).toBe(0);
  });

  it('sold out: 409 Bilhetes esgotados', async () => {
    const raffle = w.raffle({ total_tickets: 2 });
    await w.buy(buyer, raffle, 1);
    await w.buy(w.user(), raffle, 1);
    await expect(w.buy(w.user(), raffle, 1)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Bilhetes esgotados',
    });
  });

  it('more than available: 409 saying how many remain (live reservations count as taken)', async () => {
    const raffle = w.raffle({ total_tickets: 5 });
    await w.buy(buyer, raffle, 3);
    await expect(w.buy(w.user(), raffle, 3)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Apenas 2 bilhetes disponíveis',
    });
    expect(w.raffleNow(raffle.id)?.available_tickets).toBe(2);
  });
});

describe('the invoice', () => {
  it('is created for the amount with the memo, and the purchase is pending with it', async () => {
    const raffle = w.raffle({ name: 'Bicicleta' });
    const purchase = await w.buy(buyer, raffle, 2);
    const [input] = w.lightning.callsTo('createInvoice')[0]!;
    expect(input).toMatchObject({ tokens: 2_000, description: 'Rifa Bicicleta: 2 bilhetes' });
    const invoice = w.lightning.invoices.get(purchase.payment_hash)!;
    expect(purchase).toMatchObject({
      status: 'pending',
      type_tx: 'buy',
      tickets_count: 2,
      amount: 2_000,
      payment_request: invoice.request,
      tickets: [],
    });
    expect(w.raffleNow(raffle.id)?.available_tickets).toBe(8);
  });

  it('expires after 15 minutes, or at end_date when sales close sooner', async () => {
    const later = await w.buy(buyer, w.raffle(), 1);
    expect(Date.parse(later.expires_at)).toBe(w.clock.now().getTime() + INVOICE_VALIDITY_MS);
    const soon = w.raffle({
      end_date: new Date(w.clock.now().getTime() + 5 * MINUTE).toISOString(),
    });
    const purchase = await w.buy(buyer, soon, 1);
    expect(purchase.expires_at).toBe(soon.end_date);
    expect(w.lightning.invoice(purchase.payment_hash)?.expiresAt).toBe(soon.end_date);
  });

  it('LND failing to create it releases the reservation: 503 Lightning indisponível', async () => {
    const raffle = w.raffle();
    w.lightning.fail('createInvoice', unavailable());
    await expect(w.buy(buyer, raffle, 4)).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Lightning indisponível, tente novamente',
    });
    expect(w.held()).toBe(0);
    expect(w.raffleNow(raffle.id)?.available_tickets).toBe(10);
  });

  it('a bug while creating it still releases the reservation, and surfaces as itself', async () => {
    w.lightning.fail('createInvoice', new TypeError('boom'));
    await expect(w.buy(buyer, w.raffle(), 1)).rejects.toBeInstanceOf(TypeError);
    expect(w.held()).toBe(0);
  });

  it('storage refusing to record it after LND created it: the invoice is cancelled in LND and the tickets given back', async () => {
    await buyWhileRefusing(['attachInvoice'], 5);
    const [created] = [...w.lightning.invoices.values()];
    expect(w.lightning.callsTo('cancelInvoice')).toEqual([[created!.state.id]]);
    expect(created!.state.isCanceled).toBe(true);
    expect(w.held()).toBe(0);
  });

  it('if the release is refused too, the stale-reservation sweep gives the tickets back later', async () => {
    await buyWhileRefusing(['attachInvoice', 'release']);
    expect(w.held()).toBe(1);
    w.clock.advance(61_000);
    await w.watcher.sweep();
    expect(w.held()).toBe(0);
  });

  it('an LND that cannot even cancel it does not hide the storage error', async () => {
    w.lightning.fail('cancelInvoice', unavailable());
    await buyWhileRefusing(['attachInvoice']);
    expect(w.held()).toBe(0);
  });
});

describe('reading purchases', () => {
  it('only the owner sees a transaction; anyone else gets the same 404 as a missing one', async () => {
    const purchase = await w.buy(buyer, w.raffle(), 1);
    expect(w.purchases.getForUser(buyer.id, purchase.id).id).toBe(purchase.id);
    const other = w.user();
    for (const id of [purchase.id, 999])
      expect(() => w.purchases.getForUser(other.id, id)).toThrow('Transação não encontrada');
  });

  it("lists the caller's purchases newest first, with their ticket numbers", async () => {
    const raffle = w.raffle();
    const first = await w.buy(buyer, raffle, 2);
    w.pay(first);
    const second = await w.buy(buyer, raffle, 1);
    await w.buy(w.user(), raffle, 1);
    expect(w.purchases.listForUser(buyer.id).map((t) => [t.id, t.tickets])).toEqual([
      [second.id, []],
      [first.id, first.numbers],
    ]);
  });
});
