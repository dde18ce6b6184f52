// docs/decisions/0016-operator-cockpit-release.md: the admin's Painel, the per-raffle CSV exports (admin bearer or API key) and the
// public ticket list as CSV. Thin: the domain computes and formats, this only sends.
import { Router, type Request, type Response } from 'express';
import type { Health, Painel } from '@rifa/shared';
import type { AdminMetrics, CsvFile, PainelExports } from '../../domain/painel/index.ts';
import type { Guards } from '../auth.ts';
import { pathId } from '../path-id.ts';
import { sendChunks } from '../streamed-body.ts';

function sendCsv(req: Request, res: Response, file: CsvFile): Promise<void> {
  res.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  return sendChunks(req, res, 'text/csv; charset=utf-8', file.chunks);
}

export function painelRoutes(
  painel: { metrics: AdminMetrics; exports: PainelExports },
  health: () => Promise<Health>,
  guards: Guards,
): Router {
  const router = Router();

  router.get('/api/admin/painel', guards.requireAdmin, async (_req, res) => {
    const body: Painel = await painel.metrics.painel(await health());
    res.json(body);
  });

  router.get('/api/admin/rifa/:id/export/:file', guards.requireAdmin, (req, res) =>
    sendCsv(req, res, painel.exports.raffleCsv(pathId(req.params.id), String(req.params.file))),
  );

  router.get('/api/rifa/:id/tickets.csv', (req, res) =>
    sendCsv(req, res, painel.exports.publicTicketsCsv(pathId(req.params.id))),
  );

  return router;
}
