// Sends payouts (prizes and refunds), exactly once (docs/protocols/draw.md): on-chain from LND's wallet
// (rails/onchain-rail.ts, found again by label) or over Lightning (rails/lightning-rail.ts, found
// again by payment hash). 'unknown' and 'failed' are never re-sent on their own; the admin
// confirms them or asks for a new attempt, which goes through the lookups again. All sends,
// reconciliations and admin transitions of this process run one at a time, so a row in
// 'sending' seen under the lock is an orphan (or a Lightning payment still in flight).
import type { PayoutStatus } from '@rifa/shared';
import type {
  Lightning,
  Clock,
  PayoutChangeInput,
  PayoutRecord,
  PayoutRepository,
} from '../ports/index.ts';
import { createPayoutRails } from './rails/index.ts';
import type { MovePayout } from './payout-moves.ts';
import type { DomainLog } from '../kernel/log.ts';

export { canonicalAddress, isThisPayout } from './rails/index.ts';

/** Statuses the sender may pick up on its own. */
export const DUE: readonly PayoutStatus[] = ['pending', 'awaiting_balance'];

export interface PayoutSenderDeps {
  payouts: PayoutRepository;
  lightning: Lightning;
  clock: Clock;
  log: DomainLog;
}

export function createPayoutSender(deps: PayoutSenderDeps) {
  const { payouts, clock } = deps;
  let lock: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every task queued before it (one LND send at a time, per process). */
  function exclusive<T>(task: () => Promise<T> | T): Promise<T> {
    const run = lock.then(task, task);
    lock = run.catch(() => undefined);
    return run;
  }

  const move: MovePayout = (
    payout: PayoutRecord,
    from: readonly PayoutStatus[],
    to: PayoutStatus,
    change: PayoutChangeInput = {},
  ) => payouts.transition(payout.id, from, to, change, clock.now().toISOString());

  const rails = createPayoutRails({ ...deps, move, due: DUE });

  async function sendOne(payout: PayoutRecord): Promise<void> {
    if (!DUE.includes(payout.status)) return;
    await rails[payout.method].send(payout);
  }

  async function reconcileOrphans(): Promise<void> {
    const orphans = payouts.withStatus(['sending']);
    for (const rail of [rails.onchain, rails.lightning]) {
      await rail.reconcile(orphans.filter((payout) => payout.method === rail.method));
    }
  }

  return {
    exclusive,
    /** Sends one payout if it is due; throws LightningError if LND cannot be read. */
    send: (id: number) =>
      exclusive(async () => {
        const payout = payouts.find(id);
        if (payout) await sendOne(payout);
        return payouts.find(id);
      }),
    /** Orphans first, then every due payout, oldest first. LND errors end the pass. */
    runDue: () =>
      exclusive(async () => {
        await reconcileOrphans();
        for (const payout of payouts.withStatus(DUE)) await sendOne(payout);
      }),
  };
}

export type PayoutSender = ReturnType<typeof createPayoutSender>;
