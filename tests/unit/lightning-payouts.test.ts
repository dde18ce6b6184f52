// Prizes and refunds over Lightning (docs/protocols/draw.md): below the threshold a payout
// waits for the recipient's invoice; the invoice is checked (amount, expiry, network); the
// payment is made once, found again by its hash after a timeout or a crash.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LightningError } from '../../server/src/domain/ports/index.ts';
import { unavailable } from './support/fake-lightning.ts';
import { seedPrize } from './support/payout-rows.ts';
import { createWorld, type World } from './support/world.ts';

let w: World;
beforeEach(() => {
  w = createWorld();
});
afterEach(() => w.close());

const pays = () => w.lightning.callsTo('payInvoice').map(([input]) => input);

/** A 200-sat prize waiting for its winner's invoice, as a draw leaves it. */
function smallPrize() {
  const payout = seedPrize(w, 'awaiting_invoice', { amount: 200, method: 'lightning' });
  return { payout, winner: payout().user_id!, raffleId: payout().raffle_id };
}

describe('how a payout starts (payout settings)', () => {
  it('below the threshold Lightning only; at or above it per the mode', () => {
    const settings = w.services.payoutSettings;
    expect(settings.read()).toEqual({
      mode: 'auto',
      lightning_threshold: 10_000,
      // docs/protocols/lnurl.md#lightning-address-payouts: off until the operator turns it on.
      lightning_address_payouts: false,
      tor_proxy: false,
    });
    expect(settings.planFor(200)).toEqual({ method: 'lightning', status: 'awaiting_invoice' });
    expect(settings.planFor(10_000)).toEqual({ method: 'onchain', status: 'pending' });
    settings.update({ mode: 'manual', lightning_threshold: 1_000 });
    expect(settings.planFor(999)).toEqual({ method: 'lightning', status: 'awaiting_invoice' });
    expect(settings.planFor(1_000)).toEqual({ method: 'onchain', status: 'awaiting_admin' });
  });

  it.each([
    [{ mode: 'sometimes' }, 'Modo de pagamento deve ser automático (auto) ou manual (manual)'],
    [{ lightning_threshold: 100 }, 'Limite para pagamento via Lightning deve estar entre 546 e'],
    [{ lightning_threshold: '5000' }, 'Limite para pagamento via Lightning deve ser um número'],
    [{ lightning_address_payouts: 'sim' }, 'Lightning Address do ganhador deve ser verdadeiro ou'],
  ])('%j is refused in pt-BR', (body, message) => {
    expect(() => w.services.payoutSettings.update(body)).toThrow(message);
    expect(w.services.payoutSettings.read().lightning_threshold).toBe(10_000);
  });
});

