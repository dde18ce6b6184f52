import { formatDateTime, type Painel } from '@rifa/shared';
import { RefreshCw } from 'lucide-react';
import { Loaded } from '../../components/load-state.tsx';
import { RaffleLink } from '../../components/raffle-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { STATUS_BADGE, STATUS_LABEL } from '../raffles/index.ts';
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
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('admin.painel.totalsTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Figures figures={painel.totals} />
        </CardContent>
      </Card>
      <div className="grid min-w-0 gap-6 md:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">{t('admin.painel.salesTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <SalesChart days={painel.sales_per_day} />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2">{t('admin.painel.ticketsTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <TicketsChart raffles={painel.raffles} />
          </CardContent>
        </Card>
      </div>
      <NodeCard node={painel.node} />
      {painel.raffles.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('admin.painel.rafflesTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-5" data-testid="painel-raffles">
              {painel.raffles.map((raffle) => (
                <li key={raffle.raffle_id} className="grid min-w-0 gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <RaffleLink id={raffle.raffle_id} className="break-words font-semibold">
                      {raffle.name}
                    </RaffleLink>
                    <Badge variant={STATUS_BADGE[raffle.status]}>
                      {t(STATUS_LABEL[raffle.status])}
                    </Badge>
                  </div>
                  <Figures figures={raffle} compact />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
