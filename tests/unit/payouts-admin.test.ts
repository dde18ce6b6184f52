// What the admin does with payouts (docs/protocols/draw.md): confirm one paid outside the app, ask for a
// new attempt (never blind), and pay a cancelled raffle's refunds in one batched transaction.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LightningError, type PayoutRecord } from '../../server/src/domain/ports/index.ts';
import { hash64, unavailable } from './support/fake-lightning.ts';
import { PRIZE, seedPrize } from './support/payout-rows.ts';
import { ADDRESS, ADDRESS_2, createWorld, type World } from './support/world.ts';

let w: World;
const ADMIN = 1;
const TXID = hash64('paga fora do app');

beforeEach(() => {
  w = createWorld();
});
afterEach(() => w.close());

const sends = () => w.lightning.callsTo('sendToChainAddresses').map(([input]) => input);

describe('confirming a payout', () => {
  it('with a txid: sent with that txid (lowercased), by the admin', async () => {
    const payout = seedPrize(w, 'awaiting_admin');
    expect(await w.payouts.confirm(payout().id, { txid: TXID.toUpperCase() }, ADMIN)).toMatchObject(
      {
        status: 'sent',
        txid: TXID,
      },
    );
    expect(payout().resolved_by).toBe(ADMIN);
  });

  it('without a txid: manual (paid outside the app)', async () => {
    const payout = seedPrize(w, 'unknown');
    expect(await w.payouts.confirm(payout().id, {}, ADMIN)).toMatchObject({
      status: 'manual',
      txid: null,
    });
  });

  it('a malformed txid is refused', async () => {
    const payout = seedPrize(w, 'failed');
    await expect(w.payouts.confirm(payout().id, { txid: 'abc' }, ADMIN)).rejects.toMatchObject({
      code: 'validation',
      message: 'txid deve ter 64 caracteres hexadecimais',
    });
  });

  it.each([
    ['sending', 'Este pagamento está sendo enviado agora'],
    ['sent', 'Este pagamento já foi concluído'],
    ['manual', 'Este pagamento já foi concluído'],
  ] as const)('a payout %s can be neither confirmed nor retried', async (status, message) => {
    const payout = seedPrize(w, status);
    await expect(w.payouts.confirm(payout().id, {}, ADMIN)).rejects.toMatchObject({
      code: 'conflict',
      message,
    });
    await expect(w.payouts.retry(payout().id, ADMIN)).rejects.toMatchObject({
      code: 'conflict',
      message,
    });
    expect(payout().status).toBe(status);
  });

  it('an unknown payout is 404', async () => {
    await expect(w.payouts.confirm(99, {}, ADMIN)).rejects.toMatchObject({
      code: 'not_found',
      message: 'Pagamento não encontrado',
    });
  });
});

describe('a new attempt through LND', () => {
  it('of a failed payout sends it once', async () => {
    const payout = seedPrize(w, 'failed');
    expect(await w.payouts.retry(payout().id, ADMIN)).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
    expect(sends()).toHaveLength(1);
  });

  it('of an unknown payout still checks the label first', async () => {
    const payout = seedPrize(w, 'unknown');
    w.lightning.transactions.push({
      txid: TXID,
      label: payout().label,
      tokens: PRIZE,
      isOutgoing: true,
      isConfirmed: true,
      outputAddresses: [ADDRESS],
    });
    expect(await w.payouts.retry(payout().id, ADMIN)).toMatchObject({ status: 'sent', txid: TXID });
    expect(sends()).toEqual([]);
  });

  it('with LND away: 503, and the payout is due again for the job', async () => {
    const payout = seedPrize(w, 'awaiting_admin');
    w.lightning.down(unavailable());
    await expect(w.payouts.retry(payout().id, ADMIN)).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Lightning indisponível, tente novamente',
    });
    expect(payout().status).toBe('pending');
  });
});

