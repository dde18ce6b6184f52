import type { PayoutMethod, PayoutStatus, RefundReason } from '@rifa/shared';
import { labelKeys, type MessageKey } from '../../i18n/pt-BR.ts';
import type { BadgeVariant } from '../ui/badge.tsx';

// Payout and refund texts (docs/protocols/draw.md, the PayoutStatus comment in
// shared/src/payout-types.ts), shared by the draw proof, the dashboard and Gerenciar.
// `null` is a payout not recorded yet (a win before its payout row, an unpaid refund).
// A Lightning payout reads differently where the words of an on-chain send would mislead
// ('Pago via Lightning' rather than 'Enviado', no txid, the node rather than the wallet).

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
  'awaiting_invoice',
] as const;

const LABEL: Record<PayoutStatus | 'none', MessageKey> = labelKeys('payout.status', STATES);

const HINT: Record<PayoutStatus | 'none', MessageKey> = labelKeys('payout.hint', STATES);

const LIGHTNING_LABEL: Partial<Record<PayoutStatus, MessageKey>> = labelKeys(
  'payout.status.lightning',
  ['sent'],
);

const LIGHTNING_HINT: Partial<Record<PayoutStatus, MessageKey>> = labelKeys(
  'payout.hint.lightning',
  ['pending', 'sending', 'sent', 'unknown', 'failed'],
);

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
  awaiting_invoice: 'warning',
};

/** The Lightning wording of a state, where it differs from the on-chain one. */
function lightningKey(
  table: Partial<Record<PayoutStatus, MessageKey>>,
  status: PayoutState,
  method: PayoutMethod | null | undefined,
): MessageKey | undefined {
  return method === 'lightning' && status !== null ? table[status] : undefined;
}

export const payoutLabel = (status: PayoutState, method?: PayoutMethod | null): MessageKey =>
  lightningKey(LIGHTNING_LABEL, status, method) ?? LABEL[key(status)];
export const payoutHint = (status: PayoutState, method?: PayoutMethod | null): MessageKey =>
  lightningKey(LIGHTNING_HINT, status, method) ?? HINT[key(status)];
export const payoutBadge = (status: PayoutState): BadgeVariant => BADGE[key(status)];

/** Paid for good: nothing left to do. */
export const isSettled = (status: PayoutState): boolean => status === 'sent' || status === 'manual';

/**
 * What the server lets the admin do (server/src/domain/payouts/payouts.ts): confirm anything not
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
