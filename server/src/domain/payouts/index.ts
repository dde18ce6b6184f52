// The payouts feature's public face: what other features, the HTTP layer and the composition use.
export { createLightningClaims } from './lightning-claims.ts';
export type { LightningClaims } from './lightning-claims.ts';
export {
  ADDRESS_RETRY_AFTER_MS,
  ADDRESS_TRIES,
  createLightningAddressPayouts,
  dueAttempt,
  prizeComment,
} from './lightning-address-payouts.ts';
export type { LightningAddressPayouts } from './lightning-address-payouts.ts';
export { createPayoutJob } from './payout-job.ts';
export type { PayoutJob } from './payout-job.ts';
export type { PayoutSender } from './payout-sender.ts';
export { payoutLabels } from './payout-labels.ts';
export type { PayoutLabels } from './payout-labels.ts';
export { describeError } from './payout-moves.ts';
export { createPayoutSender } from './payout-sender.ts';
export { createPayoutSettings } from './payout-settings.ts';
export type { PayoutPlan, PayoutSettingsService } from './payout-settings.ts';
export { createPayouts } from './payouts.ts';
export type { Payouts } from './payouts.ts';
export { createPrizeDeliveries } from './prize-deliveries.ts';
export type { PrizeDeliveries } from './prize-deliveries.ts';
export { createClaimLinks } from './claim-links.ts';
export type { ClaimLinks } from './claim-links.ts';
