// docs/decisions/0014-numbers-prizes-packages.md: the winners page's list and the site's footer texts (contact, general terms,
// version), public; the admin edits the texts in Configurações.
import { Router } from 'express';
import type { DrawTiming, ListResponse, SiteInfo, WinnersEntry } from '@rifa/shared';
import type { SiteInfoService } from '../../domain/operator/index.ts';
import type { Winners } from '../../domain/draws/index.ts';
import type { Guards } from '../auth.ts';

export interface SiteDeps {
  winners: Winners;
  site: SiteInfoService;
  /** The app version /api/health reports. */
  version: string;
  /** The chain's MTP lag and DRAW_CONFIRMATIONS (no call to the node: the last value read). */
  drawTiming: () => DrawTiming;
}

/** GET /api/site's answer (also embedded in every server-rendered page). */
export function siteInfo(deps: Pick<SiteDeps, 'site' | 'version' | 'drawTiming'>): SiteInfo {
  return { ...deps.site.read(), version: deps.version, draw_timing: deps.drawTiming() };
}

export function siteRoutes(deps: SiteDeps, guards: Guards): Router {
  const router = Router();

  router.get('/api/ganhadores', (_req, res) => {
    const body: ListResponse<WinnersEntry> = { data: deps.winners.list() };
    res.json(body);
  });

  router.get('/api/site', (_req, res) => {
    res.json(siteInfo(deps));
  });

  // Bearer or API key, like the raffle edits: the texts move no money.
  router.put('/api/admin/site', guards.requireAdmin, (req, res) => {
    deps.site.update(req.body);
    const body: SiteInfo = siteInfo(deps);
    res.json(body);
  });

  return router;
}
