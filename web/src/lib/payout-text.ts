import type { PayoutStatus, RefundReason } from '@rifa/shared';
import type { BadgeVariant } from '../components/ui/badge.tsx';
import type { MessageKey } from '../i18n/pt-BR.ts';

// Payout and refund texts (DESIGN.md §8, the PayoutStatus comment in
// shared/src/payout-types.ts), shared by the draw proof, the dashboard and Gerenciar.
// `null` is a payout not recorded yet (a win before its payout row, an unpaid refund).

export type PayoutState = PayoutStatus | null;

const key = (status: PayoutState): PayoutStatus | 'none' => status ?? 'none';

const LABEL: Record<PayoutStatus | 'none', MessageKey> = {
  none: 'payout.status.none',
  pending: 'payout.status.pending',
  awaiting_balance: 'payout.status.awaiting_balance',
  sending: 'payout.status.sending',
  sent: 'payout.status.sent',
  unknown: 'payout.status.unknown',
  failed: 'payout.status.failed',
  awaiting_admin: 'payout.status.awaiting_admin',
  manual: 'payout.status.manual',
};

const HINT: Record<PayoutStatus | 'none', MessageKey> = {
  none: 'payout.hint.none',
  pending: 'payout.hint.pending',
  awaiting_balance: 'payout.hint.awaiting_balance',
  sending: 'payout.hint.sending',
  sent: 'payout.hint.sent',
  unknown: 'payout.hint.unknown',
  failed: 'payout.hint.failed',
  awaiting_admin: 'payout.hint.awaiting_admin',
  manual: 'payout.hint.manual',
};

const BADGE: Record<PayoutStatus | 'none', BadgeVariant> = {
  none: 'secondary',
  pending: 'secondary',
  awaiting_balance: 'warning',
  sending: 'secondary',
  sent: 'success',
  unknown: 'destructive',
  failed: 'destructive',
  awaiting_admin: 'warning',
  manual: 'success',
};

export const payoutLabel = (status: PayoutState): MessageKey => LABEL[key(status)];
export const payoutHint = (status: PayoutState): MessageKey => HINT[key(status)];
export const payoutBadge = (status: PayoutState): BadgeVariant => BADGE[key(status)];

/** Paid for good: nothing left to do. */
export const isSettled = (status: PayoutState): boolean => status === 'sent' || status === 'manual';

/**
 * What the server lets the admin do (server/src/domain/payouts.ts): confirm anything not
 * in flight and not paid; send again what is waiting or failed. A 'pending' payout is the
 * job's to send, so the UI offers no action on it.
 */
export const canConfirm = (status: PayoutStatus): boolean =>
  status === 'awaiting_admin' ||
  status === 'awaiting_balance' ||
  status === 'unknown' ||
  status === 'failed';
export const canRetry = canConfirm;

export const REFUND_REASON_LABEL: Record<RefundReason, MessageKey> = {
  late_payment: 'refund.reason.late_payment',
  no_tickets_left: 'refund.reason.no_tickets_left',
  cancelled: 'refund.reason.cancelled',
};
