import { describe, expect, it } from 'vitest';
import { DAY, raffle } from '../../test/fixtures.ts';
import {
  activeChips,
  applyRaffleQuery,
  cardButtonState,
  DEFAULT_QUERY,
  matchesFilter,
  matchesSearch,
  raffleTab,
  removeChip,
  sortRaffles,
} from './raffle-filters.ts';

const now = new Date('2025-08-17T17:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('tabs (spec §4)', () => {
  it('Ativas lists active raffles not yet ended', () => {
    expect(raffleTab(raffle({ status: 'active', end_date: at(1) }), now)).toBe('active');
  });
  it('Finalizadas lists completed and cancelled raffles', () => {
    expect(raffleTab(raffle({ status: 'completed', end_date: at(DAY) }), now)).toBe('finished');
    expect(raffleTab(raffle({ status: 'cancelled', end_date: at(DAY) }), now)).toBe('finished');
  });
  it('an active raffle whose end date passed (draw pending) leaves Ativas for Finalizadas', () => {
    expect(raffleTab(raffle({ status: 'active', end_date: at(0) }), now)).toBe('finished');
    expect(raffleTab(raffle({ status: 'active', end_date: at(-1) }), now)).toBe('finished');
  });
});

describe('search (spec §9: the name, case-insensitively)', () => {
  const r = raffle({ name: 'Rifa Relâmpago de Agosto' });
  it.each([
    ['', true],
    ['agosto', true],
    ['AGOSTO', true],
    ['  relâmpago ', true],
    ['relampago', true],
    ['setembro', false],
  ])('%j → %s', (search, expected) => {
    expect(matchesSearch(r, search)).toBe(expected);
  });
});

describe('filters (spec §9)', () => {
  it('ending soon: 2 days or less left, still running', () => {
    expect(matchesFilter(raffle({ end_date: at(2 * DAY) }), 'endingSoon', now)).toBe(true);
    expect(matchesFilter(raffle({ end_date: at(1) }), 'endingSoon', now)).toBe(true);
    expect(matchesFilter(raffle({ end_date: at(2 * DAY + 1) }), 'endingSoon', now)).toBe(false);
    expect(matchesFilter(raffle({ end_date: at(-1) }), 'endingSoon', now)).toBe(false);
  });
  it('high prize: at least 1,000,000 sats', () => {
    expect(matchesFilter(raffle({ prize_amount: 1_000_000 }), 'highPrize', now)).toBe(true);
    expect(matchesFilter(raffle({ prize_amount: 999_999 }), 'highPrize', now)).toBe(false);
  });
  it('low entry: a ticket price of at most 1,000 sats', () => {
    expect(matchesFilter(raffle({ ticket_price: 1_000 }), 'lowEntry', now)).toBe(true);
    expect(matchesFilter(raffle({ ticket_price: 1_001 }), 'lowEntry', now)).toBe(false);
  });
  it('all keeps everything', () => {
    expect(
      matchesFilter(
        raffle({ prize_amount: 1, ticket_price: 99_999, end_date: at(-DAY) }),
        'all',
        now,
      ),
    ).toBe(true);
  });
});

describe('sort orders (spec §9)', () => {
  const make = (
    id: number,
    daysLeft: number,
    prize_amount: number,
    ticket_price: number,
    sold_tickets: number,
    total_tickets: number,
  ) =>
    raffle({
      id,
      end_date: at(daysLeft * DAY),
      prize_amount,
      ticket_price,
      sold_tickets,
      total_tickets,
    });
  const a = make(1, 3, 500, 300, 10, 100);
  const b = make(2, 1, 900, 100, 5, 10);
  const c = make(3, 2, 700, 200, 90, 100);
  const ids = (list: { id: number }[]) => list.map((r) => r.id);

  it.each([
    ['endDate', 'soonest first', [2, 3, 1]],
    ['prizeAmount', 'highest first', [2, 3, 1]],
    ['ticketPrice', 'lowest first', [2, 3, 1]],
    ['popularity', 'highest sold ratio first', [3, 2, 1]],
  ] as const)('%s: %s', (sort, _order, expected) =>
    expect(ids(sortRaffles([a, b, c], sort))).toEqual(expected),
  );
  it('ties keep a stable order by id and the input is not mutated', () => {
    const x = raffle({ id: 9, prize_amount: 100 });
    const y = raffle({ id: 4, prize_amount: 100 });
    const input = [x, y];
    expect(ids(sortRaffles(input, 'prizeAmount'))).toEqual([4, 9]);
    expect(ids(input)).toEqual([9, 4]);
  });
  it('a raffle with zero tickets counts as 0% sold', () => {
    expect(
      ids(sortRaffles([raffle({ id: 1, total_tickets: 0, sold_tickets: 0 }), c], 'popularity')),
    ).toEqual([3, 1]);
  });
});

