// kill -9 of the real server at every step of the draw and around the prize's on-chain send
// (docs/protocols/draw.md): RIFA_FAULT makes the process SIGKILL itself at the named point
// (server/src/test-only/fault-injection.ts), then a restart without it finishes the job. Whatever the
// point: exactly one draw, exactly one prize payout row, exactly one send labelled
// rifa:<install>:<id>:premio in the node's wallet, and the row records that send's txid.
import { afterAll, describe, expect, it } from 'vitest';
import type { CrashPoint } from '../../server/src/test-only/fault-injection.ts';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { eventually, sleep } from '../support/poll.ts';
import { cleanup } from './support/children.ts';
import { anchorStatus, mineAfterAnchor } from './support/anchor.ts';
import { query, sendLabel } from './support/database.ts';
import { startRig } from './support/devnode-process.ts';
import { ticketCount } from './support/ledger.ts';
import { expectKilledAt, launchServer, startServer } from './support/server-process.ts';

afterAll(cleanup);

interface DrawRow {
  status: string;
  winning_ticket: number | null;
  block_hash: string | null;
}
interface PayoutRow {
  id: number;
  status: string;
  attempts: number;
  txid: string | null;
  amount: number;
  address: string;
}

const PRIZE = 40_000;

/** What the killed process left behind at each point. */
const CASES: [point: CrashPoint, draw: string, payout: string | undefined, sends: number][] = [
  ['draw:after-close', 'closed', undefined, 0],
  ['draw:after-block', 'block_found', undefined, 0],
  ['draw:after-draw', 'drawn', 'pending', 0],
  ['payout:before-send', 'drawn', 'sending', 0],
  ['payout:after-send', 'drawn', 'sending', 1],
];

describe.concurrent('kill -9 during the draw and the payout', () => {
  it.each(CASES)(
    'at %s: one draw, one payout, one send after the restart',
    async (point, drawAtCrash, payoutAtCrash, sendsAtCrash) => {
      const { dataDir, devnode } = await startRig('rifa-fault-draw-');
      const draws = (raffleId: number) =>
        query<DrawRow>(
          dataDir,
          'SELECT status, winning_ticket, block_hash FROM draws WHERE raffle_id = ?',
          raffleId,
        );
      const payouts = (raffleId: number) =>
        query<PayoutRow>(
          dataDir,
          'SELECT id, status, attempts, txid, amount, address FROM payouts WHERE raffle_id = ?',
          raffleId,
        );
      const sends = async (raffleId: number) =>
        (await devnode.sentCoins()).filter(
          (send) => send.label === sendLabel(dataDir, raffleId, 'premio'),
        );

      // A raffle whose sales end in a few seconds, three paid tickets, and the chain already
      // holding the draw block with its 6 confirmations.
      let { server, api } = await startServer({ dataDir, devnode });
      const admin = await api.adminToken();
      const buyer = await api.register(`sorteio-${point.replace(':', '-')}@example.com`);
      const raffle = await api.createRaffle(admin, {
        prize_amount: PRIZE,
        total_tickets: 10,
        end_date: new Date(Date.now() + 8_000).toISOString(),
      });
      for (const count of [1, 2])
        await devnode.settle((await api.buy(buyer.token, raffle, count)).payment_hash);
      await eventually('tickets credited', () => ticketCount(dataDir) === 3, 20_000, 50);
      if (point !== 'draw:after-close') {
        // docs/protocols/draw-v2.md: the close and its anchor first (this process), then the draw block
        // and its confirmations after the anchor, mined while no server runs.
        await sleep(new Date(raffle.end_date).getTime() - Date.now() + 200);
        await eventually(
          'anchor sent',
          () => anchorStatus(dataDir, raffle.id) === 'sent',
          60_000,
          100,
        );
        expect((await server.stop()).code).toBe(0);
        await devnode.mineAfter(raffle.end_date, 11);
      } else {
        expect((await server.stop()).code).toBe(0);
        await sleep(new Date(raffle.end_date).getTime() - Date.now() + 200);
      }

      // The armed process runs the scheduler's first tick at start and dies at the point.
      const crashed = launchServer({ dataDir, devnode, env: { RIFA_FAULT: point } });
      await expectKilledAt(crashed, point);
      expect(draws(raffle.id)).toMatchObject([{ status: drawAtCrash }]);
      const payoutAfterCrash = payouts(raffle.id);
      expect(payoutAfterCrash.map((row) => row.status)).toEqual(
        payoutAtCrash ? [payoutAtCrash] : [],
      );
      expect(await sends(raffle.id)).toHaveLength(sendsAtCrash);
      const winnerAtCrash = draws(raffle.id)[0]!.winning_ticket;

      // The restart resumes from the database: the draw is made (or kept), the payout settled.
      ({ server, api } = await startServer({ dataDir, devnode }));
      // Killed at the close: the restart sends the anchor, then the draw's blocks come.
      if (point === 'draw:after-close') await mineAfterAnchor(dataDir, devnode, raffle);
      const settled = await eventually(
        'payout settled after the restart',
        () => payouts(raffle.id).find((row) => row.status === 'sent' || row.status === 'unknown'),
        30_000,
        50,
      );
      if (point === 'payout:before-send') {
        // Claimed, then killed before LND was called: no transaction carries the label, so the
        // outcome is 'unknown' and nothing is re-sent until the admin asks for a new attempt.
        expect(settled).toMatchObject({ status: 'unknown', attempts: 1, txid: null });
        expect(await sends(raffle.id)).toHaveLength(0);
        const retry = await api.call('POST', `/api/admin/payouts/${settled.id}/retry`, {
          token: await api.adminToken(),
        });
        expect(retry.status).toBe(200);
        await eventually(
          'payout sent after the admin retry',
          () => payouts(raffle.id)[0]?.status === 'sent',
          20_000,
          50,
        );
      } else {
        expect(settled.status).toBe('sent');
      }

      const [send, ...extra] = await sends(raffle.id);
      expect(extra).toEqual([]);
      expect(send).toMatchObject({ address: REGTEST_ADDRESS, amount: PRIZE });
      expect(payouts(raffle.id)).toEqual([
        expect.objectContaining({
          status: 'sent',
          txid: send!.txid,
          amount: PRIZE,
          address: REGTEST_ADDRESS,
        }),
      ]);
      const [draw, ...otherDraws] = draws(raffle.id);
      expect(otherDraws).toEqual([]);
      expect(draw!.status).toBe('drawn');
      if (winnerAtCrash !== null) expect(draw!.winning_ticket).toBe(winnerAtCrash);
      const proof = await api.call<{ winning_ticket: number; payout_txid: string }>(
        'GET',
        `/api/rifa/${raffle.id}/draw`,
      );
      expect(proof.body).toMatchObject({
        winning_ticket: draw!.winning_ticket,
        payout_txid: send!.txid,
      });

      // One more start reconciles again and sends nothing new.
      expect((await server.stop()).code).toBe(0);
      ({ server } = await startServer({ dataDir, devnode }));
      await sleep(1_500);
      expect((await server.stop()).code).toBe(0);
      expect(await sends(raffle.id)).toHaveLength(1);
      expect(payouts(raffle.id)).toHaveLength(1);
      await devnode.stop();
    },
  );
});