describe("the winner's invoice", () => {
  it('of exactly the amount: paid now, once, with a fee limit; the fee is recorded', async () => {
    const { payout, winner, raffleId } = smallPrize();
    const invoice = w.lightning.externalInvoice(200);
    const claim = await w.services.lightningClaims.claimPrize(winner, raffleId, {
      invoice: `LIGHTNING:${invoice.request.toUpperCase()}`,
    });
    expect(claim).toMatchObject({ status: 'sent', fee: 1, payment_hash: invoice.id });
    expect(pays()).toEqual([{ request: invoice.request, maxFee: 10 }]);
    expect(payout()).toMatchObject({ status: 'sent', fee: 1, payment_hash: invoice.id });
    await w.sender.runDue();
    expect(pays()).toHaveLength(1);
  });

  it.each([
    [0, 'Fatura sem valor não é aceita: gere uma fatura de 200 sats'],
    [201, 'A fatura deve ser de exatamente 200 sats (esta é de 201 sats)'],
  ])('an invoice of %i sats is refused', async (tokens, message) => {
    const { payout, winner, raffleId } = smallPrize();
    const { request } = w.lightning.externalInvoice(tokens);
    await expect(
      w.services.lightningClaims.claimPrize(winner, raffleId, { invoice: request }),
    ).rejects.toMatchObject({ code: 'validation', message });
    expect(payout().status).toBe('awaiting_invoice');
  });

  it('an invoice LND cannot read, or one about to expire, is refused', async () => {
    const { winner, raffleId } = smallPrize();
    await expect(
      w.services.lightningClaims.claimPrize(winner, raffleId, { invoice: 'lnbc1nada' }),
    ).rejects.toMatchObject({ message: 'Fatura Lightning inválida ou de outra rede' });
    const soon = w.lightning.externalInvoice(200, {
      expiresAt: new Date(w.clock.now().getTime() + 5 * 60_000),
    });
    await expect(
      w.services.lightningClaims.claimPrize(winner, raffleId, { invoice: soon.request }),
    ).rejects.toMatchObject({ message: 'A fatura expira em menos de 10 minutos: gere uma nova' });
  });

  it("someone else's prize is not found; an invoice used once cannot pay another payout", async () => {
    const first = smallPrize();
    const second = smallPrize();
    await expect(
      w.services.lightningClaims.claimPrize(second.winner, first.raffleId, { invoice: 'x' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const invoice = w.lightning.externalInvoice(200);
    await w.services.lightningClaims.claimPrize(first.winner, first.raffleId, {
      invoice: invoice.request,
    });
    await expect(
      w.services.lightningClaims.claimPrize(second.winner, second.raffleId, {
        invoice: invoice.request,
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(pays()).toHaveLength(1);
  });

  it('manual mode: the invoice waits for the admin, whose new attempt pays it', async () => {
    w.services.payoutSettings.update({ mode: 'manual' });
    const { payout, winner, raffleId } = smallPrize();
    const invoice = w.lightning.externalInvoice(200);
    await w.services.lightningClaims.claimPrize(winner, raffleId, { invoice: invoice.request });
    expect(payout().status).toBe('awaiting_admin');
    expect(pays()).toEqual([]);
    expect(await w.payouts.retry(payout().id, 1)).toMatchObject({ status: 'sent' });
    expect(pays()).toHaveLength(1);
  });

  it('a large prize waiting for on-chain funds may go over Lightning instead', async () => {
    const payout = seedPrize(w, 'awaiting_balance', { amount: 60_000 });
    const invoice = w.lightning.externalInvoice(60_000);
    await w.services.lightningClaims.claimPrize(payout().user_id!, payout().raffle_id, {
      invoice: invoice.request,
    });
    expect(payout()).toMatchObject({ status: 'sent', method: 'lightning' });
    expect(pays()).toEqual([{ request: invoice.request, maxFee: 600 }]);
    expect(w.lightning.callsTo('sendToChainAddresses')).toEqual([]);
  });

  it('not once on its way on-chain or sent', async () => {
    const payout = seedPrize(w, 'unknown');
    const invoice = w.lightning.externalInvoice(payout().amount);
    await expect(
      w.services.lightningClaims.claimPrize(payout().user_id!, payout().raffle_id, {
        invoice: invoice.request,
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(payout().method).toBe('onchain');
  });
});

describe('paying exactly once', () => {
  /** A claimed small prize whose first payInvoice runs `pay(hash)` instead of paying. */
  async function claimed(pay?: (hash: string) => void) {
    const prize = smallPrize();
    const invoice = w.lightning.externalInvoice(200);
    if (pay) w.lightning.once('payInvoice', (() => pay(invoice.id)) as never);
    await w.services.lightningClaims.claimPrize(prize.winner, prize.raffleId, {
      invoice: invoice.request,
    });
    return { ...prize, invoice };
  }

  it('no answer, but LND paid it: sent, never paid again', async () => {
    const { payout } = await claimed((hash) => {
      w.lightning.payments.set(hash, { status: 'succeeded', fee: 2, request: '' });
      throw unavailable('LND não respondeu a tempo');
    });
    expect(payout()).toMatchObject({ status: 'sent', fee: 2 });
    await w.sender.runDue();
    expect(pays()).toHaveLength(1);
  });

  it('still in flight: stays sending and is looked at again, not paid again', async () => {
    const { payout, invoice } = await claimed((hash) => {
      w.lightning.payments.set(hash, { status: 'in_flight', request: '' });
      throw unavailable('LND não respondeu a tempo');
    });
    expect(payout().status).toBe('sending');
    await w.sender.runDue();
    expect(payout().status).toBe('sending');
    w.lightning.payments.set(invoice.id, { status: 'succeeded', fee: 3, request: '' });
    await w.sender.runDue();
    expect(payout()).toMatchObject({ status: 'sent', fee: 3 });
    expect(pays()).toHaveLength(1);
  });

  it('LND never started it (the call was lost): due again and paid once', async () => {
    const { payout } = await claimed(() => {
      throw unavailable('conexão perdida');
    });
    expect(payout().status).toBe('pending');
    await w.sender.runDue();
    expect(payout().status).toBe('sent');
    expect(pays()).toHaveLength(2);
    expect([...w.lightning.payments.values()].filter((p) => p.status === 'succeeded')).toHaveLength(
      1,
    );
  });

  it('a crash left it sending: LND has no payment → paid; LND paid it → sent as it is', async () => {
    const sending = (request: string, hash: string) => {
      const payout = seedPrize(w, 'awaiting_invoice', { amount: 200, method: 'lightning' });
      w.store.db
        .prepare(
          `UPDATE payouts SET status = 'sending', payment_request = ?, payment_hash = ? WHERE id = ?`,
        )
        .run(request, hash, payout().id);
      return payout;
    };
    const invoice = w.lightning.externalInvoice(200);
    const first = sending(invoice.request, invoice.id);
    const paid = w.lightning.externalInvoice(200);
    const second = sending(paid.request, paid.id);
    w.lightning.payments.set(paid.id, { status: 'succeeded', fee: 4, request: paid.request });
    await w.sender.runDue();
    expect(first().status).toBe('sent');
    expect(second()).toMatchObject({ status: 'sent', fee: 4 });
    expect(pays()).toEqual([{ request: invoice.request, maxFee: 10 }]);
  });

  it('no route: failed, and a new invoice from the winner is paid', async () => {
    const { payout, winner, raffleId } = await claimed(() => {
      throw new LightningError('payment_failed', 'sem rota');
    });
    expect(payout().status).toBe('failed');
    expect(payout().last_error).toContain('cole uma nova fatura');
    const again = w.lightning.externalInvoice(200);
    await w.services.lightningClaims.claimPrize(winner, raffleId, { invoice: again.request });
    expect(payout()).toMatchObject({ status: 'sent', payment_hash: again.id });
  });

  it('an invoice that expired while waiting goes back to awaiting_invoice', async () => {
    w.services.payoutSettings.update({ mode: 'manual' });
    const { payout } = await claimed();
    w.clock.advance(2 * 60 * 60_000);
    await w.payouts.retry(payout().id, 1);
    expect(payout()).toMatchObject({
      status: 'awaiting_invoice',
      last_error: 'A fatura expirou antes do envio: cole uma nova fatura',
    });
    expect(pays()).toEqual([]);
  });
});

describe("a buyer's refunds over Lightning", () => {
  async function cancelledWithSmallRefunds() {
    const raffle = w.raffle({ ticket_price: 1 });
    const buyer = w.user();
    const other = w.user();
    w.pay(await w.buy(buyer, raffle, 1));
    w.pay(await w.buy(buyer, raffle, 2));
    w.pay(await w.buy(other, raffle, 1));
    w.store.refunds.cancelRaffle(raffle.id, w.clock.now().toISOString());
    return { raffle, buyer, other };
  }

  it('below the threshold never batched on-chain; each buyer claims theirs, summed', async () => {
    const { raffle, buyer, other } = await cancelledWithSmallRefunds();
    await expect(w.payouts.payRefunds(raffle.id)).rejects.toMatchObject({
      code: 'conflict',
      message:
        'Os reembolsos pendentes desta rifa estão abaixo do limite on-chain: cada comprador os recebe via Lightning pelo painel',
    });
    expect(w.lightning.callsTo('sendToChainAddresses')).toEqual([]);
    const invoice = w.lightning.externalInvoice(3);
    const claim = await w.services.lightningClaims.claimRefunds(buyer.id, raffle.id, {
      invoice: invoice.request,
    });
    expect(claim).toMatchObject({ status: 'sent', amount: 3 });
    const refunds = w.store.payouts.refundsOf(buyer.id);
    expect(refunds.map((refund) => [refund.payout_status, refund.payout_method])).toEqual([
      ['sent', 'lightning'],
      ['sent', 'lightning'],
    ]);
    expect(pays()).toEqual([{ request: invoice.request, maxFee: 10 }]);
    await expect(
      w.services.lightningClaims.claimRefunds(buyer.id, raffle.id, {
        invoice: w.lightning.externalInvoice(3).request,
      }),
    ).rejects.toMatchObject({ message: 'Nenhum reembolso a receber nesta rifa' });
    // The other buyer's refund is untouched, still theirs to claim.
    expect(w.store.payouts.unpaidRefunds(raffle.id, other.id)).toHaveLength(1);
  });

  it('a failed Lightning refund takes a new invoice', async () => {
    const { raffle, buyer } = await cancelledWithSmallRefunds();
    w.lightning.fail('payInvoice', new LightningError('payment_failed', 'sem liquidez'));
    await w.services.lightningClaims.claimRefunds(buyer.id, raffle.id, {
      invoice: w.lightning.externalInvoice(3).request,
    });
    expect(w.store.payouts.refundsOf(buyer.id)[0]?.payout_status).toBe('failed');
    const claim = await w.services.lightningClaims.claimRefunds(buyer.id, raffle.id, {
      invoice: w.lightning.externalInvoice(3).request,
    });
    expect(claim.status).toBe('sent');
  });
});
