// Payouts and refunds (docs/protocols/draw.md): the admin's list and actions in Gerenciar, and each
// participant's wins and refunds for the dashboard. Reads accept the admin API key; calls
// that move money need a person (admin bearer token), like the API key itself.
import { pathId } from '../path-id.ts';
import { Router } from 'express';
import type {
  AdminPayout,
  AdminRefund,
  LightningClaimResult,
  ListResponse,
  PayoutSettings,
  UserRefund,
  UserWin,
} from '@rifa/shared';
import type {
  ClaimLinks,
  LightningClaims,
  PayoutSettingsService,
  Payouts,
  PrizeDeliveries,
} from '../../domain/payouts/index.ts';
import type { Guards } from '../auth.ts';
import { deliveryRoutes } from './delivery-routes.ts';

export function payoutRoutes(
  deps: {
    payouts: Payouts;
    claims: LightningClaims;
    settings: PayoutSettingsService;
    deliveries: PrizeDeliveries;
    links: ClaimLinks;
  },
  guards: Guards,
): Router {
  const { payouts, claims, settings, deliveries, links } = deps;
  const router = Router();
  router.use(deliveryRoutes({ deliveries, links, payouts }, guards));

  router.get('/api/admin/payout-settings', guards.requireAdmin, (_req, res) => {
    const body: PayoutSettings = settings.read();
    res.json(body);
  });

  router.put('/api/admin/payout-settings', guards.requireAdminUser, (req, res) => {
    const body: PayoutSettings = settings.update(req.body);
    res.json(body);
  });

  router.get('/api/admin/payouts', guards.requireAdmin, (_req, res) => {
    const body: ListResponse<AdminPayout> = { data: payouts.list() };
    res.json(body);
  });

  router.get('/api/admin/refunds', guards.requireAdmin, (_req, res) => {
    const body: ListResponse<AdminRefund> = { data: payouts.refunds() };
    res.json(body);
  });

  router.post('/api/admin/payouts/:id/confirm', guards.requireAdminUser, async (req, res) => {
    const payout = await payouts.confirm(pathId(req.params.id), req.body, req.user!.id);
    res.json(payout);
  });

  router.post('/api/admin/payouts/:id/retry', guards.requireAdminUser, async (req, res) => {
    const payout = await payouts.retry(pathId(req.params.id), req.user!.id);
    res.json(payout);
  });

  router.post('/api/admin/raffles/:id/refunds/pay', guards.requireAdminUser, async (req, res) => {
    const payout = await payouts.payRefunds(pathId(req.params.id));
    res.json(payout);
  });

  router.get('/api/user/wins', guards.requireUser, (req, res) => {
    const body: ListResponse<UserWin> = { data: payouts.winsOf(req.user!.id) };
    res.json(body);
  });

  router.get('/api/user/refunds', guards.requireUser, (req, res) => {
    const body: ListResponse<UserRefund> = { data: payouts.refundsOf(req.user!.id) };
    res.json(body);
  });

  // The recipient's own BOLT11 for a prize or their refunds of a raffle (docs/protocols/draw.md).
  router.post('/api/user/wins/:raffleId/lightning', guards.requireUser, async (req, res) => {
    const body: LightningClaimResult = await claims.claimPrize(
      req.user!.id,
      pathId(req.params.raffleId),
      req.body,
    );
    res.json(body);
  });

  router.post('/api/user/refunds/:raffleId/lightning', guards.requireUser, async (req, res) => {
    const body: LightningClaimResult = await claims.claimRefunds(
      req.user!.id,
      pathId(req.params.raffleId),
      req.body,
    );
    res.json(body);
  });

  return router;
}
