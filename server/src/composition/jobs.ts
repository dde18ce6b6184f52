// The jobs that run beside the HTTP app: the settlement watcher (with the receipt job), the
// draw scheduler and the payout job, with the hooks between them wired here once.
import { createDrawScheduler, type DrawAnchor, type DrawScheduler } from '../domain/draws/index.ts';
import type { DomainLog } from '../domain/kernel/log.ts';
import {
  createPayoutJob,
  type LightningAddressPayouts,
  type PayoutJob,
  type PayoutLabels,
  type PayoutSender,
  type PayoutSettingsService,
} from '../domain/payouts/index.ts';
import type {
  Chain,
  Clock,
  DrawRepository,
  Lightning,
  ReceiptRepository,
  SettingsRepository,
  SettlementRepository,
  TicketLists,
} from '../domain/ports/index.ts';
import {
  createReceiptJob,
  createSettlementWatcher,
  type ReceiptJob,
  type SettlementWatcher,
} from '../domain/purchases/index.ts';

export interface JobIntervals {
  resubscribeDelayMs: number;
  sweepIntervalMs: number;
  drawIntervalMs: number;
  payoutIntervalMs: number;
}

export interface JobDeps {
  /** The settlement and draw repositories may come wrapped (fault hooks, benchmarks). */
  settlement: SettlementRepository;
  settings: SettingsRepository;
  draws: DrawRepository;
  /** Signed purchase receipts (docs/protocols/draw-v2.md). */
  receipts: ReceiptRepository;
  lightning: Lightning;
  chain: Chain;
  clock: Clock;
  log: (job: 'settlement' | 'draws' | 'payouts' | 'receipts') => DomainLog;
  /** DRAW_CONFIRMATIONS, frozen into each draw at close. */
  confirmations: number;
  intervals: JobIntervals;
  /** Proof version 2's anchor (compose.ts builds it over LND's wallet); absent, raffles close
   * as version 1. */
  anchor?: DrawAnchor;
  /** Reads and hashes ticket lists off the event loop (ticket-lists.ts); default: in steps. */
  ticketLists?: TicketLists;
}

/** What the jobs take from the service graph (services.ts builds both). */
export interface JobServices {
  payoutSender: PayoutSender;
  payoutSettings: PayoutSettingsService;
  labels: PayoutLabels;
  /** Prizes paid to winners' Lightning Addresses (docs/protocols/lnurl.md#lightning-address-payouts). */
  addressPayouts?: LightningAddressPayouts;
}

export interface Jobs {
  watcher: SettlementWatcher;
  draws: DrawScheduler;
  payouts: PayoutJob;
  receipts: ReceiptJob;
}

/** The three jobs (none started): settlement watcher (with receipts), draw scheduler, payouts. */
export function createJobs(deps: JobDeps, services: JobServices): Jobs {
  // docs/protocols/draw-v2.md: each credited purchase gets its receipt signed right after, outside the
  // settlement; the receipt job starts and stops with the watcher, and its own timer (the
  // watcher's sweep interval) retries what LND could not sign.
  const receipts = createReceiptJob({
    receipts: deps.receipts,
    lightning: deps.lightning,
    clock: deps.clock,
    log: deps.log('receipts'),
    intervalMs: deps.intervals.sweepIntervalMs,
  });
  const settlementWatcher = createSettlementWatcher({
    settlement: deps.settlement,
    settings: deps.settings,
    lightning: deps.lightning,
    clock: deps.clock,
    log: deps.log('settlement'),
    resubscribeDelayMs: deps.intervals.resubscribeDelayMs,
    sweepIntervalMs: deps.intervals.sweepIntervalMs,
    onCredited: () => void receipts.tick(),
  });
  const watcher: typeof settlementWatcher = {
    ...settlementWatcher,
    start() {
      settlementWatcher.start();
      receipts.start();
    },
    async stop() {
      await Promise.all([settlementWatcher.stop(), receipts.stop()]);
    },
  };
  const payouts = createPayoutJob({
    sender: services.payoutSender,
    log: deps.log('payouts'),
    intervalMs: deps.intervals.payoutIntervalMs,
    ...(services.addressPayouts ? { addressPayouts: services.addressPayouts } : {}),
  });
  // docs/protocols/draw.md: an invoice found settled at close is credited like any other, and a draw
  // lets the payout job send the prize now rather than at its next tick.
  const draws = createDrawScheduler({
    draws: deps.draws,
    chain: deps.chain,
    lightning: deps.lightning,
    clock: deps.clock,
    log: deps.log('draws'),
    confirmations: deps.confirmations,
    payoutPlan: services.payoutSettings.planFor,
    labels: services.labels,
    credit: (invoice) => void watcher.credit(invoice, 'close'),
    onDrawn: () => void payouts.tick(),
    ...(deps.anchor ? { anchor: deps.anchor } : {}),
    ...(deps.ticketLists ? { ticketLists: deps.ticketLists } : {}),
    intervalMs: deps.intervals.drawIntervalMs,
  });
  return { watcher, draws, payouts, receipts };
}
