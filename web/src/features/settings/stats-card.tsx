import { formatNumber, formatSats } from '@rifa/shared';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { settingsApi } from './api.ts';

/** GET /api/stats: tickets sold, sats received, prizes paid, invoices pending; hidden until loaded. */
export function StatsCard() {
  const stats = useAsync((signal) => settingsApi.stats(signal));
  if (!stats.data) return null;
  const s = stats.data;
  const rows: [MessageKey, string][] = [
    ['admin.settings.stats.ticketsSold', formatNumber(s.tickets_sold)],
    ['admin.settings.stats.satsReceived', formatSats(s.sats_received)],
    ['admin.settings.stats.prizesPaid', formatNumber(s.prizes_paid)],
    ['admin.settings.stats.pendingInvoices', formatNumber(s.pending_invoices)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.settings.statsTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500">{t(label)}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
