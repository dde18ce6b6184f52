// GET /api/health: liveness plus the reachability of each node port (docs/protocols/http-api.md).
import { Router } from 'express';
import type { Health } from '@rifa/shared';

export function healthRoutes(probe: () => Promise<Health>): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await probe());
  });
  return router;
}
