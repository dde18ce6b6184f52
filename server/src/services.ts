// The domain graph: the services and the jobs built from their ports, with the hooks between
// the jobs wired here once. compose.ts passes the real adapters (SQLite, LND, bitcoind); the
// fast domain tests (tests/unit) pass an in-memory store and fake node ports.
import {
  createAccountRecovery,
  createAccounts,
  createAttemptLimiter,
  DEFAULT_AUTH_LIMITS,
  type AuthLimits,
  createMyData,
  createProofOfWork,
} from './domain/accounts/index.ts';
import { createAdminKeys, createAdminReads, createSiteInfo } from './domain/operator/index.ts';
import {
  createAnchorReads,
  createDrawProofs,
  createDrawScheduler,
  createWinners,
} from './domain/draws/index.ts';
import type { DrawAnchor } from './domain/draws/index.ts';
import {
  createLightningClaims,
  createPayoutJob,
  createPayoutSender,
  payoutLabels,
  createPayoutSettings,
  createPayouts,
} from './domain/payouts/index.ts';
import { createLiquidityWarning } from './domain/painel/index.ts';
import {
  createLightningReadiness,
  createPurchases,
  createReceiptJob,
  createSettlementWatcher,
} from './domain/purchases/index.ts';
import type {
  AddressValidator,
  Chain,
  ChallengeSigner,
  Clock,
  DrawRepository,
  Lightning,
  NotificationPushers,
  PasswordHasher,
  ReceiptRepository,
  SecretGenerator,
  SettingsRepository,
  SettlementRepository,
  TokenSigner,
} from './domain/ports/index.ts';
import {
  createPrizeWarning,
  createRaffleNumbers,
  createRaffleCancellation,
  createRaffles,
} from './domain/raffles/index.ts';
import type { Store } from './adapters/sqlite/index.ts';
import { createDashboard } from './dashboard-wiring.ts';
import { wireNotifications } from './notification-wiring.ts';
import type { DomainLog } from './domain/kernel/log.ts';

export interface ServiceDeps {
  store: Store;
  lightning: Lightning;
  /** bitcoind: the prize-size warning at creation and the proof's confirmations. */
  chain: Chain;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: TokenSigner;
  addresses: AddressValidator;
  secrets: SecretGenerator;
  /** Signs the proof-of-work challenges (DESIGN.md §6.1). */
  challenges: ChallengeSigner;
  /** Per-account password slowing and the proof-of-work curve; production by default. */
  authLimits?: AuthLimits;
  /** DRAW_CONFIRMATIONS, shown in the proof of a raffle still open. */
  drawConfirmations: number;
  /** Where payouts log their sends. */
  log: DomainLog;
  /** PAYOUT_MODE: the payout mode until the admin saves one in Configurações. */
  payoutMode: 'auto' | 'manual';
  /** This installation's id in LND's wallet labels (install-id.ts). */
  installId: string;
  /** Issue 16: the notification push channels (default: the real ntfy and Nostr senders). */
  pushers?: NotificationPushers;
}

export function createServices(deps: ServiceDeps) {
  const { store, lightning, chain, clock, passwords, tokens, addresses, secrets } = deps;
  const limits = deps.authLimits ?? DEFAULT_AUTH_LIMITS;
  const attempts = createAttemptLimiter({ clock, policy: limits.attempts });
  const accounts = createAccounts({
    users: store.users,
    passwords,
    tokens,
    addresses,
    clock,
    attempts,
    secrets,
  });
  // One sender per process: it serialises every on-chain send (DESIGN.md §8, exactly once).
  const sender = createPayoutSender({ payouts: store.payouts, lightning, clock, log: deps.log });
  const payoutSettings = createPayoutSettings({
    settings: store.settings,
    defaultMode: deps.payoutMode,
  });
  const labels = payoutLabels(deps.installId);
  return {
    accounts,
    // Issue 14: forgot password, the ranking and the participant's own data (LGPD).
    recovery: createAccountRecovery({
      users: store.users,
      accountData: store.accountData,
      passwords,
      secrets,
      attempts,
      accounts,
      clock,
    }),
    myData: createMyData({
      accountData: store.accountData,
      raffles: store.raffles,
      accounts,
      clock,
    }),
    proofOfWork: createProofOfWork({ clock, signer: deps.challenges, policy: limits.pow }),
    raffles: createRaffles({
      raffles: store.raffles,
      refunds: store.refunds,
      cancellation: createRaffleCancellation({
        lightning,
        settlement: store.settlement,
        pendingOf: (raffleId) => store.draws.pendingOf(raffleId),
        clock,
      }),
      addresses,
      clock,
      confirmPassword: accounts.confirmPassword,
      prizeWarning: createPrizeWarning({ chain, network: addresses.network }),
      liquidityWarning: createLiquidityWarning({ lightning }),
    }),
    purchases: createPurchases({
      raffles: store.raffles,
      purchases: store.purchases,
      lightning,
      clock,
      readiness: createLightningReadiness({ lightning, clock }),
    }),
    raffleNumbers: createRaffleNumbers({ raffles: store.raffles, numbers: store.numbers }),
    adminReads: createAdminReads({ users: store.users, stats: store.stats }),
    adminKeys: createAdminKeys({ apiKeys: store.apiKeys, secrets, clock }),
    draws: createDrawProofs({
      raffles: store.raffles,
      draws: store.draws,
      payouts: store.payouts,
      clock,
      network: addresses.network,
      drawConfirmations: deps.drawConfirmations,
      chain,
      anchors: store.anchors,
    }),
    sender,
    payoutSettings,
    labels,
    anchorReads: createAnchorReads({ anchors: store.anchors, raffles: store.raffles }),
    payouts: createPayouts({
      payouts: store.payouts,
      raffles: store.raffles,
      sender,
      clock,
      labels,
      settings: payoutSettings,
    }),
    // Issue 14: the winners page and the footer's contact and general terms.
    winners: createWinners({ winners: store.winners }),
    siteInfo: createSiteInfo({ settings: store.settings }),
    // Issue 16: the admin's Painel and the CSV exports.
    dashboard: createDashboard({ store, lightning, clock }),
    notifications: wireNotifications({
      store,
      lightning,
      clock,
      log: deps.log,
      pushers: deps.pushers,
    }),
    lightningClaims: createLightningClaims({
      payouts: store.payouts,
      lightning,
      sender,
      settings: payoutSettings,
      labels,
      clock,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

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
  /** Signed purchase receipts (DESIGN.md §8.2). */
  receipts: ReceiptRepository;
  lightning: Lightning;
  chain: Chain;
  clock: Clock;
  log: (job: 'settlement' | 'draws' | 'payouts' | 'receipts') => DomainLog;
  /** DRAW_CONFIRMATIONS, frozen into each draw at close. */
  confirmations: number;
  intervals: JobIntervals;
  /** Proof version 2's anchor (anchor-wiring.ts); absent, raffles close as version 1. */
  anchor?: DrawAnchor;
}

/** The three jobs (none started): settlement watcher (with receipts), draw scheduler, payouts. */
export function createJobs(deps: JobDeps, services: Services) {
  // DESIGN.md §8.2: each credited purchase gets its receipt signed right after, outside the
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
    sender: services.sender,
    log: deps.log('payouts'),
    intervalMs: deps.intervals.payoutIntervalMs,
  });
  // DESIGN.md §8: an invoice found settled at close is credited like any other, and a draw
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
    intervalMs: deps.intervals.drawIntervalMs,
  });
  return { watcher, draws, payouts, receipts };
}
