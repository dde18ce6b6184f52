// Builds the domain services from their ports. main.ts passes the real adapters; tests
// pass the same adapters over a temp DATA_DIR and the devnode (or a node fake).
import { createAccounts } from './domain/accounts.ts';
import { createAdminKeys } from './domain/admin-keys.ts';
import { createAdminReads } from './domain/admin-reads.ts';
import type { Chain } from './domain/ports/index.ts';
import { createDrawProofs } from './domain/draw-proofs.ts';
import type { Lightning } from './domain/ports/index.ts';
import { createPayoutSender } from './domain/payout-sender.ts';
import { createPayouts } from './domain/payouts.ts';
import type {
  AddressValidator,
  Clock,
  PasswordHasher,
  SecretGenerator,
  TokenSigner,
} from './domain/ports/index.ts';
import { createPrizeWarning } from './domain/prize-warning.ts';
import { createPurchases } from './domain/purchases.ts';
import { createRaffles } from './domain/raffles.ts';
import type { WatcherLog } from './domain/settlement-watcher.ts';
import type { Store } from './adapters/sqlite/index.ts';

export interface ServiceDeps {
  store: Store;
  lightning: Lightning;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: TokenSigner;
  addresses: AddressValidator;
  secrets: SecretGenerator;
  /**
   * bitcoind: the prize-size warning at creation and the proof's confirmations. server.ts
   * always passes it; without it (benchmarks) neither is available.
   */
  chain?: Chain;
  /** DRAW_CONFIRMATIONS (default 6), shown in the proof of a raffle still open. */
  drawConfirmations?: number;
  /** Where payouts log their sends (default: nowhere). */
  log?: WatcherLog;
}

const silent: WatcherLog = { info: () => {}, warn: () => {}, error: () => {} };

export function createServices(deps: ServiceDeps) {
  const { store, lightning, clock, passwords, tokens, addresses, secrets, chain } = deps;
  const accounts = createAccounts({ users: store.users, passwords, tokens, addresses, clock });
  // One sender per process: it serialises every on-chain send (DESIGN.md §8, exactly once).
  const sender = createPayoutSender({
    payouts: store.payouts,
    lightning,
    clock,
    log: deps.log ?? silent,
  });
  return {
    accounts,
    raffles: createRaffles({
      raffles: store.raffles,
      refunds: store.refunds,
      addresses,
      clock,
      confirmPassword: accounts.confirmPassword,
      ...(chain ? { prizeWarning: createPrizeWarning({ chain, network: addresses.network }) } : {}),
    }),
    purchases: createPurchases({
      raffles: store.raffles,
      purchases: store.purchases,
      lightning,
      clock,
    }),
    adminReads: createAdminReads({ users: store.users, stats: store.stats }),
    adminKeys: createAdminKeys({ apiKeys: store.apiKeys, secrets, clock }),
    draws: createDrawProofs({
      raffles: store.raffles,
      draws: store.draws,
      payouts: store.payouts,
      clock,
      network: addresses.network,
      drawConfirmations: deps.drawConfirmations ?? 6,
      ...(chain ? { chain } : {}),
    }),
    sender,
    payouts: createPayouts({ payouts: store.payouts, raffles: store.raffles, sender, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
