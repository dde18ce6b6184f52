import { formatNumber, type PainelRaffle } from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';

/** The newest raffles shown in the chart; the list below the charts has every one. */
const SHOWN = 12;

/** Tickets sold of each raffle against its total, one SVG bar per raffle. */
export function TicketsChart({ raffles }: { raffles: PainelRaffle[] }) {
  if (raffles.length === 0)
    return <p className="text-sm text-slate-600">{t('admin.painel.ticketsEmpty')}</p>;
  return (
    <ul className="grid gap-3" data-testid="tickets-chart">
      {raffles.slice(0, SHOWN).map((raffle) => {
        const share = raffle.total_tickets > 0 ? raffle.tickets_sold / raffle.total_tickets : 0;
        const label = t('admin.painel.ticketsRow', {
          sold: formatNumber(raffle.tickets_sold),
          total: formatNumber(raffle.total_tickets),
        });
        return (
          <li key={raffle.raffle_id} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="min-w-0 truncate font-medium">{raffle.name}</span>
              <span className="shrink-0 tabular-nums text-slate-600">{label}</span>
            </div>
            <svg
              viewBox="0 0 100 6"
              preserveAspectRatio="none"
              className="h-3 w-full"
              aria-hidden="true"
            >
              <rect width="100" height="6" rx="1" className="fill-slate-100" />
              <rect
                width={Math.min(100, share * 100)}
                height="6"
                rx="1"
                className="fill-orange-500"
              />
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
