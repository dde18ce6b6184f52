import { useEffect, useMemo, useRef, useState } from 'react';
import { useAsync } from '../../../hooks/use-async.ts';
import { rafflesApi } from '../api.ts';
import { fillSelection, numberMap, resizeSelection } from './number-choice.ts';

/**
 * The numbers a buyer picks in the grid of the buy dialog (docs/decisions/0014-numbers-prizes-packages.md).
 * The picks may be fewer than the quantity bought: the slots left get free numbers at random
 * when the purchase is made (`numbersFor`). Picking more than the quantity raises it
 * (`onCount`); lowering the quantity drops the most recent picks.
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
      return still.length === current.length ? current : still;
    });
  }, [map]);

  return {
    selected,
    map,
    loading: numbers.loading,
    /** Reloads the map: after a refusal, taken numbers show as taken. */
    reload: numbers.reload,
    /** The buyer's picks in the grid; more picks than `quantity` raise it. */
    choose(next: number[], quantity: number) {
      setSelected(next);
      if (next.length > quantity) countRef.current(next.length);
    },
    /** The quantity changed in the field: picks beyond it go, the latest first. */
    resize(quantity: number) {
      setSelected((current) => resizeSelection(current, quantity));
    },
    /**
     * The numbers to reserve for `quantity` tickets: none when nothing was picked (the server
     * draws them), else the picks and random free numbers in the slots left.
     */
    numbersFor(quantity: number): number[] | undefined {
      if (selected.length === 0 || !map) return undefined;
      const all = fillSelection(map, selected, quantity);
      return all.length === quantity ? all : undefined;
    },
  };
}
