import { formatNumber, formatSats, type PainelFigures } from '@rifa/shared';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';

const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** invoices paid ÷ created as '66,7%', or '—' before the first invoice. */
const conversionText = (figures: PainelFigures) =>
  figures.conversion === null
    ? t('admin.painel.conversionNone')
    : PERCENT.format(figures.conversion);

/** The six figures of the Painel, for all raffles (large) or for one (compact). */
export function Figures({
  figures,
  compact = false,
}: {
  figures: PainelFigures;
  compact?: boolean;
}) {
  const rows: [MessageKey, string, string?][] = [
    ['admin.painel.satsReceived', formatSats(figures.sats_received)],
    ['admin.painel.ticketsSold', formatNumber(figures.tickets_sold)],
    ['admin.painel.buyers', formatNumber(figures.buyers)],
    [
      'admin.painel.conversion',
      conversionText(figures),
      t('admin.painel.conversionHint', {
        paid: formatNumber(figures.invoices_paid),
        created: formatNumber(figures.invoices_created),
      }),
    ],
    ['admin.painel.openInvoices', formatNumber(figures.open_invoices)],
    [
      'admin.painel.payoutsPending',
      formatNumber(figures.payouts_pending),
      figures.payouts_pending > 0 ? formatSats(figures.payouts_pending_sats) : undefined,
    ],
  ];
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-3 sm:grid-cols-3',
        compact ? 'lg:grid-cols-6' : 'lg:grid-cols-3',
      )}
    >
      {rows.map(([label, value, hint]) => (
        <div key={label} className={cn('min-w-0 rounded-lg bg-slate-50', compact ? 'p-2' : 'p-3')}>
          <dt className="text-xs text-slate-500">{t(label)}</dt>
          <dd
            className={cn('break-words font-semibold', compact ? 'text-sm' : 'text-xl')}
            data-figure={label}
          >
            {value}
          </dd>
          {hint && <dd className="text-xs text-slate-500">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