describe('applyRaffleQuery: search + filter + sort, split into tabs with counts', () => {
  const list = [
    raffle({ id: 1, name: 'Grande prêmio', prize_amount: 2_000_000, end_date: at(5 * DAY) }),
    raffle({ id: 2, name: 'Pequena', prize_amount: 10_000, end_date: at(1 * DAY) }),
    raffle({
      id: 3,
      name: 'Grande antiga',
      prize_amount: 3_000_000,
      status: 'completed',
      end_date: at(-DAY),
    }),
    raffle({ id: 4, name: 'Cancelada', status: 'cancelled' }),
  ];
  it('default query: every raffle in its tab', () => {
    const tabs = applyRaffleQuery(list, DEFAULT_QUERY, now);
    expect(tabs.active.map((r) => r.id)).toEqual([2, 1]);
    expect(tabs.finished.map((r) => r.id)).toEqual([3, 4]);
  });
  it('filter and search narrow both tabs', () => {
    const tabs = applyRaffleQuery(
      list,
      { search: 'grande', filter: 'highPrize', sort: 'prizeAmount' },
      now,
    );
    expect(tabs.active.map((r) => r.id)).toEqual([1]);
    expect(tabs.finished.map((r) => r.id)).toEqual([3]);
  });
});

describe('chips (spec §2: the active filter and the search text, removable)', () => {
  it('no chips for the default query; whitespace is no search', () => {
    expect(activeChips(DEFAULT_QUERY)).toEqual([]);
    expect(activeChips({ ...DEFAULT_QUERY, search: '   ' })).toEqual([]);
  });
  it('one chip per active part; the sort is not a chip', () => {
    expect(activeChips({ search: 'x', filter: 'lowEntry', sort: 'popularity' })).toEqual([
      'filter',
      'search',
    ]);
  });
  it('removing a chip resets only that part', () => {
    const q = { search: 'x', filter: 'lowEntry', sort: 'popularity' } as const;
    expect(removeChip(q, 'filter')).toEqual({ search: 'x', filter: 'all', sort: 'popularity' });
    expect(removeChip(q, 'search')).toEqual({ search: '', filter: 'lowEntry', sort: 'popularity' });
  });
});

describe('card button state (spec §2)', () => {
  it.each([
    ['buy', raffle({ status: 'active', end_date: at(DAY) })],
    ['finished', raffle({ status: 'completed', end_date: at(-DAY) })],
    ['cancelled', raffle({ status: 'cancelled', end_date: at(DAY) })],
    ['expired', raffle({ status: 'active', end_date: at(-1) })],
    [
      'soldOut',
      raffle({ status: 'active', available_tickets: 0, sold_tickets: 100, total_tickets: 100 }),
    ],
    [
      'soldOut',
      raffle({ status: 'active', min_tickets: 5, available_tickets: 4, sold_tickets: 96 }),
    ],
    // docs/decisions/0014-numbers-prizes-packages.md: every unsold ticket held by unpaid invoices: reserved, not 'Esgotado'.
    [
      'reserved',
      raffle({ status: 'active', available_tickets: 0, sold_tickets: 0, total_tickets: 100 }),
    ],
    [
      'reserved',
      raffle({ status: 'active', min_tickets: 5, available_tickets: 4, sold_tickets: 0 }),
    ],
  ])('%s', (expected, r) => {
    expect(cardButtonState(r, now)).toBe(expected);
  });
});
