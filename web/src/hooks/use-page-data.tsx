import type { EmbeddedResponse, PageData } from '@rifa/shared';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { apiUrl } from '../api/client.ts';

// docs/decisions/0013-built-for-tor.md: the public pages are rendered on the server with a PageData (the time, the mode,
// the API answers they show) and hydrated in the browser with the same PageData, read from
// the HTML. The first client render must produce exactly the server's markup, so while it
// runs, components take the time, the answers and the origin from here instead of the
// browser; from the first commit on they live in the browser's world again.

interface PageDataState {
  data: PageData;
  /** Set once this root's server markup is hydrated (its first commit); never on the server. */
  hydrated: boolean;
}

const PageDataContext = createContext<PageDataState | null>(null);

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  // One mutable record per root, read during render: flipping it re-renders nothing by
  // itself, it only changes what the components rendered from now on start from.
  const [state] = useState<PageDataState>(() => ({ data, hydrated: false }));
  useEffect(() => {
    state.hydrated = true;
    // The markup is live from here on (the Tor benchmark's "interactive", e2e tests).
    document.documentElement.dataset.hydrated = 'true';
  }, [state]);
  return <PageDataContext.Provider value={state}>{children}</PageDataContext.Provider>;
}

/** The page's server data, when this app was server-rendered (for its whole life). */
export function usePageData(): PageData | null {
  return useContext(PageDataContext)?.data ?? null;
}

/** The server data while rendering the server's markup (server, then hydration); else null. */
export function useHydrationData(): PageData | null {
  const state = useContext(PageDataContext);
  return state && !state.hydrated ? state.data : null;
}

/** An API answer embedded in the page, while rendering the server's markup. */
export function useEmbeddedResponse(path: string): EmbeddedResponse | undefined {
  return useHydrationData()?.responses[path];
}

const noSubscription = () => () => undefined;

/**
 * The absolute URL of an API path (what an auditor passes to verify-draw): the server renders
 * it with the origin it was reached at, hydration keeps that, and React re-renders with the
 * browser's own origin and saved API base address should they differ.
 */
export function useApiUrl(path: string): string {
  const page = usePageData();
  return useSyncExternalStore(
    noSubscription,
    () => apiUrl(path),
    () => new URL(path, page?.origin ?? 'http://localhost').href,
  );
}
