// Raffles: public reads, admin creation (bearer + step-up) and updates (bearer or key).
import { pathId } from '../path-id.ts';
import { Router } from 'express';
import type { RaffleDetail } from '@rifa/shared';
import type { DrawProofs } from '../../domain/draw-proofs.ts';
import type { Raffles } from '../../domain/raffles.ts';
import type { Guards } from '../auth.ts';
import type { PublicListCache } from '../public-list-cache.ts';

export function raffleRoutes(
  raffles: Raffles,
  guards: Guards,
  draws: DrawProofs,
  publicList: PublicListCache,
): Router {
  const router = Router();

  router.get('/api/rifa', (_req, res) => {
    // The same bytes as res.json({ data: raffles.list() }), serialized once per database state.
    const { body, etag } = publicList.get();
    res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: etag }).send(body);
  });

  router.get('/api/rifa/:id', async (req, res) => {
    // DESIGN.md §5: the raffle with its draw record (the DrawProof; null until sales close).
    const raffle = raffles.get(pathId(req.params.id));
    const body: RaffleDetail = { ...raffle, draw: await draws.proofOf(raffle) };
    res.json(body);
  });

  router.post('/api/rifa/admin', guards.requireAdminUser, async (req, res) => {
    const raffle = await raffles.create(req.user!.id, req.body);
    res.status(201).json(raffle);
  });

  router.put('/api/rifa/:id', guards.requireAdmin, (req, res) => {
    const raffle = raffles.update(pathId(req.params.id), req.body);
    res.json(raffle);
  });

  return router;
}
