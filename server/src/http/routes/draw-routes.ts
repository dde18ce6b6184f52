// The public proof of each draw (docs/protocols/http-api.md): anyone may read and recompute it. Only
// ticket numbers and payment hashes are published, never e-mails or names (LGPD).
import { pathId } from '../path-id.ts';
import { Router } from 'express';
import type { DrawTicketList, TicketInclusionProof } from '@rifa/shared';
import type { DrawProofs } from '../../domain/draws/index.ts';

export function drawRoutes(draws: DrawProofs): Router {
  const router = Router();

  router.get('/api/rifa/:id/tickets', (req, res) => {
    const body: DrawTicketList = { data: draws.tickets(pathId(req.params.id)) };
    res.json(body);
  });

  // docs/protocols/draw-v2.md: one ticket's inclusion proof against tickets_root ('Meu bilhete está na lista').
  router.get('/api/rifa/:id/tickets/:number/proof', (req, res) => {
    const body: TicketInclusionProof = draws.ticketProof(
      pathId(req.params.id),
      pathId(req.params.number),
    );
    res.json(body);
  });

  router.get('/api/rifa/:id/draw', async (req, res) => {
    res.json(await draws.proof(pathId(req.params.id)));
  });

  return router;
}
