import { formatNumber, formatSats, type RafflePackage } from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';

/**
 * docs/decisions/0014-numbers-prizes-packages.md: the raffle's packages as one-tap choices in the buy dialog. Tapping one sets
 * the quantity and the price; tapping it again goes back to buying by the ticket. A package
 * outside the quantities this buyer may take now (minimum, available, per-account cap) is
 * shown but cannot be chosen.
 */
export function PackageChoices({
  packages,
  ticketPrice,
  selectedId,
  min,
  max,
  onSelect,
}: {
  packages: readonly RafflePackage[];
  ticketPrice: number;
  selectedId: number | null;
  min: number;
  max: number;
  onSelect(choice: RafflePackage | null): void;
}) {
  if (packages.length === 0) return null;
  return (
    <fieldset className="grid gap-2" data-testid="package-choices">
      <legend className="mb-1 text-sm font-medium text-slate-900">{t('packages.title')}</legend>
      <div className="flex flex-wrap gap-2">
        {packages.map((item) => {
          const selected = item.id === selectedId;
          const saving = item.quantity * ticketPrice - item.price;
          return (
            <button
              key={item.id}
              type="button"
              aria-pressed={selected}
              disabled={item.quantity < min || item.quantity > max}
              onClick={() => onSelect(selected ? null : item)}
              className={cn(
                'rounded-lg border px-3 py-2 text-left text-sm disabled:opacity-50',
                selected ? 'border-orange-600 bg-orange-50' : 'border-slate-300 bg-white',
              )}
            >
              <span className="block font-medium">
                {t('packages.choice', {
                  quantity: formatNumber(item.quantity),
                  price: formatSats(item.price),
                })}
              </span>
              {saving > 0 && (
                <span className="block text-xs text-emerald-700">
                  {t('packages.saving', { amount: formatSats(saving) })}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
