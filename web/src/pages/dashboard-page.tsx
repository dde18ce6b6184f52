import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatSats,
  type Raffle,
  type Transaction,
  type User,
  type UserWin,
} from '@rifa/shared';
import { Award, Pencil, Ticket, Trophy, Zap } from 'lucide-react';
import {
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
  type SVGProps,
} from 'react';
import { Link } from 'react-router';
import { api, errorMessage } from '../api/client.ts';
import { RefundsCard } from '../components/dashboard/refunds-card.tsx';
import { WinsCard } from '../components/dashboard/wins-card.tsx';
import { EditProfileDialog } from '../components/edit-profile-dialog.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useAsync } from '../hooks/use-async.ts';
import { useAuth } from '../hooks/use-auth.tsx';
import { useNow } from '../hooks/use-now.ts';
import { usePurchaseFlow } from '../hooks/use-purchase-flow.tsx';
import { t } from '../i18n/pt-BR.ts';
import { hasEnded } from '../lib/raffle-filters.ts';
import {
  STATUS_BADGE,
  STATUS_LABEL,
  TX_STATUS_BADGE,
  TX_STATUS_LABEL,
} from '../lib/raffle-text.ts';
import { groupTicketsByRaffle } from '../lib/tickets.ts';

/** Spec §2 /dashboard, with the real ticket and transaction lists (DESIGN.md §10). */
export function DashboardPage() {
  const { user, status } = useAuth();

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold">{t('dashboard.title')}</h1>
        <p className="mt-1 text-slate-600">{t('dashboard.subtitle')}</p>
      </header>
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

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

function SummaryCard({
  icon: CardIcon,
  label,
  value,
  testId,
}: {
  icon: Icon;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 pt-5">
        <span className="flex size-11 items-center justify-center rounded-lg bg-orange-100 text-orange-600">
          <CardIcon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm text-slate-600">{label}</p>
          <p className="text-2xl font-bold" data-testid={testId}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function Dashboard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const load = useCallback(async (signal: AbortSignal) => {
    const [transactions, raffles] = await Promise.all([
      api.listMyTransactions(signal),
      api.listRaffles(signal).catch(() => [] as Raffle[]),
    ]);
    return { transactions, raffles };
  }, []);
  const data = useAsync(load, user.id);
  // DESIGN.md §8 / issue 5: whether a ticket won and where the prize is; refunds owed.
  const wins = useAsync((signal) => api.listMyWins(signal), user.id);
  const refunds = useAsync((signal) => api.listMyRefunds(signal), user.id);
  const { showPayment, dialogs } = usePurchaseFlow({ onPaid: data.reload });

  return (
    <>
      <section className="grid gap-4 sm:grid-cols-3" aria-label={t('dashboard.title')}>
        <SummaryCard
          icon={Trophy}
          label={t('dashboard.totalWon')}
          value={formatSats(user.total_won)}
          testId="total-won"
        />
        <SummaryCard
          icon={Ticket}
          label={t('dashboard.activeTickets')}
          value={formatNumber(user.active_tickets)}
          testId="active-tickets"
        />
        <SummaryCard
          icon={Award}
          label={t('dashboard.wonTickets')}
          value={formatNumber(user.won_tickets)}
          testId="won-tickets"
        />
      </section>

      <WinsCard wins={wins} />
      <RefundsCard refunds={refunds} />

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            {t('dashboard.profile')}
            {user.is_admin && <Badge>{t('dashboard.adminBadge')}</Badge>}
          </CardTitle>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('dashboard.editProfile')}
          </Button>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <ProfileField label={t('dashboard.name')} value={user.name} />
            <ProfileField label={t('dashboard.email')} value={user.email} />
            <ProfileField label={t('dashboard.btcAddress')} value={user.btc_address} mono />
            <ProfileField label={t('dashboard.memberSince')} value={formatDate(user.created_at)} />
          </dl>
        </CardContent>
      </Card>
      <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} />

      <Tabs defaultValue="tickets">
        <TabsList aria-label={t('dashboard.tabsLabel')}>
          <TabsTrigger value="tickets">{t('dashboard.tabTickets')}</TabsTrigger>
          <TabsTrigger value="transactions">{t('dashboard.tabTransactions')}</TabsTrigger>
        </TabsList>
        <TabsContent value="tickets">
          <p className="mb-4 font-medium" data-testid="tickets-summary">
            {user.active_tickets === 1
              ? t('dashboard.ticketsCountOne')
              : user.active_tickets > 0
                ? t('dashboard.ticketsCount', { n: formatNumber(user.active_tickets) })
                : t('dashboard.noTickets')}
          </p>
          <Loaded state={data}>
            {({ transactions, raffles }) => (
              <TicketsList transactions={transactions} raffles={raffles} wins={wins.data ?? []} />
            )}
          </Loaded>
        </TabsContent>
        <TabsContent value="transactions">
          <Loaded state={data}>
            {({ transactions }) => (
              <TransactionsTable transactions={transactions} onPay={showPayment} />
            )}
          </Loaded>
        </TabsContent>
      </Tabs>
      {dialogs}
    </>
  );
}

