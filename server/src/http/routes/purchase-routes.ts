// Ticket purchases (docs/protocols/payment.md) and the buyer's own transactions.
import { pathId } from '../path-id.ts';
import { Router } from 'express';
import { invalid } from '../../domain/kernel/errors.ts';
import type { Purchases } from '../../domain/purchases/index.ts';
import type { Guards } from '../auth.ts';

export function purchaseRoutes(purchases: Purchases, guards: Guards): Router {
  const router = Router();

  router.post('/api/transaction', guards.requireUser, async (req, res) => {
    const transaction = await purchases.buy(req.user!, req.body);
    res.status(201).json(transaction);
  });

  // Registered before /:id so 'user' is never read as an id. ?raffle_id=N: only that raffle's
  // purchases (docs/decisions/0014-numbers-prizes-packages.md, 'Meus números' on the raffle page).
  router.get('/api/transaction/user', guards.requireUser, (req, res) => {
    const raffleId = req.query.raffle_id;
    if (raffleId !== undefined && pathId(raffleId) === 0)
      throw invalid('raffle_id deve ser o número de uma rifa');
    const filter = raffleId === undefined ? undefined : pathId(raffleId);
    res.json({ data: purchases.listForUser(req.user!.id, filter) });
  });

  router.get('/api/transaction/:id', guards.requireUser, (req, res) => {
    res.json(purchases.getVisibleTo(req.user!, pathId(req.params.id)));
  });

  return router;
}
