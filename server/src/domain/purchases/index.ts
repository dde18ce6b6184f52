// The purchases feature's public face: what other features, the HTTP layer and the composition use.
export { cancelOrCredit } from './cancel-or-credit.ts';
export { createLightningReadiness } from './lightning-readiness.ts';
export { createPurchases } from './purchases.ts';
export type { Purchases, WalletPurchaseInput } from './purchases.ts';
export { decideReservation, decideWalletReservation, onSale } from './reservation-rules.ts';
export { createReceiptJob } from './receipt-job.ts';
export type { ReceiptJob } from './receipt-job.ts';
export type { ReservationDecision, ReservationFacts } from './reservation-rules.ts';
export { decideSettlement } from './settlement-rules.ts';
export type { SettlementDecision, SettlementFacts } from './settlement-rules.ts';
export { createSettlementWatcher } from './settlement-watcher.ts';
export type { SettlementWatcher } from './settlement-watcher.ts';
export { lowestFreeNumbers } from './ticket-numbers.ts';
export type { NumberBook, NumberChoice } from './ticket-numbers.ts';
