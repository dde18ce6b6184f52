import { useEffect, useMemo, useRef, useState } from 'react';
import { useAsync } from '../../../hooks/use-async.ts';
import { rafflesApi } from '../api.ts';
import { numberMap, resizeSelection } from './number-choice.ts';

/**
 * The numbers a buyer picks in the grid of the buy dialog (docs/decisions/0014-numbers-prizes-packages.md). The selection is empty
 * (the server picks free numbers at random) or exactly the quantity bought; `onCount` moves
 * the quantity when the picks do.
 */
export function useNumberChoice(raffleId: number, onCount: (count: number) => void) {
  const [selected, setSelected] = useState<number[]>([]);
  const numbers = useAsync((signal) => rafflesApi.getRaffleNumbers(raffleId, signal), raffleId);
  const map = useMemo(() => numbers.data && numberMap(numbers.data), [numbers.data]);
  const countRef = useRef(onCount);
  countRef.current = onCount;

  // A fresh map (after another buyer took a number: 409) drops the picks no longer free.
  useEffect(() => {
    if (!map) return;
    setSelected((current) => {
      const still = current.filter((n) => map.stateOf(n) === 'free');
      if (still.length === current.length) return current;
      if (still.length > 0) countRef.current(still.length);
      return still;
    });
  }, [map]);

  return {
    selected,
    map,
    loading: numbers.loading,
    /** Reloads the map: after a refusal, taken numbers show as taken. */
    reload: numbers.reload,
    /** The buyer's picks in the grid. */
    choose(next: number[]) {
      setSelected(next);
      if (next.length > 0) countRef.current(next.length);
    },
    /** The quantity changed in the field: the picks follow it. */
    resize(quantity: number) {
      if (map) setSelected((current) => resizeSelection(map, current, quantity));
    },
  };
}
