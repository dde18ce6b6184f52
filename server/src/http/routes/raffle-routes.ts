// Raffles: public reads, admin creation (bearer + step-up) and updates (bearer or key).
import { Router } from 'express';
import type { Raffles } from '../../domain/raffles.ts';
import type { Guards } from '../auth.ts';

export function raffleRoutes(raffles: Raffles, guards: Guards, onChange: () => void): Router {
  const router = Router();

  router.get('/api/rifa', (_req, res) => {
    res.json({ data: raffles.list() });
  });

  router.get('/api/rifa/:id', (req, res) => {
    // The draw record arrives with the draws capability; until then it is null.
    res.json({ ...raffles.get(req.params.id), draw: null });
  });

  router.post('/api/rifa/admin', guards.requireAdminUser, async (req, res) => {
    const raffle = await raffles.create(req.user!.id, req.body);
    onChange();
    res.status(201).json(raffle);
  });

  router.put('/api/rifa/:id', guards.requireAdmin, (req, res) => {
    const raffle = raffles.update(req.params.id, req.body);
    onChange();
    res.json(raffle);
  });

  return router;
}
