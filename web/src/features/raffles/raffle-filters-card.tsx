import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { labelKeys, t, type MessageKey } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import {
  activeChips,
  DEFAULT_QUERY,
  RAFFLE_FILTERS,
  RAFFLE_SORTS,
  removeChip,
  type RaffleFilter,
  type RaffleQuery,
  type RaffleSort,
} from './raffle-filters.ts';

const FILTER_LABEL: Record<RaffleFilter, MessageKey> = labelKeys('raffles.filter', RAFFLE_FILTERS);

const SORT_LABEL: Record<RaffleSort, MessageKey> = labelKeys('raffles.sort', RAFFLE_SORTS);

/** The two selects of the card: the query part each sets, its label and its options. */
const SELECTS: {
  [P in 'filter' | 'sort']: {
    label: MessageKey;
    options: readonly RaffleQuery[P][];
    labels: Record<RaffleQuery[P], MessageKey>;
  };
} = {
  filter: { label: 'raffles.filterLabel', options: RAFFLE_FILTERS, labels: FILTER_LABEL },
  sort: { label: 'raffles.sortLabel', options: RAFFLE_SORTS, labels: SORT_LABEL },
};

/** Spec §2 filter card: search, filter select, sort select, 'Aplicar', removable chips. */
export function RaffleFiltersCard({
  query,
  onChange,
}: {
  query: RaffleQuery;
  onChange(query: RaffleQuery): void;
}) {
  const chips = activeChips(query);
  // docs/decisions/0014-numbers-prizes-packages.md: on phones the filter and sort selects start folded so the raffles show on
  // the first screen, while the search box always shows; from md up all is open. Same first
  // render on the server and the client.
  // A filter or an order from the URL (raffle-filters.ts) starts unfolded, so it is seen.
  const [open, setOpen] = useState(
    () => query.filter !== DEFAULT_QUERY.filter || query.sort !== DEFAULT_QUERY.sort,
  );
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 py-3 md:pt-5">
        <CardTitle className="text-base">{t('raffles.filtersTitle')}</CardTitle>
        <Button
          variant="outline"
          size="sm"
          className="h-11 md:hidden"
          aria-expanded={open}
          aria-controls="raffle-filters-more"
          onClick={() => setOpen(!open)}
          data-testid="filters-toggle"
        >
          <SlidersHorizontal aria-hidden="true" />
          {open ? t('raffles.hideFilters') : t('raffles.showFilters')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          id="raffle-filters-form"
          role="search"
          className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
          // Filters apply as they change; 'Aplicar' does nothing extra (spec §2).
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="raffle-search">{t('raffles.searchLabel')}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <Input
                id="raffle-search"
                type="search"
                className="pl-9"
                placeholder={t('raffles.searchPlaceholder')}
                value={query.search}
                onChange={(e) => onChange({ ...query, search: e.target.value })}
              />
            </div>
          </div>
          <div id="raffle-filters-more" className={cn('contents', !open && 'max-md:hidden')}>
            <QuerySelect part="filter" query={query} onChange={onChange} />
            <QuerySelect part="sort" query={query} onChange={onChange} />
            <Button type="submit">{t('raffles.apply')}</Button>
          </div>
        </form>
        {chips.length > 0 && (
          <ul className="flex flex-wrap gap-2" data-testid="filter-chips">
            {chips.map((chip) => {
              const label =
                chip === 'filter'
                  ? t(FILTER_LABEL[query.filter])
                  : t('raffles.chipSearch', { text: query.search.trim() });
              return (
                <li key={chip}>
                  <span className="inline-flex items-center gap-1 rounded-full border border-orange-200 bg-orange-50 py-1 pl-3 pr-1 text-sm text-orange-900">
                    {label}
                    <button
                      type="button"
                      className="rounded-full p-0.5 hover:bg-orange-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                      aria-label={t('raffles.removeChip', { label })}
                      onClick={() => onChange(removeChip(query, chip))}
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A labelled select of the filter card, `raffle-{part}` (the select is also its test id). */
function QuerySelect<P extends keyof typeof SELECTS>({
  part,
  query,
  onChange,
}: {
  part: P;
  query: RaffleQuery;
  onChange(query: RaffleQuery): void;
}) {
  const { label, options, labels } = SELECTS[part];
  const id = `raffle-${part}`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t(label)}</Label>
      <NativeSelect
        id={id}
        data-testid={id}
        value={query[part]}
        onChange={(event) => onChange({ ...query, [part]: event.target.value as RaffleQuery[P] })}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(labels[option])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
