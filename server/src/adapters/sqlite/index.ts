// The SQLite adapter: one object holding every repository over one connection.
import { createApiKeyRepository, createStatsRepository } from './admin-repository.ts';
import { openDatabase, type Db, type OpenOptions } from './database.ts';
import { migrations } from './migrations.ts';
import { createDrawRepository } from './draw-repository.ts';
import { createPayoutRepository, createRefundRepository } from './payout-repository.ts';
import { createPurchaseRepository } from './purchase-repository.ts';
import { createSettlementRepository } from './settlement-repository.ts';
import { createSettingsRepository } from './settings-repository.ts';
import { createRaffleRepository } from './raffle-repository.ts';
import { createUserRepository } from './user-repository.ts';

export function createStore(file: string, options: OpenOptions = {}) {
  const db: Db = openDatabase(file, migrations, options);
  return {
    db,
    users: createUserRepository(db),
    raffles: createRaffleRepository(db),
    purchases: createPurchaseRepository(db),
    apiKeys: createApiKeyRepository(db),
    stats: createStatsRepository(db),
    settings: createSettingsRepository(db),
    settlement: createSettlementRepository(db),
    draws: createDrawRepository(db),
    payouts: createPayoutRepository(db),
    refunds: createRefundRepository(db),
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof createStore>;
