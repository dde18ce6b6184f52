import { pageDataKeys, type Raffle, type Purchase } from '@rifa/shared';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { embeddedAnswer } from '../../api/embedded.ts';
import { BackLink } from '../../components/back-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { RetryButton } from '../../components/load-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAsync, type Settled } from '../../hooks/use-async.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
import { useEmbeddedResponse, useHydrationData } from '../../hooks/use-page-data.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { useAuth } from '../auth/index.ts';
import { buyApi } from '../buy/index.ts';
import { rafflesApi } from '../raffles/index.ts';
import { ReceiptDocument } from './receipt-document.tsx';
import { ReceiptUnavailable } from './receipt-unavailable.tsx';
import { ReceiptVerification } from './receipt-verification.tsx';
import { useLive } from './use-live.ts';

// docs/decisions/0014-numbers-prizes-packages.md: /comprovante/:transactionId, the printable receipt of a paid purchase. Login
// required like the dashboard; the server shows a purchase only to its owner and the admin
// (anyone else gets the 404 of a missing one). On paper only the receipt prints: the
// navigation, banner and buttons carry `print:hidden`.

export function ReceiptPage() {
  const { transactionId: id = '' } = useParams();
  const auth = useAuth();
  // docs/protocols/no-javascript.md: rendered on the server for the form session's user, and
  // hydrated as that user whether or not a bearer token is saved yet.
  const user = auth.user ?? useHydrationData()?.session?.user ?? null;
  const status = auth.status;
  if (user) return <Receipt id={id} viewer={user.id} />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      {status === 'loading' ? (
        <Spinner className="justify-self-center" />
      ) : (
        <EmptyState title={t('receipt.loginRequired')}>
          <Button asChild>
            <Link to="/login">{t('nav.login')}</Link>
          </Button>
        </EmptyState>
      )}
    </div>
  );
}

interface ReceiptData {
  transaction: Purchase;
  /** The raffle, for the numbers' width and the organiser's contact (null if unreadable). */
  raffle: Raffle | null;
}

/** The purchase and its raffle the server embedded, as the load below would have settled them. */
function useEmbeddedReceipt(id: string): Settled<ReceiptData> | undefined {
  const purchase = embeddedAnswer<Purchase>(
    useEmbeddedResponse(pageDataKeys.purchase(id)),
    'errors.transaction',
  );
  const paid = purchase && 'data' in purchase && purchase.data.status === 'paid';
  const raffle = embeddedAnswer<Raffle>(
    useEmbeddedResponse(paid ? pageDataKeys.raffle(purchase.data.raffle_id) : ''),
    'errors.raffle',
  );
  if (!purchase || !('data' in purchase)) return purchase;
  return {
    data: { transaction: purchase.data, raffle: raffle && 'data' in raffle ? raffle.data : null },
  };
}

function Receipt({ id, viewer }: { id: string; viewer: number }) {
  const live = useLive();
  const data = useAsync<ReceiptData>(
    async (signal) => {
      const transaction = await buyApi.getPurchase(id, signal);
      const raffle =
        transaction.status === 'paid'
          ? await rafflesApi.getRaffle(transaction.raffle_id, signal).catch(() => null)
          : null;
      return { transaction, raffle };
    },
    `${viewer}:${id}`,
    useEmbeddedReceipt(id),
  );
  const notFound = data.error instanceof ApiError && data.error.status === 404;
  const tx = data.data?.transaction;
  useDocumentTitle(
    tx ? t('receipt.pageTitle', { id: tx.id }) : notFound ? t('receipt.notFound') : undefined,
  );

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to="/dashboard" tall>
          {t('receipt.back')}
        </BackLink>
        {/* The button needs JavaScript; without it, the browser's own Print prints the same page. */}
        {tx?.status === 'paid' &&
          (live ? (
            <Button onClick={() => window.print()} className="h-11">
              <Printer aria-hidden="true" />
              {t('receipt.print')}
            </Button>
          ) : (
            <noscript>
              <p className="text-sm text-slate-600">{t('receipt.printNoScript')}</p>
            </noscript>
          ))}
      </div>
      {data.data ? (
        data.data.transaction.status === 'paid' ? (
          <>
            <ReceiptDocument transaction={data.data.transaction} raffle={data.data.raffle} />
            {/* docs/decisions/0015-anchored-proof-signed-receipts.md: the node's signature and the ticket list, checked in this browser. */}
            <ReceiptVerification transaction={data.data.transaction} />
          </>
        ) : (
          <ReceiptUnavailable status={data.data.transaction.status} />
        )
      ) : data.loading ? (
        <Spinner className="justify-self-center" />
      ) : (
        <div role="alert">
          <EmptyState
            title={notFound ? t('receipt.notFound') : t('errors.transaction')}
            text={notFound ? t('receipt.notFoundText') : errorMessage(data.error)}
          >
            {!notFound && <RetryButton onClick={data.reload} />}
          </EmptyState>
        </div>
      )}
    </div>
  );
}

/**
 * The receipt and its checks under a page that shows a paid purchase its own way (the wallet
 * buyer's ticket page, docs/protocols/lnurl.md#success-actions), which loads this chunk with a
 * dynamic import: the receipt's code stays in this page's chunk, not in the one every public
 * page shares.
 */
export function PaidPurchaseReceipt({ transaction }: { transaction: Purchase }) {
  return (
    <>
      <ReceiptDocument transaction={transaction} raffle={null} titleAs="h2" />
      {/* docs/decisions/0015-anchored-proof-signed-receipts.md: the node's signature and the ticket list, checked in this browser. */}
      <ReceiptVerification transaction={transaction} />
    </>
  );
}
