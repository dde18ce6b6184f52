// docs/decisions/0016-operator-cockpit-release.md: the backups in Configurações. Admin bearer only — a backup holds every password
// hash, and a restore needs a person re-typing the admin password. Thin: the domain checks.
import { Router } from 'express';
import type { BackupRestoreResponse } from '@rifa/shared';
import type { Backups } from '../../domain/operator/index.ts';
import { notFound } from '../../domain/kernel/errors.ts';
import type { Guards } from '../auth.ts';

export function backupRoutes(backups: Backups, guards: Guards): Router {
  const router = Router();

  router.get('/api/admin/backups', guards.requireAdminUser, (_req, res) => {
    res.json({ data: backups.list() });
  });

  router.post('/api/admin/backups', guards.requireAdminUser, async (_req, res) => {
    res.status(201).json(await backups.create());
  });

  // The raw file as the body (any content type but JSON), streamed to disk with a cap.
  router.post('/api/admin/backups/upload', guards.requireAdminUser, async (req, res) => {
    res.status(201).json(await backups.receive(req));
  });

  router.get('/api/admin/backups/:name/download', guards.requireAdminUser, (req, res, next) => {
    const name = String(req.params.name);
    const file = backups.file(name);
    res
      .type('application/vnd.sqlite3')
      .set('Content-Disposition', `attachment; filename="${name}"`);
    // Cache-Control stays the API's no-store; a file pruned meanwhile is a 404 like any other.
    // The name is checked already: a DATA_DIR under a dot folder (~/.rifa) is no reason to hide it.
    const options = { cacheControl: false, lastModified: false, dotfiles: 'allow' } as const;
    res.sendFile(file, options, (error?: Error) => {
      if (!error) return;
      if (res.headersSent) return void res.destroy();
      next(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? notFound('Backup não encontrado')
          : error,
      );
    });
  });

  router.post('/api/admin/backups/:name/restore', guards.requireAdminUser, async (req, res) => {
    const restore = await backups.restore(req.user!.id, String(req.params.name), req.body);
    // The restart waits for this answer to leave (or the client to go): the page learns first.
    res.once('close', restore.restart);
    const body: BackupRestoreResponse = restore.body;
    res.status(202).json(body);
  });

  return router;
}
