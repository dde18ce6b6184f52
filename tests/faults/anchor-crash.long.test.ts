// kill -9 of the real server around the anchor's send (docs/protocols/draw-v2.md): RIFA_FAULT
// makes the process SIGKILL itself right before LND is asked to send the anchor (the row is
// already 'sending') or right after LND sent it (not recorded yet). A restart without it
// reconciles by the label rifa:<install>:<id>:ancora in LND's wallet: found → recorded, never
// sent again; absent (LND never saw the call) → sent once the grace for a call still in flight
// is over. Either way: exactly one anchor transaction in the wallet, then the draw above it.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyProof, type DrawProof } from '@rifa/shared';
import type { CrashPoint } from '../../server/src/test-only/fault-injection.ts';
import { eventually, sleep } from '../support/poll.ts';
import { anchorStatus } from './support/anchor.ts';
import { cleanup } from './support/children.ts';
import { query, sendLabel } from './support/database.ts';
import { startRig } from './support/devnode-process.ts';
import { ticketCount } from './support/ledger.ts';
import { expectKilledAt, launchServer, startServer } from './support/server-process.ts';

afterAll(cleanup);

const CASES: [point: CrashPoint, sendsAtCrash: number][] = [
  ['anchor:before-send', 0],
  ['anchor:after-send', 1],
];

describe.concurrent('kill -9 around the anchor’s send', () => {
  it.each(CASES)(
    'at %s: exactly one anchor transaction after the restart',
    async (point, sendsAtCrash) => {
      const { dataDir, devnode } = await startRig('rifa-fault-anchor-');
      const anchorSends = async (raffleId: number) =>
        (await devnode.sentCoins()).filter(
          (send) => send.label === sendLabel(dataDir, raffleId, 'ancora'),
        );
      const drawStatus = (raffleId: number) =>
        query<{ status: string }>(
          dataDir,
          'SELECT status FROM draws WHERE raffle_id = ?',
          raffleId,
        )[0]?.status;

      let { server, api } = await startServer({ dataDir, devnode });
      const admin = await api.adminToken();
      const buyer = await api.register(`ancora-${point.replace(':', '-')}@example.com`);
      const raffle = await api.createRaffle(admin, {
        prize_amount: 20_000,
        total_tickets: 10,
        end_date: new Date(Date.now() + 8_000).toISOString(),
      });
      await devnode.settle((await api.buy(buyer.token, raffle, 2)).payment_hash);
      await eventually('tickets credited', () => ticketCount(dataDir) === 2, 20_000, 50);
      expect((await server.stop()).code).toBe(0);
      await sleep(new Date(raffle.end_date).getTime() - Date.now() + 200);

      // The armed process closes the sales at its first tick and dies at the point.
      const crashed = launchServer({ dataDir, devnode, env: { RIFA_FAULT: point } });
      await expectKilledAt(crashed, point);
      expect(drawStatus(raffle.id)).toBe('closed');
      expect(anchorStatus(dataDir, raffle.id)).toBe('sending');
      expect(await anchorSends(raffle.id)).toHaveLength(sendsAtCrash);

      // The restart settles the interrupted send by its label (or sends it once, after the grace).
      ({ server, api } = await startServer({ dataDir, devnode }));
      await eventually(
        'anchor sent',
        () => anchorStatus(dataDir, raffle.id) === 'sent',
        60_000,
        100,
      );
      const [sent, ...extra] = await anchorSends(raffle.id);
      expect(extra).toEqual([]);
      const row = query<{ txid: string; attempt: number }>(
        dataDir,
        'SELECT txid, attempt FROM draw_anchors WHERE raffle_id = ?',
        raffle.id,
      )[0];
      expect(row).toEqual({ txid: sent!.txid, attempt: 1 });

      // Mined, then the draw above it; the published proof version 2 verifies.
      await devnode.mineAfter(raffle.end_date, 11);
      await eventually('drawn', () => drawStatus(raffle.id) === 'drawn', 60_000, 100);
      const proof = (await api.call<DrawProof>('GET', `/api/rifa/${raffle.id}/draw`)).body;
      expect(proof).toMatchObject({ version: 2, anchor: { txid: sent!.txid } });
      expect((await verifyProof(proof)).ok).toBe(true);

      // One more start sends nothing new.
      expect((await server.stop()).code).toBe(0);
      ({ server } = await startServer({ dataDir, devnode }));
      await sleep(1_500);
      expect((await server.stop()).code).toBe(0);
      expect(await anchorSends(raffle.id)).toHaveLength(1);
      await devnode.stop();
    },
  );
});
