import type { Health } from '@rifa/shared';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { usePageData } from '../../hooks/use-page-data.tsx';
import { siteApi } from './api.ts';

// GET /api/health once at start: demo mode shows the permanent banner and the
// 'Simular pagamento' button (docs/protocols/configuration.md). Null while unknown or unreachable.

const HealthContext = createContext<Health | null>(null);

export function HealthProvider({ children }: { children: ReactNode }) {
  const [health, setHealth] = useState<Health | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    siteApi
      .health(controller.signal)
      .then(setHealth)
      .catch(() => setHealth(null));
    return () => controller.abort();
  }, []);

  return <HealthContext.Provider value={health}>{children}</HealthContext.Provider>;
}

function useHealth(): Health | null {
  return useContext(HealthContext);
}

/** Demo mode: from /api/health, or until it answers from the server-rendered page's data. */
export function useIsDemo(): boolean {
  const health = useHealth();
  const page = usePageData();
  return health ? health.mode === 'demo' : page?.demo === true;
}
