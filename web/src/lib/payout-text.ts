import type { PayoutStatus, RefundReason } from '@rifa/shared';
import type { BadgeVariant } from '../components/ui/badge.tsx';
import { labelKeys, type MessageKey } from '../i18n/pt-BR.ts';

// Payout and refund texts (DESIGN.md §8, the PayoutStatus comment in
// shared/src/payout-types.ts), shared by the draw proof, the dashboard and Gerenciar.
// `null` is a payout not recorded yet (a win before its payout row, an unpaid refund).

export type PayoutState = PayoutStatus | null;

const key = (status: PayoutState): PayoutStatus | 'none' => status ?? 'none';

const STATES = [
  'none',
  'pending',
  'awaiting_balance',
  'sending',
  'sent',
  'unknown',
  'failed',
  'awaiting_admin',
  'manual',
] as const;

const LABEL: Record<PayoutStatus | 'none', MessageKey> = labelKeys('payout.status', STATES);

const HINT: Record<PayoutStatus | 'none', MessageKey> = labelKeys('payout.hint', STATES);

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

export const REFUND_REASON_LABEL: Record<RefundReason, MessageKey> = labelKeys('refund.reason', [
  'late_payment',
  'no_tickets_left',
  'cancelled',
]);
