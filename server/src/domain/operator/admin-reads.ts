// What the admin reads (spec §7: GET /api/users, GET /api/stats): accounts with their
// counters, and the totals. Names and e-mails only ever reach an admin.
import type { AdminUserRow, Stats } from '@rifa/shared';
import type { StatsRepository, UserRepository } from '../ports/index.ts';

export function createAdminReads(deps: { users: UserRepository; stats: StatsRepository }) {
  return {
    users: (): AdminUserRow[] => deps.users.listForAdmin(),
    stats: (): Stats => deps.stats.stats(),
  };
}

export type AdminReads = ReturnType<typeof createAdminReads>;
