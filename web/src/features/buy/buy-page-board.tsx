import { formatNumber, ticketNumber, ticketNumbers } from '@rifa/shared';
import { Button } from '../../components/ui/button.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import { PAGE_SIZE, type NumberState } from './buy-page-numbers.ts';

/**
 * The buy page's paged number board (docs/protocols/no-javascript.md): 'ir' submit buttons turn
 * the page, a checkbox per number of this page, and the numbers chosen so far.
 */
export function BuyBoard({
  page,
  total,
  chosen,
  states,
  choose,
}: {
  page: number;
  total: number;
  chosen: number[];
  states(n: number): NumberState;
  choose(next: number[]): void;
}) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  const onPage = Array.from(
    { length: Math.max(0, Math.min(total, first + PAGE_SIZE - 1) - first + 1) },
    (_, i) => first + i,
  );
  return (
    <section className="grid gap-3" aria-label={t('numbers.title')} data-testid="buy-board">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="submit"
          name="ir"
          value={page - 1}
          variant="outline"
          size="sm"
          disabled={page <= 1}
        >
          {t('numbers.previous')}
        </Button>
        <span className="text-xs text-slate-600" data-testid="number-page">
          {t('buyPage.pageOf', {
            page: formatNumber(page),
            pages: formatNumber(pages),
          })}
        </span>
        <Button
          type="submit"
          name="ir"
          value={page + 1}
          variant="outline"
          size="sm"
          disabled={page >= pages}
        >
          {t('numbers.next')}
        </Button>
      </div>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-1">
        {onPage.map((n) => {
          const state = states(n);
          const picked = chosen.includes(n);
          const label = ticketNumber(n, total);
          return (
            <label
              key={n}
              className={cn(
                'flex min-h-11 items-center gap-1.5 rounded border px-1.5 font-mono text-xs tabular-nums',
                picked
                  ? 'border-orange-600 bg-orange-50'
                  : state === 'free'
                    ? 'border-slate-200 bg-white'
                    : 'border-slate-200 bg-slate-100 text-slate-500 line-through',
              )}
            >
              <input
                type="checkbox"
                name="numeros"
                value={n}
                checked={picked}
                disabled={state !== 'free' && !picked}
                onChange={() => choose(picked ? chosen.filter((c) => c !== n) : [...chosen, n])}
                aria-label={t('numbers.numberLabel', {
                  number: label,
                  state: t(
                    picked
                      ? 'numbers.selected'
                      : state === 'free'
                        ? 'numbers.free'
                        : state === 'sold'
                          ? 'numbers.sold'
                          : 'numbers.reserved',
                  ),
                })}
                className="size-4 accent-orange-600"
              />
              {label}
            </label>
          );
        })}
      </div>
      <p className="text-xs text-slate-700" data-testid="buy-chosen">
        {chosen.length > 0
          ? t('numbers.chosen', {
              n: formatNumber(chosen.length),
              numbers: ticketNumbers(
                [...chosen].sort((a, b) => a - b),
                total,
              ),
            })
          : t('numbers.noneChosen')}
      </p>
    </section>
  );
}
