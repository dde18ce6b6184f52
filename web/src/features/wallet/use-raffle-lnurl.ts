import type { RaffleLnurl } from '@rifa/shared';
import { useAsync } from '../../hooks/use-async.ts';
import { walletApi } from './api.ts';

/**
 * The raffle's Lightning Address and LNURL-pay link (docs/protocols/lnurl.md#pay-request), for
 * a raffle still selling (null: none asked). It depends on the host the page was reached on,
 * so it is read in the browser after hydration, never embedded: the server's render and the
 * first client render both have nothing, and agree. Null until it arrives, or when it fails
 * (the page then simply has no wallet section).
 */
export function useRaffleLnurl(raffleId: number | null): RaffleLnurl | null {
  const state = useAsync(
    (signal) =>
      raffleId === null ? Promise.resolve(null) : walletApi.raffleLnurl(raffleId, signal),
    raffleId,
  );
  return state.data ?? null;
}
