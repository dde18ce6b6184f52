import { Search, X } from 'lucide-react';
import { t, type MessageKey } from '../i18n/pt-BR.ts';
import {
  activeChips,
  RAFFLE_FILTERS,
  RAFFLE_SORTS,
  removeChip,
  type RaffleFilter,
  type RaffleQuery,
  type RaffleSort,
} from '../lib/raffle-filters.ts';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

export const FILTER_LABEL: Record<RaffleFilter, MessageKey> = {
  all: 'raffles.filter.all',
  endingSoon: 'raffles.filter.endingSoon',
  highPrize: 'raffles.filter.highPrize',
  lowEntry: 'raffles.filter.lowEntry',
};

export const SORT_LABEL: Record<RaffleSort, MessageKey> = {
  endDate: 'raffles.sort.endDate',
  prizeAmount: 'raffles.sort.prizeAmount',
  ticketPrice: 'raffles.sort.ticketPrice',
  popularity: 'raffles.sort.popularity',
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
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('raffles.filtersTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
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
          <div className="grid gap-1.5">
            <Label htmlFor="raffle-filter">{t('raffles.filterLabel')}</Label>
            <Select
              value={query.filter}
              onValueChange={(value) => onChange({ ...query, filter: value as RaffleFilter })}
            >
              <SelectTrigger id="raffle-filter" data-testid="raffle-filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {RAFFLE_FILTERS.map((filter) => (
                  <SelectItem key={filter} value={filter}>
                    {t(FILTER_LABEL[filter])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="raffle-sort">{t('raffles.sortLabel')}</Label>
            <Select
              value={query.sort}
              onValueChange={(value) => onChange({ ...query, sort: value as RaffleSort })}
            >
              <SelectTrigger id="raffle-sort" data-testid="raffle-sort">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {RAFFLE_SORTS.map((sort) => (
                  <SelectItem key={sort} value={sort}>
                    {t(SORT_LABEL[sort])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit">{t('raffles.apply')}</Button>
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
