// Physical prize deliveries, refunds the operator closes and claim links
// (docs/protocols/prize-delivery.md). The delivery contact is private: the winner's own
// calls and the admins' only. Claim links are public calls whose secret travels in the body,
// never in a URL an access log would keep.
import { Router } from 'express';
import type {
  AdminDelivery,
  AdminRefund,
  ClaimLink,
  LightningClaimResult,
  LinkClaims,
  ListResponse,
} from '@rifa/shared';
import type { ClaimLinks, Payouts, PrizeDeliveries } from '../../domain/payouts/index.ts';
import type { Guards } from '../auth.ts';
import { pathId } from '../path-id.ts';

export function deliveryRoutes(
  deps: { deliveries: PrizeDeliveries; links: ClaimLinks; payouts: Payouts },
  guards: Guards,
): Router {
  const { deliveries, links, payouts } = deps;
  const router = Router();

  router.get('/api/admin/prize-deliveries', guards.requireAdmin, (_req, res) => {
    const body: ListResponse<AdminDelivery> = { data: deliveries.list() };
    res.json(body);
  });

  router.post(
    '/api/admin/prize-deliveries/:raffleId/:position/shipped',
    guards.requireAdminUser,
    (req, res) => {
      const body: AdminDelivery = deliveries.markShipped(
        req.user!.id,
        pathId(req.params.raffleId),
        pathId(req.params.position),
        req.body,
      );
      res.json(body);
    },
  );

  router.post(
    '/api/admin/prize-deliveries/:raffleId/:position/delivered',
    guards.requireAdminUser,
    (req, res) => {
      const body: AdminDelivery = deliveries.markDelivered(
        req.user!.id,
        pathId(req.params.raffleId),
        pathId(req.params.position),
      );
      res.json(body);
    },
  );

  router.put('/api/user/wins/:raffleId/delivery', guards.requireUser, (req, res) => {
    const body: AdminDelivery = deliveries.giveContact(
      req.user!.id,
      pathId(req.params.raffleId),
      req.body,
    );
    res.json(body);
  });

  router.post('/api/admin/refunds/:id/close', guards.requireAdminUser, (req, res) => {
    const body: AdminRefund = payouts.closeRefund(pathId(req.params.id), req.body, req.user!.id);
    res.json(body);
  });

  router.post('/user/me/claim-link', guards.requireUser, (req, res) => {
    const body: ClaimLink = links.create(req.user!.id);
    res.status(201).json(body);
  });

  router.post('/api/claims/lookup', (req, res) => {
    const body: LinkClaims = links.lookup(req.body);
    res.json(body);
  });

  router.post('/api/claims/prize', async (req, res) => {
    const body: LightningClaimResult = await links.claimPrize(req.body);
    res.json(body);
  });

  router.post('/api/claims/refunds', async (req, res) => {
    const body: LightningClaimResult = await links.claimRefunds(req.body);
    res.json(body);
  });

  return router;
}
