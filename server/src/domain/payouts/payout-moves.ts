// The one way the sender moves a payout between statuses (a conditional UPDATE: false when
// the row left `from` meanwhile), and how a failure is written into last_error.
import type { PayoutStatus } from '@rifa/shared';
import { LightningError } from '../ports/index.ts';
import type { PayoutChangeInput, PayoutRecord } from '../ports/index.ts';

export type MovePayout = (
  payout: PayoutRecord,
  from: readonly PayoutStatus[],
  to: PayoutStatus,
  change?: PayoutChangeInput,
) => boolean;

export const describeError = (error: unknown): string =>
  error instanceof LightningError
    ? `${error.kind}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);
