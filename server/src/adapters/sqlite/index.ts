// The SQLite adapter: one object holding every repository over one connection. Every
// repository's storage failures reach the domain as DomainError('unavailable').
import { createAccountDataRepository } from './accounts/account-data-repository.ts';
import { createAnchorRepository } from './draws/anchor-repository.ts';
import { createApiKeyRepository, createStatsRepository } from './operator/admin-repository.ts';
import { openDatabase, type Db, type OpenOptions } from './database.ts';
import { databaseVersion } from './database-version.ts';
import { migrations } from './migrations/index.ts';
import { createDrawRepository } from './draws/draw-repository.ts';
import { createPayoutRepository, createRefundRepository } from './payouts/payout-repository.ts';
import { createLightningAddressPayoutRepository } from './payouts/lightning-address-repository.ts';
import {
  createClaimLinkRepository,
  createDeliveryRepository,
} from './payouts/delivery-repository.ts';
import { numberBook } from './purchases/number-book.ts';
import { createPurchaseRepository } from './purchases/purchase-repository.ts';
import { createSettlementRepository } from './purchases/settlement-repository.ts';
import { createSettingsRepository } from './operator/settings-repository.ts';
import { createRaffleRepository } from './raffles/raffle-repository.ts';
import { createRafflePhotoRepository } from './raffles/raffle-photos.ts';
import { createReceiptRepository } from './purchases/receipt-repository.ts';
import { createUserRepository } from './accounts/user-repository.ts';
import { createNotificationRepository } from './operator/notification-repository.ts';
import { createWinnersRepository } from './draws/winners-repository.ts';
import { guardStorage } from './storage-errors.ts';
import { createWalletRepository } from './wallet/wallet-repository.ts';

export function createStore(file: string, options: OpenOptions = {}) {
  const db: Db = openDatabase(file, migrations, options);
  return {
    db,
    users: guardStorage(createUserRepository(db)),
    accountData: guardStorage(createAccountDataRepository(db)),
    raffles: guardStorage(createRaffleRepository(db)),
    photos: guardStorage(createRafflePhotoRepository(db)),
    purchases: guardStorage(createPurchaseRepository(db)),
    wallet: guardStorage(createWalletRepository(db)),
    numbers: guardStorage(
      (({ soldPage, holders, heldPage }) => ({ soldPage, holders, heldPage }))(numberBook(db)),
    ),
    apiKeys: guardStorage(createApiKeyRepository(db)),
    stats: guardStorage(createStatsRepository(db)),
    settings: guardStorage(createSettingsRepository(db)),
    settlement: guardStorage(createSettlementRepository(db)),
    draws: guardStorage(createDrawRepository(db)),
    anchors: guardStorage(createAnchorRepository(db)),
    payouts: guardStorage(createPayoutRepository(db)),
    refunds: guardStorage(createRefundRepository(db)),
    /** docs/protocols/lnurl.md#lightning-address-payouts: prizes paid to the winner's address. */
    addressPayouts: guardStorage(createLightningAddressPayoutRepository(db)),
    deliveries: guardStorage(createDeliveryRepository(db)),
    claimLinks: guardStorage(createClaimLinkRepository(db)),
    winners: guardStorage(createWinnersRepository(db)),
    receipts: guardStorage(createReceiptRepository(db)),
    notifications: guardStorage(createNotificationRepository(db)),
    /** Changes whenever the database does (cache keys, e.g. the public raffle list). */
    version: databaseVersion(db),
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof createStore>;
