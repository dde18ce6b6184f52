import {
  daysLeft,
  ENDING_SOON_DAYS,
  HIGH_PRIZE_SATS,
  LOW_ENTRY_SATS,
  type Raffle,
} from '@rifa/shared';
import { availableTickets, minTickets } from '../buy/index.ts';

// The raffle list's rules (spec §2, §4, §9) as pure functions, so they are tested
// directly and the page only wires them to inputs.

export const RAFFLE_FILTERS = ['all', 'endingSoon', 'highPrize', 'lowEntry'] as const;
export type RaffleFilter = (typeof RAFFLE_FILTERS)[number];

export const RAFFLE_SORTS = ['endDate', 'prizeAmount', 'ticketPrice', 'popularity'] as const;
export type RaffleSort = (typeof RAFFLE_SORTS)[number];

export type RaffleTab = 'active' | 'finished';

export interface RaffleQuery {
  search: string;
  filter: RaffleFilter;
  sort: RaffleSort;
}

export const DEFAULT_QUERY: RaffleQuery = { search: '', filter: 'all', sort: 'endDate' };

/**
 * The list's state in its URL, so a reload, a shared link and 'Voltar' from a raffle keep the
 * search, filter, sort and tab: ?busca=&filtro=&ordem=&aba=finalizadas (aba is also the
 * way to the finished tab without JavaScript). Defaults are left out; unknown values read as
 * the default.
 */
export const QUERY_PARAMS = {
  search: 'busca',
  filter: 'filtro',
  sort: 'ordem',
  tab: 'aba',
} as const;
export const FINISHED_TAB_PARAM = 'finalizadas';
const MAX_SEARCH_LENGTH = 100;

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function queryFromParams(params: URLSearchParams): { query: RaffleQuery; tab: RaffleTab } {
  return {
    query: {
      search: (params.get(QUERY_PARAMS.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
      filter: oneOf(RAFFLE_FILTERS, params.get(QUERY_PARAMS.filter), DEFAULT_QUERY.filter),
      sort: oneOf(RAFFLE_SORTS, params.get(QUERY_PARAMS.sort), DEFAULT_QUERY.sort),
    },
    tab: params.get(QUERY_PARAMS.tab) === FINISHED_TAB_PARAM ? 'finished' : 'active',
  };
}

/** The params for a query and tab; other params of `base` are kept. */
export function paramsFromQuery(
  query: RaffleQuery,
  tab: RaffleTab,
  base = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(name);
    else params.set(name, value);
  };
  set(QUERY_PARAMS.search, query.search, DEFAULT_QUERY.search);
  set(QUERY_PARAMS.filter, query.filter, DEFAULT_QUERY.filter);
  set(QUERY_PARAMS.sort, query.sort, DEFAULT_QUERY.sort);
  set(QUERY_PARAMS.tab, tab === 'finished' ? FINISHED_TAB_PARAM : '', '');
  return params;
}

/** The end date has passed: an 'active' raffle then counts as expired (spec §4). */
export function hasEnded(raffle: Raffle, now: Date): boolean {
  return new Date(raffle.end_date).getTime() <= now.getTime();
}

/**
 * Ativas: active and not yet ended. Finalizadas: completed or cancelled — and, beyond
 * the spec, active raffles whose end date passed (sales closed, draw pending), which
 * the spec's two tabs would otherwise hide until the draw block is confirmed.
 */
export function raffleTab(raffle: Raffle, now: Date): RaffleTab {
  return raffle.status === 'active' && !hasEnded(raffle, now) ? 'active' : 'finished';
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

/** Search matches the name, case-insensitively (spec §9); accents are ignored too. */
export function matchesSearch(raffle: Raffle, search: string): boolean {
  const needle = fold(search.trim());
  return needle === '' || fold(raffle.name).includes(needle);
}

/** Spec §9: ending soon ≤ 2 days left (and not ended), high prize ≥ 1,000,000 sats, low entry ≤ 1,000 sats. */
export function matchesFilter(raffle: Raffle, filter: RaffleFilter, now: Date): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'endingSoon': {
      const days = daysLeft(raffle.end_date, now);
      return days > 0 && days <= ENDING_SOON_DAYS;
    }
    case 'highPrize':
      return raffle.prize_amount >= HIGH_PRIZE_SATS;
    case 'lowEntry':
      return raffle.ticket_price <= LOW_ENTRY_SATS;
  }
}

function soldRatio(raffle: Raffle): number {
  return raffle.total_tickets > 0 ? raffle.sold_tickets / raffle.total_tickets : 0;
}

const comparators: Record<RaffleSort, (a: Raffle, b: Raffle) => number> = {
  endDate: (a, b) => new Date(a.end_date).getTime() - new Date(b.end_date).getTime(),
  prizeAmount: (a, b) => b.prize_amount - a.prize_amount,
  ticketPrice: (a, b) => a.ticket_price - b.ticket_price,
  popularity: (a, b) => soldRatio(b) - soldRatio(a),
};

/** Spec §9 orders: soonest end, highest prize, lowest price, highest sold ratio; ties by id. */
export function sortRaffles(raffles: readonly Raffle[], sort: RaffleSort): Raffle[] {
  const compare = comparators[sort];
  return [...raffles].sort((a, b) => compare(a, b) || a.id - b.id);
}

interface RaffleTabs {
  active: Raffle[];
  finished: Raffle[];
}

/** Search, filter and sort, then split into the two tabs (whose lengths are the tab counts). */
export function applyRaffleQuery(
  raffles: readonly Raffle[],
  query: RaffleQuery,
  now: Date,
): RaffleTabs {
  const kept = raffles.filter(
    (r) => matchesSearch(r, query.search) && matchesFilter(r, query.filter, now),
  );
  const sorted = sortRaffles(kept, query.sort);
  return {
    active: sorted.filter((r) => raffleTab(r, now) === 'active'),
    finished: sorted.filter((r) => raffleTab(r, now) === 'finished'),
  };
}

type ChipKind = 'filter' | 'search';

/** Removable chips: the active filter (when not 'all') and the search text (spec §2). */
export function activeChips(query: RaffleQuery): ChipKind[] {
  const chips: ChipKind[] = [];
  if (query.filter !== 'all') chips.push('filter');
  if (query.search.trim() !== '') chips.push('search');
  return chips;
}

/** The query without the chip that was removed. */
export function removeChip(query: RaffleQuery, chip: ChipKind): RaffleQuery {
  return chip === 'filter' ? { ...query, filter: 'all' } : { ...query, search: '' };
}

/**
 * The card's button (spec §2): buy when active and not ended; disabled 'Finalizada',
 * 'Cancelada', 'Tempo Esgotado'; and, beyond the spec, 'Esgotado' when fewer tickets are
 * left than one purchase's minimum (the server would answer 409 anyway).
 */
export type CardButtonState = 'buy' | 'finished' | 'cancelled' | 'expired' | 'soldOut' | 'reserved';

export function cardButtonState(raffle: Raffle, now: Date): CardButtonState {
  if (raffle.status === 'completed') return 'finished';
  if (raffle.status === 'cancelled') return 'cancelled';
  if (hasEnded(raffle, now)) return 'expired';
  // docs/decisions/0014-numbers-prizes-packages.md: unsold tickets held by unpaid invoices are 'reserved' (they may come back
  // when the invoices expire), not 'Esgotado' with 0 sold.
  if (availableTickets(raffle) < minTickets(raffle))
    return raffle.total_tickets - raffle.sold_tickets >= minTickets(raffle)
      ? 'reserved'
      : 'soldOut';
  return 'buy';
}
