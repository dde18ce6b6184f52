// Every migration, in order. Applied at start, each inside one transaction (database.ts);
// README.md in this folder says how to add one. Amounts are integer sats; dates ISO 8601 UTC.
import { initialSchemaMigration } from './0001-initial-schema.ts';
import { lightningPayoutsMigration } from './0002-lightning-payouts.ts';
import { ticketNumbersMigration } from './0003-ticket-numbers.ts';
import { severalPrizesMigration } from './0004-prizes.ts';
import { accountRecoveryMigration } from './0005-nicknames-recovery-erasure.ts';
import { packagesMigration } from './0006-packages.ts';
import { photosMigration } from './0007-photos.ts';
import { raffleTextsMigration } from './0008-raffle-texts.ts';
import { anchorsMigration } from './0009-anchors.ts';
import { receiptsMigration } from './0010-receipts.ts';
import { notificationsMigration } from './0011-notifications.ts';
import { prizeDeliveryMigration } from './0012-prize-delivery.ts';
import { purchaseConsentMigration } from './0013-purchase-consent.ts';
import { walletBuyersMigration } from './0014-wallet-buyers.ts';
import { lightningAddressMigration } from './0015-lightning-address.ts';
import type { Migration } from './migration.ts';

export type { Migration } from './migration.ts';

export const migrations: Migration[] = [
  initialSchemaMigration,
  lightningPayoutsMigration,
  ticketNumbersMigration,
  severalPrizesMigration,
  accountRecoveryMigration,
  packagesMigration,
  photosMigration,
  raffleTextsMigration,
  anchorsMigration,
  receiptsMigration,
  notificationsMigration,
  prizeDeliveryMigration,
  purchaseConsentMigration,
  walletBuyersMigration,
  lightningAddressMigration,
];
