import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  paramsFromQuery,
  queryFromParams,
  type RaffleQuery,
  type RaffleTab,
} from './raffle-filters.ts';

/**
 * The raffle list's search, filter, sort and tab, kept in the URL (raffle-filters.ts): a
 * reload, a shared link or 'Voltar' from a raffle keeps them. ?aba=finalizadas is also the way
 * to the finished tab with JavaScript off (docs/decisions/0013-built-for-tor.md). The URL is
 * replaced, not pushed: typing is not history.
 */
export function useRaffleQuery() {
  const [params, setParams] = useSearchParams();
  const fromUrl = queryFromParams(params);
  // The typed text is local first (the URL follows), so no keystroke waits for the router.
  const [search, setSearch] = useState(fromUrl.query.search);
  // What this page wrote to the URL and has not seen arrive yet, oldest first.
  const pending = useRef<string[]>([]);
  const urlSearch = fromUrl.query.search;
  useEffect(() => {
    const mine = pending.current.indexOf(urlSearch);
    if (mine >= 0) {
      pending.current = pending.current.slice(mine + 1);
      return;
    }
    // The URL changed by other means (a link to /raffles): the box follows it.
    setSearch(urlSearch);
  }, [urlSearch]);
  const { filter, sort } = fromUrl.query;
  const { tab } = fromUrl;
  const query = useMemo<RaffleQuery>(() => ({ search, filter, sort }), [search, filter, sort]);
  const write = (next: RaffleQuery, nextTab: RaffleTab) => {
    if (next.search !== urlSearch) pending.current.push(next.search);
    setSearch(next.search);
    setParams(paramsFromQuery(next, nextTab, params), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const setQuery = (next: RaffleQuery) => write(next, tab);
  const setTab = (next: RaffleTab) => write(query, next);
  return { query, tab, setQuery, setTab };
}
