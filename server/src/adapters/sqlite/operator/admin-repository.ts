// SQL for admin API keys and the admin statistics.
import type { Stats } from '@rifa/shared';
import type { ApiKeyRepository, StatsRepository } from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

export function createApiKeyRepository(db: Db): ApiKeyRepository {
  const revokeAll = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE revoked_at IS NULL');
  const insert = db.prepare(
    'INSERT INTO api_keys (key_hash, created_by, created_at) VALUES (?, ?, ?)',
  );
  const active = db
    .prepare('SELECT 1 FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL')
    .pluck();
  const current = db.prepare(
    'SELECT created_at FROM api_keys WHERE revoked_at IS NULL ORDER BY id DESC LIMIT 1',
  );
  const replace = db.transaction((keyHash: string, createdBy: number, now: string) => {
    revokeAll.run(now);
    insert.run(keyHash, createdBy, now);
  });
  return {
    replace: (keyHash, createdBy, now) => replace.immediate(keyHash, createdBy, now),
    isActive: (keyHash) => active.get(keyHash) === 1,
    current: () => current.get() as { created_at: string } | undefined,
  };
}

export function createStatsRepository(db: Db): StatsRepository {
  const query = db.prepare(`
    SELECT
      -- The accounts the users list shows: participants, not deleted.
      (SELECT COUNT(*) FROM users WHERE deleted_at IS NULL AND is_admin = 0) AS users,
      (SELECT COUNT(*) FROM raffles WHERE status = 'active') AS active,
      (SELECT COUNT(*) FROM raffles WHERE status = 'completed') AS completed,
      (SELECT COUNT(*) FROM raffles WHERE status = 'cancelled') AS cancelled,
      (SELECT COUNT(*) FROM tickets) AS tickets_sold,
      (SELECT COALESCE(SUM(amount), 0) FROM transactions WHERE status IN ('paid', 'refund_owed')) AS sats_received,
      (SELECT COALESCE(SUM(amount), 0) FROM payouts WHERE kind = 'prize' AND status IN ('sent', 'manual')) AS prizes_paid,
      (SELECT COUNT(*) FROM transactions WHERE status = 'pending') AS pending_invoices`);
  return {
    stats(): Stats {
      const row = query.get() as Record<string, number>;
      return {
        users: row.users ?? 0,
        raffles: {
          active: row.active ?? 0,
          completed: row.completed ?? 0,
          cancelled: row.cancelled ?? 0,
        },
        tickets_sold: row.tickets_sold ?? 0,
        sats_received: row.sats_received ?? 0,
        prizes_paid: row.prizes_paid ?? 0,
        pending_invoices: row.pending_invoices ?? 0,
      };
    },
  };
}
