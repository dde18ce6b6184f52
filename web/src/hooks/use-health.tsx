import type { Health } from '@rifa/shared';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { api } from '../api/client.ts';

// GET /api/health once at start: demo mode shows the permanent banner and the
// 'Simular pagamento' button (DESIGN.md §4). Null while unknown or unreachable.

const HealthContext = createContext<Health | null>(null);

export function HealthProvider({ children }: { children: ReactNode }) {
  const [health, setHealth] = useState<Health | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .health(controller.signal)
      .then(setHealth)
      .catch(() => setHealth(null));
    return () => controller.abort();
  }, []);

  return <HealthContext.Provider value={health}>{children}</HealthContext.Provider>;
}

export function useHealth(): Health | null {
  return useContext(HealthContext);
}

export function useIsDemo(): boolean {
  return useHealth()?.mode === 'demo';
}
