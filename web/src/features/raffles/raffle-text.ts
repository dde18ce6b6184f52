import { daysLeft, type Raffle, type RaffleStatus, type PurchaseStatus } from '@rifa/shared';
import type { BadgeVariant } from '../../components/ui/badge.tsx';
import { labelKeys, t, type MessageKey } from '../../i18n/pt-BR.ts';
import { formatClock } from '../../lib/countdown.ts';
import { hasEnded, type CardButtonState } from './raffle-filters.ts';

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
  'reserved',
]);

export const TX_STATUS_LABEL: Record<PurchaseStatus, MessageKey> = labelKeys('tx.status', [
  'pending',
  'paid',
  'expired',
  'refund_owed',
]);

export const TX_STATUS_BADGE: Record<PurchaseStatus, BadgeVariant> = {
  pending: 'warning',
  paid: 'success',
  expired: 'secondary',
  refund_owed: 'destructive',
};

const DAY_MS = 86_400_000;

/**
 * Time left: whole days rounded up (spec §9) while at least a day is left, then hh:mm:ss
 * (docs/decisions/0014-numbers-prizes-packages.md: not '1 dia' four minutes before the end), 'Finalizada' once not buyable by time.
 */
export function timeLeftLabel(raffle: Raffle, now: Date): string {
  const ms = new Date(raffle.end_date).getTime() - now.getTime();
  if (raffle.status !== 'active' || ms <= 0) return t('raffle.finished');
  if (ms < DAY_MS) return formatClock(ms);
  const days = daysLeft(raffle.end_date, now);
  return days === 1 ? t('raffle.daysLeftOne') : t('raffle.daysLeftOther', { n: days });
}

/**
 * The status badge. docs/decisions/0014-numbers-prizes-packages.md: an 'active' raffle whose sales closed waits for its draw
 * block; it says so rather than 'Ativa' under Finalizadas.
 */
export function raffleBadge(raffle: Raffle, now: Date): { label: string; variant: BadgeVariant } {
  if (raffle.status === 'active' && hasEnded(raffle, now))
    return { label: t('raffle.status.awaitingDraw'), variant: 'warning' };
  return { label: t(STATUS_LABEL[raffle.status]), variant: STATUS_BADGE[raffle.status] };
}
