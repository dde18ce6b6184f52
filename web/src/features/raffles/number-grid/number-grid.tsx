import { formatNumber, ticketNumber } from '@rifa/shared';
import { ChevronLeft, ChevronRight, Clover } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { cn } from '../../../lib/cn.ts';
import { ChosenLine } from './chosen-line.tsx';
import {
  fillSelection,
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
  selected?: number[];
  /** How many tickets the buyer asked for: 'Quero sorte!' fills the slots left up to it. */
  quantity?: number;
  /** The most one purchase may take (docs/protocols/limits.md per-account cap, availability). */
  max?: number;
  /** Absent: the raffle page's board, to look at and look numbers up, not to pick. */
  onChange?(selected: number[]): void;
  /** Numbers marked as the visitor's winning tickets (after the draw). */
  winning?: ReadonlySet<number>;
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
 * docs/decisions/0014-numbers-prizes-packages.md: the raffle's numbers (free, reserved, sold),
 * 100 per page so 100,000 stay fast, zero-padded to the width of the largest. In the buy
 * dialog the buyer picks numbers, or lets chance fill the slots left; on the raffle page
 * anyone looks at the board and looks a number up. Each number is a 44 px touch target.
 */
export function NumberGrid({
  map,
  selected = [],
  quantity = 0,
  max = 0,
  onChange,
  winning,
}: NumberGridProps) {
  const picking = onChange !== undefined;
  const [page, setPage] = useState(() => (selected.length > 0 ? pageOf(selected[0]!) : 0));
  const [jump, setJump] = useState('');
  const [focusNumber, setFocusNumber] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const pages = pageCount(map.total);
  const numbers = pageNumbers(map.total, page);
  const chosen = new Set(selected);
  const room = max - selected.length;
  const target = Math.min(Math.max(quantity, 1), max);
  const wide = String(map.total).length > 4;

  const typed = Number(jump);
  const looked = jump !== '' && Number.isInteger(typed) && typed >= 1 && typed <= map.total;

  // After 'Ir para o número' + Enter, the number itself takes the focus (then Space picks it).
  useEffect(() => {
    if (focusNumber === null) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-number="${focusNumber}"]`)?.focus();
    setFocusNumber(null);
  }, [focusNumber, page]);

  const lucky = () => {
    const picks = fillSelection(map, selected, target);
    onChange?.(picks);
    const first = picks[selected.length];
    if (first !== undefined) setPage(pageOf(first));
  };
  const add = (count: number) =>
    onChange?.([...selected, ...randomFreeNumbers(map, Math.min(count, room), chosen)]);

  const onJump = (event: ChangeEvent<HTMLInputElement>) => {
    setJump(event.target.value);
    const n = Number(event.target.value);
    if (Number.isInteger(n) && n >= 1 && n <= map.total) setPage(pageOf(n));
  };
  // Enter in 'Ir para o número' goes to the number; inside the buy form it must never submit
  // it (a purchase of random numbers the buyer did not ask for).
  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!looked) return;
    setPage(pageOf(typed));
    setFocusNumber(typed);
  };

  const stateText = (n: number) => {
    const state = map.stateOf(n);
    const base = t(STATE_LABEL[chosen.has(n) ? 'selected' : state]);
    return winning?.has(n) ? `${base} · ${t('numbers.winning')}` : base;
  };

  return (
    <section
      className="grid gap-3"
      {...(picking ? { 'aria-labelledby': titleId } : { 'aria-label': t('numbers.boardTitle') })}
      data-testid={picking ? 'number-grid' : 'number-board'}
    >
      <div>
        {/* On the raffle page the card around the board carries the title. */}
        {picking && (
          <h3 id={titleId} className="text-sm font-semibold text-slate-900">
            {t('numbers.title')}
          </h3>
        )}
        <p className="text-xs text-slate-600">
          {t(picking ? 'numbers.hint' : 'numbers.boardHint')}
        </p>
      </div>

      {picking && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            onClick={lucky}
            disabled={max < 1 || selected.length >= target}
          >
            <Clover aria-hidden="true" />
            {t('numbers.lucky')}
          </Button>
          {QUICK_PICKS.filter((n) => n <= max).map((n) => (
            <Button
              key={n}
              type="button"
              size="sm"
              variant="outline"
              onClick={() => add(n)}
              disabled={room < 1}
              aria-label={n === 1 ? t('numbers.quickLabelOne') : t('numbers.quickLabel', { n })}
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
      )}

      {pages > 1 && (
        <div className="flex items-center justify-between gap-2">
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="size-11"
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
            className="size-11"
            onClick={() => setPage(page + 1)}
            disabled={page >= pages - 1}
            aria-label={t('numbers.next')}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
      {(pages > 1 || !picking) && (
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor={picking ? 'number-jump' : 'number-lookup'} className="text-xs">
              {t(picking ? 'numbers.jump' : 'numbers.lookup')}
            </Label>
            <Input
              id={picking ? 'number-jump' : 'number-lookup'}
              type="number"
              inputMode="numeric"
              enterKeyHint="go"
              min={1}
              max={map.total}
              value={jump}
              onChange={onJump}
              onKeyDown={onJumpKey}
              className="h-11 w-28"
            />
          </div>
          {looked && (
            <p className="text-xs text-slate-700" data-testid="number-lookup-result" role="status">
              {t('numbers.numberLabel', {
                number: ticketNumber(typed, map.total),
                state: stateText(typed),
              })}
            </p>
          )}
        </div>
      )}

      <div
        ref={gridRef}
        role="group"
        aria-label={t('numbers.gridLabel', {
          first: ticketNumber(numbers[0] ?? 1, map.total),
          last: ticketNumber(numbers.at(-1) ?? 1, map.total),
        })}
        className={cn(
          'grid gap-1',
          wide
            ? 'grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))]'
            : 'grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))]',
        )}
      >
        {numbers.map((n) => {
          const state = map.stateOf(n);
          const look = chosen.has(n) ? 'selected' : state;
          const label = ticketNumber(n, map.total);
          const cell = cn(
            'flex min-h-11 items-center justify-center rounded border px-0.5 font-mono text-xs tabular-nums',
            STATE_STYLE[look],
            winning?.has(n) && 'ring-2 ring-emerald-500 ring-offset-1',
          );
          const aria = t('numbers.numberLabel', { number: label, state: stateText(n) });
          if (!picking)
            return (
              <span key={n} className={cell} role="img" aria-label={aria} data-number={n}>
                {label}
              </span>
            );
          return (
            <button
              key={n}
              type="button"
              data-number={n}
              className={cn(cell, 'disabled:cursor-not-allowed')}
              disabled={state !== 'free' || (!chosen.has(n) && room < 1)}
              aria-pressed={chosen.has(n)}
              aria-label={aria}
              onClick={() => onChange(toggleNumber(selected, n, max))}
            >
              {label}
            </button>
          );
        })}
      </div>

      <ul className="flex flex-wrap gap-3 text-xs text-slate-600">
        {(['free', 'reserved', 'sold', ...(picking ? (['selected'] as const) : [])] as const).map(
          (state) => (
            <li key={state} className="flex items-center gap-1">
              <span
                className={cn('size-3 rounded border', STATE_STYLE[state])}
                aria-hidden="true"
              />
              {t(STATE_LABEL[state])}
            </li>
          ),
        )}
      </ul>

      {picking && <ChosenLine selected={selected} quantity={quantity} total={map.total} />}
      {picking && selected.length > 0 && room < 1 && (
        <p className="text-xs text-amber-700">
          {t('numbers.capReached', { n: formatNumber(max) })}
        </p>
      )}
    </section>
  );
}
