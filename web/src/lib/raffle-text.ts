import { daysLeft, type Raffle, type RaffleStatus, type TransactionStatus } from '@rifa/shared';
import type { BadgeVariant } from '../components/ui/badge.tsx';
import { labelKeys, t, type MessageKey } from '../i18n/pt-BR.ts';
import { cardButtonState, type CardButtonState } from './raffle-filters.ts';

// Raffle and transaction texts shared by the card, the detail page, the dashboard and admin.

export const STATUS_LABEL: Record<RaffleStatus, MessageKey> = labelKeys('raffle.status', [
  'active',
  'completed',
  'cancelled',
]);

export const STATUS_BADGE: Record<RaffleStatus, BadgeVariant> = {
  active: 'success',
  completed: 'secondary',
  cancelled: 'destructive',
};

export const BUTTON_LABEL: Record<CardButtonState, MessageKey> = labelKeys('raffle.button', [
  'buy',
  'finished',
  'cancelled',
  'expired',
  'soldOut',
]);

export const TX_STATUS_LABEL: Record<TransactionStatus, MessageKey> = labelKeys('tx.status', [
  'pending',
  'paid',
  'expired',
  'refund_owed',
]);

export const TX_STATUS_BADGE: Record<TransactionStatus, BadgeVariant> = {
  pending: 'warning',
  paid: 'success',
  expired: 'secondary',
  refund_owed: 'destructive',
};

/** Time left in whole days rounded up (spec §9), or 'Finalizada' once not buyable by time. */
export function timeLeftLabel(raffle: Raffle, now: Date): string {
  const days = daysLeft(raffle.end_date, now);
  if (raffle.status !== 'active' || days === 0) return t('raffle.finished');
  return days === 1 ? t('raffle.daysLeftOne') : t('raffle.daysLeftOther', { n: days });
}

export function buttonLabel(raffle: Raffle, now: Date): string {
  return t(BUTTON_LABEL[cardButtonState(raffle, now)]);
}
