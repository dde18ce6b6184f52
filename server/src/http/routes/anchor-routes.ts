// The draw anchors in Gerenciar (docs/protocols/draw-v2.md): a read, so the admin API key may list them.
import { Router } from 'express';
import type { AdminAnchor, ListResponse } from '@rifa/shared';
import type { AnchorReads } from '../../domain/draws/index.ts';
import type { Guards } from '../auth.ts';

export function anchorRoutes(reads: AnchorReads, guards: Guards): Router {
  const router = Router();
  router.get('/api/admin/anchors', guards.requireAdmin, (_req, res) => {
    const body: ListResponse<AdminAnchor> = { data: reads.list() };
    res.json(body);
  });
  return router;
}
