// Admin reads and the API key (docs/protocols/http-api.md).
import { Router } from 'express';
import type { AdminKeys, AdminReads } from '../../domain/operator/index.ts';
import type { Guards } from '../auth.ts';

export function adminRoutes(
  deps: { reads: AdminReads; adminKeys: AdminKeys },
  guards: Guards,
): Router {
  const router = Router();

  router.get('/api/users', guards.requireAdmin, (_req, res) => {
    res.json({ data: deps.reads.users() });
  });

  router.get('/api/stats', guards.requireAdmin, (_req, res) => {
    res.json(deps.reads.stats());
  });

  // A person must be behind a new key: bearer only, never the key itself.
  router.post('/api/admin/api-key', guards.requireAdminUser, (req, res) => {
    res.status(201).json(deps.adminKeys.generate(req.user!.id));
  });

  router.get('/api/admin/api-key', guards.requireAdminUser, (_req, res) => {
    const current = deps.adminKeys.current();
    res.json({ exists: current !== null, created_at: current?.created_at ?? null });
  });

  return router;
}
