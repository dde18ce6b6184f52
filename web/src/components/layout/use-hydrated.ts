import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * docs/protocols/no-javascript.md: false while rendering the server's markup (on the server,
 * then during the hydration, which must render the same), true once the SPA runs. What only
 * JavaScript can do (a sheet, a dropdown, a button disabled until a form is complete) waits
 * for it; the server's markup is plain HTML that works without.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
