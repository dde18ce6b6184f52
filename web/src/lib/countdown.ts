import { INVOICE_VALIDITY_MS } from '@rifa/shared';
import { t } from '../i18n/pt-BR.ts';

/** Milliseconds left until `expiresAt`, never negative. */
export function msUntil(expiresAt: string | Date, now: Date): number {
  return Math.max(0, new Date(expiresAt).getTime() - now.getTime());
}

/** 899_000 → '14:59'; counts whole seconds down, so 0.4 s left shows '00:01'. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** 240_000 → '00:04:00': the time left of a raffle under a day (docs/decisions/0014-numbers-prizes-packages.md), whole seconds up. */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * The minutes an invoice is valid for, from its own times: 15 (spec §9) unless the raffle
 * ends sooner and the server shortened it (docs/decisions/0014-numbers-prizes-packages.md: say the real validity), at least 1.
 */
export function validityMinutes(tx: { created_at: string; expires_at: string }): number {
  const ms = new Date(tx.expires_at).getTime() - new Date(tx.created_at).getTime();
  return Math.max(1, Math.round(ms / 60_000));
}

/** docs/decisions/0014-numbers-prizes-packages.md: the invoice's real validity, shorter than 15 minutes when the sales end sooner. */
export function validityLabel(tx: { created_at: string; expires_at: string }): string {
  const n = validityMinutes(tx);
  if (n < INVOICE_VALIDITY_MS / 60_000) return t('payment.validityShort', { n });
  return n === 1 ? t('payment.validityOne') : t('payment.validity', { n });
}
