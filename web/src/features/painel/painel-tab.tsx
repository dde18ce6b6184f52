import { formatDateTime, type Painel } from '@rifa/shared';
import { RefreshCw } from 'lucide-react';
import { Loaded } from '../../components/load-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { RaffleNameStatus } from '../raffles/index.ts';
import { painelApi } from './api.ts';
import { Figures } from './figures.tsx';
import { NodeCard } from './node-card.tsx';
import { SalesChart } from './sales-chart.tsx';
import { TicketsChart } from './tickets-chart.tsx';

/**
 * docs/decisions/0016-operator-cockpit-release.md 'Painel', the admin's first tab: what came in and what is owed, per raffle and in
 * total, two charts drawn in the page, and the node at a glance (GET /api/admin/painel).
 */
export function PainelTab() {
  const painel = useAsync((signal) => painelApi.get(signal));
  return (
    <Loaded state={painel} fallback="errors.painel">
      {(data) => <PainelView painel={data} reload={painel.reload} loading={painel.loading} />}
    </Loaded>
  );
}

function PainelView({
  painel,
  reload,
  loading,
}: {
  painel: Painel;
  reload(): void;
  loading: boolean;
}) {
  return (
    <div className="grid min-w-0 gap-6" data-testid="painel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {t('admin.painel.updatedAt', { date: formatDateTime(painel.generated_at) })}
        </p>
        <Button variant="outline" size="sm" onClick={reload} disabled={loading}>
          <RefreshCw aria-hidden="true" />
          {t('admin.painel.reload')}
        </Button>
      </div>
      <TitledCard as="h2" title={t('admin.painel.totalsTitle')}>
        <Figures figures={painel.totals} />
      </TitledCard>
      <div className="grid min-w-0 gap-6 md:grid-cols-2">
        <TitledCard className="min-w-0" as="h2" title={t('admin.painel.salesTitle')}>
          <SalesChart days={painel.sales_per_day} />
        </TitledCard>
        <TitledCard className="min-w-0" as="h2" title={t('admin.painel.ticketsTitle')}>
          <TicketsChart raffles={painel.raffles} />
        </TitledCard>
      </div>
      <NodeCard node={painel.node} />
      {painel.raffles.length > 0 && (
        <TitledCard as="h2" title={t('admin.painel.rafflesTitle')}>
          <ul className="grid gap-5" data-testid="painel-raffles">
            {painel.raffles.map((raffle) => (
              <li key={raffle.raffle_id} className="grid min-w-0 gap-2">
                <RaffleNameStatus id={raffle.raffle_id} name={raffle.name} status={raffle.status} />
                <Figures figures={raffle} compact />
              </li>
            ))}
          </ul>
        </TitledCard>
      )}
    </div>
  );
}
