// kill -9 between paying an LNURL-withdraw and answering the wallet (docs/protocols/lnurl.md
// #withdraw-request). A wallet buyer without an account wins; their wallet follows the withdraw
// link and calls back with its invoice; the server records the claim, asks LND to pay and dies
// (RIFA_FAULT=payout:after-pay) before the payout is recorded as sent or the wallet answered.
// After the restart the payout job reconciles by payment hash: the invoice is paid exactly
// once, and the same k1 — or a fresh link — is refused.
import { afterAll, describe, expect, it } from 'vitest';
import { parsePaymentRequest } from 'invoices';
import type { LnurlWithdrawLink } from '@rifa/shared';
import {
  decodeLnurl,
  decryptAesSuccessAction,
  type PayCallbackAnswer,
} from '../../server/src/domain/lnurl/index.ts';
import { eventually, sleep } from '../support/poll.ts';
import { apiClient } from './support/api-client.ts';
import { cleanup } from './support/children.ts';
import { mineAfterAnchor } from './support/anchor.ts';
import { query } from './support/database.ts';
import { startRig } from './support/devnode-process.ts';
import { ticketCount } from './support/ledger.ts';
import { expectKilledAt, launchServer, startServer } from './support/server-process.ts';

afterAll(cleanup);

interface ExternalInvoice {
  hash: string;
  request: string;
  paid: boolean;
}
interface Payment {
  hash: string;
  status: string;
}

const PRIZE = 300;

describe('kill -9 inside an LNURL-withdraw', () => {
  it('pays the wallet’s invoice exactly once and refuses the link after the restart', async () => {
    const { dataDir, devnode } = await startRig('rifa-fault-lnurlw-');
    const prize = (raffleId: number) =>
      query<{ status: string; payment_hash: string | null }>(
        dataDir,
        "SELECT status, payment_hash FROM payouts WHERE raffle_id = ? AND kind = 'prize'",
        raffleId,
      )[0];
    const paymentsOf = async (hash: string) =>
      (await devnode.control<Payment[]>('GET', '/payments')).filter((p) => p.hash === hash);

    const started = await startServer({ dataDir, devnode });
    let server = started.server;
    const api = started.api;
    const admin = await api.adminToken();
    const raffle = await api.createRaffle(admin, {
      prize_amount: PRIZE,
      total_tickets: 10,
      end_date: new Date(Date.now() + 8_000).toISOString(),
    });

    // A wallet buys one ticket by LNURL-pay and opens its ticket page from the success action.
    const bought = await api.call<PayCallbackAnswer>(
      'GET',
      `/lnurl/pagar/${raffle.id}?amount=${raffle.ticket_price * 1000}`,
    );
    expect(bought.status).toBe(200);
    const hash = parsePaymentRequest({ request: bought.body.pr }).id;
    await devnode.settle(hash);
    await eventually('ticket credited', () => ticketCount(dataDir) === 1, 20_000, 50);
    const verified = await api.call<{ preimage: string }>(
      'GET',
      new URL(bought.body.verify).pathname,
    );
    const page = new URL(decryptAesSuccessAction(bought.body.successAction, verified.body.preimage))
      .pathname;

    await mineAfterAnchor(dataDir, devnode, raffle);
    await eventually(
      'the prize waits for a claim',
      () => prize(raffle.id)?.status === 'awaiting_invoice',
      90_000,
      100,
    );
    const link = (
      await api.call<LnurlWithdrawLink>('POST', `/api${page}/saque`, {
        body: { kind: 'prize' },
      })
    ).body;
    const withdrawPath = new URL(decodeLnurl(link.lnurl)!).pathname;
    const k1 = withdrawPath.split('/').pop()!;
    expect((await server.stop()).code).toBe(0);

    // The armed server dies after LND paid, before recording it or answering the wallet.
    const crashed = launchServer({ dataDir, devnode, env: { RIFA_FAULT: 'payout:after-pay' } });
    const armed = apiClient(await crashed.ready);
    const invoice = await devnode.control<ExternalInvoice>('POST', '/external-invoices', {
      tokens: PRIZE,
    });
    expect((await armed.call('GET', withdrawPath)).status).toBe(200);
    await armed.call('GET', `/lnurl/saque?k1=${k1}&pr=${invoice.request}`).catch(() => undefined); // the connection may die with the process
    await expectKilledAt(crashed, 'payout:after-pay');
    await eventually(
      'LND paid what it was asked',
      async () => (await paymentsOf(invoice.hash)).length === 1,
      10_000,
      50,
    );

    // The restart reconciles by payment hash; the link is spent.
    const restarted = await startServer({ dataDir, devnode });
    server = restarted.server;
    await eventually('payout sent', () => prize(raffle.id)?.status === 'sent', 60_000, 100);
    expect(prize(raffle.id)?.payment_hash).toBe(invoice.hash);
    const again = await restarted.api.call<{ status: string; reason: string }>(
      'GET',
      `/lnurl/saque?k1=${k1}&pr=${invoice.request}`,
    );
    expect(again.status).toBe(409);
    expect(again.body.status).toBe('ERROR');
    const fresh = await restarted.api.call('POST', `/api${page}/saque`, {
      body: { kind: 'prize' },
    });
    expect(fresh.status).toBe(409);
    await sleep(1_000);
    expect(await paymentsOf(invoice.hash)).toHaveLength(1);
    expect(
      await devnode.control<ExternalInvoice>('GET', `/external-invoices/${invoice.hash}`),
    ).toMatchObject({ paid: true });
    expect((await server.stop()).code).toBe(0);
    await devnode.stop();
  });
});
