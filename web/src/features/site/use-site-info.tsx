import { pageDataKeys, type SiteInfo } from '@rifa/shared';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { embeddedAnswer } from '../../api/embedded.ts';
import { useAsync } from '../../hooks/use-async.ts';
import { usePageData } from '../../hooks/use-page-data.tsx';
import { siteApi } from './api.ts';

// docs/decisions/0014-numbers-prizes-packages.md: the footer of every page and /termos show the organiser's contact, the general
// terms and the version (GET /api/site). A server-rendered page carries the answer in its
// PageData, so hydration matches and nothing is asked again; the other routes fetch it once
// for the app's life (the provider sits in the root layout, above every page).

interface SiteInfoState {
  info: SiteInfo | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
  /** The admin saved new texts: show them everywhere at once. */
  replace(info: SiteInfo): void;
}

const SiteInfoContext = createContext<SiteInfoState | null>(null);

export function SiteInfoProvider({ children }: { children: ReactNode }) {
  const embedded = usePageData()?.responses[pageDataKeys.site];
  const loaded = useAsync(
    (signal) => siteApi.site(signal),
    null,
    embeddedAnswer<SiteInfo>(embedded, 'terms.error'),
  );
  const [saved, setSaved] = useState<SiteInfo | undefined>(undefined);
  const state: SiteInfoState = {
    info: saved ?? loaded.data,
    error: loaded.error,
    loading: loaded.loading,
    reload: loaded.reload,
    replace: setSaved,
  };
  return <SiteInfoContext.Provider value={state}>{children}</SiteInfoContext.Provider>;
}

const OUTSIDE: SiteInfoState = {
  info: undefined,
  error: undefined,
  loading: false,
  reload: () => undefined,
  replace: () => undefined,
};

/** The site's texts (undefined until known); outside the provider (isolated tests), nothing. */
export function useSiteInfo(): SiteInfoState {
  return useContext(SiteInfoContext) ?? OUTSIDE;
}
