import { formatDateTime, formatNumber, formatSats, type Raffle, type Purchase } from '@rifa/shared';
import { Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { HashText } from '../../components/hash-text.tsx';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { useIsDemo, useSiteInfo } from '../site/index.ts';
import { receiptNumbers } from './receipt-numbers.ts';

/**
 * The receipt (comprovante) of a paid purchase (docs/decisions/0014-numbers-prizes-packages.md): what was bought, for how much,
 * when, and the payment hash that ties the numbers to the payment in the public ticket list
 * and the draw proof. Laid out to print alone on one page (the `print:` variants).
 */
export function ReceiptDocument({
  transaction: tx,
  raffle,
  titleAs: Title = 'h1',
}: {
  transaction: Purchase;
  /** For the raffle's contact; null when it could not be read. */
  raffle: Raffle | null;
  /** h2 on a page that has its own h1 (the wallet buyer's ticket page). */
  titleAs?: 'h1' | 'h2';
}) {
  const numbers = receiptNumbers(tx);
  // Who answers for the raffle: its own contact, else the organiser's of the whole site.
  const site = useSiteInfo();
  const contact = raffle?.contact || site.info?.organiser_contact;
  const demo = useIsDemo();
  return (
    <article
      aria-labelledby="receipt-title"
      data-testid="receipt"
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:gap-4 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <p className="flex items-center gap-2 text-base font-bold text-slate-900 sm:text-lg">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand text-white print:border print:border-slate-900 print:bg-white print:text-slate-900">
            <Zap className="size-5" aria-hidden="true" />
          </span>
          {t('receipt.issuer', { app: t('app.name') })}
        </p>
        <p className="text-sm text-slate-600">
          {t('receipt.purchaseId')}{' '}
          <span className="font-mono font-semibold text-slate-900" data-testid="receipt-id">
            {tx.id}
          </span>
        </p>
      </div>

      <Title id="receipt-title" className="text-2xl font-bold">
        {t('receipt.title')}
      </Title>
      {demo && (
        // The page's demo banner is not printed: the printed receipt says so itself.
        <p
          className="rounded-md border-2 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-950 print:border-slate-900 print:bg-white print:text-slate-900"
          data-testid="receipt-demo"
        >
          <strong>{t('demo.banner')}</strong> · {t('demo.bannerDetail')}
        </p>
      )}

      <dl className="grid gap-4 sm:grid-cols-2">
        <Line label={t('receipt.raffle')} wide>
          <RaffleLink id={tx.raffle_id} className="break-words font-semibold">
            {tx.raffle_name}
          </RaffleLink>
        </Line>
        <Line label={t('receipt.numbers')} wide>
          <ul className="flex flex-wrap gap-1.5" data-testid="receipt-numbers">
            {numbers.map((number) => (
              <li
                key={number}
                className="rounded-md border border-orange-200 bg-orange-50 px-2 py-0.5 font-mono text-sm font-semibold text-orange-900 print:border-slate-400 print:bg-white print:text-slate-900"
              >
                {number}
              </li>
            ))}
          </ul>
        </Line>
        <Line label={t('receipt.quantity')}>{formatNumber(tx.tickets_count)}</Line>
        <Line label={t('receipt.amount')}>
          <span className="font-semibold" data-testid="receipt-amount">
            {formatSats(tx.amount)}
          </span>
        </Line>
        {tx.paid_at && (
          <Line label={t('receipt.paidAt')} wide>
            <span data-testid="receipt-paid-at">
              {t('receipt.dateInBrasilia', { date: formatDateTime(tx.paid_at) })}
            </span>
          </Line>
        )}
        <Line label={t('receipt.paymentHash')} wide>
          <HashText data-testid="receipt-payment-hash" className="print:bg-white print:px-0">
            {tx.payment_hash}
          </HashText>
        </Line>
        {contact && (
          <Line label={t('receipt.organiser')} wide>
            <span className="whitespace-pre-line break-words">{contact}</span>
          </Line>
        )}
      </dl>

      <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
        <strong className="text-slate-900">{t('receipt.keepIt')}</strong> {t('receipt.hashHint')}
      </p>
    </article>
  );
}

/** One labelled line of the receipt; `wide` takes the whole row from sm up. */
function Line({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'grid min-w-0 gap-1 sm:col-span-2' : 'grid min-w-0 gap-1'}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}
