import {
  formatNumber,
  pageDataKeys,
  type Raffle,
  type Purchase,
  type User,
  type UserRefund,
  type UserWin,
} from '@rifa/shared';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { embeddedList } from '../../api/embedded.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/load-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useAsync, type Settled } from '../../hooks/use-async.ts';
import { useEmbeddedResponse, useHydrationData } from '../../hooks/use-page-data.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { AccountCard, PendingRecoveryCode, ProfileCard } from '../account/index.ts';
import { useAuth } from '../auth/index.ts';
import { PurchaseDialogs, usePurchaseFlow } from '../buy/index.ts';
import { rafflesApi } from '../raffles/index.ts';
import { participantApi } from './api.ts';
import { RefundsCard } from './refunds-card.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { TicketsList } from './tickets-list.tsx';
import { ClaimRefusal } from './plain-claim-form.tsx';
import { PurchasesTable } from './purchases-table.tsx';
import { WinsCard } from './wins-card.tsx';

/** Spec §2 /dashboard, with the real ticket and transaction lists (docs/protocols/web.md). */
export function DashboardPage() {
  const auth = useAuth();
  // docs/protocols/no-javascript.md: the server renders the form session's user's dashboard;
  // its hydration starts as that user whether or not a bearer token is saved yet.
  const sessionUser = useHydrationData()?.session?.user ?? null;
  const user = auth.user ?? sessionUser;
  const status = auth.status;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {user ? (
        <Dashboard user={user} />
      ) : status === 'loading' ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <EmptyState title={t('dashboard.loginRequired')}>
          <Button asChild>
            <Link to="/login">{t('nav.login')}</Link>
          </Button>
        </EmptyState>
      )}
    </div>
  );
}

const TAB_PARAM = 'aba';
const PURCHASES_TAB = 'compras';

/** Paid tickets in any raffle: then the list below is not empty (docs/decisions/0014-numbers-prizes-packages.md). */
function hasTickets(transactions: Purchase[] | undefined): boolean {
  return (transactions ?? []).some((tx) => tx.status === 'paid' && tx.tickets.length > 0);
}

interface DashboardData {
  transactions: Purchase[];
  raffles: Raffle[];
}

/** The server's embedded purchases and raffles, as the load below would have settled them. */
function useEmbeddedDashboard(): Settled<DashboardData> | undefined {
  const transactions = embeddedList<Purchase>(
    useEmbeddedResponse(pageDataKeys.myPurchases),
    'errors.transactions',
  );
  const raffles = embeddedList<Raffle>(useEmbeddedResponse(pageDataKeys.raffles), 'errors.raffles');
  if (!transactions || !('data' in transactions)) return transactions;
  // As the load: the raffles only add their badges, a failure leaves them out.
  return {
    data: {
      transactions: transactions.data,
      raffles: raffles && 'data' in raffles ? raffles.data : [],
    },
  };
}

function Dashboard({ user }: { user: User }) {
  const load = useCallback(async (signal: AbortSignal) => {
    const [transactions, raffles] = await Promise.all([
      participantApi.listMyPurchases(signal),
      rafflesApi.listRaffles(signal).catch(() => [] as Raffle[]),
    ]);
    return { transactions, raffles };
  }, []);
  // docs/protocols/no-javascript.md: the server-rendered dashboard carries every list it shows.
  const data = useAsync(load, user.id, useEmbeddedDashboard());
  // docs/protocols/draw.md / docs/decisions/0005-verifiable-draws-payouts.md: whether a ticket won and where the prize is; refunds owed.
  const wins = useAsync(
    (signal) => participantApi.listMyWins(signal),
    user.id,
    embeddedList<UserWin>(useEmbeddedResponse(pageDataKeys.myWins), 'errors.wins'),
  );
  const refunds = useAsync(
    (signal) => participantApi.listMyRefunds(signal),
    user.id,
    embeddedList<UserRefund>(useEmbeddedResponse(pageDataKeys.myRefunds), 'errors.userRefunds'),
  );
  // Without JavaScript the tabs cannot switch: each is its own URL (?aba=compras), as on /raffles.
  const [params] = useSearchParams();
  const tab = params.get(TAB_PARAM) === PURCHASES_TAB ? 'transactions' : 'tickets';
  const purchase = usePurchaseFlow({ onPaid: data.reload });

  // On a phone the page is one column: the tickets come first, right under the counters; a
  // prize won or a refund owed comes before them, an empty prize card after them, and the
  // account's settings last (its deletion folded at the very end, AccountCard).
  const won = (wins.data?.length ?? 0) > 0;
  // Keyed siblings of one list: the prize card moves without losing its open dialog.
  const winsCard = <WinsCard key="wins" wins={wins} />;
  const tickets = (
    <Tabs key="tickets" defaultValue={tab}>
      <TabsList aria-label={t('dashboard.tabsLabel')}>
        <TabsTrigger value="tickets">{t('dashboard.tabTickets')}</TabsTrigger>
        <TabsTrigger value="transactions">{t('dashboard.tabPurchases')}</TabsTrigger>
      </TabsList>
      <noscript>
        <a
          href={tab === 'tickets' ? `/dashboard?${TAB_PARAM}=${PURCHASES_TAB}` : '/dashboard'}
          className="ml-3 text-sm font-medium text-orange-700 underline underline-offset-2"
          data-testid="dashboard-tab-link"
        >
          {tab === 'tickets' ? t('dashboard.noScriptPurchases') : t('dashboard.noScriptTickets')}
        </a>
      </noscript>
      <TabsContent value="tickets">
        <p className="mb-4 font-medium" data-testid="tickets-summary">
          {user.active_tickets === 1
            ? t('dashboard.ticketsCountOne')
            : user.active_tickets > 0
              ? t('dashboard.ticketsCount', { n: formatNumber(user.active_tickets) })
              : hasTickets(data.data?.transactions)
                ? t('dashboard.noActiveTickets')
                : t('dashboard.noTickets')}
        </p>
        <Loaded state={data} fallback="errors.transactions">
          {({ transactions, raffles }) => (
            <TicketsList transactions={transactions} raffles={raffles} wins={wins.data ?? []} />
          )}
        </Loaded>
      </TabsContent>
      <TabsContent value="transactions">
        <Loaded state={data} fallback="errors.transactions">
          {({ transactions }) => (
            <PurchasesTable transactions={transactions} onPay={purchase.showPayment} />
          )}
        </Loaded>
      </TabsContent>
    </Tabs>
  );

  return (
    <>
      <PendingRecoveryCode />
      <SummaryCards user={user} />
      <ClaimRefusal wins={wins.data ?? []} refunds={refunds.data ?? []} />
      <RefundsCard refunds={refunds} />
      {won ? [winsCard, tickets] : [tickets, winsCard]}
      <ProfileCard user={user} />
      <AccountCard user={user} />
      <PurchaseDialogs flow={purchase} />
    </>
  );
}
