import { formatNumber, formatSats, type PainelDay } from '@rifa/shared';
import { t, tn } from '../../i18n/pt-BR.ts';

// Hand-written SVG (docs/decisions/0016-operator-cockpit-release.md): 30 bars need no chart library, and nothing leaves the page.
// The bars stretch to the card's width (preserveAspectRatio none); the labels are HTML
// around them, so they keep their size on a phone. A hidden table gives screen readers
// every day's figures.

const BAR = 10;
const HEIGHT = 100;

/** '2026-03-09' → '09/03'. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function SalesChart({ days }: { days: PainelDay[] }) {
  const max = Math.max(0, ...days.map((day) => day.sats));
  const sats = days.reduce((sum, day) => sum + day.sats, 0);
  const tickets = days.reduce((sum, day) => sum + day.tickets, 0);
  const middle = days[Math.floor(days.length / 2)];

  return (
    <figure className="grid gap-2" data-testid="sales-chart">
      <p className="text-xs text-slate-500">
        {t('admin.painel.salesMax', { sats: formatSats(max) })}
      </p>
      <svg
        viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded bg-slate-50"
        role="img"
        aria-label={t('admin.painel.salesLabel')}
      >
        {days.map((day, index) => {
          // A day with sales keeps a visible sliver even next to a much bigger one.
          const height = max === 0 ? 0 : Math.max(day.sats > 0 ? 2 : 0, (day.sats / max) * HEIGHT);
          return (
            <rect
              key={day.day}
              x={index * BAR + 1.5}
              y={HEIGHT - height}
              width={BAR - 3}
              height={height}
              className="fill-orange-500"
            >
              <title>
                {tn('admin.painel.salesDay', day.tickets, {
                  day: shortDay(day.day),
                  sats: formatSats(day.sats),
                  tickets: formatNumber(day.tickets),
                })}
              </title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{days[0] && shortDay(days[0].day)}</span>
        <span>{middle && shortDay(middle.day)}</span>
        <span>{days.at(-1) && shortDay(days.at(-1)!.day)}</span>
      </div>
      <figcaption className="text-sm text-slate-700">
        {sats === 0
          ? t('admin.painel.salesEmpty')
          : t('admin.painel.salesTotal', {
              sats: formatSats(sats),
              tickets: formatNumber(tickets),
            })}
      </figcaption>
      <table className="sr-only">
        <thead>
          <tr>
            <th>{t('admin.painel.day')}</th>
            <th>{t('admin.painel.satsReceived')}</th>
            <th>{t('admin.painel.ticketsSold')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{shortDay(day.day)}</td>
              <td>{formatSats(day.sats)}</td>
              <td>{formatNumber(day.tickets)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
