// The Painel and the CSV exports (issue 16) over their SQLite reads; apart from services.ts
// so that file stays small.
import { createDashboardRepository } from './adapters/sqlite/dashboard-repository.ts';
import type { Store } from './adapters/sqlite/index.ts';
import { guardStorage } from './adapters/sqlite/storage-errors.ts';
import { createAdminMetrics, createDashboardExports } from './domain/painel/index.ts';
import type { Clock, Lightning } from './domain/ports/index.ts';

export function createDashboard(deps: { store: Store; lightning: Lightning; clock: Clock }) {
  const dashboard = guardStorage(createDashboardRepository(deps.store.db));
  return {
    metrics: createAdminMetrics({ dashboard, lightning: deps.lightning, clock: deps.clock }),
    exports: createDashboardExports({
      dashboard,
      publicTickets: (raffleId) => deps.store.draws.tickets(raffleId),
    }),
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
