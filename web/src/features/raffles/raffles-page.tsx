import { pageDataKeys, type Raffle } from '@rifa/shared';
import { useMemo } from 'react';
import { errorMessage } from '../../api/client.ts';
import { embeddedList } from '../../api/embedded.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { RetryButton } from '../../components/load-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useEmbeddedResponse } from '../../hooks/use-page-data.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { PurchaseDialogs, usePurchaseFlow } from '../buy/index.ts';
import { rafflesApi } from './api.ts';
import { RaffleCard } from './raffle-card.tsx';
import { RaffleFiltersCard } from './raffle-filters-card.tsx';
import {
  applyRaffleQuery,
  FINISHED_TAB_PARAM,
  QUERY_PARAMS,
  type RaffleTab,
} from './raffle-filters.ts';
import { useRaffleQuery } from './raffle-filters-state.ts';

/** The server's message under the title, unless it only repeats it. */
export function distinct(message: string, title: string): string | undefined {
  return message === title ? undefined : message;
}

/**
 * Spec §2 /raffles. On failure: 'Erro ao buscar rifas' with 'Tentar novamente' instead
 * of the spec's built-in sample raffles (fake raffles must not reach participants).
 */
export function RafflesPage() {
  // docs/decisions/0013-built-for-tor.md: a server-rendered /raffles carries the list; hydration starts from it.
  const raffles = useAsync(
    (signal) => rafflesApi.listRaffles(signal),
    null,
    embeddedList<Raffle>(useEmbeddedResponse(pageDataKeys.raffles), 'errors.raffles'),
  );
  const { query, tab, setQuery, setTab } = useRaffleQuery();
  const now = useNow(30_000);
  const purchase = usePurchaseFlow({ onPaid: raffles.reload });

  const tabs = useMemo(
    () => applyRaffleQuery(raffles.data ?? [], query, now),
    [raffles.data, query, now],
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <PageHeader title={t('raffles.title')} subtitle={t('raffles.subtitle')} />

      <RaffleFiltersCard query={query} onChange={setQuery} />

      {raffles.loading && !raffles.data ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : raffles.error ? (
        <div role="alert">
          <EmptyState
            title={t('errors.raffles')}
            text={distinct(errorMessage(raffles.error, 'errors.raffles'), t('errors.raffles'))}
          >
            <RetryButton onClick={raffles.reload} />
          </EmptyState>
        </div>
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as RaffleTab)}>
          <TabsList aria-label={t('raffles.tabsLabel')}>
            <TabsTrigger value="active">
              {t('raffles.tabActive', { count: tabs.active.length })}
            </TabsTrigger>
            <TabsTrigger value="finished">
              {t('raffles.tabFinished', { count: tabs.finished.length })}
            </TabsTrigger>
          </TabsList>
          <noscript>
            <a
              href={
                tab === 'finished'
                  ? '/raffles'
                  : `/raffles?${QUERY_PARAMS.tab}=${FINISHED_TAB_PARAM}`
              }
              className="ml-3 text-sm font-medium text-orange-700 underline underline-offset-2"
            >
              {tab === 'finished' ? t('raffles.noScriptActive') : t('raffles.noScriptFinished')}
            </a>
          </noscript>
          {(['active', 'finished'] as const).map((name) => (
            <TabsContent key={name} value={name}>
              {tabs[name].length === 0 ? (
                <EmptyState
                  title={t('raffles.emptyTitle')}
                  text={name === 'active' ? t('raffles.emptyActive') : t('raffles.emptyFinished')}
                />
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {tabs[name].map((raffle) => (
                    <li key={raffle.id} className="grid">
                      <RaffleCard raffle={raffle} now={now} onBuy={purchase.startPurchase} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
      <PurchaseDialogs flow={purchase} />
    </div>
  );
}
