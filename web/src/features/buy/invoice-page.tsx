import { formatNumber, formatSats, pageDataKeys, ticketNumbers, type Purchase } from '@rifa/shared';
import { Zap } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { embeddedAnswer } from '../../api/embedded.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PlainForm, useFormState } from '../../components/plain-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
import { useNow } from '../../hooks/use-now.ts';
import { useEmbeddedResponse } from '../../hooks/use-page-data.tsx';
import { usePageRefresh } from '../../hooks/use-page-refresh.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { formatCountdown, msUntil } from '../../lib/countdown.ts';
import { useIsDemo } from '../site/index.ts';
import { buyApi } from './api.ts';
import { PaymentExpired, PaymentPaid, PaymentRefundOwed } from './payment-outcome.tsx';
import { InvoiceQrSvg } from './invoice-qr-svg.tsx';
import { usePurchaseStatus } from './use-purchase-status.ts';

/** docs/protocols/no-javascript.md: without JavaScript the pending page reloads itself this often. */
export const INVOICE_REFRESH_SECONDS = 10;

/**
 * /pagamento/:id (docs/protocols/no-javascript.md): a purchase's invoice as a page, its owner's
 * only. Pending: the QR drawn on the server, the BOLT11 text, the time left, 'Atualizar' and a
 * reload every 10 s without JavaScript (the SPA polls instead); then paid, expired or refunded.
 */
export function InvoicePage() {
  const { id = '' } = useParams();
  const loaded = useAsync(
    (signal) => buyApi.getPurchase(id, signal),
    id,
    embeddedAnswer<Purchase>(useEmbeddedResponse(pageDataKeys.purchase(id)), 'errors.transaction'),
  );
  const tx = usePurchaseStatus(loaded.data ?? null) ?? loaded.data;
  const now = useNow(1000);
  const demo = useIsDemo();
  const form = useFormState('simular');
  const remaining = tx ? msUntil(tx.expires_at, now) : 0;
  const pending = tx?.status === 'pending' && remaining > 0;
  const expired = tx?.status === 'expired' || (tx?.status === 'pending' && remaining === 0);
  usePageRefresh(pending ? INVOICE_REFRESH_SECONDS : undefined);
  const notFound = loaded.error instanceof ApiError && loaded.error.status === 404;
  useDocumentTitle(notFound ? t('invoice.notFound') : t('invoice.title'));
  const here = `/pagamento/${encodeURIComponent(id)}`;

  if (!tx) {
    if (loaded.loading)
      return (
        <div className="flex justify-center py-20">
          <Spinner />
        </div>
      );
    return (
      <EmptyState
        title={notFound ? t('invoice.notFound') : errorMessage(loaded.error, 'errors.transaction')}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-xl gap-4" data-testid="invoice-page">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Zap className="size-5 text-orange-500" aria-hidden="true" />
            {t('payment.title')}
          </CardTitle>
          <p className="text-sm text-slate-600">{t('payment.description')}</p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
            <dt className="text-slate-600">{t('payment.raffle')}</dt>
            <dd className="break-words text-right font-medium">
              <Link to={`/raffles/${tx.raffle_id}`} className="underline underline-offset-2">
                {tx.raffle_name}
              </Link>
            </dd>
            <dt className="text-slate-600">{t('payment.tickets')}</dt>
            <dd className="text-right font-medium">{formatNumber(tx.tickets_count)}</dd>
            {tx.numbers.length > 0 && (
              <>
                <dt className="text-slate-600">{t('payment.numbers')}</dt>
                <dd className="break-words text-right font-medium" data-testid="reserved-numbers">
                  {ticketNumbers(tx.numbers, tx.raffle_total_tickets)}
                </dd>
              </>
            )}
            <dt className="text-slate-600">{t('payment.total')}</dt>
            <dd className="text-right font-semibold text-orange-700">{formatSats(tx.amount)}</dd>
          </dl>

          {form?.error && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {form.error}
            </p>
          )}

          {pending && (
            <>
              <InvoiceQrSvg invoice={tx.payment_request} />
              <p className="text-center text-sm font-medium" data-testid="invoice-time-left">
                {t('invoice.timeLeft', { time: formatCountdown(remaining) })}
              </p>
              <div className="grid gap-1.5">
                <label htmlFor="invoice-text" className="text-sm font-medium">
                  {t('payment.invoiceLabel')}
                </label>
                <textarea
                  id="invoice-text"
                  readOnly
                  value={tx.payment_request}
                  rows={4}
                  className="resize-none break-all rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
                  data-testid="invoice-text"
                />
                <p className="text-xs text-slate-600">{t('payment.wallets')}</p>
              </div>
              <div className="text-sm text-slate-700">
                <p className="font-medium">{t('payment.instructionsTitle')}</p>
                <ol className="mt-1 list-decimal space-y-1 pl-5">
                  <li>{t('payment.instruction1')}</li>
                  <li>{t('payment.instruction2')}</li>
                  <li>{t('payment.instruction3')}</li>
                </ol>
              </div>
              <p role="status" className="text-center text-sm text-slate-600">
                {t('payment.waiting')} {t('invoice.autoRefresh')}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                {/* A plain reload: the same page, read again. */}
                <Button asChild variant="outline" className="flex-1">
                  <a href={here}>{t('invoice.refresh')}</a>
                </Button>
                {demo && (
                  <PlainForm action={`${here}/simular`} name="simular" className="flex flex-1">
                    <Button type="submit" variant="secondary" className="flex-1">
                      <Zap aria-hidden="true" />
                      {t('payment.simulate')}
                    </Button>
                  </PlainForm>
                )}
              </div>
            </>
          )}

          {tx.status === 'paid' && <PaymentPaid tx={tx} />}

          {expired && (
            <PaymentExpired
              buyAgain={
                <Button asChild>
                  <Link to={`/raffles/${tx.raffle_id}/comprar`}>{t('payment.buyAgain')}</Link>
                </Button>
              }
            />
          )}

          {tx.status === 'refund_owed' && <PaymentRefundOwed />}

          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <Link
              to={`/raffles/${tx.raffle_id}`}
              className="text-orange-700 underline underline-offset-2"
            >
              {t('invoice.backToRaffle')}
            </Link>
            <Link to="/dashboard" className="text-orange-700 underline underline-offset-2">
              {t('invoice.myTickets')}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