describe('refunds of a cancelled raffle, in one batched transaction', () => {
  // These refunds are a few thousand sats: on-chain only with the threshold at its floor.
  beforeEach(() => w.services.payoutSettings.update({ lightning_threshold: 546 }));

  async function cancelledWithPaid() {
    const raffle = w.raffle();
    const buyers = [w.user(), w.user({ btc_address: ADDRESS_2 }), w.user()];
    for (const [i, buyer] of buyers.entries()) w.pay(await w.buy(buyer, raffle, i + 1));
    expect(w.store.refunds.cancelRaffle(raffle.id, w.clock.now().toISOString())).toEqual({
      refunds: 3,
    });
    return raffle;
  }

  it('one send, one output per address (amounts summed), labelled rifa:<install>:<id>:reembolso; then nothing left', async () => {
    const raffle = await cancelledWithPaid();
    const batch = await w.payouts.payRefunds(raffle.id);
    expect(batch).toMatchObject({ kind: 'refund', status: 'sent', amount: 6_000 });
    expect(sends()).toEqual([
      {
        label: `rifa:teste:${raffle.id}:reembolso`,
        outputs: [
          { address: ADDRESS, tokens: 4_000 },
          { address: ADDRESS_2, tokens: 2_000 },
        ],
      },
    ]);
    await expect(w.payouts.payRefunds(raffle.id)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Nenhum reembolso pendente nesta rifa',
    });
  });

  it('refunds recorded after a paid batch go in a second batch, rifa:<install>:<id>:reembolso:2', async () => {
    const raffle = w.raffle();
    const late = await w.buy(w.user(), raffle, 1);
    w.pay(await w.buy(w.user(), raffle, 1));
    w.store.refunds.cancelRaffle(raffle.id, w.clock.now().toISOString());
    await w.payouts.payRefunds(raffle.id);
    expect(w.pay(late)).toMatchObject({ kind: 'refund_owed', reason: 'cancelled' });
    expect((await w.payouts.payRefunds(raffle.id)).label).toBe(
      `rifa:teste:${raffle.id}:reembolso:2`,
    );
  });

  it('too little balance keeps the batch, and asking again sends that batch, not a new one', async () => {
    const raffle = await cancelledWithPaid();
    w.lightning.balance = 100;
    expect((await w.payouts.payRefunds(raffle.id)).status).toBe('awaiting_balance');
    w.lightning.balance = 1_000_000;
    const again = await w.payouts.payRefunds(raffle.id);
    expect(again).toMatchObject({ status: 'sent', label: `rifa:teste:${raffle.id}:reembolso` });
    expect(w.store.payouts.list()).toHaveLength(1);
  });

  it('a failed batch is sent again; an unknown one waits for the admin', async () => {
    const raffle = await cancelledWithPaid();
    w.lightning.fail('sendToChainAddresses', new LightningError('unknown', 'recusado'));
    expect((await w.payouts.payRefunds(raffle.id)).status).toBe('failed');
    expect((await w.payouts.payRefunds(raffle.id)).status).toBe('sent');

    const other = await cancelledWithPaid();
    w.lightning.fail('sendToChainAddresses', unavailable());
    expect((await w.payouts.payRefunds(other.id)).status).toBe('unknown');
    await expect(w.payouts.payRefunds(other.id)).rejects.toMatchObject({
      code: 'conflict',
      message:
        'O último envio de reembolsos desta rifa tem resultado desconhecido: confira a carteira e resolva-o em Pagamentos',
    });
  });

  it('an unknown raffle is 404', async () => {
    await expect(w.payouts.payRefunds(99)).rejects.toMatchObject({
      code: 'not_found',
      message: 'Rifa não encontrada',
    });
  });
});

it('lists payouts as the admin sees them, without server-only fields', async () => {
  const payout: () => PayoutRecord = seedPrize(w);
  const [listed] = w.payouts.list();
  expect(listed).toMatchObject({ id: payout().id, status: 'pending', amount: PRIZE });
  expect(listed).not.toHaveProperty('address');
  expect(listed).not.toHaveProperty('resolved_by');
});
