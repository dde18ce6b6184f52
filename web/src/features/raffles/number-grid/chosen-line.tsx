import { formatNumber, ticketNumber } from '@rifa/shared';
import { t } from '../../../i18n/pt-BR.ts';

/** What the buyer picked, and how many slots chance fills at the purchase. */
export function ChosenLine({
  selected,
  quantity,
  total,
}: {
  selected: number[];
  quantity: number;
  total: number;
}) {
  const left = quantity - selected.length;
  return (
    <div className="grid gap-0.5 text-xs text-slate-700" aria-live="polite">
      <p data-testid="chosen-numbers">
        {selected.length === 0
          ? t('numbers.noneChosen')
          : t('numbers.chosen', {
              n: formatNumber(selected.length),
              numbers: [...selected]
                .sort((a, b) => a - b)
                .map((n) => ticketNumber(n, total))
                .join(', '),
            })}
      </p>
      {selected.length > 0 && left > 0 && (
        <p data-testid="numbers-left">
          {left === 1 ? t('numbers.leftOne') : t('numbers.left', { n: formatNumber(left) })}
        </p>
      )}
    </div>
  );
}
