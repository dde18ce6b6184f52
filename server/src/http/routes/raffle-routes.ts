// Raffles: public reads, admin creation (bearer + step-up) and updates (bearer or key).
import { pathId } from '../path-id.ts';
import { Router } from 'express';
import type { RaffleDetail } from '@rifa/shared';
import type { DrawProofs } from '../../domain/draws/index.ts';
import type { Raffles } from '../../domain/raffles/index.ts';
import type { Guards } from '../auth.ts';
import { sendCompressedBody } from '../compressed-body.ts';
import type { PublicListCache } from '../public-list-cache.ts';

export function raffleRoutes(
  raffles: Raffles,
  guards: Guards,
  draws: DrawProofs,
  publicList: PublicListCache,
): Router {
  const router = Router();

  router.get('/api/rifa', (req, res) => {
    // The same bytes as res.json({ data: raffles.list() }), serialized (and compressed) once
    // per database state.
    sendCompressedBody(req, res, publicList.get(), 'application/json; charset=utf-8');
  });

  router.get('/api/rifa/:id', async (req, res) => {
    res.json(await raffleDetail(raffles, draws, pathId(req.params.id)));
  });

  router.post('/api/rifa/admin', guards.requireAdminUser, async (req, res) => {
    const raffle = await raffles.create(req.user!.id, req.body);
    res.status(201).json(raffle);
  });

  router.put('/api/rifa/:id', guards.requireAdmin, async (req, res) => {
    const raffle = await raffles.update(pathId(req.params.id), req.body);
    res.json(raffle);
  });

  return router;
}

/** docs/protocols/http-api.md: the raffle with its draw record (the DrawProof; null until sales close). */
export async function raffleDetail(
  raffles: Raffles,
  draws: DrawProofs,
  id: number,
): Promise<RaffleDetail> {
  const raffle = raffles.get(id);
  const draw = await draws.proofOf(raffle);
  return { ...raffle, draw, draw_estimate: draws.estimateOf(raffle, draw) };
}
