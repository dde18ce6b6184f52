// docs/decisions/0016-operator-cockpit-release.md: the operator's notifications (the Admin's bell) and their push settings. Reads
// and 'Marcar todas como lidas' take the admin bearer or API key; changing where pushes go
// and sending a test need the admin in person (bearer), like the payout settings.
import { Router } from 'express';
import type { NotificationCount, NotificationList, NotificationSettings } from '@rifa/shared';
import type { Notifications } from '../../domain/operator/index.ts';
import type { Guards } from '../auth.ts';

export function notificationRoutes(notifications: Notifications, guards: Guards): Router {
  const router = Router();

  router.get('/api/admin/notifications', guards.requireAdmin, (_req, res) => {
    const body: NotificationList = notifications.list();
    res.json(body);
  });

  // The bell polls this every ~30 s: one indexed count.
  router.get('/api/admin/notifications/unread', guards.requireAdmin, (_req, res) => {
    const body: NotificationCount = notifications.count();
    res.json(body);
  });

  router.post('/api/admin/notifications/read-all', guards.requireAdmin, (_req, res) => {
    const body: NotificationCount = notifications.readAll();
    res.json(body);
  });

  router.get('/api/admin/notifications/settings', guards.requireAdmin, (_req, res) => {
    const body: NotificationSettings = notifications.settings.read();
    res.json(body);
  });

  router.put('/api/admin/notifications/settings', guards.requireAdminUser, (req, res) => {
    const body: NotificationSettings = notifications.settings.update(req.body);
    res.json(body);
  });

  router.post('/api/admin/notifications/test', guards.requireAdminUser, async (req, res) => {
    const channel = (req.body as { channel?: unknown } | undefined)?.channel;
    await notifications.test(channel);
    res.json({ ok: true });
  });

  return router;
}
