import { formatNumber, padNumber } from '@rifa/shared';
import { ChevronLeft, ChevronRight, Clover } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { cn } from '../../../lib/cn.ts';
import {
  pageCount,
  pageNumbers,
  pageOf,
  QUICK_PICKS,
  randomFreeNumbers,
  toggleNumber,
  type NumberMap,
  type NumberState,
} from './number-choice.ts';

interface NumberGridProps {
  map: NumberMap;
  /** The buyer's picks, in the order picked. */
  selected: number[];
  /** How many tickets the buyer asked for: 'Quero sorte!' picks that many. */
  quantity: number;
  /** The most one purchase may take (docs/protocols/limits.md per-account cap, availability). */
  max: number;
  onChange(selected: number[]): void;
}

const STATE_STYLE: Record<NumberState | 'selected', string> = {
  free: 'border-slate-200 bg-white text-slate-800 hover:border-orange-400',
  reserved: 'border-amber-200 bg-amber-50 text-amber-700 line-through',
  sold: 'border-slate-200 bg-slate-200 text-slate-500 line-through',
  selected: 'border-orange-600 bg-orange-600 text-white',
};

const STATE_LABEL = {
  free: 'numbers.free',
  reserved: 'numbers.reserved',
  sold: 'numbers.sold',
  selected: 'numbers.selected',
} as const;

/**
 * docs/decisions/0014-numbers-prizes-packages.md: the raffle's numbers (free, reserved, sold), 100 per page so 100,000 stay fast,
 * zero-padded to the width of the largest. The buyer picks numbers, or lets chance pick them.
 */
export function NumberGrid({ map, selected, quantity, max, onChange }: NumberGridProps) {
  const [page, setPage] = useState(() => (selected.length > 0 ? pageOf(selected[0]!) : 0));
  const [jump, setJump] = useState('');
  const pages = pageCount(map.total);
  const numbers = pageNumbers(map.total, page);
  const chosen = new Set(selected);
  const room = max - selected.length;

  const lucky = () => {
    const picks = randomFreeNumbers(map, Math.min(quantity, max), new Set());
    onChange(picks);
    if (picks.length > 0) setPage(pageOf(picks[0]!));
  };
  const add = (count: number) =>
    onChange([...selected, ...randomFreeNumbers(map, Math.min(count, room), chosen)]);

  const onJump = (event: ChangeEvent<HTMLInputElement>) => {
    setJump(event.target.value);
    const n = Number(event.target.value);
    if (Number.isInteger(n) && n >= 1 && n <= map.total) setPage(pageOf(n));
  };

  return (
    <section className="grid gap-3" aria-labelledby="number-grid-title" data-testid="number-grid">
      <div>
        <h3 id="number-grid-title" className="text-sm font-semibold text-slate-900">
          {t('numbers.title')}
        </h3>
        <p className="text-xs text-slate-600">{t('numbers.hint')}</p>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={lucky} disabled={max < 1}>
          <Clover aria-hidden="true" />
          {t('numbers.lucky')}
        </Button>
        {QUICK_PICKS.map((n) => (
          <Button
            key={n}
            type="button"
            size="sm"
            variant="outline"
            onClick={() => add(n)}
            disabled={room < 1}
            aria-label={t('numbers.quickLabel', { n })}
          >
            {t('numbers.quick', { n })}
          </Button>
        ))}
        {selected.length > 0 && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange([])}>
            {t('numbers.clear')}
          </Button>
        )}
      </div>

      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          size="icon"
          variant="outline"
          onClick={() => setPage(page - 1)}
          disabled={page === 0}
          aria-label={t('numbers.previous')}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="text-xs text-slate-600" data-testid="number-page">
          {t('numbers.page', { page: formatNumber(page + 1), pages: formatNumber(pages) })}
        </span>
        <Button
          type="button"
          size="icon"
          variant="outline"
          onClick={() => setPage(page + 1)}
          disabled={page >= pages - 1}
          aria-label={t('numbers.next')}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Label htmlFor="number-jump" className="text-xs">
            {t('numbers.jump')}
          </Label>
          <Input
            id="number-jump"
            type="number"
            inputMode="numeric"
            min={1}
            max={map.total}
            value={jump}
            onChange={onJump}
            className="h-8 w-28"
          />
        </div>
      )}

      <div
        role="group"
        aria-label={t('numbers.gridLabel', {
          first: padNumber(numbers[0] ?? 1, map.total),
          last: padNumber(numbers.at(-1) ?? 1, map.total),
        })}
        className="grid grid-cols-5 gap-1 sm:grid-cols-10"
      >
        {numbers.map((n) => {
          const state = map.stateOf(n);
          const look = chosen.has(n) ? 'selected' : state;
          const label = padNumber(n, map.total);
          return (
            <button
              key={n}
              type="button"
              className={cn(
                'rounded border px-0.5 py-1 font-mono text-xs tabular-nums disabled:cursor-not-allowed',
                STATE_STYLE[look],
              )}
              disabled={state !== 'free' || (!chosen.has(n) && room < 1)}
              aria-pressed={chosen.has(n)}
              aria-label={t('numbers.numberLabel', { number: label, state: t(STATE_LABEL[look]) })}
              onClick={() => onChange(toggleNumber(selected, n, max))}
            >
              {label}
            </button>
          );
        })}
      </div>

      <ul className="flex flex-wrap gap-3 text-xs text-slate-600">
        {(['free', 'reserved', 'sold', 'selected'] as const).map((state) => (
          <li key={state} className="flex items-center gap-1">
            <span className={cn('size-3 rounded border', STATE_STYLE[state])} aria-hidden="true" />
            {t(STATE_LABEL[state])}
          </li>
        ))}
      </ul>

      <p className="text-xs text-slate-700" data-testid="chosen-numbers" aria-live="polite">
        {selected.length === 0
          ? t('numbers.noneChosen')
          : t('numbers.chosen', {
              n: formatNumber(selected.length),
              numbers: [...selected]
                .sort((a, b) => a - b)
                .map((n) => padNumber(n, map.total))
                .join(', '),
            })}
      </p>
      {selected.length > 0 && room < 1 && (
        <p className="text-xs text-amber-700">
          {t('numbers.capReached', { n: formatNumber(max) })}
        </p>
      )}
    </section>
  );
}