function ProfileField({
  label,
  value,
  mono = false,
}: {
  label: string;
  value: string;
  mono?: boolean;
}) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className={mono ? 'break-all font-mono text-xs sm:text-sm' : 'break-words font-medium'}>
        {value}
      </dd>
    </div>
  );
}

function Loaded<T>({
  state,
  children,
}: {
  state: { data: T | undefined; error: unknown; loading: boolean; reload(): void };
  children(data: T): ReactNode;
}) {
  if (state.data) return <>{children(state.data)}</>;
  if (state.loading) return <Spinner />;
  return (
    <div role="alert" className="grid justify-items-start gap-2 text-sm text-red-700">
      <p>{errorMessage(state.error, 'errors.transactions')}</p>
      <Button variant="outline" size="sm" onClick={state.reload}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

function TicketsList({
  transactions,
  raffles,
  wins,
}: {
  transactions: Transaction[];
  raffles: Raffle[];
  wins: UserWin[];
}) {
  const groups = useMemo(() => groupTicketsByRaffle(transactions), [transactions]);
  const byId = useMemo(() => new Map(raffles.map((r) => [r.id, r])), [raffles]);
  const winning = useMemo(() => new Map(wins.map((w) => [w.raffle_id, w.winning_ticket])), [wins]);
  const now = useNow(60_000);
  if (groups.length === 0) return null;
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="ticket-groups">
      {groups.map((group) => {
        const raffle = byId.get(group.raffle_id);
        return (
          <li key={group.raffle_id}>
            <Card>
              <CardHeader className="flex-row items-start justify-between gap-2 pb-2">
                <CardTitle className="text-base">
                  <Link
                    to={`/raffles/${group.raffle_id}`}
                    className="hover:text-orange-700 hover:underline"
                  >
                    {group.raffle_name}
                  </Link>
                </CardTitle>
                {raffle && (
                  <Badge
                    variant={
                      raffle.status === 'active' && hasEnded(raffle, now)
                        ? 'warning'
                        : STATUS_BADGE[raffle.status]
                    }
                  >
                    {raffle.status === 'active' && hasEnded(raffle, now)
                      ? t('raffle.button.expired')
                      : t(STATUS_LABEL[raffle.status])}
                  </Badge>
                )}
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <p className="text-slate-600">
                  {t('dashboard.ticketCount', { n: formatNumber(group.tickets.length) })}
                </p>
                <div>
                  <p className="sr-only">{t('dashboard.ticketNumbers')}</p>
                  <ul className="flex flex-wrap gap-1.5" data-testid={`tickets-${group.raffle_id}`}>
                    {group.tickets.map((n) =>
                      winning.get(group.raffle_id) === n ? (
                        <li
                          key={n}
                          className="inline-flex items-center gap-1 rounded-md border border-green-300 bg-green-100 px-2 py-0.5 font-mono text-sm font-semibold text-green-900"
                          data-won="true"
                        >
                          <Trophy className="size-3.5" aria-hidden="true" />#{n}
                          <span className="font-sans text-xs font-normal">
                            {t('dashboard.ticketWon')}
                          </span>
                        </li>
                      ) : (
                        <li
                          key={n}
                          className="rounded-md border border-orange-200 bg-orange-50 px-2 py-0.5 font-mono text-sm text-orange-900"
                        >
                          #{n}
                        </li>
                      ),
                    )}
                  </ul>
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function TransactionsTable({
  transactions,
  onPay,
}: {
  transactions: Transaction[];
  onPay(tx: Transaction): void;
}) {
  const now = useNow(10_000);
  if (transactions.length === 0) return <EmptyState title={t('dashboard.noTransactions')} />;
  const sorted = [...transactions].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="transactions-table">
        <caption className="sr-only">{t('dashboard.tx.caption')}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('dashboard.tx.date')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('dashboard.tx.raffle')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('dashboard.tx.quantity')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('dashboard.tx.amount')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('dashboard.tx.status')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">{t('dashboard.tx.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((tx) => {
            const payable =
              tx.status === 'pending' && new Date(tx.expires_at).getTime() > now.getTime();
            return (
              <tr key={tx.id} className="border-t border-slate-100">
                <td className="whitespace-nowrap px-4 py-2">{formatDateTime(tx.created_at)}</td>
                <td className="px-4 py-2">
                  <Link
                    to={`/raffles/${tx.raffle_id}`}
                    className="hover:text-orange-700 hover:underline"
                  >
                    {tx.raffle_name}
                  </Link>
                </td>
                <td className="px-4 py-2 text-right">{formatNumber(tx.tickets_count)}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right">{formatSats(tx.amount)}</td>
                <td className="px-4 py-2">
                  <Badge variant={TX_STATUS_BADGE[tx.status]}>
                    {t(TX_STATUS_LABEL[tx.status])}
                  </Badge>
                </td>
                <td className="px-4 py-2 text-right">
                  {payable && (
                    <Button size="sm" onClick={() => onPay(tx)}>
                      <Zap aria-hidden="true" />
                      {t('dashboard.tx.pay')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
