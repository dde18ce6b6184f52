// On-chain payouts on a wallet as LND really keeps it (docs/decisions/0012-lnd-as-it-behaves.md): a send's change is not
// spendable until it confirms (rpcserver.go SendCoins/SendMany spend coins of at least one
// confirmation unless spend_unconfirmed), and a wallet's labels are neither unique nor
// scoped to one install (lnrpc GetTransactions returns every labelled transaction it holds).
import { sendToChainAddress } from 'lightning';
import { describe, expect, it } from 'vitest';
import type { AdminPayout } from '@rifa/shared';
import { lndClient } from '../../devnode/src/test-helpers.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { bearer } from '../support/test-app.ts';
import { closeAndDraw, prizeOf, useDrawApp } from './draw-support.ts';

const { t, clock, alice, bob, catchUp, newRaffle } = useDrawApp('rifa-onchain-funds-');

describe('a prize and a refund batch in the same block', () => {
  it("the second waits for the first one's change to confirm, then ends 'enviado'; never 'failed'", async () => {
    // One confirmed coin: the first send spends it whole, its change waits a block.
    t.devnode.setBalance(1_000_000);
    const prizeRaffle = await newRaffle({ total_tickets: 5, prize_amount: 50_000 });
    const refundRaffle = await t.createRaffle({ ticket_price: 20_000, total_tickets: 10 });
    await t.buyPaid(alice.token, prizeRaffle, 1);
    await t.buyPaid(alice.token, refundRaffle, 1);
    await t.buyPaid(bob.token, refundRaffle, 1);
    expect((await t.editRaffle(refundRaffle.id, { status: 'cancelled' })).status).toBe(200);

    await closeAndDraw(t, clock, prizeRaffle);
    await t.payoutJob.tick();
    expect(prizeOf(t, prizeRaffle.id)?.status).toBe('sent');

    const batch = await t.api
      .post(`/api/admin/raffles/${refundRaffle.id}/refunds/pay`)
      .set(bearer(t.adminToken));
    expect(batch.status).toBe(200);
    const waiting = batch.body as AdminPayout;
    expect(waiting).toMatchObject({ status: 'awaiting_balance', amount: 40_000 });
    expect(waiting.last_error).toContain('troco não confirmado');
    await t.payoutJob.tick();
    expect(t.store.payouts.find(waiting.id)?.status).toBe('awaiting_balance');

    // The next block confirms the prize's change: the batch goes out on the job's next pass.
    t.devnode.mine(1);
    await t.payoutJob.tick();
    expect(t.store.payouts.find(waiting.id)).toMatchObject({ status: 'sent', attempts: 1 });
    const labels = [t.services.labels.prize(prizeRaffle.id), waiting.label];
    expect(t.devnode.sentCoins().filter((send) => labels.includes(send.label))).toHaveLength(2);
  });
});

describe('a reinstalled app on a wallet that already holds old labels', () => {
  it("does not take another install's 'rifa:<id>:premio' for its own payout, even to the same address and amount", async () => {
    t.devnode.setBalance(1_000_000);
    const prize = 30_000;
    const raffle = await newRaffle({ total_tickets: 5, prize_amount: prize });
    // An earlier install of the app (labels without an install id, then another install's)
    // paid a prize of raffle number `raffle.id` to the same winner, long ago.
    const lnd = lndClient(t.devnode);
    const old: string[] = [];
    for (const label of [`rifa:${raffle.id}:premio`, `rifa:0f0f0f0f:${raffle.id}:premio`]) {
      old.push(
        (
          await sendToChainAddress({
            lnd,
            address: REGTEST_ADDRESS,
            tokens: prize,
            description: label,
          })
        ).id,
      );
      t.devnode.mine(1);
    }
    catchUp();

    await t.buyPaid(alice.token, raffle, 1);
    await closeAndDraw(t, clock, raffle);
    await t.payoutJob.tick();
    const payout = prizeOf(t, raffle.id);
    expect(payout?.label).not.toBe(`rifa:${raffle.id}:premio`);
    expect(payout).toMatchObject({ status: 'sent', attempts: 1 });
    expect(old).not.toContain(payout?.txid);
    expect(t.devnode.sentCoins().filter((send) => send.label === payout?.label)).toEqual([
      expect.objectContaining({ txid: payout?.txid, amount: prize, address: REGTEST_ADDRESS }),
    ]);
  });
});
