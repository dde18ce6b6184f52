// docs/protocols/lnurl.md#lightning-address-payouts with the domain services and a scripted
// wallet: the automatic claim takes only a prize still 'aguardando fatura', so an invoice the
// winner pasted while the wallet was answering is the one paid; the setting off asks nothing;
// the log never names the winner's address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LightningAddressResolver } from '../../server/src/domain/ports/index.ts';
import { createLightningAddressPayouts } from '../../server/src/domain/payouts/index.ts';
import { seedPrize } from './support/payout-rows.ts';
import { createWorld, recordingLog, type World } from './support/world.ts';

const ADDRESS = 'maria@carteira.exemplo';

let w: World;
beforeEach(() => {
  w = createWorld();
});
afterEach(() => w.close());

/** A 200-sat Lightning prize whose winner saved ADDRESS, and the job's step over `resolver`. */
function setup(resolver: LightningAddressResolver) {
  const payout = seedPrize(w, 'awaiting_invoice', { amount: 200, method: 'lightning' });
  const winner = payout().user_id!;
  w.store.users.update(
    winner,
    { lightning_address: ADDRESS, lightning_address_set_at: w.clock.now().toISOString() },
    false,
  );
  const log = recordingLog();
  const step = createLightningAddressPayouts({
    addressPayouts: w.store.addressPayouts,
    payouts: w.store.payouts,
    resolver,
    claims: w.services.lightningClaims,
    settings: w.services.payoutSettings,
    clock: w.clock,
    log,
  });
  return { payout, winner, raffleId: payout().raffle_id, step, log };
}

const pays = () => w.lightning.callsTo('payInvoice').map(([input]) => input.request);

describe('the automatic claim', () => {
  it('asks nothing while the setting is off', async () => {
    const asked: string[] = [];
    const { step, payout } = setup({
      invoiceFor: async (address) => {
        asked.push(address);
        return { ok: false, kind: 'unreachable', reason: 'x' };
      },
    });
    await step.runDue();
    expect(asked).toEqual([]);
    expect(payout()).toMatchObject({ status: 'awaiting_invoice', lightning_address_tries: 0 });
  });

  it('never replaces an invoice the winner pasted while the wallet answered: theirs is paid', async () => {
    w.services.payoutSettings.update({ lightning_address_payouts: true });
    const pasted = w.lightning.externalInvoice(200);
    const fromWallet = w.lightning.externalInvoice(200);
    const { step, payout, winner, raffleId } = setup({
      invoiceFor: async (address, amount, comment) => {
        expect([address, amount, comment]).toEqual([
          ADDRESS,
          200,
          expect.stringMatching(/^Prêmio da rifa .+ \(200 sats\)$/),
        ]);
        // The winner pastes an invoice in the dashboard meanwhile; it is paid at once.
        await w.services.lightningClaims.claimPrize(winner, raffleId, {
          invoice: pasted.request,
        });
        return { ok: true, invoice: fromWallet.request };
      },
    });
    await step.runDue();
    expect(pays()).toEqual([pasted.request]);
    expect(payout()).toMatchObject({
      status: 'sent',
      payment_hash: pasted.id,
      last_error: null,
      lightning_address_tries: 1,
    });
  });

  it('logs the payout and the kind of failure, never the address', async () => {
    w.services.payoutSettings.update({ lightning_address_payouts: true });
    const { step, payout, log } = setup({
      invoiceFor: async () => ({
        ok: false,
        kind: 'refused',
        reason: `A carteira de ${ADDRESS} recusou o pedido.`,
      }),
    });
    await step.runDue();
    expect(payout()).toMatchObject({
      status: 'awaiting_invoice',
      last_error: `Envio automático ao Lightning Address não foi feito. A carteira de ${ADDRESS} recusou o pedido.`,
    });
    expect(log.lines).toEqual([
      {
        level: 'warn',
        data: { payoutId: payout().id, raffleId: payout().raffle_id, kind: 'refused' },
        message:
          'Lightning Address do ganhador não pagou: o prêmio continua disponível para resgate',
      },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('maria');
  });

  it('an unforeseen error in one prize is logged, and the pass goes on', async () => {
    w.services.payoutSettings.update({ lightning_address_payouts: true });
    const first = setup({
      invoiceFor: async () => {
        throw new Error('falha inesperada');
      },
    });
    await first.step.runDue();
    expect(first.log.lines.map((line) => [line.level, line.message])).toEqual([
      ['error', 'falha no pagamento ao Lightning Address do ganhador'],
    ]);
    expect(first.payout().status).toBe('awaiting_invoice');
  });
});
