import { INVOICE_VALIDITY_MS, type Purchase } from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';

type InvoiceTimes = Pick<Purchase, 'created_at' | 'expires_at'>;

const MINUTE = 60_000;

/**
 * The invoice's whole validity, from its own times: 15 minutes (spec §9) unless the raffle
 * ends sooner and the server shortened it (docs/decisions/0014-numbers-prizes-packages.md).
 */
export function invoiceValidityMs(tx: InvoiceTimes): number {
  return Math.max(0, new Date(tx.expires_at).getTime() - new Date(tx.created_at).getTime());
}

/**
 * The badge beside 'Expira em': how long the invoice is still valid when the dialog opened,
 * from the expiry the server gave, never more than its whole validity (a browser clock behind
 * the server's cannot stretch it), at least 1 minute.
 */
export function validityBadge(tx: InvoiceTimes, openedAt: Date): string {
  const whole = Math.max(1, Math.round(invoiceValidityMs(tx) / MINUTE));
  const left = Math.round((new Date(tx.expires_at).getTime() - openedAt.getTime()) / MINUTE);
  const n = Math.min(whole, Math.max(1, left));
  if (whole < INVOICE_VALIDITY_MS / MINUTE) return t('payment.validityShort', { n });
  return n === 1 ? t('payment.validityOne') : t('payment.validity', { n });
}
