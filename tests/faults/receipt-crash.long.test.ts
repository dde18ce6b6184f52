// kill -9 of the real server around a receipt's signature (docs/protocols/receipts.md, docs/decisions/0015-anchored-proof-signed-receipts.md):
// RIFA_FAULT makes the process SIGKILL itself right after LND signed a purchase's receipt but
// before it is stored, or right after it is stored. The row is never half-written (the four
// columns are set in one UPDATE, and migration 10's CHECK refuses less): unsigned and signed
// again after the restart, or signed once and left alone — one valid receipt either way.
import { afterAll, describe, expect, it } from 'vitest';
import type { Health, Purchase } from '@rifa/shared';
import { receiptText, verifySignedReceipt } from '@rifa/shared/receipt';
import type { CrashPoint } from '../../server/src/test-only/fault-injection.ts';
import { eventually, sleep } from '../support/poll.ts';
import { apiClient } from './support/api-client.ts';
import { cleanup } from './support/children.ts';
import { query } from './support/database.ts';
import { startRig } from './support/devnode-process.ts';
import { ticketCount } from './support/ledger.ts';
import { expectKilledAt, launchServer, startServer } from './support/server-process.ts';

afterAll(cleanup);

interface ReceiptRow {
  text: string | null;
  signature: string | null;
  node_pubkey: string | null;
  signed_at: string | null;
}

const CASES: [point: CrashPoint, storedAtCrash: boolean][] = [
  ['receipt:before-store', false],
  ['receipt:after-store', true],
];

describe.concurrent('kill -9 around a receipt’s signature', () => {
  it.each(CASES)('at %s: one whole receipt after the restart', async (point, storedAtCrash) => {
    const { dataDir, devnode } = await startRig('rifa-fault-receipt-');
    const rows = (purchaseId: number) =>
      query<ReceiptRow>(
        dataDir,
        'SELECT text, signature, node_pubkey, signed_at FROM receipts WHERE transaction_id = ?',
        purchaseId,
      );

    // The armed process credits the purchase, signs its receipt and dies at the point.
    const crashed = launchServer({ dataDir, devnode, env: { RIFA_FAULT: point } });
    const api = apiClient(await crashed.ready);
    const admin = await api.adminToken();
    const buyer = await api.register(`recibo-${point.replace(':', '-')}@example.com`);
    const raffle = await api.createRaffle(admin, { total_tickets: 10 });
    const purchase = await api.buy(buyer.token, raffle, 3);
    await devnode.settle(purchase.payment_hash);
    await expectKilledAt(crashed, point);
    expect(ticketCount(dataDir)).toBe(3);
    const [atCrash, ...others] = rows(purchase.id);
    expect(others).toEqual([]);
    const fields = Object.values(atCrash!);
    // Never half: all four columns or none.
    expect(fields.every((value) => value !== null)).toBe(storedAtCrash);
    expect(fields.every((value) => value === null)).toBe(!storedAtCrash);

    // The restart signs what was not stored, and leaves a stored receipt as it was.
    const restarted = await startServer({ dataDir, devnode });
    const signed = await eventually(
      'receipt signed',
      () => (rows(purchase.id)[0]?.signature ? rows(purchase.id)[0] : undefined),
      30_000,
      100,
    );
    if (storedAtCrash) expect(signed).toEqual(atCrash);
    const tx = (
      await restarted.api.call<Purchase>('GET', `/api/transaction/${purchase.id}`, {
        token: buyer.token,
      })
    ).body;
    const pubkey = (await restarted.api.call<Health>('GET', '/api/health')).body.lightning.pubkey;
    expect(tx.receipt).toMatchObject({ text: signed!.text, signature: signed!.signature });
    expect(verifySignedReceipt(tx.receipt!, pubkey)).toBe(true);
    expect(tx.receipt!.text).toBe(
      receiptText({
        draw_id: String(raffle.id),
        numbers: [...tx.tickets].sort((a, b) => a - b),
        amount: tx.amount,
        payment_hash: tx.payment_hash,
        settled_at: tx.paid_at!,
      }),
    );

    // One more start signs nothing again: the first stored signature stays.
    expect((await restarted.server.stop()).code).toBe(0);
    const { server } = await startServer({ dataDir, devnode });
    await sleep(1_500);
    expect((await server.stop()).code).toBe(0);
    expect(rows(purchase.id)).toEqual([signed]);
    await devnode.stop();
  });
});
