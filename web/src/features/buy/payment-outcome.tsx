import { ticketNumbers, type Purchase } from '@rifa/shared';
import { CircleCheck, TimerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../i18n/pt-BR.ts';
import { ReceiptLink } from '../receipt/index.ts';

// How a payment ended, the same in the payment dialog and on the invoice page
// (docs/protocols/no-javascript.md): paid with its numbers, or expired with a way to buy again.

export function PaymentPaid({ tx }: { tx: Purchase }) {
  return (
    <div
      role="status"
      className="grid justify-items-center gap-2 rounded-lg bg-green-50 p-4 text-center text-green-900"
    >
      <CircleCheck className="size-10 text-green-600" aria-hidden="true" />
      <p className="text-lg font-semibold">{t('payment.confirmed')}</p>
      <p data-testid="paid-tickets">
        {t('payment.yourTickets', {
          numbers: ticketNumbers(tx.tickets, tx.raffle_total_tickets),
        })}
      </p>
      <ReceiptLink transactionId={tx.id} />
    </div>
  );
}

/** `buyAgain`: the dialog's button, or the invoice page's link to the buy page. */
export function PaymentExpired({ buyAgain }: { buyAgain: ReactNode }) {
  return (
    <div
      role="status"
      className="grid justify-items-center gap-2 rounded-lg bg-slate-100 p-4 text-center"
    >
      <TimerOff className="size-10 text-slate-500" aria-hidden="true" />
      <p className="text-lg font-semibold">{t('payment.expired')}</p>
      <p className="text-sm text-slate-600">{t('payment.expiredHint')}</p>
      {buyAgain}
    </div>
  );
}

/** Paid after the invoice had expired with the numbers given back: the sats are refunded. */
export function PaymentRefundOwed() {
  return (
    <div role="status" className="grid gap-1 rounded-lg bg-amber-50 p-4 text-center text-amber-950">
      <p className="font-semibold">{t('payment.refundOwed')}</p>
      <p className="text-sm">{t('payment.refundOwedHint')}</p>
    </div>
  );
}
