// The domain graph: every service the HTTP layer calls and the jobs that run beside them,
// built from the ports once. compose.ts passes the real adapters (SQLite, LND, bitcoind); the
// fast domain tests (tests/unit) pass an in-memory store and fake node ports. docs/architecture.md
// lists what each feature holds.
import type { Health } from '@rifa/shared';
import { createPhotoFiles } from '../adapters/files/photo-files.ts';
import { createSharpPhotoProcessor } from '../adapters/images/sharp-photo-processor.ts';
import { realPushers } from '../adapters/push/index.ts';
import { randomHex } from '../adapters/security/secrets.ts';
import type { Store } from '../adapters/sqlite/index.ts';
import { createBackupFiles } from '../adapters/sqlite/operator/backup-files.ts';
import { createPainelRepository } from '../adapters/sqlite/painel/painel-repository.ts';
import { guardStorage } from '../adapters/sqlite/storage-errors.ts';
import { createWalletServices, type WalletServices } from './wallet-services.ts';
import {
  createAccountRecovery,
  createAccounts,
  createAttemptLimiter,
  createMyData,
  createProofOfWork,
  DEFAULT_AUTH_LIMITS,
  type AccountRecovery,
  type Accounts,
  type AuthLimits,
  type MyData,
  type ProofOfWork,
} from '../domain/accounts/index.ts';
import {
  createAnchorReads,
  createDrawProofs,
  createWinners,
  type AnchorReads,
  type DrawProofs,
  type Winners,
} from '../domain/draws/index.ts';
import type { DomainLog } from '../domain/kernel/log.ts';
import {
  createAdminKeys,
  createAdminReads,
  createBackups,
  createHealthProbe,
  createNotifications,
  createSiteInfo,
  type AdminKeys,
  type AdminReads,
  type Backups,
  type HealthDeps,
  type Notifications,
  type SiteInfoService,
} from '../domain/operator/index.ts';
import {
  createAdminMetrics,
  createLiquidityWarning,
  createPainelExports,
  type AdminMetrics,
  type PainelExports,
} from '../domain/painel/index.ts';
import {
  createClaimLinks,
  createLightningAddressPayouts,
  createLightningClaims,
  createPayoutSender,
  createPrizeDeliveries,
  createPayoutSettings,
  createPayouts,
  payoutLabels,
  type ClaimLinks,
  type LightningClaims,
  type PayoutLabels,
  type PrizeDeliveries,
  type PayoutSender,
  type PayoutSettingsService,
  type Payouts,
} from '../domain/payouts/index.ts';
import type {
  AddressValidator,
  Chain,
  ChallengeSigner,
  Clock,
  Lightning,
  LightningAddressResolver,
  NotificationPushers,
  PasswordHasher,
  SecretGenerator,
  TicketLists,
  TokenSigner,
} from '../domain/ports/index.ts';
import {
  createLightningReadiness,
  createPurchases,
  type Purchases,
} from '../domain/purchases/index.ts';
import {
  createPrizeWarning,
  createRaffleCancellation,
  createRaffleNumbers,
  createRafflePhotos,
  createRaffles,
  type RaffleNumbers,
  type RafflePhotos,
  type Raffles,
} from '../domain/raffles/index.ts';
import { createJobs, type JobDeps, type Jobs } from './jobs.ts';
import { chainWrappers, type WrapPorts } from './wrappers.ts';

