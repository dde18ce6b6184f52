export * from './types.ts';
export * from './format.ts';
export * from './rules.ts';
export * from './names.ts';
export * from './nicknames.ts';
export * from './draw/index.ts';
export * from './prize-types.ts';
export * from './package-types.ts';
export * from './payout-types.ts';
export * from './delivery-types.ts';
export * from './anchor-types.ts';
export * from './page-data.ts';
export * from './pow.ts';
export * from './number-bitmap.ts';
export * from './ticket-number.ts';
export * from './plural.ts';
export * from './winners-types.ts';
// The receipt's type only: the signature check (@noble/secp256k1) is imported from
// '@rifa/shared/receipt' where it runs, so it never reaches the landing bundle.
export type { SignedReceipt, ReceiptFields } from './receipt/signed-receipt.ts';
export * from './painel-types.ts';
export * from './notification-types.ts';
export * from './backup-types.ts';
export * from './raffle-rules.ts';
export * from './site-settings.ts';
export * from './draw-estimate.ts';
export * from './wallet-types.ts';
export * from './lightning-address.ts';
