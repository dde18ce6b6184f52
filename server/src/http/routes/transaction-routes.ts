// Ticket purchases (DESIGN.md §7) and the buyer's own transactions.
import { pathId } from '../path-id.ts';
import { Router } from 'express';
import type { Purchases } from '../../domain/purchases.ts';
import type { Guards } from '../auth.ts';

export function transactionRoutes(purchases: Purchases, guards: Guards): Router {
  const router = Router();

  router.post('/api/transaction', guards.requireUser, async (req, res) => {
    const transaction = await purchases.buy(req.user!, req.body);
    res.status(201).json(transaction);
  });

  // Registered before /:id so 'user' is never read as an id.
  router.get('/api/transaction/user', guards.requireUser, (req, res) => {
    res.json({ data: purchases.listForUser(req.user!.id) });
  });

  router.get('/api/transaction/:id', guards.requireUser, (req, res) => {
    res.json(purchases.getForUser(req.user!.id, pathId(req.params.id)));
  });

  return router;
}
