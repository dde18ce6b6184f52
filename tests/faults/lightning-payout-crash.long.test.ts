// kill -9 of the real server around a Lightning payout (docs/decisions/0012-lnd-as-it-behaves.md): a 200-sat prize, below
// the Lightning threshold, waits for the winner's invoice; the server claims the payout
// ('sending', attempts + 1) and dies before calling LND's router, or after LND paid and
// before recording it. After the restart LND's record of the payment hash decides: no
// payment → paid now; paid → recorded as sent. Either way the winner's invoice is paid
// exactly once and the row ends 'sent' with that hash.
import { afterAll, describe, expect, it } from 'vitest';
import type { CrashPoint } from '../../server/src/test-only/fault-injection.ts';
import { eventually, sleep } from '../support/poll.ts';
import { apiClient } from './support/api-client.ts';
import { cleanup } from './support/children.ts';
import { mineAfterAnchor } from './support/anchor.ts';
import { query } from './support/database.ts';
import { startRig } from './support/devnode-process.ts';
import { ticketCount } from './support/ledger.ts';
import { expectKilledAt, launchServer, startServer } from './support/server-process.ts';

afterAll(cleanup);

interface PayoutRow {
  id: number;
  status: string;
  method: string;
  attempts: number;
  payment_hash: string | null;
}
interface ExternalInvoice {
  hash: string;
  request: string;
  paid: boolean;
}
interface Payment {
  hash: string;
  status: string;
}

const PRIZE = 200;

/** What LND holds for the invoice when the process dies at each point. */
const CASES: [point: CrashPoint, paymentsAtCrash: number][] = [
  ['payout:before-pay', 0],
  ['payout:after-pay', 1],
];

describe.concurrent('kill -9 around a Lightning payout', () => {
  it.each(CASES)(
    'at %s: the invoice is paid exactly once after the restart',
    async (point, paymentsAtCrash) => {
      const { dataDir, devnode } = await startRig('rifa-fault-ln-payout-');
      const payouts = (raffleId: number) =>
        query<PayoutRow>(
          dataDir,
          'SELECT id, status, method, attempts, payment_hash FROM payouts WHERE raffle_id = ?',
          raffleId,
        );
      const paymentsOf = async (hash: string) =>
        (await devnode.control<Payment[]>('GET', '/payments')).filter(
          (payment) => payment.hash === hash,
        );

      // A raffle whose sales end in a few seconds, one paid ticket, the draw block mined.
      const started = await startServer({ dataDir, devnode });
      let server = started.server;
      const api = started.api;
      const admin = await api.adminToken();
      const winner = await api.register(`ln-${point.replace(':', '-')}@example.com`);
      const raffle = await api.createRaffle(admin, {
        prize_amount: PRIZE,
        total_tickets: 10,
        end_date: new Date(Date.now() + 8_000).toISOString(),
      });
      await devnode.settle((await api.buy(winner.token, raffle, 1)).payment_hash);
      await eventually('ticket credited', () => ticketCount(dataDir) === 1, 20_000, 50);
      await mineAfterAnchor(dataDir, devnode, raffle);
      await eventually(
        'the prize waits for an invoice',
        () => payouts(raffle.id)[0]?.status === 'awaiting_invoice',
        // The scheduler ticks every 10 s; on a loaded machine the draw may take a few ticks.
        90_000,
        100,
      ).catch((error: unknown) => {
        const draws = query(dataDir, 'SELECT status FROM draws WHERE raffle_id = ?', raffle.id);
        throw new Error(`${String(error)}; draws ${JSON.stringify(draws)}`);
      });
      expect(payouts(raffle.id)[0]).toMatchObject({ method: 'lightning', attempts: 0 });
      expect((await server.stop()).code).toBe(0);

      // The armed server dies inside the winner's claim.
      const crashed = launchServer({ dataDir, devnode, env: { RIFA_FAULT: point } });
      const armed = apiClient(await crashed.ready);
      const invoice = await devnode.control<ExternalInvoice>('POST', '/external-invoices', {
        tokens: PRIZE,
      });
      await armed
        .call('POST', `/api/user/wins/${raffle.id}/lightning`, {
          token: winner.token,
          body: { invoice: invoice.request },
        })
        .catch(() => undefined); // the connection dies with the process
      await expectKilledAt(crashed, point);
      expect(payouts(raffle.id)).toEqual([
        expect.objectContaining({ status: 'sending', attempts: 1, payment_hash: invoice.hash }),
      ]);
      // LND's router finishes what it started on its own (SendPaymentV2 outlives the client).
      await eventually(
        'LND settled what it was asked',
        async () => (await paymentsOf(invoice.hash)).length === paymentsAtCrash,
        10_000,
        50,
      );

      // The restart reconciles by payment hash and finishes the payout.
      ({ server } = await startServer({ dataDir, devnode }));
      await eventually(
        'payout sent after the restart',
        () => payouts(raffle.id)[0]?.status === 'sent',
        60_000,
        100,
      );
      const [payment, ...again] = await paymentsOf(invoice.hash);
      expect(again).toEqual([]);
      expect(payment).toMatchObject({ status: 'SUCCEEDED' });
      expect(
        await devnode.control<ExternalInvoice>('GET', `/external-invoices/${invoice.hash}`),
      ).toMatchObject({ paid: true });
      expect(payouts(raffle.id)).toEqual([
        expect.objectContaining({ status: 'sent', payment_hash: invoice.hash }),
      ]);

      // One more start pays nothing new.
      expect((await server.stop()).code).toBe(0);
      ({ server } = await startServer({ dataDir, devnode }));
      await sleep(1_500);
      expect((await server.stop()).code).toBe(0);
      expect(await paymentsOf(invoice.hash)).toHaveLength(1);
      expect(payouts(raffle.id)).toHaveLength(1);
      await devnode.stop();
    },
  );
});
