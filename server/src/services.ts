// Builds the domain services from their ports. main.ts passes the real adapters; tests
// pass the same adapters over a temp DATA_DIR and the devnode (or a node fake).
import { createAccounts } from './domain/accounts.ts';
import { createAdminKeys } from './domain/admin-keys.ts';
import type { Lightning } from './domain/lightning-port.ts';
import type { AddressValidator, Clock, PasswordHasher, SecretGenerator, TokenSigner } from './domain/ports.ts';
import { createPurchases } from './domain/purchases.ts';
import { createRaffles } from './domain/raffles.ts';
import type { Store } from './adapters/sqlite/index.ts';

export interface ServiceDeps {
  store: Store;
  lightning: Lightning;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: TokenSigner;
  addresses: AddressValidator;
  secrets: SecretGenerator;
}

export function createServices(deps: ServiceDeps) {
  const { store, lightning, clock, passwords, tokens, addresses, secrets } = deps;
  const accounts = createAccounts({ users: store.users, passwords, tokens, addresses, clock });
  return {
    store,
    accounts,
    raffles: createRaffles({ raffles: store.raffles, addresses, clock, confirmPassword: accounts.confirmPassword }),
    purchases: createPurchases({ raffles: store.raffles, purchases: store.purchases, lightning, clock }),
    adminKeys: createAdminKeys({ apiKeys: store.apiKeys, secrets, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