/** Every service the HTTP layer reaches, by feature (docs/architecture.md). */
export interface Services {
  // accounts
  accounts: Accounts;
  recovery: AccountRecovery;
  myData: MyData;
  proofOfWork: ProofOfWork;
  // raffles
  raffles: Raffles;
  raffleNumbers: RaffleNumbers;
  photos: RafflePhotos;
  // purchases
  purchases: Purchases;
  // draws
  draws: DrawProofs;
  anchorReads: AnchorReads;
  winners: Winners;
  // payouts
  payouts: Payouts;
  payoutSettings: PayoutSettingsService;
  lightningClaims: LightningClaims;
  /** Physical prizes and claim links (docs/protocols/prize-delivery.md). */
  deliveries: PrizeDeliveries;
  claimLinks: ClaimLinks;
  labels: PayoutLabels;
  // painel
  painel: { metrics: AdminMetrics; exports: PainelExports };
  // operator
  adminReads: AdminReads;
  adminKeys: AdminKeys;
  siteInfo: SiteInfoService;
  notifications: Notifications;
  backups: Backups;
  health: () => Promise<Health>;
  /** Buying and claiming from any wallet (docs/protocols/lnurl.md). */
  wallet: WalletServices;
}

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
  /** Signs the proof-of-work challenges (docs/protocols/limits.md). */
  challenges: ChallengeSigner;
  /** Per-account password slowing and the proof-of-work curve; production by default. */
  authLimits?: AuthLimits;
  /** DRAW_CONFIRMATIONS, shown in the proof of a raffle still open. */
  drawConfirmations: number;
  /** Reads and hashes ticket lists off the event loop (ticket-lists.ts); default: in steps. */
  ticketLists?: TicketLists;
  /** Where the services and jobs log, by job. */
  log: (job: 'settlement' | 'draws' | 'payouts' | 'receipts' | 'notifications') => DomainLog;
  /** PAYOUT_MODE: the payout mode until the admin saves one in Configurações. */
  payoutMode: 'auto' | 'manual';
  /** This installation's id in LND's wallet labels (domain/operator/install-id.ts). */
  installId: string;
  /** EXPLORER_URL: the explorer the pages link to until the operator saves one. */
  explorerUrl?: string;
  /** DATA_DIR: prize photos and backups live under it. */
  dataDir: string;
  /** What /api/health reports besides the node's answers. */
  health: Pick<HealthDeps, 'mode' | 'network' | 'version' | 'cacheMs' | 'lndPermissions'>;
  /** The notification push channels (default: the real ntfy and Nostr senders). */
  pushers?: NotificationPushers;
  /** Restarts the app in-process after a restore (app-supervisor.ts); absent: refused. */
  restart?: () => void;
  /** Wrapped ports (fault hooks, benchmarks); default: none. */
  wrap?: WrapPorts;
  /** The jobs' timers and proof version 2's anchor (jobs.ts). */
  jobs: Pick<JobDeps, 'intervals' | 'anchor'>;
  /** Winners' Lightning Addresses (docs/protocols/lnurl.md#lightning-address-payouts); absent: none paid. */
  lightningAddresses?: LightningAddressResolver;
  /** TOR_PROXY is set: Configurações says the request goes through Tor. */
  torProxy?: boolean;
}

export interface Domain {
  services: Services;
  /** The jobs, not started (compose.ts starts them with the daily backups). */
  jobs: Jobs;
  /** The process's one payout sender (the payout job's); tests drive it directly. */
  payoutSender: PayoutSender;
}

