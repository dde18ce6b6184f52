import { formatNumber, formatSats, type Raffle } from '@rifa/shared';
import { t } from '../../../i18n/pt-BR.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * docs/decisions/0014-numbers-prizes-packages.md: the raffle's packages where buyers look
 * first — its page and its card — not only inside the buy dialog.
 */
export function RafflePackages({
  raffle,
  className,
}: {
  raffle: Pick<Raffle, 'packages' | 'ticket_price'>;
  className?: string;
}) {
  const packages = raffle.packages ?? [];
  if (packages.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} data-testid="raffle-packages">
      {packages.map((item) => {
        const saving = item.quantity * raffle.ticket_price - item.price;
        return (
          <li
            key={item.id}
            className="rounded-md border border-orange-200 bg-orange-50 px-2 py-1 text-xs text-orange-950"
          >
            <span className="font-medium">
              {t('packages.choice', {
                quantity: formatNumber(item.quantity),
                price: formatSats(item.price),
              })}
            </span>
            {saving > 0 && (
              <span className="text-emerald-700">
                {' · '}
                {t('packages.saving', { amount: formatSats(saving) })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
