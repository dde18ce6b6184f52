// The SQLite adapter: one object holding every repository over one connection. Every
// repository's storage failures reach the domain as DomainError('unavailable').
import { createAccountDataRepository } from './account-data-repository.ts';
import { createAnchorRepository } from './anchor-repository.ts';
import { createApiKeyRepository, createStatsRepository } from './admin-repository.ts';
import { openDatabase, type Db, type OpenOptions } from './database.ts';
import { databaseVersion } from './database-version.ts';
import { migrations } from './migrations.ts';
import { createDrawRepository } from './draw-repository.ts';
import { createPayoutRepository, createRefundRepository } from './payout-repository.ts';
import { numberBook } from './number-book.ts';
import { createPurchaseRepository } from './purchase-repository.ts';
import { createSettlementRepository } from './settlement-repository.ts';
import { createSettingsRepository } from './settings-repository.ts';
import { createRaffleRepository } from './raffle-repository.ts';
import { createRafflePhotoRepository } from './raffle-photos.ts';
import { createReceiptRepository } from './receipt-repository.ts';
import { createUserRepository } from './user-repository.ts';
import { createNotificationRepository } from './notification-repository.ts';
import { createWinnersRepository } from './winners-repository.ts';
import { guardStorage } from './storage-errors.ts';

export function createStore(file: string, options: OpenOptions = {}) {
  const db: Db = openDatabase(file, migrations, options);
  return {
    db,
    users: guardStorage(createUserRepository(db)),
    accountData: guardStorage(createAccountDataRepository(db)),
    raffles: guardStorage(createRaffleRepository(db)),
    photos: guardStorage(createRafflePhotoRepository(db)),
    purchases: guardStorage(createPurchaseRepository(db)),
    numbers: guardStorage({ bitmaps: numberBook(db).bitmaps }),
    apiKeys: guardStorage(createApiKeyRepository(db)),
    stats: guardStorage(createStatsRepository(db)),
    settings: guardStorage(createSettingsRepository(db)),
    settlement: guardStorage(createSettlementRepository(db)),
    draws: guardStorage(createDrawRepository(db)),
    anchors: guardStorage(createAnchorRepository(db)),
    payouts: guardStorage(createPayoutRepository(db)),
    refunds: guardStorage(createRefundRepository(db)),
    winners: guardStorage(createWinnersRepository(db)),
    receipts: guardStorage(createReceiptRepository(db)),
    notifications: guardStorage(createNotificationRepository(db)),
    /** Changes whenever the database does (cache keys, e.g. the public raffle list). */
    version: databaseVersion(db),
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof createStore>;
