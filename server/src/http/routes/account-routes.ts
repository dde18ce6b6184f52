// docs/decisions/0014-numbers-prizes-packages.md over HTTP: forgot password (recovery code, admin reset link), the nickname
// ranking of a raffle and the participant's own data (LGPD export and erasure). Thin: the
// rules live in domain/account-recovery.ts and domain/my-data.ts.
import { Router } from 'express';
import type { AccountRecovery, MyData } from '../../domain/accounts/index.ts';
import type { Guards } from '../auth.ts';
import type { FormSessions } from '../forms/form-sessions.ts';
import { pathId } from '../path-id.ts';

export function accountRoutes(
  deps: { recovery: AccountRecovery; myData: MyData; sessions: FormSessions },
  guards: Guards,
): Router {
  const { recovery, myData, sessions } = deps;
  const router = Router();

  // Both log the user in: the pages' form session starts too (docs/protocols/no-javascript.md).
  router.post('/auth/recover', async (req, res) => {
    const recovered = await recovery.recover(req.body);
    sessions.start(req, res, recovered.token);
    res.json(recovered);
  });

  router.post('/auth/reset', async (req, res) => {
    const reset = await recovery.resetWithLink(req.body);
    sessions.start(req, res, reset.token);
    res.json(reset);
  });

  router.post('/user/me/recovery-code', guards.requireUser, async (req, res) => {
    res.json(await recovery.regenerate(req.user!.id, req.body));
  });

  router.get('/user/me/data', guards.requireUser, (req, res) => {
    res.set('Content-Disposition', 'attachment; filename="meus-dados.json"');
    res.json(myData.exportOf(req.user!.id));
  });

  // docs/protocols/prize-delivery.md#deleting-an-account: what the confirmation names.
  router.get('/user/me/deletion', guards.requireUser, (req, res) => {
    res.json(myData.stakesOf(req.user!.id));
  });

  router.delete('/user/me', guards.requireUser, async (req, res) => {
    await myData.erase(req.user!.id, req.body);
    res.status(204).end();
  });

  router.get('/api/rifa/:id/ranking', (req, res) => {
    res.json({ data: myData.ranking(pathId(req.params.id)) });
  });

  // A person must be behind a reset link: bearer only, never the API key.
  router.post('/api/admin/users/:id/reset-link', guards.requireAdminUser, (req, res) => {
    res.status(201).json(recovery.issueResetLink(req.user!.id, pathId(req.params.id)));
  });

  return router;
}
