import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { RetryButton } from '../../components/load-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { TicketPayouts } from './ticket-payouts.tsx';
import { TicketSave } from './ticket-save.tsx';
import { TicketResult, TicketSummary } from './ticket-summary.tsx';
import { useTicketPage } from './use-ticket-page.ts';

// The receipt page's chunk, loaded once the purchase is paid (see PaidPurchaseReceipt).
const PaidPurchaseReceipt = lazy(async () => ({
  default: (await import('../receipt/receipt-page.tsx')).PaidPurchaseReceipt,
}));

/**
 * /bilhete/:secret (docs/protocols/lnurl.md#success-actions): the page a wallet buyer reaches
 * from the payment's success action, without an account. Knowing the secret is the right to
 * see the purchase and receive its prize or refund, so the page links to nothing outside this
 * site (the server sends it with noindex and no referrer); it is read again every 10 s while
 * the payment is pending.
 */
export function TicketPageView() {
  const { secret = '' } = useParams();
  const state = useTicketPage(secret);
  const page = state.data;
  const notFound = state.error instanceof ApiError && state.error.status === 404;
  useDocumentTitle(
    page
      ? t('ticket.pageTitle', { name: page.purchase.raffle_name })
      : notFound
        ? t('ticket.notFound')
        : t('ticket.title'),
  );

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('ticket.title')}</h1>
        {page && <p className="text-slate-600">{t('ticket.keepLink')}</p>}
      </header>
      {page ? (
        <>
          <TicketSummary page={page} />
          <TicketResult page={page} />
          <TicketPayouts secret={secret} page={page} onSettled={state.reload} />
          <TicketSave secret={secret} saved={page.saved} onSaved={state.reload} />
          {page.purchase.status === 'paid' && (
            <Suspense fallback={<Spinner className="justify-self-center" />}>
              <PaidPurchaseReceipt transaction={page.purchase} />
            </Suspense>
          )}
        </>
      ) : state.loading ? (
        <Spinner className="justify-self-center" />
      ) : (
        <div role="alert">
          <EmptyState
            title={notFound ? t('ticket.notFound') : t('errors.ticket')}
            text={notFound ? t('ticket.notFoundText') : errorMessage(state.error, 'errors.ticket')}
          >
            {!notFound && <RetryButton onClick={state.reload} />}
          </EmptyState>
        </div>
      )}
    </div>
  );
}
