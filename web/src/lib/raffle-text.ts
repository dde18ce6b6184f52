import { daysLeft, type Raffle, type RaffleStatus, type TransactionStatus } from '@rifa/shared';
import type { BadgeVariant } from '../components/ui/badge.tsx';
import { t, type MessageKey } from '../i18n/pt-BR.ts';
import { cardButtonState, type CardButtonState } from './raffle-filters.ts';

// Raffle and transaction texts shared by the card, the detail page, the dashboard and admin.

export const STATUS_LABEL: Record<RaffleStatus, MessageKey> = {
  active: 'raffle.status.active',
  completed: 'raffle.status.completed',
  cancelled: 'raffle.status.cancelled',
};

export const STATUS_BADGE: Record<RaffleStatus, BadgeVariant> = {
  active: 'success',
  completed: 'secondary',
  cancelled: 'destructive',
};

export const BUTTON_LABEL: Record<CardButtonState, MessageKey> = {
  buy: 'raffle.button.buy',
  finished: 'raffle.button.finished',
  cancelled: 'raffle.button.cancelled',
  expired: 'raffle.button.expired',
  soldOut: 'raffle.button.soldOut',
};

export const TX_STATUS_LABEL: Record<TransactionStatus, MessageKey> = {
  pending: 'tx.status.pending',
  paid: 'tx.status.paid',
  expired: 'tx.status.expired',
  refund_owed: 'tx.status.refund_owed',
};

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
