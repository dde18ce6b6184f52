// The public proof of each draw (DESIGN.md §5): anyone may read and recompute it. Only
// ticket numbers and payment hashes are published, never e-mails or names (LGPD).
import { pathId } from '../path-id.ts';
import { Router } from 'express';
import type { DrawTicketList } from '@rifa/shared';
import type { DrawProofs } from '../../domain/draw-proofs.ts';

export function drawRoutes(draws: DrawProofs): Router {
  const router = Router();

  router.get('/api/rifa/:id/tickets', (req, res) => {
    const body: DrawTicketList = { data: draws.tickets(pathId(req.params.id)) };
    res.json(body);
  });

  router.get('/api/rifa/:id/draw', async (req, res) => {
    res.json(await draws.proof(pathId(req.params.id)));
  });

  return router;
}
