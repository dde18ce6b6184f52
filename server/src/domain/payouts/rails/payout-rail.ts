// A payout rail: one way of sending a payout (prize or refund) exactly once. The sender
// (payout-sender.ts) picks the rail by the payout's method and owns the lock and the status
// moves; each rail owns how it sends, and how it finds out, after a crash, whether a send
// it started went out. Adding a method means one file here and one line in rails/index.ts.
import type { PayoutMethod, PayoutStatus } from '@rifa/shared';
import type { Clock, Lightning, PayoutRecord, PayoutRepository } from '../../ports/index.ts';
import type { DomainLog } from '../../kernel/log.ts';
import type { MovePayout } from '../payout-moves.ts';

export interface PayoutRail {
  readonly method: PayoutMethod;
  /** Sends one due payout, or moves it to the status that says why it cannot be sent yet. */
  send(payout: PayoutRecord): Promise<void>;
  /** Settles rows of this method left in 'sending' by an earlier process. */
  reconcile(orphans: readonly PayoutRecord[]): Promise<void>;
}

export interface PayoutRailDeps {
  payouts: PayoutRepository;
  lightning: Lightning;
  clock: Clock;
  log: DomainLog;
  move: MovePayout;
  /** Statuses a rail may send from. */
  due: readonly PayoutStatus[];
}
