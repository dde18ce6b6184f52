// The number grid of a raffle (docs/decisions/0014-numbers-prizes-packages.md): public, like the ticket list — numbers only.
import { Router } from 'express';
import type { RaffleNumbers } from '../../domain/raffles/index.ts';
import { pathId } from '../path-id.ts';

export function numberRoutes(numbers: RaffleNumbers): Router {
  const router = Router();
  router.get('/api/rifa/:id/numbers', async (req, res) => {
    const body = await numbers.map(pathId(req.params.id));
    // Changes with every reservation: never cached.
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
