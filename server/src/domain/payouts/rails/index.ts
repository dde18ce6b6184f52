// Every payout rail the sender knows, by method.
import type { PayoutMethod } from '@rifa/shared';
import { createLightningRail } from './lightning-rail.ts';
import { createOnchainRail } from './onchain-rail.ts';
import type { PayoutRail, PayoutRailDeps } from './payout-rail.ts';

export type { PayoutRail, PayoutRailDeps } from './payout-rail.ts';
export { canonicalAddress, isThisPayout } from './onchain-rail.ts';

export function createPayoutRails(deps: PayoutRailDeps): Record<PayoutMethod, PayoutRail> {
  return { onchain: createOnchainRail(deps), lightning: createLightningRail(deps) };
}