export function createServices(deps: ServiceDeps): Domain {
  const { store, lightning, chain, clock, passwords, tokens, addresses, secrets } = deps;
  const wrap = deps.wrap ?? chainWrappers();
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
  // One sender per process: it serialises every send (docs/protocols/draw.md, exactly once).
  const payoutSender = createPayoutSender({
    payouts: store.payouts,
    lightning,
    clock,
    log: deps.log('payouts'),
  });
  const payoutSettings = createPayoutSettings({
    settings: store.settings,
    defaultMode: deps.payoutMode,
    torProxy: deps.torProxy === true,
  });
  const labels = payoutLabels(deps.installId);
  const lightningClaims = createLightningClaims({
    payouts: store.payouts,
    lightning,
    sender: payoutSender,
    settings: payoutSettings,
    labels,
    clock,
  });
  const addressPayouts =
    deps.lightningAddresses &&
    createLightningAddressPayouts({
      addressPayouts: store.addressPayouts,
      payouts: store.payouts,
      resolver: deps.lightningAddresses,
      claims: lightningClaims,
      settings: payoutSettings,
      clock,
      log: deps.log('payouts'),
    });
  const anchorReads = createAnchorReads({ anchors: store.anchors, raffles: store.raffles });
  const painel = guardStorage(createPainelRepository(store.db));
  const photoFiles = createPhotoFiles(deps.dataDir);
  const photoProcessor = createSharpPhotoProcessor();
  const purchases = createPurchases({
    raffles: store.raffles,
    purchases: wrap.purchases(store.purchases),
    lightning,
    clock,
    readiness: createLightningReadiness({ lightning, clock }),
  });
  const payouts = createPayouts({
    payouts: store.payouts,
    raffles: store.raffles,
    sender: payoutSender,
    clock,
    labels,
    settings: payoutSettings,
  });
  const services: Services = {
    accounts,
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
    raffleNumbers: createRaffleNumbers({ raffles: store.raffles, numbers: store.numbers }),
    photos: createRafflePhotos({
      raffles: store.raffles,
      photos: store.photos,
      files: photoFiles,
      processor: photoProcessor,
      clock,
      newFileKey: () => randomHex(16),
    }),
    purchases,
    draws: createDrawProofs({
      ...(deps.ticketLists ? { ticketLists: deps.ticketLists } : {}),
      raffles: store.raffles,
      draws: store.draws,
      payouts: store.payouts,
      clock,
      network: addresses.network,
      drawConfirmations: deps.drawConfirmations,
      chain,
      anchors: store.anchors,
    }),
    anchorReads,
    winners: createWinners({ winners: store.winners }),
    payouts,
    payoutSettings,
    lightningClaims,
    deliveries: createPrizeDeliveries({ deliveries: store.deliveries, clock }),
    claimLinks: createClaimLinks({
      links: store.claimLinks,
      payouts: store.payouts,
      claims: lightningClaims,
      secrets,
      clock,
    }),
    labels,
    painel: {
      metrics: createAdminMetrics({ painel, lightning, clock }),
      exports: createPainelExports({
        painel,
        publicTicketPage: (raffleId, after, limit) =>
          store.draws.ticketPage(raffleId, after, limit),
      }),
    },
    adminReads: createAdminReads({ users: store.users, stats: store.stats }),
    adminKeys: createAdminKeys({ apiKeys: store.apiKeys, secrets, clock }),
    siteInfo: createSiteInfo({
      settings: store.settings,
      ...(deps.explorerUrl ? { explorerUrl: deps.explorerUrl } : {}),
    }),
    notifications: createNotifications({
      notifications: store.notifications,
      settings: store.settings,
      lightning,
      clock,
      log: deps.log('notifications'),
      pushers: deps.pushers ?? realPushers,
    }),
    backups: createBackups({
      files: wrap.backupFiles(createBackupFiles(store.db, deps.dataDir, clock)),
      confirmPassword: accounts.confirmPassword,
      ...(deps.restart ? { restart: deps.restart } : {}),
    }),
    health: createHealthProbe({
      ...deps.health,
      lightning,
      chain,
      anchorsAwaitingBalance: anchorReads.awaitingBalance,
    }),
    wallet: createWalletServices({
      store,
      photoFiles,
      photoProcessor,
      purchases,
      payouts,
      claims: lightningClaims,
      lightning,
      clock,
    }),
  };
  const jobs = createJobs(
    {
      settlement: wrap.settlement(store.settlement),
      settings: store.settings,
      draws: wrap.draws(store.draws),
      receipts: wrap.receipts(store.receipts),
      lightning,
      chain,
      clock,
      log: deps.log,
      confirmations: deps.drawConfirmations,
      ...(deps.ticketLists ? { ticketLists: deps.ticketLists } : {}),
      ...deps.jobs,
    },
    { payoutSender, payoutSettings, labels, ...(addressPayouts ? { addressPayouts } : {}) },
  );
  return { services, jobs, payoutSender };
}
